import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreServer } from '../src/firestore/server.js';
import { FirestoreStore } from '../src/firestore/store.js';
import { corsPreflight } from './cors-preflight.js';

const db = 'projects/demo-rest/databases/(default)';
const store = new FirestoreStore();
const logLines: string[] = [];
const listened: string[] = [];
const server = createFirestoreServer({
  store,
  log: (level, message) => logLines.push(`${level} ${message}`),
  listen: (req, res) => {
    if (!req.url?.includes('/Listen/')) return false;
    listened.push(req.url);
    res.end('listen');
    return true;
  },
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/v1/${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  });

const doc = (id: string, fields: Record<string, unknown>) => ({
  update: { name: `${db}/documents/${id}`, fields },
});

describe('REST surface (what browsers and other clients see)', () => {
  it('answers malformed JSON with INVALID_ARGUMENT and keeps serving', async () => {
    const res = await post(`${db}/documents:commit`, '{"writes": [');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: number; status: string; message: string } };
    expect(body.error.status).toBe('INVALID_ARGUMENT');
    expect(body.error.code).toBe(400);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  it('rejects invalid names and unknown paths', async () => {
    const bad = await post(`${db}/documents:batchGet`, { documents: [`${db}/documents/odd`] });
    expect(bad.status).toBe(400);
    const bad2 = await post(`${db}/documents:commit`, { writes: [doc('a//b', {})] });
    expect(((await bad2.json()) as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
    const unknown = await fetch(`${base}/v2/whatever`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { status: string } }).error.status).toBe('NOT_FOUND');
    expect((await post(`${db}/documents:frobnicate`, {})).status).toBe(404);
  });

  it('refuses bodies over 10 MB and keeps serving', async () => {
    const big = JSON.stringify({
      writes: [doc('big/one', { s: { stringValue: 'x'.repeat(11 * 1024 * 1024) } })],
    });
    const res = await post(`${db}/documents:commit`, big);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/exceeds the limit/);
    expect(store.get(`${db}/documents/big/one`)).toBeNull();
    const after = await post(`${db}/documents:commit`, {
      writes: [doc('big/two', { n: { integerValue: '1' } })],
    });
    expect(after.status).toBe(200);
  });

  it('survives clients that hang up in the middle of a request', async () => {
    const { connect } = await import('node:net');
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /v1/${db}/documents:commit HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"writes"`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 20);
      });
    });
    const res = await post(`${db}/documents:batchGet`, { documents: [`${db}/documents/big/two`] });
    expect(res.status).toBe(200);
  });

  it('answers CORS preflight and echoes the origin with credentials', async () => {
    const pre = await corsPreflight(`${base}/v1/${db}/documents:runQuery`, 'content-type,x-goog-api-client');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-goog-api-client');
  });

  it('runs browser-style queries and aggregations with enum names', async () => {
    await post(`${db}/documents:commit`, {
      writes: [1, 2, 3, 4].map((i) =>
        doc(`items/i${i}`, { n: { integerValue: String(i) }, even: { booleanValue: i % 2 === 0 } }),
      ),
    });
    const headers = { origin: 'http://localhost:5173', 'content-type': 'text/plain' };
    const res = await post(
      `${db}/documents:runQuery`,
      {
        structuredQuery: {
          from: [{ collectionId: 'items' }],
          where: {
            fieldFilter: { field: { fieldPath: 'even' }, op: 'EQUAL', value: { booleanValue: true } },
          },
          orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
          limit: { value: 5 },
        },
      },
      headers,
    );
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const rows = (await res.json()) as { document: { name: string }; readTime: string }[];
    expect(rows.map((r) => r.document.name.split('/').pop())).toEqual(['i4', 'i2']);
    expect(rows[0]?.readTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);
    const agg = await post(
      `${db}/documents:runAggregationQuery`,
      {
        structuredAggregationQuery: {
          structuredQuery: { from: [{ collectionId: 'items' }] },
          aggregations: [
            { alias: 'count', count: {} },
            { alias: 'sum', sum: { field: { fieldPath: 'n' } } },
            { alias: 'avg', avg: { field: { fieldPath: 'n' } } },
          ],
        },
      },
      headers,
    );
    const [result] = (await agg.json()) as { result: { aggregateFields: Record<string, unknown> } }[];
    expect(result?.result.aggregateFields).toEqual({
      count: { integerValue: '4' },
      sum: { integerValue: '10' },
      avg: { doubleValue: 2.5 },
    });
    const empty = await post(`${db}/documents:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'none' }] },
    });
    const emptyRows = (await empty.json()) as Record<string, unknown>[];
    expect(emptyRows).toHaveLength(1);
    expect(Object.keys(emptyRows[0] ?? {})).toEqual(['readTime']);
  });

  it('applies maximum and minimum transforms', async () => {
    await post(`${db}/documents:commit`, {
      writes: [doc('m/x', { hi: { integerValue: '5' }, lo: { doubleValue: 5 } })],
    });
    const res = await post(`${db}/documents:commit`, {
      writes: [
        {
          update: { name: `${db}/documents/m/x`, fields: {} },
          updateMask: { fieldPaths: [] },
          updateTransforms: [
            { fieldPath: 'hi', maximum: { integerValue: '9' } },
            { fieldPath: 'lo', minimum: { integerValue: '2' } },
            { fieldPath: 'new', maximum: { doubleValue: 1.5 } },
          ],
        },
      ],
    });
    const body = (await res.json()) as { writeResults: { transformResults: unknown[] }[] };
    expect(body.writeResults[0]?.transformResults).toEqual([
      { integerValue: '9' },
      { integerValue: '2' },
      { doubleValue: 1.5 },
    ]);
    expect(store.get(`${db}/documents/m/x`)?.fields).toEqual({
      hi: { integerValue: '9' },
      lo: { integerValue: '2' },
      new: { doubleValue: 1.5 },
    });
  });

  it('serves single-document GET, PATCH, DELETE, create and listDocuments', async () => {
    const created = await post(`${db}/documents/notes?documentId=n1`, {
      fields: { t: { stringValue: 'a' } },
    });
    expect(created.status).toBe(200);
    expect((await post(`${db}/documents/notes?documentId=n1`, { fields: {} })).status).toBe(412);
    const patched = await fetch(`${base}/v1/${db}/documents/notes/n1?updateMask.fieldPaths=u`, {
      method: 'PATCH',
      body: JSON.stringify({ fields: { u: { booleanValue: true }, t: { stringValue: 'ignored' } } }),
    });
    expect(((await patched.json()) as { fields: unknown }).fields).toEqual({
      t: { stringValue: 'a' },
      u: { booleanValue: true },
    });
    const got = await fetch(
      `${base}/v1/${encodeURI(`${db}/documents/notes/n1`).replace('(default)', '%28default%29')}`,
    );
    expect(got.status).toBe(200);
    await post(`${db}/documents:commit`, { writes: [doc('notes/ghost/sub/s1', {})] });
    const listed = await fetch(`${base}/v1/${db}/documents/notes?showMissing=true`);
    const names = ((await listed.json()) as { documents: { name: string }[] }).documents.map((d) => d.name);
    expect(names).toEqual([`${db}/documents/notes/ghost`, `${db}/documents/notes/n1`]);
    expect((await fetch(`${base}/v1/${db}/documents/notes/n1`, { method: 'DELETE' })).status).toBe(200);
    const missing = await fetch(`${base}/v1/${db}/documents/notes/n1`);
    expect(missing.status).toBe(404);
  });

  it('counts billable reads, writes and deletes per database', async () => {
    await fetch(`${base}/local/v1/usage`, { method: 'DELETE' });
    await post(`${db}/documents:commit`, {
      writes: [doc('u/1', {}), doc('u/2', {}), { delete: `${db}/documents/u/3` }],
    });
    await post(`${db}/documents:runQuery`, { structuredQuery: { from: [{ collectionId: 'u' }] } });
    await post(`${db}/documents:runQuery`, { structuredQuery: { from: [{ collectionId: 'none' }] } });
    await post(`${db}/documents:batchGet`, { documents: [`${db}/documents/u/1`, `${db}/documents/u/9`] });
    await post(`${db}/documents:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'u' }] },
        aggregations: [{ count: {} }],
      },
    });
    const usage = (await (await fetch(`${base}/local/v1/usage`)).json()) as Record<string, unknown>;
    expect(usage[db]).toEqual({ reads: 2 + 1 + 2 + 1, writes: 2, deletes: 1, listens: 0, openListens: [] });
  });

  it('hands Listen requests to the listen handler and logs one line per request', async () => {
    const before = logLines.length;
    const res = await fetch(`${base}/google.firestore.v1.Firestore/Listen/channel?VER=8`);
    expect(await res.text()).toBe('listen');
    expect(listened).toHaveLength(1);
    const other = await fetch(`${base}/google.firestore.v1.Firestore/Write/channel`);
    expect(other.status).toBe(404);
    expect(logLines.slice(before)).toHaveLength(2);
    expect(logLines[before]).toMatch(/^debug .*Listen\/channel.* 200 /);
  });
});
