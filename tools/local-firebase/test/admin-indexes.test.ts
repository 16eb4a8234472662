// Which query shapes Cloud Firestore serves without a composite index and which it refuses with
// FAILED_PRECONDITION "The query requires an index", pinned through the real firebase-admin SDK against a
// local Firestore that holds a project's firestore.indexes.json. (The official emulator checks no index,
// so this suite always runs on the local server.)
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, type Firestore, getFirestore, type Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseIndexConfig } from '../src/firestore/index-config.js';
import { createFirestoreServer } from '../src/firestore/server.js';
import { FirestoreStore } from '../src/firestore/store.js';
import { composite } from './index-entries.js';

const PROJECT = 'demo-indexes';
const store = new FirestoreStore();
store.indexes = parseIndexConfig({
  indexes: [
    composite('declared', ['a', 'ASCENDING'], ['b', 'DESCENDING']),
    composite('declared', ['x', 'ASCENDING'], ['y', 'ASCENDING']),
    composite('declared', ['b', 'DESCENDING'], ['__name__', 'ASCENDING']),
    composite('declared', ['tags', 'CONTAINS'], ['b', 'ASCENDING']),
    // Two indexes sharing their order merge: a ==, c ==, order by d.
    composite('declared', ['a', 'ASCENDING'], ['d', 'ASCENDING']),
    composite('declared', ['c', 'ASCENDING'], ['d', 'ASCENDING']),
    {
      ...composite('members', ['list', 'ASCENDING'], ['at', 'DESCENDING']),
      queryScope: 'COLLECTION_GROUP',
    },
  ],
  fieldOverrides: [
    {
      collectionGroup: 'members',
      fieldPath: 'userId',
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    },
    { collectionGroup: 'declared', fieldPath: 'blob', indexes: [] },
  ],
});

let db: Firestore;
let close = async () => {};
beforeAll(async () => {
  const server = createFirestoreServer({ store });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const app = initializeApp({ projectId: PROJECT }, `indexes-${randomUUID()}`);
  db = getFirestore(app);
  db.settings({
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    ssl: false,
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  } as never);
  await db.doc('declared/d1').set({ a: 1, b: 2, c: 3, d: 4, x: 1, y: 2, tags: ['t'], blob: 'z' });
  await db.doc('lists/L/members/m1').set({ userId: 'u', list: 'L', at: 1 });
  close = async () => {
    await deleteApp(app);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
});
afterAll(() => close());

const col = () => db.collection('declared');
const other = () => db.collection('plain');

/** Runs `query`; null when served, else the error's gRPC code and message. */
async function outcome(query: Query): Promise<{ code: unknown; message: string } | null> {
  try {
    await query.get();
    return null;
  } catch (error) {
    const e = error as { code?: unknown; message: string };
    return { code: e.code, message: e.message };
  }
}
const served = async (query: Query) => expect(await outcome(query)).toBeNull();
async function refused(query: Query, entry: object) {
  const e = await outcome(query);
  expect(e?.code).toBe(9); // FAILED_PRECONDITION
  expect(e?.message).toContain('The query requires an index. You can create it here: ');
  expect(e?.message).toContain(
    `https://console.firebase.google.com/v1/r/project/${PROJECT}/firestore/indexes?create_composite=`,
  );
  expect(e?.message).toContain(JSON.stringify(entry));
}

describe('served by the single-field indexes Cloud Firestore keeps by itself', () => {
  test('no filter; one or several equalities (merged); in; IS_NULL', async () => {
    await served(other());
    await served(other().where('a', '==', 1));
    await served(other().where('a', '==', 1).where('b', '==', 2).where('c', '==', null));
    await served(other().where('a', 'in', [1, 2]).where('b', '==', 2));
  });
  test('one order, or ranges and != on one field, either direction', async () => {
    await served(other().orderBy('a', 'desc'));
    await served(other().where('a', '>', 1).where('a', '<', 5));
    await served(other().where('a', '>', 1).orderBy('a', 'desc'));
    await served(other().where('a', '!=', 1));
    await served(other().where('a', 'not-in', [1, 2]));
  });
  test('array-contains alone or with equalities; __name__ in either direction after equalities', async () => {
    await served(other().where('tags', 'array-contains', 't'));
    await served(other().where('tags', 'array-contains-any', ['t']).where('a', '==', 1));
    await served(other().where('a', '==', 1).orderBy(FieldPath.documentId(), 'desc'));
    await served(other().orderBy(FieldPath.documentId(), 'desc'));
  });
  test('OR of equalities: each branch on its own', async () => {
    const { Filter } = await import('firebase-admin/firestore');
    await served(other().where(Filter.or(Filter.where('a', '==', 1), Filter.where('b', '==', 2))));
  });
});

describe('refused without a composite index, with the index to create', () => {
  test('equality and an order on another field; equality and a range on another field', async () => {
    await refused(
      other().where('a', '==', 1).orderBy('b', 'desc'),
      composite('plain', ['a', 'ASCENDING'], ['b', 'DESCENDING']),
    );
    await refused(
      other().where('a', '==', 1).where('b', '<', 3),
      composite('plain', ['a', 'ASCENDING'], ['b', 'ASCENDING']),
    );
  });
  test('ranges on two fields; two orders', async () => {
    await refused(
      other().where('y', '>', 1).where('x', '<', 3),
      composite('plain', ['x', 'ASCENDING'], ['y', 'ASCENDING']),
    );
    await refused(
      other().orderBy('a').orderBy('b', 'desc'),
      composite('plain', ['a', 'ASCENDING'], ['b', 'DESCENDING']),
    );
  });
  test('an order whose __name__ runs the other way', async () => {
    await refused(
      other().orderBy('b', 'desc').orderBy(FieldPath.documentId(), 'asc'),
      composite('plain', ['b', 'DESCENDING'], ['__name__', 'ASCENDING']),
    );
    await refused(
      other().where('tags', 'array-contains', 't').orderBy(FieldPath.documentId(), 'desc'),
      composite('plain', ['tags', 'CONTAINS'], ['__name__', 'DESCENDING']),
    );
  });
  test('in, array-contains or array-contains-any with an order or a range on another field', async () => {
    await refused(
      other().where('a', 'in', [1, 2]).orderBy('b'),
      composite('plain', ['a', 'ASCENDING'], ['b', 'ASCENDING']),
    );
    await refused(
      other().where('tags', 'array-contains', 't').orderBy('b'),
      composite('plain', ['tags', 'CONTAINS'], ['b', 'ASCENDING']),
    );
    await refused(
      other().where('tags', 'array-contains-any', ['t']).where('b', '>', 1),
      composite('plain', ['tags', 'CONTAINS'], ['b', 'ASCENDING']),
    );
  });
  test('an OR whose branches need an order on another field', async () => {
    const { Filter } = await import('firebase-admin/firestore');
    await refused(
      other()
        .where(Filter.or(Filter.where('a', '==', 1), Filter.where('b', '==', 2)))
        .orderBy('c'),
      composite('plain', ['a', 'ASCENDING'], ['c', 'ASCENDING']),
    );
  });
  test('a count needs the index its query needs', async () => {
    const e = await other()
      .where('a', '==', 1)
      .orderBy('b')
      .count()
      .get()
      .catch((error: { code: number }) => error);
    expect(e).toMatchObject({ code: 9 });
  });
});

describe('served by the declared composite indexes', () => {
  test('equality then the order, in the declared direction only', async () => {
    await served(col().where('a', '==', 1).orderBy('b', 'desc'));
    await served(col().where('a', '==', 1).where('b', '<', 9).orderBy('b', 'desc'));
    await refused(
      col().where('a', '==', 1).orderBy('b', 'asc'),
      composite('declared', ['a', 'ASCENDING'], ['b', 'ASCENDING']),
    );
  });
  test('two ranges; an explicit __name__ direction; array-contains then an order; merged composites', async () => {
    await served(col().where('x', '>', 0).where('y', '>', 0));
    await served(col().orderBy('b', 'desc').orderBy(FieldPath.documentId(), 'asc'));
    await served(col().where('tags', 'array-contains', 't').orderBy('b'));
    await served(col().where('a', '==', 1).where('c', '==', 3).orderBy('d'));
    const e = await outcome(col().where('a', '==', 1).where('b', '==', 2).orderBy('d'));
    expect(e?.code).toBe(9);
  });
  test('a field whose single-field indexes are switched off serves nothing', async () => {
    const e = await outcome(col().where('blob', '==', 'z'));
    expect(e?.code).toBe(9);
    expect(e?.message).toContain(
      'The query requires a COLLECTION_ASC index for collection declared and field blob',
    );
  });
});

describe('collection groups: no single-field index unless the project asks for one', () => {
  test('a collection-group query on an overridden field, or with its composite, is served', async () => {
    await served(db.collectionGroup('members').where('userId', '==', 'u'));
    await served(db.collectionGroup('members').where('list', '==', 'L').orderBy('at', 'desc'));
    await served(db.collectionGroup('members'));
  });
  test('on another field it is refused, naming the collection-group index', async () => {
    const e = await outcome(db.collectionGroup('members').where('list', '==', 'L'));
    expect(e?.code).toBe(9);
    expect(e?.message).toContain(
      'The query requires a COLLECTION_GROUP_ASC index for collection members and field list. You can create it here: ' +
        `https://console.firebase.google.com/v1/r/project/${PROJECT}/firestore/indexes/single_field?create_exemption=`,
    );
    // The same field in collection scope is indexed by default.
    await served(db.collection('lists/L/members').where('list', '==', 'L'));
  });
});

test('the console link carries the index as Cloud encodes it (google.firestore.admin.v1.Index)', async () => {
  const e = await outcome(other().where('a', '==', 1).orderBy('b', 'desc'));
  const encoded = /create_composite=([\w-]+)/.exec(e?.message ?? '')?.[1] ?? '';
  const bytes = Buffer.from(encoded.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  const name = `projects/${PROJECT}/databases/(default)/collectionGroups/plain/indexes/_`;
  // name (field 1), query_scope COLLECTION (field 2 = 1), then the fields a ASC, b DESC.
  expect([...bytes.subarray(0, 2 + name.length)]).toEqual([0x0a, name.length, ...Buffer.from(name)]);
  expect([...bytes.subarray(2 + name.length)]).toEqual([
    0x10, 1, 0x1a, 5, 0x0a, 1, 0x61, 0x10, 1, 0x1a, 5, 0x0a, 1, 0x62, 0x10, 2,
  ]);
});
