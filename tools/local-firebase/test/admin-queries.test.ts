import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, codeOf, startAdmin } from './admin-harness.js';

let h: AdminHarness;
let db: Firestore;
const ids = async (q: Query) => (await q.get()).docs.map((d) => d.id);

const cities = [
  {
    id: 'SF',
    name: 'San Francisco',
    state: 'CA',
    population: 860_000,
    capital: false,
    regions: ['west', 'coast'],
    meta: { rank: 3 },
  },
  {
    id: 'LA',
    name: 'Los Angeles',
    state: 'CA',
    population: 3_900_000,
    capital: false,
    regions: ['west', 'coast', 'socal'],
    meta: { rank: 1 },
  },
  {
    id: 'DC',
    name: 'Washington',
    state: null,
    population: 680_000,
    capital: true,
    regions: ['east'],
    meta: { rank: 5 },
  },
  {
    id: 'TOK',
    name: 'Tokyo',
    state: null,
    population: 9_000_000,
    capital: true,
    regions: ['asia'],
    meta: { rank: 0 },
  },
  {
    id: 'BJ',
    name: 'Beijing',
    state: null,
    population: 21_500_000.5,
    capital: true,
    regions: ['asia'],
    meta: { rank: 2 },
  },
  { id: 'X', name: 'Nowhere', population: Number.NaN, capital: false, regions: [], meta: { rank: 9 } },
];

beforeAll(async () => {
  h = await startAdmin('admin-queries');
  db = h.db;
  await h.clear();
  const batch = db.batch();
  for (const { id, ...data } of cities) batch.set(db.collection('cities').doc(id), data);
  // Collection group data at several depths.
  batch.set(db.doc('cities/SF/landmarks/golden'), { name: 'Golden Gate', type: 'bridge' });
  batch.set(db.doc('cities/SF/landmarks/legion'), { name: 'Legion of Honor', type: 'museum' });
  batch.set(db.doc('cities/TOK/landmarks/skytree'), { name: 'Skytree', type: 'tower' });
  batch.set(db.doc('landmarks/top'), { name: 'Top level', type: 'museum' });
  batch.set(db.doc('countries/jp/cities/TOK/landmarks/tower'), { name: 'Tokyo Tower', type: 'tower' });
  await batch.commit();
});
afterAll(async () => h?.close());

describe('firebase-admin queries', () => {
  it('filters with every field operator', async () => {
    const c = db.collection('cities');
    expect(await ids(c.where('state', '==', 'CA'))).toEqual(['LA', 'SF']);
    expect(await ids(c.where('population', '<', 700_000))).toEqual(['DC']);
    expect(await ids(c.where('population', '<=', 860_000))).toEqual(['DC', 'SF']);
    expect(await ids(c.where('population', '>', 9_000_000))).toEqual(['BJ']);
    expect(await ids(c.where('population', '>=', 9_000_000))).toEqual(['TOK', 'BJ']);
    expect(await ids(c.where('state', '!=', 'CA'))).toEqual([]);
    expect(await ids(c.where('capital', '!=', false))).toEqual(['BJ', 'DC', 'TOK']);
    expect(await ids(c.where('regions', 'array-contains', 'coast'))).toEqual(['LA', 'SF']);
    expect(await ids(c.where('regions', 'array-contains-any', ['east', 'socal']))).toEqual(['DC', 'LA']);
    expect(await ids(c.where('name', 'in', ['Tokyo', 'Washington', 'Paris']))).toEqual(['DC', 'TOK']);
    expect(await ids(c.where('name', 'not-in', ['Tokyo', 'Washington', 'Beijing', 'Nowhere']))).toEqual([
      'LA',
      'SF',
    ]);
    expect(await ids(c.where(FieldPath.documentId(), 'in', ['SF', 'DC']))).toEqual(['DC', 'SF']);
    expect(await ids(c.where(FieldPath.documentId(), '>=', 'S'))).toEqual(['SF', 'TOK', 'X']);
  });

  it('refuses disjunctions over 30 values', async () => {
    const values = Array.from({ length: 31 }, (_, i) => `v${i}`);
    expect(await codeOf(db.collection('cities').where('name', 'in', values).get())).toBe(3);
    expect((await db.collection('cities').where('name', 'in', values.slice(0, 30)).get()).size).toBe(0);
  });

  it('filters null and NaN with unary filters', async () => {
    const c = db.collection('cities');
    expect(await ids(c.where('state', '==', null))).toEqual(['BJ', 'DC', 'TOK']);
    expect(await ids(c.where('state', '!=', null))).toEqual(['LA', 'SF']);
    expect(await ids(c.where('population', '==', Number.NaN))).toEqual(['X']);
    expect(await ids(c.where('population', '!=', Number.NaN))).toEqual(['DC', 'SF', 'LA', 'TOK', 'BJ']);
  });

  it('filters and orders on nested fields and quoted paths', async () => {
    const c = db.collection('cities');
    expect(await ids(c.where('meta.rank', '<', 3).orderBy('meta.rank'))).toEqual(['TOK', 'LA', 'BJ']);
    await db.doc('odd/one').set({ 'a.b': { 'c-d': 1 }, a: { b: 2 } });
    expect(await ids(db.collection('odd').where(new FieldPath('a.b', 'c-d'), '==', 1))).toEqual(['one']);
    expect(await ids(db.collection('odd').where('a.b', '==', 2))).toEqual(['one']);
  });

  it('combines filters with AND and OR', async () => {
    const c = db.collection('cities');
    const { Filter } = await import('firebase-admin/firestore');
    expect(await ids(c.where('capital', '==', true).where('population', '>', 5_000_000))).toEqual([
      'TOK',
      'BJ',
    ]);
    expect(
      await ids(
        c.where(Filter.or(Filter.where('state', '==', 'CA'), Filter.where('population', '>', 10_000_000))),
      ),
      // The inequality in one branch orders the result by population.
    ).toEqual(['SF', 'LA', 'BJ']);
    expect(
      await ids(
        c.where(
          Filter.and(
            Filter.where('capital', '==', false),
            Filter.or(Filter.where('meta.rank', '==', 1), Filter.where('meta.rank', '==', 9)),
          ),
        ),
      ),
    ).toEqual(['LA', 'X']);
  });

  it('orders by several fields, by inequality fields implicitly, and by name', async () => {
    const c = db.collection('cities');
    expect(await ids(c.orderBy('state').orderBy('population', 'desc'))).toEqual([
      'BJ',
      'TOK',
      'DC',
      'LA',
      'SF',
    ]);
    expect(await ids(c.orderBy('capital', 'desc').orderBy('name'))).toEqual([
      'BJ',
      'TOK',
      'DC',
      'LA',
      'X',
      'SF',
    ]);
    expect(await ids(c.where('population', '>', 700_000).orderBy('name'))).toEqual(['BJ', 'LA', 'SF', 'TOK']);
    // An inequality on the document id still orders by name last, after the other inequality fields.
    const belowTok = c.where(FieldPath.documentId(), '<', 'TOK').where('population', '>', 700_000);
    expect(await ids(belowTok)).toEqual(['SF', 'LA', 'BJ']);
    expect(await ids(c.orderBy(FieldPath.documentId(), 'desc').limit(2))).toEqual(['X', 'TOK']);
    expect(await ids(c.orderBy('population').limitToLast(2))).toEqual(['TOK', 'BJ']);
  });

  it('paginates with cursors, offset and limit', async () => {
    const c = db.collection('cities').orderBy('population');
    const first = await c.limit(2).get();
    expect(first.docs.map((d) => d.id)).toEqual(['X', 'DC']);
    const second = await c.startAfter(first.docs[1]).limit(2).get();
    expect(second.docs.map((d) => d.id)).toEqual(['SF', 'LA']);
    const third = await c.startAfter(second.docs[1]).limit(2).get();
    expect(third.docs.map((d) => d.id)).toEqual(['TOK', 'BJ']);
    expect((await c.startAfter(third.docs[1]).limit(2).get()).size).toBe(0);
    expect(await ids(c.startAt(860_000).endAt(3_900_000))).toEqual(['SF', 'LA']);
    expect(await ids(c.startAfter(860_000).endBefore(9_000_000))).toEqual(['LA']);
    expect(await ids(c.offset(4))).toEqual(['TOK', 'BJ']);
    expect(await ids(c.offset(1).limit(1))).toEqual(['DC']);
    // A cursor on a field shared by several documents continues by document name.
    const byCapital = db.collection('cities').orderBy('capital');
    const page1 = await byCapital.limit(2).get();
    expect(page1.docs.map((d) => d.id)).toEqual(['LA', 'SF']);
    expect(await ids(byCapital.startAfter(page1.docs[1]).limit(2))).toEqual(['X', 'BJ']);
  });

  it('selects fields', async () => {
    const snap = await db.collection('cities').where('state', '==', 'CA').select('name', 'meta.rank').get();
    expect(snap.docs.map((d) => d.data())).toEqual([
      { name: 'Los Angeles', meta: { rank: 1 } },
      { name: 'San Francisco', meta: { rank: 3 } },
    ]);
  });

  it('queries collection groups and subcollections', async () => {
    expect(await ids(db.collectionGroup('landmarks').orderBy('name'))).toEqual([
      'golden',
      'legion',
      'skytree',
      'tower', // "Tokyo Tower" < "Top level"
      'top',
    ]);
    expect(await ids(db.collectionGroup('landmarks').where('type', '==', 'tower'))).toEqual([
      'skytree',
      'tower',
    ]);
    expect(await ids(db.collection('cities/SF/landmarks'))).toEqual(['golden', 'legion']);
    expect(await ids(db.doc('cities/TOK').collection('landmarks'))).toEqual(['skytree']);
  });

  it('counts, sums and averages', async () => {
    const c = db.collection('cities');
    expect((await c.count().get()).data().count).toBe(6);
    expect((await c.where('state', '==', 'CA').count().get()).data().count).toBe(2);
    expect((await c.where('state', '==', 'nowhere').count().get()).data().count).toBe(0);
    expect((await c.orderBy('population').limit(3).count().get()).data().count).toBe(3);
    const { AggregateField } = await import('firebase-admin/firestore');
    const agg = await c
      .where('state', '==', 'CA')
      .aggregate({
        total: AggregateField.sum('population'),
        mean: AggregateField.average('population'),
        n: AggregateField.count(),
      })
      .get();
    expect(agg.data()).toEqual({ total: 4_760_000, mean: 2_380_000, n: 2 });
    expect((await c.aggregate({ total: AggregateField.sum('meta.rank') }).get()).data()).toEqual({
      total: 20,
    });
    expect((await c.aggregate({ mean: AggregateField.average('missing') }).get()).data()).toEqual({
      mean: null,
    });
  });
});
