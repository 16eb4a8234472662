import { existsSync, type FSWatcher, watch } from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Log, silentLog } from '../log.js';
import { type CommitLike, eventsForCommit, type TriggerDispatch } from './cloud-events.js';
import { functionsEntry, functionsEnv } from './functions-env.js';
import type { FirestoreTriggerInfo, FunctionInfo } from './manifest.js';
import { startWorker, type WorkerHandle } from './worker-process.js';

export interface FunctionsHostOptions {
  /** The functions package directory; its package.json `main` is the built entry. */
  dir: string;
  project: string;
  /** host:port of the Firestore the functions' firebase-admin talks to. */
  firestoreHost: string;
  /** host:port of the Auth emulator that issued the ID tokens (verification goes there). */
  authEmulatorHost?: string;
  /** Extra environment for the functions (API keys, base URLs, APP_URL...). */
  env?: Record<string, string | undefined>;
  /** Commit feed of the local store; every commit is matched against the Firestore triggers. */
  store?: { onCommit(listener: (event: CommitLike) => void): () => void };
  port?: number;
  host?: string;
  /** Reload when the build output changes (default true). */
  watch?: boolean;
  log?: Log;
}

export interface FunctionsHost {
  server: Server;
  port: number;
  url: string;
  entry: string;
  /** Functions of the running build ([] until a build loaded). */
  functions(): FunctionInfo[];
  /** Loads the build again; keeps the running one when the new one fails to load. */
  reload(): Promise<boolean>;
  /** Resolves when every trigger event dispatched so far has run. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function sendError(req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string) {
  if (res.headersSent) return void res.end();
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': req.headers.origin ?? '*',
  });
  res.end(JSON.stringify({ error: { status: code, message } }));
}

/** Not a function path (those are /<project>/<region>/<name>): the host's own status. */
export const STATUS_PATH = '/__/functions.json';

const MAX_QUEUED_EVENTS = 10_000;
/** Restart delays after a worker crash: 200 ms doubling to 10 s; a worker that ran a minute resets it. */
const RESTART_MIN_MS = 200;
const RESTART_MAX_MS = 10_000;
const STABLE_AFTER_MS = 60_000;
/** Restarts tried after a crash before waiting for a rebuild instead (the build may now fail to load). */
const MAX_RESTART_ATTEMPTS = 5;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

export async function startFunctionsHost(opts: FunctionsHostOptions): Promise<FunctionsHost> {
  const log = opts.log ?? silentLog;
  const entry = functionsEntry(opts.dir);
  const env = functionsEnv(opts);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  let current: WorkerHandle | null = null;
  let loading: Promise<boolean> | null = null;
  let lastError = `functions entry ${entry} not loaded yet`;
  let closed = false;
  // Events wait here while a reload swaps workers, so one document's events keep their order.
  let paused = false;
  const queue: TriggerDispatch[] = [];

  const triggers = (): FirestoreTriggerInfo[] =>
    (current?.functions ?? []).filter((f): f is FirestoreTriggerInfo => f.kind === 'firestore');

  const deliver = (d: TriggerDispatch) => {
    if (paused || !current) {
      // Without a loaded build, events wait for one, but only so many.
      if (queue.length < MAX_QUEUED_EVENTS) queue.push(d);
      else log('warn', `functions: no build loaded; dropped a trigger event for ${d.event.document}`);
    } else current.send({ type: 'event', trigger: d.trigger, event: d.event });
  };

  const load = async (): Promise<boolean> => {
    if (!existsSync(entry)) {
      lastError = `functions entry ${entry} does not exist: run \`npm run build -w ${path.basename(opts.dir)}\``;
      log('warn', `functions: ${lastError}`);
      return false;
    }
    let next: WorkerHandle;
    try {
      next = await startWorker(entry, opts.project, env, log);
      watchForCrash(next);
    } catch (err) {
      lastError = `functions failed to load: ${err instanceof Error ? err.message : String(err)}`;
      log('error', current ? `${lastError}\n(keeping the previous build)` : lastError);
      return false;
    }
    if (closed) {
      await next.stop();
      return false;
    }
    const old = current;
    paused = true;
    current = next;
    if (old) {
      await old.drain(15_000);
      const deadline = Date.now() + 30_000;
      while (old.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await old.stop();
    }
    paused = false;
    for (const d of queue.splice(0)) deliver(d);
    const served = next.functions.filter((f) => f.kind !== 'ignored').map((f) => f.name);
    log(
      'info',
      `functions: ${old ? 'reloaded' : 'loaded'} ${served.length} functions (${served.join(', ')})`,
    );
    for (const f of next.functions)
      if (f.kind === 'ignored') log('debug', `functions: ${f.name} ignored: ${f.reason}`);
    return true;
  };

  const reload = (delayMs = 0): Promise<boolean> => {
    // Coalesce: a reload requested while one runs starts once that one finishes. A delayed (restart)
    // load is tracked from the start, so requests arriving during the backoff wait for it.
    const run = (loading ?? Promise.resolve(true))
      .then(() => (delayMs > 0 ? new Promise((r) => setTimeout(r, delayMs)) : undefined))
      .then(() => (closed ? false : load()));
    const tracked: Promise<boolean> = run.finally(() => {
      if (loading === tracked) loading = null;
    });
    loading = tracked;
    return run;
  };

  // A worker that exits while it is the current one crashed (process.exit, an uncaught error, OOM):
  // without a restart every call would answer 503 until the next rebuild.
  let crashes = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  function watchForCrash(worker: WorkerHandle) {
    const readyAt = Date.now();
    void worker.exit.then(({ code, signal }) => {
      if (closed || current !== worker) return; // a planned stop (reload, close)
      current = null;
      if (Date.now() - readyAt > STABLE_AFTER_MS) crashes = 0;
      crashes++;
      const delay = Math.min(RESTART_MIN_MS * 2 ** (crashes - 1), RESTART_MAX_MS);
      lastError = `functions worker crashed (${signal ?? `exit code ${code}`}); restarting`;
      log('error', `functions: ${lastError} in ${delay} ms (crash ${crashes})`);
      void restartAfterCrash(delay, 1);
    });
  }
  async function restartAfterCrash(delay: number, attempt: number): Promise<void> {
    if (closed || current) return;
    if (await reload(delay)) return;
    if (closed || current) return;
    if (attempt >= MAX_RESTART_ATTEMPTS) {
      log('error', `functions: gave up restarting after ${attempt} attempts; waiting for a rebuild`);
      return;
    }
    // Wait out the next delay before retrying, without holding `loading` (the status says why).
    const next = Math.min(delay * 2, RESTART_MAX_MS);
    await new Promise<void>((r) => {
      restartTimer = setTimeout(() => {
        restartTimer = null;
        r();
      }, next);
    });
    return restartAfterCrash(0, attempt + 1);
  }

  const unsubscribe = opts.store?.onCommit((commit) => {
    for (const d of eventsForCommit(commit, triggers())) deliver(d);
  });

  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    res.once('close', () =>
      log('debug', `functions ${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`),
    );
    if (req.url === STATUS_PATH) {
      // Health for scripts: which build is loaded, or why none is.
      res.writeHead(current ? 200 : 503, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({
          loaded: !!current,
          error: current ? null : lastError,
          functions: current?.functions ?? [],
        }),
      );
    }
    if (!current && loading) await loading;
    const worker = current;
    if (!worker) return sendError(req, res, 503, 'UNAVAILABLE', lastError);
    worker.inFlight++;
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        worker.inFlight--;
      }
    };
    res.on('close', finish);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: worker.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (up) => {
        const headers = Object.fromEntries(Object.entries(up.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
      },
    );
    upstream.on('error', async (err) => {
      // When the worker died under this request, answer only once the host has seen the exit and begun
      // the restart, so the caller's next request waits for the new worker instead of failing too.
      await Promise.race([worker.exit, new Promise((r) => setTimeout(r, 1000))]);
      sendError(req, res, 503, 'UNAVAILABLE', `functions worker: ${err.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  let watcher: FSWatcher | null = null;
  let poll: NodeJS.Timeout | null = null;
  let debounce: NodeJS.Timeout | null = null;
  const watchBuild = (appeared = false) => {
    const libDir = path.dirname(entry);
    if (!existsSync(libDir)) {
      // Nothing built yet: look again until the build output appears.
      poll = setTimeout(() => {
        poll = null;
        if (!closed) watchBuild(true);
      }, 1000);
      return;
    }
    if (appeared) void reload();
    watcher = watch(libDir, { recursive: true }, () => {
      if (debounce) clearTimeout(debounce);
      // tsc writes many files; reload once it has been quiet for a moment.
      debounce = setTimeout(() => {
        debounce = null;
        if (!closed) void reload();
      }, 400);
    });
    watcher.on('error', () => {
      watcher?.close();
      watcher = null;
      if (!closed) watchBuild();
    });
  };

  await reload();
  if (opts.watch !== false) watchBuild();

  return {
    server,
    port,
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    entry,
    functions: () => current?.functions ?? [],
    reload,
    idle: async () => {
      while ((paused || queue.length > 0 || loading) && (current || loading))
        await (loading ?? new Promise<void>((r) => setTimeout(r, 20)));
      if (current) await current.drain(60_000);
    },
    close: async () => {
      closed = true;
      unsubscribe?.();
      watcher?.close();
      if (poll) clearTimeout(poll);
      if (debounce) clearTimeout(debounce);
      if (restartTimer) clearTimeout(restartTimer);
      await loading?.catch(() => {});
      await current?.stop();
      current = null;
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export { functionsEntry } from './functions-env.js';
