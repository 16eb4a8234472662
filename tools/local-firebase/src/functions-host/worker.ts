/**
 * Child process that runs a functions package: imports its entry with the environment the host prepared,
 * serves callables/HTTP functions with their own (real firebase-functions) request handling, and runs
 * Firestore trigger events sent over IPC. A rebuild is picked up by starting a fresh worker.
 */
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import { discoverFunctions } from './discover.js';
import type { FunctionInfo, HostMessage, WorkerMessage } from './manifest.js';

const BODY_LIMIT = 32 * 1024 * 1024; // Cloud Functions (2nd gen) HTTP request limit

const send = (msg: WorkerMessage) => process.send?.(msg);
const logLine = (severity: string, message: string) =>
  process.stderr.write(`${JSON.stringify({ severity, message, source: 'functions-host' })}\n`);

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > BODY_LIMIT) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Parses bodies as the functions framework does; unparseable JSON leaves `{}` so the callable answers 400. */
async function bodyParser(req: Request, res: Response, next: NextFunction) {
  const raw = await readBody(req);
  if (raw === null) {
    res.status(413).json({ error: { status: 'INVALID_ARGUMENT', message: 'Request too large' } });
    return;
  }
  const type = (req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  Object.assign(req, { rawBody: raw });
  if (raw.length === 0) req.body = type === 'application/json' ? {} : undefined;
  else if (type === 'application/json') {
    try {
      req.body = JSON.parse(raw.toString('utf8'));
    } catch {
      req.body = {};
    }
  } else if (type.startsWith('text/')) req.body = raw.toString('utf8');
  else req.body = raw;
  next();
}

async function main() {
  const [entry, project] = process.argv.slice(2);
  if (!entry || !project) throw new Error('usage: worker <entry.js> <project>');
  let infos: FunctionInfo[];
  let handlers: Map<string, (...args: unknown[]) => unknown>;
  try {
    const mod = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    ({ infos, handlers } = discoverFunctions(mod));
  } catch (err) {
    send({ type: 'load-error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    process.exit(1);
  }
  const byName = new Map(infos.map((i) => [i.name, i]));

  const app = express();
  app.disable('x-powered-by');
  app.use(bodyParser);
  app.all('/:project/:region/:name', (req, res) => {
    const region = String(req.params.region);
    const name = String(req.params.name);
    const info = byName.get(name);
    const handler = handlers.get(name);
    const servable = info && (info.kind === 'callable' || info.kind === 'https');
    if (!servable || !handler || req.params.project !== project || !info.regions.includes(region)) {
      res.setHeader('access-control-allow-origin', req.header('origin') ?? '*');
      res.status(404).json({
        error: {
          status: 'NOT_FOUND',
          message: `Function ${region}-${name} does not exist in project ${project}`,
        },
      });
      return;
    }
    Promise.resolve(handler(req, res)).catch((err: unknown) => {
      logLine('ERROR', `function ${name} threw: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) res.status(500).json({ error: { status: 'INTERNAL', message: 'INTERNAL' } });
    });
  });
  app.use((_req, res) => {
    res.status(404).json({ error: { status: 'NOT_FOUND', message: 'Use /<project>/<region>/<function>' } });
  });

  // One chain per document: a document's events run in commit order; different documents run concurrently.
  const chains = new Map<string, Promise<void>>();
  let waitingForDrain = false;
  const maybeDrained = () => {
    if (waitingForDrain && chains.size === 0) {
      waitingForDrain = false;
      send({ type: 'drained' });
    }
  };
  process.on('message', (msg: HostMessage) => {
    if (msg.type === 'drain') {
      waitingForDrain = true;
      maybeDrained();
      return;
    }
    if (msg.type !== 'event') return;
    const key = `${msg.event.database}/${msg.event.document}`;
    const handler = handlers.get(msg.trigger);
    const prev = chains.get(key) ?? Promise.resolve();
    const next = prev.then(async () => {
      if (!handler) {
        logLine('WARNING', `trigger ${msg.trigger} is no longer exported; event for ${key} dropped`);
        return;
      }
      try {
        await handler(msg.event);
      } catch (err) {
        logLine(
          'ERROR',
          `trigger ${msg.trigger} failed for ${msg.event.document}: ${err instanceof Error ? err.stack : String(err)}`,
        );
      }
    });
    chains.set(key, next);
    void next.then(() => {
      if (chains.get(key) === next) chains.delete(key);
      maybeDrained();
    });
  });

  const server = app.listen(0, '127.0.0.1', () => {
    send({ type: 'ready', port: (server.address() as AddressInfo).port, functions: infos });
  });
  server.keepAliveTimeout = 65_000;
  process.on('disconnect', () => process.exit(0));
}

// A function's stray rejection must not take every other function down with it.
process.on('unhandledRejection', (err) => logLine('ERROR', `unhandled rejection: ${String(err)}`));
process.on('uncaughtException', (err) => logLine('ERROR', `uncaught exception: ${err.stack ?? err.message}`));

main().catch((err: unknown) => {
  send({ type: 'load-error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
});
