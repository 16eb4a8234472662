// Services plugged into the services port beside the mail sink: each answers below its own prefix, sees
// the path below it and a parsed body, and the server does the HTTP (404 when nobody answers, 413 for an
// oversized body, 500 when a service fails).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalService, LocalServices } from '../src/index.js';
import { startServices } from '../src/index.js';
import { loadServices } from '../src/services/service.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const logs: string[] = [];

const products: LocalService = {
  name: 'products',
  prefix: '/products/',
  handle: (request) =>
    request.method === 'GET' && request.path.startsWith('/item/')
      ? { status: 200, body: { item: request.path.slice('/item/'.length) } }
      : undefined,
};
const productsV2: LocalService = {
  name: 'products v2',
  prefix: '/products/v2',
  handle: (request) => ({ status: 200, body: { v2: request.path } }),
};
const echo: LocalService = {
  name: 'echo',
  prefix: '/echo',
  async handle(request) {
    if (request.path === '/fail') throw new Error('echo broke');
    if (request.path === '/page') return { status: 200, body: '<p>hi</p>', contentType: 'text/html' };
    return { status: 201, body: { got: (await request.json()) ?? 'not json' }, headers: { 'x-echo': '1' } };
  },
};
// A service cannot take over the mail sink's own routes.
const greedy: LocalService = { name: 'greedy', prefix: '/', handle: () => ({ status: 418, body: 'mine' }) };

let services: LocalServices;
beforeAll(async () => {
  services = await startServices({
    port: 0,
    services: [products, productsV2, echo, greedy],
    log: (level, m) => logs.push(`${level} ${m}`),
  });
});
afterAll(() => services.close());

const post = (p: string, body: string | Buffer) =>
  fetch(`${services.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('plugged services', () => {
  it('routes by prefix, the longest first, and passes the path below it', async () => {
    expect(await (await fetch(`${services.url}/products/item/42`)).json()).toEqual({ item: '42' });
    expect(await (await fetch(`${services.url}/products/v2/list/`)).json()).toEqual({ v2: '/list' });
    expect(services.services.map((s) => s.name)).toEqual(['products', 'products v2', 'echo', 'greedy']);
  });

  it('answers 404 when the service whose prefix it is does not serve the path', async () => {
    const res = await fetch(`${services.url}/products/basket`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: 'No route GET /products/basket' } });
  });

  it('keeps the mail sink routes for the mail sink', async () => {
    expect(await (await fetch(`${services.url}/health`)).json()).toEqual({ ok: true });
    expect((await fetch(`${services.url}/mailbox.json`)).status).toBe(200);
    expect((await fetch(`${services.url}/elsewhere`)).status).toBe(418);
  });

  it('gives the body as JSON, or undefined when it is not JSON, and sends the answer as given', async () => {
    const res = await post('/echo', JSON.stringify({ n: 1 }));
    expect(res.status).toBe(201);
    expect(res.headers.get('x-echo')).toBe('1');
    expect(await res.json()).toEqual({ got: { n: 1 } });
    expect(await (await post('/echo', '{oops')).json()).toEqual({ got: 'not json' });
    const page = await fetch(`${services.url}/echo/page`);
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(await page.text()).toBe('<p>hi</p>');
  });

  it('refuses a body over 25 MB with 413, and answers 500 when a service fails', async () => {
    const huge = await post('/echo', Buffer.alloc(26 * 1024 * 1024, 32));
    expect(huge.status).toBe(413);
    const failed = await fetch(`${services.url}/echo/fail`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { message: 'internal error' } });
    expect(logs.some((l) => l.startsWith('error services: GET /echo/fail failed: Error: echo broke'))).toBe(
      true,
    );
  });
});

describe('service modules (--service)', () => {
  it('loads the services a module default-exports, and refuses a module that exports none', async () => {
    const [loaded] = await loadServices([path.join(here, 'fixtures/service.mjs')], { log: () => {} });
    expect(loaded?.name).toBe('echo service');
    await expect(
      loadServices([path.join(here, 'fixtures/functions/lib/version.js')], { log: () => {} }),
    ).rejects.toThrow(/a service module default-exports a function that returns its services/);
  });
});
