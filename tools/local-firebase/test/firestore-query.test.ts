import { describe, expect, it } from 'vitest';
import { FirestoreStore, type StructuredQuery } from '../src/firestore/store.js';

const db = 'projects/q/databases/(default)';
const root = `${db}/documents`;

function storeWith(docs: Record<string, Record<string, unknown>>): FirestoreStore {
  const store = new FirestoreStore();
  store.commit(
    db,
    Object.entries(docs).map(([path, fields]) => ({ update: { name: `${root}/${path}`, fields } })),
  );
  return store;
}

const ids = (store: FirestoreStore, q: StructuredQuery, parent = root) =>
  store.runQuery(parent, q).map((d) => d.name.slice(d.name.lastIndexOf('/') + 1));

const field = (fieldPath: string) => ({ field: { fieldPath } });

describe('structured query evaluation', () => {
  const store = storeWith({
    'r/a': { n: { integerValue: '1' }, s: { stringValue: 'x' } },
    'r/b': { n: { doubleValue: 2.5 }, s: { stringValue: 'y' } },
    'r/c': { n: { stringValue: '3' } },
    'r/d': { n: { nullValue: null }, s: { stringValue: 'x' } },
    'r/e': { s: { stringValue: 'z' } },
    'r/a/sub/x': { n: { integerValue: '7' } },
  });

  it('brackets range filters by type and excludes missing fields', () => {
    const q = {
      from: [{ collectionId: 'r' }],
      where: { fieldFilter: { ...field('n'), op: 'GREATER_THAN', value: { integerValue: '0' } } },
    };
    expect(ids(store, q)).toEqual(['a', 'b']);
  });

  it('treats != and not-in as excluding null and missing', () => {
    const ne = {
      from: [{ collectionId: 'r' }],
      where: { fieldFilter: { ...field('s'), op: 6, value: { stringValue: 'x' } } },
    };
    expect(ids(store, ne)).toEqual(['b', 'e']);
    const notIn = {
      from: [{ collectionId: 'r' }],
      where: {
        fieldFilter: {
          ...field('n'),
          op: 'NOT_IN',
          value: { arrayValue: { values: [{ integerValue: '1' }] } },
        },
      },
    };
    expect(ids(store, notIn)).toEqual(['b', 'c']);
  });

  it('appends implicit orders in the direction of the last explicit order', () => {
    const q = {
      from: [{ collectionId: 'r' }],
      where: { fieldFilter: { ...field('s'), op: 'GREATER_THAN_OR_EQUAL', value: { stringValue: 'x' } } },
      orderBy: [{ ...field('s'), direction: 'DESCENDING' }],
    };
    expect(ids(store, q)).toEqual(['e', 'b', 'd', 'a']);
  });

  it('applies cursors on __name__, offset and limit forms', () => {
    const q = {
      from: [{ collectionId: 'r' }],
      startAt: { values: [{ referenceValue: `${root}/r/b` }], before: false },
      offset: 1,
      limit: { value: 2 },
    };
    expect(ids(store, q)).toEqual(['d', 'e']);
    expect(ids(store, { from: [{ collectionId: 'r' }], limit: 1 })).toEqual(['a']);
    expect(
      ids(store, {
        from: [{ collectionId: 'r' }],
        endAt: { values: [{ referenceValue: `${root}/r/b` }], before: true },
      }),
    ).toEqual(['a']);
  });

  it('scopes collection groups to the parent', () => {
    expect(ids(store, { from: [{ collectionId: 'sub', allDescendants: true }] })).toEqual(['x']);
    expect(ids(store, { from: [{ collectionId: 'sub', allDescendants: true }] }, `${root}/r/b`)).toEqual([]);
    expect(ids(store, { from: [{ collectionId: 'sub' }] }, `${root}/r/a`)).toEqual(['x']);
  });

  it('rejects malformed queries', () => {
    expect(() => store.runQuery(root, { from: [] })).toThrow(/exactly one collection/);
    expect(() =>
      store.runQuery(root, {
        from: [{ collectionId: 'r' }],
        where: { fieldFilter: { ...field('n'), op: 42, value: { nullValue: null } } },
      }),
    ).toThrow(/operator/);
    expect(() => store.runQuery(root, { from: [{ collectionId: 'r' }], limit: -1 })).toThrow(/limit/);
  });

  it('sorts a limited query over many documents the same way as a full sort', () => {
    const many = new FirestoreStore();
    const writes = Array.from({ length: 500 }, (_, i) => ({
      update: { name: `${root}/m/d${i}`, fields: { k: { integerValue: String((i * 7919) % 97) } } },
    }));
    many.commit(db, writes);
    const full = ids(many, { from: [{ collectionId: 'm' }], orderBy: [field('k')] });
    expect(ids(many, { from: [{ collectionId: 'm' }], orderBy: [field('k')], limit: 10 })).toEqual(
      full.slice(0, 10),
    );
  });
});

describe('aggregations', () => {
  it('sums exactly as integers until int64 overflows, then as doubles', async () => {
    const { aggregate } = await import('../src/firestore/aggregate.js');
    const docs = (values: Record<string, unknown>[]) =>
      values.map((v, i) => ({
        name: `${root}/a/${i}`,
        fields: { v } as never,
        createTime: '',
        updateTime: '',
      }));
    const big = docs([{ integerValue: '9223372036854775807' }, { integerValue: '1' }]);
    expect(aggregate(big, [{ alias: 's', sum: { field: { fieldPath: 'v' } } }])).toEqual({
      s: { doubleValue: 2 ** 63 },
    });
    const mixed = docs([{ integerValue: '2' }, { doubleValue: 0.5 }, { stringValue: 'skip' }]);
    expect(
      aggregate(mixed, [
        { alias: 's', sum: { field: { fieldPath: 'v' } } },
        { alias: 'a', avg: { field: { fieldPath: 'v' } } },
        { alias: 'c', count: { upTo: 2 } },
      ]),
    ).toEqual({ s: { doubleValue: 2.5 }, a: { doubleValue: 1.25 }, c: { integerValue: '2' } });
    expect(
      aggregate(docs([{ doubleValue: 'NaN' }]), [{ alias: 's', sum: { field: { fieldPath: 'v' } } }]),
    ).toEqual({
      s: { doubleValue: 'NaN' },
    });
  });
});
