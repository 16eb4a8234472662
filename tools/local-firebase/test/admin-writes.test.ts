import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminForEachTest, codeOf } from './admin-harness.js';

const h = adminForEachTest('admin-writes');

const INVALID_ARGUMENT = 3;
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

describe('firebase-admin writes', () => {
  it('sets, merges, updates nested fields and deletes fields', async () => {
    const ref = h.db.doc('people/ada');
    await ref.set({ name: 'Ada', address: { city: 'London', zip: 'N1' }, tags: ['math'] });
    await ref.set({ address: { city: 'Paris' }, born: 1815 }, { merge: true });
    expect((await ref.get()).data()).toEqual({
      name: 'Ada',
      address: { city: 'Paris', zip: 'N1' },
      tags: ['math'],
      born: 1815,
    });
    await ref.set({ address: { zip: 'X' } }, { mergeFields: ['address.zip'] });
    await ref.update({ 'address.city': 'Rome', name: FieldValue.delete(), 'new.deep.field': true });
    expect((await ref.get()).data()).toEqual({
      address: { city: 'Rome', zip: 'X' },
      tags: ['math'],
      born: 1815,
      new: { deep: { field: true } },
    });
    await ref.set({ only: 1 });
    expect((await ref.get()).data()).toEqual({ only: 1 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('applies every field transform', async () => {
    const ref = h.db.doc('counters/c');
    await ref.set({ i: 1, d: 1.5, arr: ['a', 'b'], nested: {} });
    const res = await ref.update({
      i: FieldValue.increment(2),
      d: FieldValue.increment(0.25),
      fresh: FieldValue.increment(3),
      arr: FieldValue.arrayUnion('b', 'c', 'c'),
      gone: FieldValue.arrayRemove('x'),
      'nested.at': FieldValue.serverTimestamp(),
    });
    const data = (await ref.get()).data() as Record<string, unknown>;
    expect(data).toMatchObject({ i: 3, d: 1.75, fresh: 3, arr: ['a', 'b', 'c'], gone: [] });
    expect(((data.nested as { at: Timestamp }).at as Timestamp).isEqual(res.writeTime)).toBe(true);
    await ref.update({ arr: FieldValue.arrayRemove('a', 'c'), i: FieldValue.increment(-0.5) });
    expect((await ref.get()).data()).toMatchObject({ arr: ['b'], i: 2.5 });
  });

  it('reports NOT_FOUND when updating a missing document', async () => {
    expect(await codeOf(h.db.doc('nope/missing').update({ a: 1 }))).toBe(NOT_FOUND);
    expect((await h.db.doc('nope/missing').get()).exists).toBe(false);
  });

  it('refuses to create an existing document, at once and without changing it', async () => {
    const ref = h.db.doc('people/bob');
    await ref.create({ v: 1 });
    if (!h.official) {
      // Over REST, admin 13 cannot see ALREADY_EXISTS (see README): it gets FAILED_PRECONDITION
      // with Firestore's message instead of retrying as ABORTED for a minute.
      const err = await ref.create({ v: 2 }).catch((e: Error & { code: number }) => e);
      expect(err.code).toBe(FAILED_PRECONDITION);
      expect(err.message).toContain('already exists');
    }
    // Bulk writes report per-write status codes, which admin passes through unchanged.
    const writer = h.db.bulkWriter();
    writer.onWriteError(() => false);
    const failure = writer.create(ref, { v: 3 }).catch((e: { code: number }) => e);
    await writer.close();
    expect(((await failure) as { code: number }).code).toBe(ALREADY_EXISTS);
    expect((await ref.get()).data()).toEqual({ v: 1 });
  });

  it('checks update-time preconditions', async () => {
    const ref = h.db.doc('people/cy');
    const first = await ref.set({ v: 1 });
    const second = await ref.update({ v: 2 }, { lastUpdateTime: first.writeTime });
    // Firestore sends FAILED_PRECONDITION as HTTP 400, which admin 13 over REST reads as
    // INVALID_ARGUMENT; this package sends 412 so that admin reports FAILED_PRECONDITION.
    const stale = h.official ? INVALID_ARGUMENT : FAILED_PRECONDITION;
    expect(await codeOf(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime }))).toBe(stale);
    expect(await codeOf(ref.delete({ lastUpdateTime: first.writeTime }))).toBe(stale);
    expect((await ref.get()).get('v')).toBe(2);
    await ref.delete({ lastUpdateTime: second.writeTime });
    expect((await ref.get()).exists).toBe(false);
    expect(await codeOf(h.db.doc('people/none').delete({ exists: true }))).toBe(NOT_FOUND);
  });

  it('gives strictly increasing update times and keeps create times', async () => {
    const ref = h.db.doc('times/t');
    const a = await ref.set({ v: 1 });
    const b = await ref.set({ v: 2 });
    const c = await h.db.doc('times/u').set({ v: 1 });
    expect(b.writeTime.toMillis() * 1e6 + (b.writeTime.nanoseconds % 1e6)).toBeGreaterThan(
      a.writeTime.toMillis() * 1e6 + (a.writeTime.nanoseconds % 1e6),
    );
    expect(c.writeTime > b.writeTime).toBe(true);
    const snap = await ref.get();
    expect(snap.createTime?.isEqual(a.writeTime)).toBe(true);
    expect(snap.updateTime?.isEqual(b.writeTime)).toBe(true);
  });

  it('commits batches atomically', async () => {
    const batch = h.db.batch();
    batch.set(h.db.doc('batch/a'), { v: 1 });
    batch.update(h.db.doc('batch/missing'), { v: 2 });
    expect(await codeOf(batch.commit())).toBe(NOT_FOUND);
    expect((await h.db.doc('batch/a').get()).exists).toBe(false);
    const ok = h.db.batch();
    ok.set(h.db.doc('batch/a'), { v: 1 });
    ok.set(h.db.doc('batch/b'), { v: 2 });
    ok.delete(h.db.doc('batch/c'));
    const results = await ok.commit();
    expect(results).toHaveLength(3);
    expect(results[0]?.writeTime.isEqual(results[1]?.writeTime as Timestamp)).toBe(true);
    expect((await h.db.collection('batch').get()).size).toBe(2);
  });

  it('reads several documents at once, found and missing', async () => {
    await h.db.doc('many/a').set({ v: 'a' });
    await h.db.doc('many/c').set({ v: 'c' });
    const snaps = await h.db.getAll(h.db.doc('many/a'), h.db.doc('many/b'), h.db.doc('many/c'));
    expect(snaps.map((s) => (s.exists ? s.get('v') : null))).toEqual(['a', null, 'c']);
    const masked = await h.db.getAll(h.db.doc('many/a'), { fieldMask: [] });
    expect(masked[0]?.data()).toEqual({});
  });

  it('writes in bulk with BulkWriter', async () => {
    const writer = h.db.bulkWriter();
    for (let i = 0; i < 40; i++) void writer.set(h.db.doc(`bulk/d${i}`), { i });
    await writer.close();
    expect((await h.db.collection('bulk').count().get()).data().count).toBe(40);
  });
});
