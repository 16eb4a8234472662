import { FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdmin } from './admin-harness.js';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdmin('admin-values');
  await h.clear();
});
afterAll(async () => h?.close());

describe('firebase-admin value round trips', () => {
  it('keeps every value type exactly', async () => {
    const ref = h.db.doc('values/all');
    const data = {
      nul: null,
      yes: true,
      no: false,
      int: 42,
      negInt: -7,
      maxSafe: Number.MAX_SAFE_INTEGER,
      double: 0.1 + 0.2,
      tiny: 5e-324,
      huge: 1.7976931348623157e308,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      negInf: Number.NEGATIVE_INFINITY,
      str: 'hello',
      emoji: 'Ünïcödé 🍕👩‍👩‍👧 日本語',
      empty: '',
      bytes: Buffer.from([0, 1, 2, 250, 255]),
      ts: new Timestamp(1_700_000_000, 123_456_789),
      oldTs: new Timestamp(-62_135_596_800, 0),
      geo: new GeoPoint(55.6761, 12.5683),
      ref: h.db.doc('other/doc 1'),
      arr: [1, 'two', { three: 3 }, null, true],
      emptyArr: [],
      map: { nested: { deeper: { deepest: ['x', 2.5] } }, 'with.dot': 1, 'spa ce': 2 },
      emptyMap: {},
    };
    await ref.set(data);
    const snap = await ref.get();
    const got = snap.data() as Record<string, unknown>;
    expect(got.nul).toBeNull();
    expect(got.yes).toBe(true);
    expect(got.no).toBe(false);
    expect(got.int).toBe(42);
    expect(got.negInt).toBe(-7);
    expect(got.maxSafe).toBe(Number.MAX_SAFE_INTEGER);
    expect(got.double).toBe(0.30000000000000004);
    expect(got.tiny).toBe(5e-324);
    expect(got.huge).toBe(1.7976931348623157e308);
    expect(got.nan).toBeNaN();
    expect(got.inf).toBe(Number.POSITIVE_INFINITY);
    expect(got.negInf).toBe(Number.NEGATIVE_INFINITY);
    expect(got.str).toBe('hello');
    expect(got.emoji).toBe(data.emoji);
    expect(got.empty).toBe('');
    expect(Buffer.compare(got.bytes as Buffer, data.bytes)).toBe(0);
    expect((got.ts as Timestamp).seconds).toBe(1_700_000_000);
    // Firestore keeps timestamps to the microsecond and rounds the rest down.
    expect((got.ts as Timestamp).nanoseconds).toBe(123_456_000);
    expect((got.oldTs as Timestamp).isEqual(data.oldTs)).toBe(true);
    expect((got.geo as GeoPoint).isEqual(data.geo)).toBe(true);
    expect((got.ref as FirebaseFirestore.DocumentReference).path).toBe('other/doc 1');
    expect(got.arr).toEqual([1, 'two', { three: 3 }, null, true]);
    expect(got.emptyArr).toEqual([]);
    expect(got.map).toEqual(data.map);
    expect(got.emptyMap).toEqual({});
    expect(snap.createTime?.isEqual(snap.updateTime as Timestamp)).toBe(true);
  });

  it('keeps int64 beyond 2^53 exact as BigInt', async () => {
    const ref = h.bigIntDb.doc('values/big');
    const values = { max: 2n ** 63n - 1n, min: -(2n ** 63n), above53: 2n ** 53n + 1n };
    await ref.set(values);
    const got = (await ref.get()).data();
    expect(got).toEqual(values);
    const q = await h.bigIntDb
      .collection('values')
      .where('above53', '==', 2n ** 53n + 1n)
      .get();
    expect(q.docs.map((d) => d.id)).toEqual(['big']);
    const notEqual = await h.bigIntDb
      .collection('values')
      .where('above53', '==', 2n ** 53n)
      .get();
    expect(notEqual.size).toBe(0);
  });

  it('finds documents by equality on each value type', async () => {
    const col = h.db.collection('typed');
    const samples: Record<string, unknown> = {
      bool: true,
      int: 7,
      double: 2.5,
      str: 'abc',
      bytes: Buffer.from('hi'),
      ts: new Timestamp(100, 5),
      geo: new GeoPoint(1, 2),
      ref: h.db.doc('a/b'),
      arr: [1, 2],
      map: { k: 'v' },
    };
    await Promise.all(Object.entries(samples).map(([id, v]) => col.doc(id).set({ v })));
    for (const [id, v] of Object.entries(samples)) {
      const q = await col.where('v', '==', v).get();
      expect(q.docs.map((d) => d.id)).toEqual([id]);
    }
    // An integer equals the same double value.
    expect((await col.where('v', '==', 7.0).get()).docs.map((d) => d.id)).toEqual(['int']);
  });

  it('orders values of different types in Firestore order', async () => {
    const col = h.db.collection('mixed');
    const byType: [string, unknown][] = [
      ['a-null', null],
      ['b-bool', false],
      ['c-nan', Number.NaN],
      ['d-num', -1],
      ['e-ts', new Timestamp(0, 0)],
      ['f-str', 'z'],
      ['g-bytes', Buffer.from([0])],
      ['h-ref', h.db.doc('a/a')],
      ['i-geo', new GeoPoint(0, 0)],
      ['j-arr', [0]],
      ['k-map', { a: 0 }],
    ];
    await Promise.all([...byType].reverse().map(([id, v]) => col.doc(id).set({ v })));
    const asc = await col.orderBy('v').get();
    expect(asc.docs.map((d) => d.id)).toEqual(byType.map(([id]) => id));
    const desc = await col.orderBy('v', 'desc').get();
    expect(desc.docs.map((d) => d.id)).toEqual(byType.map(([id]) => id).reverse());
  });

  it('stores vectors and orders them between arrays and maps', async () => {
    const col = h.db.collection('vectors');
    await col.doc('arr').set({ v: [5, 5, 5] });
    await col.doc('long').set({ v: FieldValue.vector([0, 0, 0]) });
    await col.doc('short').set({ v: FieldValue.vector([9, 9]) });
    await col.doc('map').set({ v: { a: 1 } });
    const got = (await col.doc('short').get()).get('v') as { toArray(): number[] };
    expect(got.toArray()).toEqual([9, 9]);
    expect((await col.orderBy('v').get()).docs.map((d) => d.id)).toEqual(['arr', 'short', 'long', 'map']);
  });

  it('stores timestamps to the microsecond, and server timestamps', async () => {
    const ref = h.db.doc('values/ts');
    const before = Timestamp.now();
    const write = await ref.set({
      micro: new Timestamp(1, 1_000),
      below: new Timestamp(1, 999),
      negative: new Timestamp(-1, 500),
      at: FieldValue.serverTimestamp(),
    });
    const got = (await ref.get()).data() as Record<string, Timestamp>;
    expect([got.micro?.seconds, got.micro?.nanoseconds]).toEqual([1, 1_000]);
    expect([got.below?.seconds, got.below?.nanoseconds]).toEqual([1, 0]);
    expect([got.negative?.seconds, got.negative?.nanoseconds]).toEqual([-1, 0]);
    expect(got.at?.isEqual(write.writeTime)).toBe(true);
    expect(got.at?.toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 1000);
  });
});
