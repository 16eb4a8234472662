// A fault-injecting stand-in for the two outside services, in front of the stack's own demo AI and mail
// sink. The fault is chosen per request by a marker in the request body (`FAULT<mode>X`, e.g. inside a
// recipe prompt or the base64 part of an image), so fault tests can run concurrently on one stack.
// Without a marker, requests are passed on unchanged to the upstream (the stack's services).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenLocally } from '../../support/listen-locally.js';

export const aiFaults = ['http500', 'garbage', 'prose', 'empty', 'nochoices', 'hang', 'huge'] as const;
export type AiFault = (typeof aiFaults)[number];
/** The marker that selects `mode` when it appears anywhere in a request body. */
export const faultMarker = (mode: AiFault) => `FAULT${mode}X`;
/** Mail to an address containing this is refused with HTTP 500. */
export const REFUSE_MAIL = 'refuse-mail';

export interface FaultStats {
  ai: Record<string, number>;
  mail: { passed: number; refused: number };
}

export interface FaultServer {
  url: string;
  setUpstream(url: string): void;
  close(): Promise<void>;
}

function completion(content: string | null, choices = true) {
  return JSON.stringify({
    id: 'fault',
    object: 'chat.completion',
    created: 0,
    model: 'fault-ai',
    choices: choices ? [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] : [],
  });
}

// Figures far beyond any meal, to see whether non-finite arithmetic reaches storage or the client.
const HUGE = JSON.stringify({
  description: 'x',
  ingredients: ['x'],
  calories: 1e308,
  protein: 1e308,
  carbs: 1e308,
  fat: 1e308,
});

async function passOn(upstream: string, req: IncomingMessage, body: string, res: ServerResponse) {
  const answer = await fetch(`${upstream}${req.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
    body,
  });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startFaultServer(): Promise<FaultServer> {
  let upstream = '';
  const stats: FaultStats = { ai: {}, mail: { passed: 0, refused: 0 } };
  const hanging = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      void handle(req, res, body).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(502);
        res.end(String(err));
      });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    if (req.method === 'GET' && req.url === '/__stats') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(stats));
    }
    if (req.url?.endsWith('/chat/completions')) {
      const mode = (/FAULT([a-z0-9]+)X/.exec(body)?.[1] ?? 'pass') as AiFault | 'pass';
      stats.ai[mode] = (stats.ai[mode] ?? 0) + 1;
      const json = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      switch (mode) {
        case 'http500':
          return json(500, JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        case 'garbage':
          res.writeHead(200, { 'content-type': 'application/json' });
          return void res.end('<html>{{{ not json');
        case 'prose':
          return json(200, completion('I am sorry, I cannot look at pictures today.'));
        case 'empty':
          return json(200, completion(''));
        case 'nochoices':
          return json(200, completion(null, false));
        case 'huge':
          return json(200, completion(HUGE));
        case 'hang':
          // Never answer; the socket is kept so close() can end it.
          hanging.add(req.socket);
          req.socket.once('close', () => hanging.delete(req.socket));
          return;
        default:
          return passOn(upstream, req, body, res);
      }
    }
    if (req.url?.endsWith('/v3/mail/send')) {
      if (body.includes(REFUSE_MAIL)) {
        stats.mail.refused++;
        res.writeHead(500, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ errors: [{ message: 'mail sink refuses' }] }));
      }
      stats.mail.passed++;
      return passOn(upstream, req, body, res);
    }
    res.writeHead(404);
    res.end();
  }

  const { url, close } = await listenLocally(server);
  return {
    url,
    setUpstream: (url) => {
      upstream = url.replace(/\/+$/, '');
    },
    close: () => {
      for (const s of hanging) s.destroy();
      return close();
    },
  };
}
