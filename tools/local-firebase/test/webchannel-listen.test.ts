import { beforeEach, describe, expect, test } from 'vitest';
import { parseIndexConfig } from '../src/firestore/index-config.js';
import { ListenHub, type ListenResponse, type ListenStream } from '../src/firestore/listen.js';
import { FirestoreStore } from '../src/firestore/store.js';
import { RawJson } from '../src/firestore/webchannel-session.js';
import { composite } from './index-entries.js';

// Listen semantics, driven directly (no HTTP): what each stream would be sent for its targets.
const DB = 'projects/demo-listen/databases/(default)';
const ROOT = `${DB}/documents`;

let store: FirestoreStore;
let hub: ListenHub;

beforeEach(() => {
  store = new FirestoreStore();
  hub = new ListenHub(store);
});

function open(): { stream: ListenStream; sent: ListenResponse[] } {
  const sent: ListenResponse[] = [];
  // Fan-out hands over documentChange messages pre-serialized; decode them as the client would.
  const stream = hub.openStream((m) => sent.push(m instanceof RawJson ? JSON.parse(m.json) : m));
  return { stream, sent };
}

const fanOut = () => new Promise((resolve) => setImmediate(resolve));

function put(path: string, fields: Record<string, unknown>): void {
  const encoded = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      typeof v === 'number' ? { integerValue: String(v) } : { stringValue: v },
    ]),
  );
  store.commit(DB, [{ update: { name: `${ROOT}/${path}`, fields: encoded } }]);
}
const remove = (path: string) => store.commit(DB, [{ delete: `${ROOT}/${path}` }]);

const docTarget = (targetId: number, path: string, extra: Record<string, unknown> = {}) => ({
  database: DB,
  addTarget: { documents: { documents: [`${ROOT}/${path}`] }, targetId, ...extra },
});
const queryTarget = (targetId: number, structuredQuery: Record<string, unknown>) => ({
  database: DB,
  addTarget: { query: { parent: ROOT, structuredQuery }, targetId },
});
const openTasks = {
  from: [{ collectionId: 'tasks' }],
  where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'open' } } },
  orderBy: [{ field: { fieldPath: 'priority' }, direction: 'DESCENDING' }],
  limit: 2,
};

/** A compact view of a message: `ADD 2`, `change a +2 -`, `delete a -4`, `snapshot`. */
function describeMessage(m: ListenResponse): string {
  const tc = m.targetChange as
    | { targetChangeType?: string; targetIds?: number[]; cause?: { code: number } }
    | undefined;
  if (tc) {
    if (!tc.targetChangeType) return 'snapshot';
    return `${tc.targetChangeType} ${(tc.targetIds ?? []).join(',')}${tc.cause ? ` cause ${tc.cause.code}` : ''}`;
  }
  const dc = m.documentChange as {
    document: { name: string };
    targetIds: number[];
    removedTargetIds?: number[];
  };
  if (dc) {
    const id = dc.document.name.split('/').at(-1);
    return `change ${id} +${dc.targetIds.join(',')} -${(dc.removedTargetIds ?? []).join(',')}`;
  }
  const dd = m.documentDelete as { document: string; removedTargetIds: number[] };
  return `delete ${dd.document.split('/').at(-1)} -${dd.removedTargetIds.join(',')}`;
}

describe('Listen semantics', () => {
  test('a document target gets ADD, the document, CURRENT with a resume token, then a global readTime', () => {
    put('rooms/r1', { title: 'hi 😀' });
    const { stream, sent } = open();
    stream.receive(docTarget(2, 'rooms/r1'));
    expect(sent.map(describeMessage)).toEqual(['ADD 2', 'change r1 +2 -', 'CURRENT 2', 'snapshot']);
    const current = sent[2]?.targetChange as { resumeToken: string };
    expect(current.resumeToken).toMatch(/^[A-Za-z0-9+/=]+$/);
    const marker = sent[3]?.targetChange as { readTime: string; resumeToken: string; targetIds?: unknown };
    expect(marker.targetIds).toBeUndefined();
    const change = sent[1]?.documentChange as { document: { updateTime: string } } | undefined;
    expect(marker.readTime > (change?.document.updateTime ?? '~')).toBe(true);
  });

  test('commits are fanned out as changes, removals with new content, deletes, each closed by a snapshot', async () => {
    put('tasks/a', { status: 'open', priority: 3 });
    put('tasks/b', { status: 'open', priority: 2 });
    put('tasks/c', { status: 'open', priority: 1 });
    const { stream, sent } = open();
    stream.receive(queryTarget(4, openTasks));
    expect(sent.map(describeMessage)).toEqual([
      'ADD 4',
      'change a +4 -',
      'change b +4 -',
      'CURRENT 4',
      'snapshot',
    ]);

    sent.length = 0;
    put('tasks/a', { status: 'done', priority: 3 }); // leaves by the filter but still exists
    await fanOut();
    expect(sent.map(describeMessage)).toEqual(['change c +4 -', 'change a + -4', 'snapshot']);
    const leaving = sent[1]?.documentChange as { document: { fields: { status: unknown } } };
    expect(leaving.document.fields.status).toEqual({ stringValue: 'done' });

    sent.length = 0;
    remove('tasks/b');
    await fanOut();
    expect(sent.map(describeMessage)).toEqual(['delete b -4', 'snapshot']);

    sent.length = 0;
    put('meals/m1', { status: 'open', priority: 9 }); // another collection: nothing to send
    await fanOut();
    expect(sent).toEqual([]);
  });

  test('several targets on one stream; removeTarget is answered REMOVE and silences the target', async () => {
    put('tasks/a', { status: 'open', priority: 1 });
    const { stream, sent } = open();
    stream.receive(docTarget(2, 'tasks/a'));
    stream.receive(queryTarget(4, openTasks));
    sent.length = 0;
    put('tasks/a', { status: 'open', priority: 5 });
    await fanOut();
    expect(sent.map(describeMessage)).toEqual(['change a +2 -', 'change a +4 -', 'snapshot']);

    sent.length = 0;
    stream.receive({ database: DB, removeTarget: 4 });
    expect(sent.map(describeMessage)).toEqual(['REMOVE 4']);
    sent.length = 0;
    put('tasks/b', { status: 'open', priority: 7 });
    await fanOut();
    expect(sent).toEqual([]);
    expect(stream.targetIds).toEqual([2]);
  });

  test('a resumed target is RESET and fully resent', () => {
    put('rooms/r1', { n: 1 });
    const { stream, sent } = open();
    stream.receive(docTarget(2, 'rooms/r1', { resumeToken: 'c29tZXRoaW5n' }));
    expect(sent.map(describeMessage)).toEqual([
      'ADD 2',
      'RESET 2',
      'change r1 +2 -',
      'CURRENT 2',
      'snapshot',
    ]);
  });

  test('invalid targets are removed with an INVALID_ARGUMENT cause, the stream keeps working', () => {
    const { stream, sent } = open();
    stream.receive(
      queryTarget(6, { from: [{ collectionId: 'tasks' }], where: { fieldFilter: { op: 'NOPE' } } }),
    );
    stream.receive({
      database: DB,
      addTarget: {
        documents: { documents: ['projects/other/databases/(default)/documents/a/b'] },
        targetId: 8,
      },
    });
    expect(sent.map(describeMessage)).toEqual(['REMOVE 6 cause 3', 'REMOVE 8 cause 3']);
    sent.length = 0;
    stream.receive(docTarget(10, 'rooms/missing'));
    expect(sent.map(describeMessage)).toEqual(['ADD 10', 'CURRENT 10', 'snapshot']);
  });

  test('with the project’s indexes loaded, a query needing a missing index is removed as Cloud removes it', () => {
    store.indexes = parseIndexConfig({
      indexes: [composite('tasks', ['status', 'ASCENDING'], ['priority', 'DESCENDING'])],
    });
    const { stream, sent } = open();
    stream.receive(queryTarget(2, openTasks));
    stream.receive(
      queryTarget(4, {
        ...openTasks,
        orderBy: [{ field: { fieldPath: 'priority' }, direction: 'ASCENDING' }],
      }),
    );
    expect(sent.map(describeMessage)).toEqual(['ADD 2', 'CURRENT 2', 'snapshot', 'REMOVE 4 cause 9']);
    const cause = (sent[3]?.targetChange as { cause?: { message?: string } } | undefined)?.cause;
    expect(cause?.message).toMatch(
      /^The query requires an index\. You can create it here: https:\/\/console/,
    );
  });

  test('many streams on the same query all receive a commit; closed streams no longer do', async () => {
    const streams = Array.from({ length: 50 }, () => open());
    for (const { stream } of streams) stream.receive(queryTarget(2, openTasks));
    for (const s of streams) s.sent.length = 0;
    put('tasks/x', { status: 'open', priority: 1 });
    await fanOut();
    for (const s of streams) expect(s.sent.map(describeMessage)).toEqual(['change x +2 -', 'snapshot']);
    const closed = streams[0];
    closed?.stream.close();
    if (closed) closed.sent.length = 0;
    put('tasks/y', { status: 'open', priority: 2 });
    await fanOut();
    expect(closed?.sent).toEqual([]);
    expect(hub.targetCount).toBe(49);
  });

  test('usage: every document sent is a read, an empty first answer costs one; open targets are listed', async () => {
    put('tasks/a', { status: 'open', priority: 3 });
    put('tasks/b', { status: 'open', priority: 2 });
    put('tasks/c', { status: 'open', priority: 1 });
    store.usage.reset();
    const { stream } = open();
    stream.receive(queryTarget(4, openTasks)); // a, b
    stream.receive(docTarget(6, 'rooms/missing')); // nothing, still one read
    const usage = () => store.usage.snapshot()[DB];
    expect(usage()).toMatchObject({ reads: 3, listens: 2 });
    expect(usage()?.openListens.map((l) => l.target)).toEqual([
      'tasks where status == "open" order by priority desc limit 2',
      'rooms/missing',
    ]);

    store.usage.reset(); // zeroes the counters, keeps the open targets
    expect(usage()).toEqual({
      reads: 0,
      writes: 0,
      deletes: 0,
      listens: 0,
      openListens: usage()?.openListens,
    });
    expect(usage()?.openListens).toHaveLength(2);
    put('tasks/a', { status: 'done', priority: 3 }); // c enters, a leaves by a change: two reads
    await fanOut();
    expect(usage()?.reads).toBe(2);
    remove('tasks/b'); // a deletion is free; nothing enters (only c is left)
    await fanOut();
    expect(usage()?.reads).toBe(2);
    put('rooms/other', { n: 1 }); // no target affected: no snapshot, no read
    await fanOut();
    expect(usage()?.reads).toBe(2);

    stream.receive({ database: DB, removeTarget: 4 });
    expect(usage()?.openListens.map((l) => l.target)).toEqual(['rooms/missing']);
    stream.receive(queryTarget(8, openTasks)); // opened again: a new serial, counted again
    expect(usage()?.listens).toBe(1);
    const ids = usage()?.openListens.map((l) => l.id) ?? [];
    expect(new Set(ids).size).toBe(2);
    stream.close();
    expect(usage()?.openListens).toEqual([]);
  });

  test('snapshot read times strictly increase', async () => {
    const { stream, sent } = open();
    stream.receive(queryTarget(2, { from: [{ collectionId: 'tasks' }] }));
    for (let i = 0; i < 5; i++) {
      put(`tasks/t${i}`, { priority: i });
      await fanOut();
    }
    const times = sent
      .map((m) => m.targetChange as { targetChangeType?: string; readTime?: string } | undefined)
      .filter((tc) => tc && !tc.targetChangeType)
      .map((tc) => tc?.readTime ?? '');
    expect(times).toHaveLength(6);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(6);
  });
});
