// Browser conformance: the real Firebase browser SDK in Debian Chromium listens through
// connectFirestoreEmulator while firebase-admin (preferRest) writes. Against the local server by
// default; against the official emulator when FIRESTORE_EMULATOR_HOST is set (e.g. started with
// `firebase emulators:start --only firestore`, Java 21 needed).
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  backchannels,
  handshakes,
  ids,
  listenDoc,
  listenQuery,
  snapshot,
  snapshotCount,
  unsubscribe,
} from './browser-page/driver.js';
import { ListenEnvironment } from './browser-page/environment.js';
import type { QuerySpec } from './browser-page/harness-types.js';

const env = new ListenEnvironment('demo-listen-conformance');
const local = env.local;
// Collections are unique per run so that a long-lived official emulator holds no stale documents.
const run = Date.now().toString(36);
const col = (name: string) => `${name}-${run}`;
const openPage = (opts?: Parameters<ListenEnvironment['openPage']>[0]) => env.openPage(opts);

beforeAll(() => env.start(), 90_000);
afterEach(() => env.closePages());
afterAll(() => env.close());

/** Seeds `docs` (id -> data) into `collection` in one batch. */
async function seed(collection: string, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const batch = env.db.batch();
  for (const [id, data] of Object.entries(docs)) batch.set(env.db.collection(collection).doc(id), data);
  await batch.commit();
}

/** Document add/change/delete and a where+orderBy query, used for every transport mode. */
async function basicFlow(page: Page, name: string): Promise<void> {
  const c = col(name);
  await seed(c, { a: { kind: 'x', rank: 1, text: 'eins' }, b: { kind: 'x', rank: 2, text: 'zwei' } });
  await listenDoc(page, 'doc', `${c}/a`);
  await listenQuery(page, 'query', {
    collection: c,
    where: [['kind', '==', 'x']],
    orderBy: [['rank', 'asc']],
  });
  await snapshot(page, 'doc', 'initial document', (s) => s.exists === true && s.data?.text === 'eins');
  await snapshot(page, 'query', 'initial query', (s) => ids(s) === 'a,b');
  await env.db.doc(`${c}/a`).update({ text: 'drei 😀', rank: 3 });
  await snapshot(page, 'doc', 'document change', (s) => s.data?.text === 'drei 😀');
  await snapshot(page, 'query', 'reorder', (s) => ids(s) === 'b,a');
  await env.db.doc(`${c}/c`).set({ kind: 'x', rank: 0, text: 'null' });
  await snapshot(page, 'query', 'add', (s) => ids(s) === 'c,b,a');
  await env.db.doc(`${c}/a`).delete();
  await snapshot(page, 'doc', 'document delete', (s) => s.exists === false);
  const deleted = await snapshot(page, 'query', 'delete', (s) => ids(s) === 'c,b');
  expect(deleted.changesSince).toContain('removed:a');
}

describe(`browser listen conformance (${local ? 'local server' : `official emulator at ${env.emulatorHost}`})`, () => {
  test('document: initial snapshot with emoji, change, delete, re-create, unsubscribe', async () => {
    const { page } = await openPage();
    const path = `${col('rooms')}/r1`;
    const title = 'Grüße 😀 ünïcödé ✓ 🍕🍕';
    await env.db
      .doc(path)
      .set({ title, n: 1, nested: { list: [1, 'two', null], when: new Date('2024-05-01T10:00:00Z') } });
    await listenDoc(page, 'doc', path);
    const first = await snapshot(page, 'doc', 'initial document', (s) => s.exists === true);
    expect(first.data).toMatchObject({ title, n: 1, nested: { list: [1, 'two', null] } });
    await env.db.doc(path).update({ n: 2, title: `${title} ✔` });
    await snapshot(page, 'doc', 'document change', (s) => s.data?.n === 2 && s.data.title === `${title} ✔`);
    await env.db.doc(path).delete();
    await snapshot(page, 'doc', 'document delete', (s) => s.exists === false && s.data === null);
    await env.db.doc(path).set({ title: 'again', n: 3 });
    await snapshot(page, 'doc', 'document re-create', (s) => s.exists === true && s.data?.n === 3);

    await unsubscribe(page, 'doc');
    const before = await snapshotCount(page, 'doc');
    await env.db.doc(path).update({ n: 4 });
    // A second listener that sees n=4 proves the write reached the page; the first must stay quiet.
    await listenDoc(page, 'probe', path);
    await snapshot(page, 'probe', 'probe after unsubscribe', (s) => s.data?.n === 4);
    expect(await snapshotCount(page, 'doc')).toBe(before);
  });

  test('query where + orderBy + limit: add, change, reorder, enter and leave the limit, delete', async () => {
    const { page } = await openPage();
    const c = col('tasks');
    await seed(c, {
      t1: { status: 'open', priority: 5, title: 'Suppe 🍲' },
      t2: { status: 'open', priority: 3, title: 'Brot' },
      t3: { status: 'done', priority: 9, title: 'Käse' },
      t4: { status: 'open', priority: 1, title: 'Tee' },
      t5: { status: 'open', priority: 4, title: 'Äpfel' },
    });
    const spec: QuerySpec = {
      collection: c,
      where: [['status', '==', 'open']],
      orderBy: [['priority', 'desc']],
      limit: 3,
    };
    await listenQuery(page, 'q', spec);
    const first = await snapshot(page, 'q', 'initial query', (s) => ids(s) === 't1,t5,t2');
    expect(first.docs?.[0]).toEqual({ status: 'open', priority: 5, title: 'Suppe 🍲' });

    await env.db.doc(`${c}/t6`).set({ status: 'open', priority: 10, title: 'neu' });
    const added = await snapshot(
      page,
      'q',
      'new doc enters, t2 pushed out of the limit',
      (s) => ids(s) === 't6,t1,t5',
    );
    expect(added.changesSince).toEqual(expect.arrayContaining(['added:t6', 'removed:t2']));

    await env.db.doc(`${c}/t1`).update({ status: 'done' });
    const left = await snapshot(page, 'q', 't1 stops matching, t2 re-enters', (s) => ids(s) === 't6,t5,t2');
    expect(left.changesSince).toEqual(expect.arrayContaining(['removed:t1', 'added:t2']));

    await env.db.doc(`${c}/t5`).update({ priority: 11 });
    const reordered = await snapshot(page, 'q', 'reorder', (s) => ids(s) === 't5,t6,t2');
    expect(reordered.changesSince).toEqual(['modified:t5']);

    await env.db.doc(`${c}/t2`).update({ title: 'Gemüse 🥕' });
    const changed = await snapshot(page, 'q', 'content change', (s) => s.docs?.[2]?.title === 'Gemüse 🥕');
    expect(ids(changed)).toBe('t5,t6,t2');

    await env.db.doc(`${c}/t6`).delete();
    const deleted = await snapshot(page, 'q', 'delete refills the limit', (s) => ids(s) === 't5,t2,t4');
    expect(deleted.changesSince).toEqual(expect.arrayContaining(['removed:t6', 'added:t4']));

    await unsubscribe(page, 'q');
    const before = await snapshotCount(page, 'q');
    await env.db.doc(`${c}/t7`).set({ status: 'open', priority: 50, title: 'spät' });
    await listenQuery(page, 'probe', spec);
    await snapshot(
      page,
      'probe',
      'probe sees the write made after unsubscribe',
      (s) => ids(s) === 't7,t5,t2',
    );
    expect(await snapshotCount(page, 'q')).toBe(before);
  });

  test('in and array-contains queries on one stream', async () => {
    const { page } = await openPage();
    const c = col('items');
    await seed(c, {
      a: { name: 'apple', status: 'open', tags: ['vegan', 'fruit'] },
      b: { name: 'bread', status: 'review', tags: ['baked'] },
      c: { name: 'cheese', status: 'closed', tags: ['dairy'] },
      d: { name: 'dates', status: 'open', tags: ['vegan'] },
    });
    await listenQuery(page, 'in', {
      collection: c,
      where: [['status', 'in', ['open', 'review']]],
      orderBy: [['name', 'asc']],
    });
    await listenQuery(page, 'tag', { collection: c, where: [['tags', 'array-contains', 'vegan']] });
    await snapshot(page, 'in', 'initial in', (s) => ids(s) === 'a,b,d');
    await snapshot(page, 'tag', 'initial array-contains', (s) => ids(s) === 'a,d');

    await env.db.doc(`${c}/e`).set({ name: 'eggplant', status: 'review', tags: ['vegan'] });
    await snapshot(page, 'in', 'add (in)', (s) => ids(s) === 'a,b,d,e');
    await snapshot(page, 'tag', 'add (array-contains)', (s) => ids(s) === 'a,d,e');

    await env.db.doc(`${c}/a`).update({ tags: FieldValue.arrayRemove('vegan') });
    await snapshot(page, 'tag', 'a leaves array-contains', (s) => ids(s) === 'd,e');
    const inAfter = await snapshot(page, 'in', 'a stays in the in query', (s) => ids(s) === 'a,b,d,e');
    expect(inAfter.docs?.[0]?.tags).toEqual(['fruit']);

    await env.db.doc(`${c}/c`).update({ status: 'open' });
    await snapshot(page, 'in', 'c enters the in query', (s) => ids(s) === 'a,b,c,d,e');

    await env.db.doc(`${c}/d`).delete();
    await snapshot(page, 'in', 'delete (in)', (s) => ids(s) === 'a,b,c,e');
    await snapshot(page, 'tag', 'delete (array-contains)', (s) => ids(s) === 'e');
  });

  test('two tabs each get their own stream and the same updates', async () => {
    const [{ page: one }, { page: two }] = await Promise.all([openPage(), openPage()]);
    const c = col('shared');
    await seed(c, { x: { v: 1 } });
    for (const page of [one, two]) {
      await listenDoc(page, 'doc', `${c}/x`);
      await listenQuery(page, 'all', { collection: c });
    }
    for (const page of [one, two]) await snapshot(page, 'doc', 'initial in each tab', (s) => s.data?.v === 1);
    await env.db.doc(`${c}/x`).update({ v: 2 });
    await env.db.doc(`${c}/y`).set({ v: 3 });
    for (const page of [one, two]) {
      await snapshot(page, 'doc', 'change in each tab', (s) => s.data?.v === 2);
      await snapshot(page, 'all', 'add in each tab', (s) => ids(s) === 'x,y');
    }
    await unsubscribe(one, 'all');
    await env.db.doc(`${c}/z`).set({ v: 4 });
    await snapshot(two, 'all', 'other tab still listening', (s) => ids(s) === 'x,y,z');
  });

  test('long-polling mode (experimentalForceLongPolling)', async () => {
    const { page, channel } = await openPage({ longPolling: true });
    await basicFlow(page, 'longpoll');
    expect(backchannels(channel).length).toBeGreaterThan(1);
    expect(backchannels(channel).every((r) => r.url.includes('CI=1'))).toBe(true);
  });

  test('XHR mode (useFetchStreams: false)', async () => {
    const { page, channel } = await openPage({ xhr: true });
    await basicFlow(page, 'xhr');
    expect(channel.length).toBeGreaterThan(0);
    expect(channel.every((r) => r.resourceType === 'xhr')).toBe(true);
  });

  test('default mode streams the backchannel with fetch', async () => {
    const { page, channel } = await openPage();
    await basicFlow(page, 'stream');
    const streamed = backchannels(channel).filter(
      (r) => r.url.includes('CI=0') && r.resourceType === 'fetch',
    );
    expect(streamed.length).toBeGreaterThan(0);
  });

  // The official emulator cannot be told to drop its sessions, so this case runs against the local
  // server only; vitest reports it as skipped (not passed) under FIRESTORE_EMULATOR_HOST.
  test.skipIf(!local)('reconnects after the server drops its sessions (local server only)', async () => {
    const { page, channel } = await openPage();
    const c = col('reconnect');
    await seed(c, { a: { n: 1 }, b: { n: 2 } });
    await listenDoc(page, 'doc', `${c}/a`);
    await listenQuery(page, 'all', { collection: c, orderBy: [['n', 'asc']] });
    await snapshot(page, 'all', 'initial', (s) => ids(s) === 'a,b');
    const before = handshakes(channel).length;
    env.listen?.dropSessions();
    await env.db.doc(`${c}/b`).delete();
    await env.db.doc(`${c}/a`).update({ n: 5 });
    await env.db.doc(`${c}/c`).set({ n: 3 });
    await snapshot(page, 'all', 'changes made while disconnected', (s) => ids(s) === 'c,a');
    await snapshot(page, 'doc', 'document after reconnect', (s) => s.data?.n === 5);
    expect(handshakes(channel).length).toBeGreaterThan(before);
    await env.db.doc(`${c}/d`).set({ n: 9 });
    await snapshot(page, 'all', 'live again after reconnect', (s) => ids(s) === 'c,a,d');
  });
}, 60_000);
