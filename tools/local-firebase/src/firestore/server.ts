import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Log } from '../log.js';
import { RulesGate } from '../rules/gate.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { handleRestCall, restOps } from './rest.js';
import type { FirestoreStore } from './store.js';

export interface FirestoreServerOptions {
  store: FirestoreStore;
  /** Handles `/google.firestore.v1.Firestore/*` (WebChannel Listen); resolves false when it did not. */
  listen?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  log?: Log;
  /** Security rules (loaded with `gate.load` or `PUT .../:securityRules`); none loaded = all served. */
  rules?: RulesGate;
}

/** Firestore's request size limit. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

const rulesPath = /^\/emulator\/v1\/projects\/[^/]+:securityRules$/;
const clearPath = /^\/emulator\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents\/?$/;

function setCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  // Browsers send credentials (cookies/Authorization), so the origin is echoed rather than '*'.
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-expose-headers', '*');
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  res.statusCode = 204;
  res.setHeader('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
  const asked = req.headers['access-control-request-headers'];
  res.setHeader('access-control-allow-headers', asked ?? '*');
  res.setHeader('access-control-max-age', '3600');
  res.end();
}

function sendJson(res: ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

function sendError(res: ServerResponse, err: FirestoreError): void {
  sendJson(res, err.httpStatus, err.toJSON());
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        failed = true;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => !failed && resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(buf: Buffer): unknown {
  if (buf.length === 0) return undefined;
  try {
    return JSON.parse(buf.toString('utf8'));
  } catch {
    throw invalidArgument(`Invalid JSON payload received. ${buf.toString('utf8', 0, 60)}`);
  }
}

/** Splits `/v1/<resource>[:op]` into a decoded resource name and a known op. */
function route(method: string, pathname: string): { resource: string; op: string | null } {
  let resource: string;
  try {
    resource = pathname
      .slice('/v1/'.length)
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
  } catch {
    throw invalidArgument(`Invalid resource name in path ${pathname}`);
  }
  const colon = resource.lastIndexOf(':');
  if (colon > resource.lastIndexOf('/') && restOps.has(resource.slice(colon + 1))) {
    return { resource: resource.slice(0, colon), op: resource.slice(colon + 1) };
  }
  if (method === 'POST' && colon > resource.lastIndexOf('/') && /^:[A-Za-z]+$/.test(resource.slice(colon))) {
    throw new FirestoreError('NOT_FOUND', `Method not found: ${resource.slice(colon + 1)}`);
  }
  return { resource, op: null };
}

async function handle(
  opts: FirestoreServerOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const method = req.method ?? 'GET';
  if (path.startsWith('/google.firestore.v1.Firestore/')) {
    const handled = opts.listen ? await opts.listen(req, res) : false;
    if (!handled && !res.headersSent) {
      setCors(req, res);
      if (method === 'OPTIONS') return preflight(req, res);
      sendError(res, new FirestoreError('NOT_FOUND', `Not found: ${path}`));
    }
    return;
  }
  setCors(req, res);
  if (method === 'OPTIONS') return preflight(req, res);
  if (path === '/' && method === 'GET') {
    res.setHeader('content-type', 'text/plain');
    res.end('Ok\n');
    return;
  }
  if (rulesPath.test(path)) {
    if (method !== 'PUT') throw new FirestoreError('NOT_FOUND', `Not found: ${method} ${path}`);
    return loadRules(opts, parseJson(await readBody(req)), res);
  }
  if (path === '/local/v1/usage') {
    // Not a Firestore API: lets benchmarks print the reads a screen costs and the Listen targets it
    // leaves open (DELETE zeroes the counters; open targets are state and stay listed).
    if (method === 'DELETE') opts.store.usage.reset();
    return sendJson(res, 200, opts.store.usage.snapshot());
  }
  const clear = clearPath.exec(path);
  if (clear && method === 'DELETE') {
    opts.store.clear(decodeURIComponent(clear[1] as string));
    return sendJson(res, 200, {});
  }
  if (!path.startsWith('/v1/')) throw new FirestoreError('NOT_FOUND', `Not found: ${method} ${path}`);
  const body = parseJson(await readBody(req));
  const { resource, op } = route(method, path);
  const guard = opts.rules?.guardFor(req.headers.authorization);
  const result = await handleRestCall(opts.store, {
    method,
    resource,
    op,
    query: url.searchParams,
    body,
    guard,
  });
  sendJson(res, result.status, result.json);
}

/**
 * `PUT /emulator/v1/projects/<p>:securityRules` with `{"rules":{"files":[{"content"}]}}`, as the
 * official emulator and @firebase/rules-unit-testing send it. A file that does not parse is refused
 * with its line and column, and the rules in force stay.
 */
function loadRules(opts: FirestoreServerOptions, body: unknown, res: ServerResponse): void {
  const files = (body as { rules?: { files?: { content?: unknown; name?: unknown }[] } } | undefined)?.rules
    ?.files;
  const file = files?.[0];
  if (!opts.rules || typeof file?.content !== 'string')
    throw invalidArgument('Expected {"rules":{"files":[{"content":"..."}]}}');
  try {
    opts.rules.load(file.content, typeof file.name === 'string' ? file.name : 'firestore.rules');
  } catch (err) {
    throw invalidArgument(err instanceof Error ? err.message : String(err));
  }
  sendJson(res, 200, {});
}

/** The local Firestore over HTTP: REST v1, emulator endpoints, CORS, and the Listen hand-off. */
export function createFirestoreServer(opts: FirestoreServerOptions): Server {
  const log = opts.log ?? (() => {});
  opts = { ...opts, rules: opts.rules ?? new RulesGate(opts.store, (m) => log('debug', m)) };
  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    // 'close' also fires when a client goes away mid-request (e.g. an aborted long poll).
    res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log('debug', `firestore ${req.method} ${req.url} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    handle(opts, req, res).catch((err: unknown) => {
      if (res.headersSent) {
        log('error', `firestore ${req.method} ${req.url} failed after headers: ${String(err)}`);
        res.destroy();
        return;
      }
      if (err instanceof BodyTooLarge) {
        // Answer at once and drop the rest of the upload with the connection.
        res.setHeader('connection', 'close');
        sendError(res, invalidArgument(`Request payload size exceeds the limit: ${MAX_BODY_BYTES} bytes.`));
        req.resume();
        return;
      }
      if (err instanceof FirestoreError) return sendError(res, err);
      log(
        'error',
        `firestore ${req.method} ${req.url}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      sendError(res, new FirestoreError('INTERNAL', err instanceof Error ? err.message : String(err)));
    });
  });
  // Node's 5 s default races clients reusing an idle socket just as the server closes it
  // (ECONNRESET in the SDKs); 30 s stays below headersTimeout as Node requires.
  server.keepAliveTimeout = 30_000;
  return server;
}
