import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What firebase-admin 13 over REST makes of an error answer, measured against a stub server that
// answers every request with a chosen HTTP status and body. The error codes this package sends
// (src/firestore/errors.ts, README "Error codes") rest on these facts; a firebase-admin upgrade that
// changes them fails here first.

let reply: { status: number; body: unknown } = { status: 200, body: {} };
let requests = 0;
let server: http.Server;
let app: App;
let db: Firestore;
let previousHost: string | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previousHost = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = initializeApp({ projectId: 'demo-error-mapping' }, `error-mapping-${randomUUID()}`);
  db = getFirestore(app);
  db.settings({ preferRest: true, auth: { getRequestHeaders: async () => ({}) } } as never);
});
afterAll(async () => {
  await deleteApp(app);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (previousHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previousHost;
});

/** The code `create()` fails with, and how many requests it took, when every answer is `reply`. */
async function createFailsWith(status: number, body: unknown) {
  reply = { status, body };
  requests = 0;
  const err = await db
    .doc('meals/m1')
    .create({ kcal: 1 })
    .then(
      () => null,
      (e: { code?: number; message?: string }) => e,
    );
  return { code: err?.code, message: err?.message, requests };
}

const alreadyExists = (code: unknown) => ({
  error: { code, message: 'Document already exists: meals/m1', status: 'ALREADY_EXISTS' },
});

describe('firebase-admin 13 over REST, error answers', () => {
  it('takes the code from the numeric code in the body, not from the HTTP status line', async () => {
    expect(await createFailsWith(409, alreadyExists(412))).toEqual({
      code: 9,
      message: 'Document already exists: meals/m1',
      requests: 1,
    });
    expect((await createFailsWith(412, alreadyExists(400))).code).toBe(3);
    expect((await createFailsWith(400, alreadyExists(404))).code).toBe(5);
  });

  it('reads the body code as an HTTP status, so no answer reports ALREADY_EXISTS', async () => {
    // The gRPC number itself is not an HTTP status: UNKNOWN.
    expect((await createFailsWith(409, alreadyExists(6))).code).toBe(2);
    // Without a numeric code the error has none at all; the status string is never read.
    expect((await createFailsWith(409, { error: { message: 'x', status: 'ALREADY_EXISTS' } })).code).toBe(
      undefined,
    );
    // Every HTTP status that fails a commit at once (409, 429 and 503 are retried) maps to one of
    // these codes, 6 never among them.
    const seen = new Set<number | undefined>();
    for (const status of [400, 401, 403, 404, 405, 410, 412, 416, 422, 499, 500, 501, 502, 504, 599]) {
      const result = await createFailsWith(status, alreadyExists(status));
      expect(result.requests).toBe(1);
      seen.add(result.code);
    }
    expect([...seen].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 3, 4, 5, 7, 9, 11, 12, 13, 16]);
  });
});
