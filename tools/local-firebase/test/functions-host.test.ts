import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommitLike } from '../src/functions-host/cloud-events.js';
import { type FunctionsHost, startFunctionsHost } from '../src/functions-host/host.js';
import { type AuthEmulator, startAuthEmulator } from './auth-emulator.js';
import { corsPreflight } from './cors-preflight.js';
import { copyFixtureFunctions } from './fixture-functions.js';

// Functions load in a child process; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 60_000 });

const PROJECT = 'demo-host-test';
const DB = `projects/${PROJECT}/databases/(default)`;

let dir: string;
let out: string;
let host: FunctionsHost;
let auth: AuthEmulator;
const logs: string[] = [];
const listeners: ((e: CommitLike) => void)[] = [];
const store = {
  onCommit(l: (e: CommitLike) => void) {
    listeners.push(l);
    return () => listeners.splice(listeners.indexOf(l), 1);
  },
};
let clock = 0;
const ts = () => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, ++clock)).toISOString().replace('Z', '000000Z');
const doc = (p: string, fields: Record<string, unknown>) => ({
  name: `${DB}/documents/${p}`,
  fields,
  createTime: '2026-01-01T00:00:00.000000000Z',
  updateTime: ts(),
});
function commit(changes: CommitLike['changes']) {
  const event = { database: DB, commitTime: ts(), changes };
  for (const l of listeners) l(event);
}
const recorded = () =>
  readFileSync(out, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

async function call(
  name: string,
  data: unknown,
  headers: Record<string, string> = {},
  region = 'europe-west1',
) {
  const res = await fetch(`${host.url}/${PROJECT}/${region}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof data === 'string' ? data : JSON.stringify({ data }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary response JSON
  return { status: res.status, body: (await res.json()) as Record<string, any>, headers: res.headers };
}

beforeAll(async () => {
  // A private copy, so the reload test can rebuild it.
  dir = mkdtempSync(path.join(os.tmpdir(), 'fixture-functions-'));
  copyFixtureFunctions(dir);
  out = path.join(dir, 'events.jsonl');
  writeFileSync(out, '');
  auth = await startAuthEmulator(PROJECT);
  host = await startFunctionsHost({
    dir,
    project: PROJECT,
    firestoreHost: '127.0.0.1:9', // never contacted by these tests
    authEmulatorHost: auth.hostPort,
    env: { FIXTURE_OUT: out, FIXTURE_SECRET: 's3cret' },
    store,
    log: (level, m) => logs.push(`${level} ${m}`),
  });
}, 180_000);

afterAll(async () => {
  await host?.close();
  await auth?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('functions host: callables', () => {
  it('finds every exported function and what it is', () => {
    const kinds = Object.fromEntries(host.functions().map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({
      whoAmI: 'callable',
      echo: 'callable',
      hello: 'https',
      onNoteWritten: 'firestore',
      onCommentCreated: 'firestore',
      onCommentDeleted: 'firestore',
    });
  });

  it('serves the callable protocol with CORS', async () => {
    const r = await call('echo', { n: 1, s: 'é😀' }, { origin: 'http://localhost:5173' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: { data: { n: 1, s: 'é😀' } } });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const pre = await corsPreflight(`${host.url}/${PROJECT}/europe-west1/echo`, 'authorization,content-type');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('rejects malformed requests like Cloud Functions', async () => {
    const r = await call('echo', '{not json');
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ message: 'Bad Request', status: 'INVALID_ARGUMENT' });
  });

  it('answers 404 for unknown functions and wrong regions, and serves other regions', async () => {
    expect((await call('nope', {})).status).toBe(404);
    expect((await call('echo', {}, {}, 'us-central1')).status).toBe(404);
    expect((await call('usCentral', {}, {}, 'us-central1')).body).toEqual({ result: { ok: true } });
  });

  it('serves onRequest functions', async () => {
    const res = await fetch(`${host.url}/${PROJECT}/europe-west1/hello?name=host`);
    expect(await res.text()).toBe('hello host');
  });

  it('verifies ID tokens against the Auth emulator', async () => {
    const signUp = await fetch(`${auth.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'host@example.com', password: 'secret123', returnSecureToken: true }),
    });
    const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
    const ok = await call('whoAmI', {}, { authorization: `Bearer ${idToken}` });
    expect(ok.body).toEqual({ result: { uid: localId, email: 'host@example.com', secret: 's3cret' } });

    const garbage = await call('whoAmI', {}, { authorization: 'Bearer garbage' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.error.status).toBe('UNAUTHENTICATED');

    // Well-formed but not issued by the emulator (the user does not exist there).
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: 'intruder',
      user_id: 'intruder',
      auth_time: now,
      iat: now,
      exp: now + 3600,
      firebase: { sign_in_provider: 'password', identities: {} },
    })}.`;
    const forgedRes = await call('whoAmI', {}, { authorization: `Bearer ${forged}` });
    expect(forgedRes.status).toBe(401);

    const anonymous = await call('whoAmI', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatchObject({
      message: 'Sign in first.',
      details: { code: 'auth.required' },
    });
  });

  it('prints the structured fields of log entries, not only the message', async () => {
    expect((await call('logFields', {})).body).toEqual({ result: { logged: true } });
    await expect
      .poll(() => logs.find((l) => l.includes('fixture.failed')), { timeout: 10_000 })
      .toBe(
        'error functions: fixture.failed {"uid":"u-fixture","errorId":"err-0042","error":{"message":"boom"}}',
      );
    await expect
      .poll(() => logs.find((l) => l.includes('fixture.note')), { timeout: 10_000 })
      .toBe('info functions: fixture.note {"listId":"L9"}');
  });

  it('gives the functions the project and Firestore host', async () => {
    expect((await call('firestoreHost', {})).body.result).toEqual({
      emulatorHost: '127.0.0.1:9',
      projectId: PROJECT,
    });
  });
});

describe('functions host: Firestore triggers', () => {
  it('dispatches created/updated/deleted with data, old data and wildcard params', async () => {
    const v1 = doc('notes/n1', { text: { stringValue: 'first' } });
    const v2 = { ...doc('notes/n1', { text: { stringValue: 'second' }, n: { integerValue: '2' } }) };
    commit([{ name: v1.name, before: null, after: v1 }]);
    commit([{ name: v1.name, before: v1, after: v2 }]);
    commit([{ name: v1.name, before: v2, after: null }]);
    commit([{ name: `${DB}/documents/other/x`, before: null, after: doc('other/x', {}) }]);
    await host.idle();
    const notes = recorded().filter((e) => e.fn === 'onNoteWritten');
    expect(notes).toEqual([
      {
        fn: 'onNoteWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { noteId: 'n1' },
        before: null,
        after: { text: 'first' },
      },
      {
        fn: 'onNoteWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { noteId: 'n1' },
        before: { text: 'first' },
        after: { text: 'second', n: 2 },
      },
      {
        fn: 'onNoteWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { noteId: 'n1' },
        before: { text: 'second', n: 2 },
        after: null,
      },
    ]);
  });

  it("runs one document's events in commit order, even when a handler is slow", async () => {
    const c1 = doc('rooms/r1/comments/c1', { text: { stringValue: 'hello' }, slow: { booleanValue: true } });
    const c1b = doc('rooms/r1/comments/c1', {
      text: { stringValue: 'edited' },
      slow: { booleanValue: true },
    });
    commit([{ name: c1.name, before: null, after: c1 }]);
    commit([{ name: c1.name, before: c1, after: c1b }]);
    commit([{ name: c1.name, before: c1b, after: null }]);
    await host.idle();
    const comments = recorded().filter((e) => String(e.fn).startsWith('onComment'));
    expect(comments).toEqual([
      { fn: 'onCommentCreated', params: { roomId: 'r1', commentId: 'c1' }, text: 'hello', id: 'c1' },
      { fn: 'onCommentUpdated', params: { roomId: 'r1', commentId: 'c1' }, text: 'edited' },
      { fn: 'onCommentDeleted', params: { roomId: 'r1', commentId: 'c1' }, text: 'edited' },
    ]);
  });

  it('logs a failing trigger and keeps serving', async () => {
    commit([{ name: `${DB}/documents/boom/b1`, before: null, after: doc('boom/b1', {}) }]);
    await host.idle();
    // The error reaches the host log through the worker's stderr, which may trail the drain message.
    await expect
      .poll(() => logs.some((l) => l.startsWith('error') && l.includes('fixture trigger failure')))
      .toBe(true);
    expect((await call('echo', 1)).body).toEqual({ result: { data: 1 } });
  });
});

describe('functions host: rebuilds', () => {
  it('picks up a rebuilt sub-module and keeps the last good build when a build is broken', async () => {
    expect((await call('version', {})).body.result.version).toBe('v1');
    writeFileSync(path.join(dir, 'lib/version.js'), "export const VERSION = 'v2';\n");
    await expect
      .poll(async () => (await call('version', {})).body.result?.version, { timeout: 30_000, interval: 200 })
      .toBe('v2');

    const index = path.join(dir, 'lib/index.js');
    const good = readFileSync(index, 'utf8');
    writeFileSync(index, `${good}\nexport const broken = ;\n`);
    await expect
      .poll(() => logs.some((l) => l.includes('functions failed to load')), {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(true);
    expect((await call('version', {})).body.result.version).toBe('v2');
    writeFileSync(index, good);
  });
});

describe('functions host: a crashing worker', () => {
  it('is restarted after it exits, and the following call succeeds', async () => {
    const before = (await call('pid', {})).body.result.pid as number;
    const crashed = await call('crash', {});
    expect(crashed.status).toBe(503);
    expect(crashed.body.error.status).toBe('UNAVAILABLE');
    expect(logs.some((l) => l.startsWith('error functions: functions worker crashed (exit code 3)'))).toBe(
      true,
    );
    // No polling: the crash answer comes after the restart began, so this call waits for the new worker.
    expect((await call('echo', { again: true })).body).toEqual({ result: { data: { again: true } } });
    expect((await call('pid', {})).body.result.pid).not.toBe(before);
    const status = (await (await fetch(`${host.url}/__/functions.json`)).json()) as { loaded: boolean };
    expect(status.loaded).toBe(true);
    // A second crash is restarted too (with a longer backoff).
    expect((await call('crash', {})).status).toBe(503);
    expect((await call('echo', 2)).body).toEqual({ result: { data: 2 } });
  });
});
