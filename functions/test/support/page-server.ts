// Recipe pages for handler tests, served from 127.0.0.1 and fetched through the real safe fetch in
// production mode: the test hosts resolve to a public address whose connections the test routes to the
// local server, so the production rules (no loopback, no private or metadata addresses) apply to every
// address the pages name.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSafeFetch } from '../../src/platform/safe-fetch.js';
import type { WebPagesPort } from '../../src/platform/web-pages-port.js';
import { limits } from '../../src/shared/limits.js';
import { listenLocally } from './listen-locally.js';

export const PUBLIC_ADDRESS = '93.184.216.34';

export type Route = string | ((req: IncomingMessage, res: ServerResponse) => void);

export interface PageServer {
  /** `http://recipes.test/...` as the pages are addressed. */
  url: (path: string) => string;
  /** The paths requested, in order. */
  requests: string[];
  /** Connections made, as address:port, before routing. */
  connections: string[];
  pages: WebPagesPort;
  close: () => Promise<void>;
}

export async function startPageServer(
  routes: Record<string, Route>,
  options: { timeoutMs?: number } = {},
): Promise<PageServer> {
  const requests: string[] = [];
  const connections: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const route = routes[path];
    if (typeof route === 'function') route(req, res);
    else if (route !== undefined)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(route);
    else res.writeHead(404).end('Not found');
  });
  const local = await listenLocally(server);
  const port = (server.address() as AddressInfo).port;
  const pages = createSafeFetch({
    allowLoopback: false,
    timeoutMs: options.timeoutMs ?? limits.recipePageMs,
    maxBytes: limits.recipePageBytes,
    maxRedirects: limits.recipePageRedirects,
    userAgent: 'MealAssistant/test',
    resolve: async (host) => {
      if (host === 'recipes.test') return [PUBLIC_ADDRESS];
      if (host === 'intranet.test') return ['10.0.0.7'];
      throw new Error(`ENOTFOUND ${host}`);
    },
    route: (address, toPort) => {
      connections.push(`${address}:${toPort}`);
      if (address !== PUBLIC_ADDRESS) throw new Error(`connection to ${address} must not be made`);
      return { address: '127.0.0.1', port };
    },
  });
  return { url: (path) => `http://recipes.test${path}`, requests, connections, pages, close: local.close };
}

/** A redirect to `location`. */
export const redirectTo =
  (location: string): Route =>
  (_req, res) =>
    res.writeHead(302, { location }).end();
