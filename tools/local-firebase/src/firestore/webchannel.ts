import type { IncomingMessage, ServerResponse } from 'node:http';
import { callerOf } from '../rules/caller.js';
import type { RulesGate } from '../rules/gate.js';
import { type GuardSource, ListenHub } from './listen.js';
import type { FirestoreStore } from './store.js';
import { ChannelSession, frame } from './webchannel-session.js';

/** Where a session's decoded forward-channel messages go; one endpoint per session. */
export interface ChannelEndpoint {
  receive(message: unknown): void;
  close(): void;
}

/** Opens the endpoint for a new session of `rpc` (e.g. "Listen"), or null when the rpc is not served. */
export type EndpointFactory = (rpc: string, session: ChannelSession) => ChannelEndpoint | null;

export interface WebChannelOptions {
  /** Idle time before a keepalive noop on a streaming backchannel (client watchdog: 1.5 x 30 s). */
  keepaliveMs?: number;
  /** Long-poll hold before answering a noop. */
  longPollHoldMs?: number;
  /** Characters after which a streaming backchannel is ended so that the client acknowledges. */
  recycleChars?: number;
  /** A session without a backchannel for this long is forgotten (closed tabs send no terminate). */
  sessionTimeoutMs?: number;
  gcIntervalMs?: number;
  maxBodyBytes?: number;
  log?: (message: string) => void;
}

export type ChannelRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface WebChannelHandler extends ChannelRequestHandler {
  /** Forgets every session as a server restart would; clients reconnect with resume tokens. */
  dropSessions(): void;
  sessionCount(): number;
  /** Stops timers and closes all sessions. */
  close(): void;
}

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(\w+)\/channel$/;
// Keepalive the client is told about in the handshake; its backchannel watchdog is 1.5 x this.
const ANNOUNCED_KEEPALIVE_MS = 30_000;

class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createListenHandler(
  store: FirestoreStore,
  opts: WebChannelOptions & { rules?: RulesGate } = {},
): WebChannelHandler {
  const hub = new ListenHub(store);
  const handler = createWebChannelHandler(
    (rpc, session) =>
      rpc === 'Listen'
        ? hub.openStream((message) => session.send([message]), guardOf(session.headers, opts.rules))
        : null,
    opts,
  );
  const closeChannels = handler.close;
  handler.close = () => {
    closeChannels();
    hub.close();
  };
  return handler;
}

/** The session's caller, read once from its Authorization header; the rules are read at each check. */
function guardOf(headers: Readonly<Record<string, string>>, rules: RulesGate | undefined): GuardSource {
  const authorization = Object.entries(headers).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
  if (!rules) return { guard: () => undefined, key: '' };
  let caller: ReturnType<typeof callerOf> | undefined;
  let invalid: unknown;
  try {
    caller = callerOf(authorization);
  } catch (err) {
    invalid = err;
  }
  let made: { ruleset: unknown; guard: ReturnType<RulesGate['guard']> } | undefined;
  const guard = () => {
    const ruleset = rules.ruleset;
    if (!ruleset) return undefined;
    if (!caller) throw invalid;
    if (made?.ruleset !== ruleset) made = { ruleset, guard: rules.guard(caller) };
    return made.guard;
  };
  return { guard, key: authorization ?? '' };
}

export function createWebChannelHandler(
  openEndpoint: EndpointFactory,
  opts: WebChannelOptions = {},
): WebChannelHandler {
  const timings = {
    keepaliveMs: opts.keepaliveMs ?? 20_000,
    longPollHoldMs: opts.longPollHoldMs ?? 25_000,
    recycleChars: opts.recycleChars ?? 1024 * 1024,
  };
  const sessionTimeoutMs = opts.sessionTimeoutMs ?? 120_000;
  const maxBodyBytes = opts.maxBodyBytes ?? 10 * 1024 * 1024;
  const log = opts.log ?? (() => {});
  const sessions = new Map<string, ChannelSession>();

  const gc = setInterval(() => {
    const now = Date.now();
    for (const session of sessions.values()) {
      if (!session.hasBackchannel && now - session.lastActivity > sessionTimeoutMs) {
        log(`webchannel: session ${session.sid} expired`);
        session.close();
      }
    }
  }, opts.gcIntervalMs ?? 10_000);
  gc.unref();

  const endpoints = new WeakMap<ChannelSession, ChannelEndpoint>();

  function openSession(rpc: string, headers: Record<string, string>): ChannelSession | null {
    const session = new ChannelSession(rpc, headers, timings);
    const endpoint = openEndpoint(rpc, session);
    if (!endpoint) return null;
    sessions.set(session.sid, session);
    session.onClose(() => {
      sessions.delete(session.sid);
      endpoint.close();
    });
    endpoints.set(session, endpoint);
    return session;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = CHANNEL_PATH.exec(url.pathname);
    if (!match?.[1]) return false;
    const rpc = match[1];
    const cors = corsHeaders(req);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
          'Access-Control-Max-Age': '3600',
        });
        res.end();
        return true;
      }
      const query = url.searchParams;
      const sid = query.get('SID');
      if (query.get('TYPE') === 'terminate') {
        // Sent by navigator.sendBeacon when the page closes the channel.
        if (sid) sessions.get(sid)?.close();
        res.writeHead(200, { ...cors, 'Content-Type': 'text/plain' });
        res.end();
        return true;
      }
      if (req.method === 'GET' && query.get('RID') === 'rpc') {
        const session = sid ? sessions.get(sid) : undefined;
        if (!session) return unknownSid(res, cors);
        const aid = Number(query.get('AID'));
        session.acknowledge(aid);
        res.writeHead(200, {
          ...cors,
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache, no-store, max-age=0',
          'X-Content-Type-Options': 'nosniff',
          'X-Accel-Buffering': 'no',
        });
        res.flushHeaders();
        session.attachBackchannel(res, query.get('CI') === '1', aid);
        return true;
      }
      if (req.method !== 'POST') throw new BadRequest(405, 'Method not allowed');
      const form = new URLSearchParams(await readBody(req, maxBodyBytes));
      let session: ChannelSession | null | undefined;
      if (sid) {
        session = sessions.get(sid);
        if (!session) return unknownSid(res, cors);
      } else {
        // The browser SDK puts its headers into the body; other clients may send a real header.
        const headers = parseHeaderBlock(form.get('headers') ?? '');
        const sent = req.headers.authorization;
        if (sent && !Object.keys(headers).some((k) => k.toLowerCase() === 'authorization'))
          headers.Authorization = sent;
        session = openSession(rpc, headers);
        if (!session) throw new BadRequest(404, `No WebChannel for ${rpc}`);
        log(`webchannel: ${rpc} session ${session.sid} opened`);
      }
      session.lastActivity = Date.now();
      session.acknowledge(Number(query.get('AID')));
      deliverMaps(session, form);
      res.writeHead(200, {
        ...cors,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache, no-store',
      });
      // Handshake: ["c", SID, hostPrefix, version, serverVersion, keepaliveMs]. Later POSTs:
      // [backchannelPresent, lastArrayIdSent, outstandingBytes]; a 0 first makes the client
      // restart a backchannel that is merely between two long polls, so it is always 1.
      res.end(
        sid
          ? frame([1, session.lastArrayId, 0])
          : frame([[0, ['c', session.sid, '', 8, 14, ANNOUNCED_KEEPALIVE_MS]]]),
      );
      return true;
    } catch (error) {
      const status = error instanceof BadRequest ? error.status : 500;
      log(`webchannel: ${status} ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(status, { ...cors, 'Content-Type': 'text/plain' });
      res.end(error instanceof BadRequest ? error.message : 'Internal error');
      return true;
    }
  }

  function deliverMaps(session: ChannelSession, form: URLSearchParams): void {
    const count = Number(form.get('count') ?? 0);
    const ofs = Number(form.get('ofs') ?? 0);
    if (!Number.isInteger(count) || !Number.isInteger(ofs) || count < 0)
      throw new BadRequest(400, 'Bad map count');
    const messages: unknown[] = [];
    for (let i = 0; i < count; i++) {
      const data = form.get(`req${i}___data__`);
      if (data === null) continue;
      try {
        messages.push(JSON.parse(data));
      } catch {
        throw new BadRequest(400, 'Malformed map data');
      }
    }
    const endpoint = endpoints.get(session);
    messages.forEach((message, i) => {
      if (session.acceptMap(ofs + i)) endpoint?.receive(message);
    });
  }

  return Object.assign(handle, {
    dropSessions(): void {
      for (const session of [...sessions.values()]) session.close();
    },
    sessionCount: () => sessions.size,
    close(): void {
      clearInterval(gc);
      for (const session of [...sessions.values()]) session.close();
    },
  });
}

/** The client recognises an unknown session only when "Unknown SID" is not at index 0 of the body. */
function unknownSid(res: ServerResponse, cors: Record<string, string>): true {
  res.writeHead(400, { ...cors, 'Content-Type': 'text/html; charset=utf-8' });
  res.end('<html><body>Unknown SID</body></html>');
  return true;
}

/** The channel sends requests with credentials, so `*` is refused: the Origin has to be echoed. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

/** The SDK sends its HTTP headers inside the handshake body as "Name:value\r\n" lines (no preflight). */
function parseHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > maxBytes) throw new BadRequest(413, 'Request too large');
    parts.push(part);
  }
  return Buffer.concat(parts).toString('utf8');
}
