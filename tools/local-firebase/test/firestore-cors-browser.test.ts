import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreServer } from '../src/firestore/server.js';
import { FirestoreStore } from '../src/firestore/store.js';
import { launchBrowser } from './browser-page/browser-kit.mjs';

// A real browser calling the REST API cross-origin with credentials, as the web SDK's getDocs and
// getCountFromServer do: the preflight and the response must satisfy Chromium's CORS checks.
const db = 'projects/demo-cors/databases/(default)';
const store = new FirestoreStore();
const firestore = createFirestoreServer({ store });
const page = createServer((_req, res) => {
  res.setHeader('content-type', 'text/html');
  res.end('<!doctype html><title>app</title>');
});
let browser: { context: BrowserContext; close(): Promise<void> } | undefined;
let context: BrowserContext;
let apiBase = '';
let pageUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => firestore.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(firestore.address() as AddressInfo).port}/v1/${db}/documents`;
  pageUrl = `http://localhost:${(page.address() as AddressInfo).port}/`;
  store.commit(db, [
    {
      update: {
        name: `${db}/documents/items/a`,
        fields: { n: { integerValue: '1' }, s: { stringValue: 'é🍎' } },
      },
    },
  ]);
  browser = await launchBrowser();
  context = browser.context;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => firestore.close(() => resolve()));
  await new Promise<void>((resolve) => page.close(() => resolve()));
});

describe('browser REST calls across origins', () => {
  it('lets a page on another origin query and count with credentials', async () => {
    const tab = await context.newPage();
    await tab.goto(pageUrl);
    const result = await tab.evaluate(async (base) => {
      const call = async (op: string, body: unknown) => {
        const res = await fetch(`${base}:${op}`, {
          method: 'POST',
          credentials: 'include',
          headers: {
            'content-type': 'text/plain',
            'x-goog-api-client': 'gl-js/ fire/12.19.0',
            authorization: 'Bearer owner',
          },
          body: JSON.stringify(body),
        });
        return { status: res.status, json: await res.json() };
      };
      const query = { from: [{ collectionId: 'items' }] };
      const rows = await call('runQuery', { structuredQuery: query });
      const count = await call('runAggregationQuery', {
        structuredAggregationQuery: { structuredQuery: query, aggregations: [{ alias: 'c', count: {} }] },
      });
      const bad = await call('runQuery', { structuredQuery: { from: [] } });
      return { rows, count, bad };
    }, apiBase);
    expect(result.rows.status).toBe(200);
    expect(result.rows.json[0].document.fields.s).toEqual({ stringValue: 'é🍎' });
    expect(result.count.json[0].result.aggregateFields.c).toEqual({ integerValue: '1' });
    // Errors must carry CORS headers too, or the browser hides them behind a network error.
    expect(result.bad.status).toBe(400);
    expect(result.bad.json.error.status).toBe('INVALID_ARGUMENT');
    await tab.close();
  });
});
