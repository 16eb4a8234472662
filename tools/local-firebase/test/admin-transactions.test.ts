import { describe, expect, it } from 'vitest';
import { adminForEachTest } from './admin-harness.js';

const h = adminForEachTest('admin-transactions');

describe('firebase-admin transactions', () => {
  it('never loses an update when two clients increment one counter concurrently', async () => {
    const counter = h.db.doc('counters/shared');
    await counter.set({ n: 0 });
    const increments = async (times: number) => {
      for (let i = 0; i < times; i++) {
        await h.db.runTransaction(async (tx) => {
          const snap = await tx.get(counter);
          tx.update(counter, { n: (snap.get('n') as number) + 1 });
        });
      }
    };
    await Promise.all([increments(15), increments(15)]);
    expect((await counter.get()).get('n')).toBe(30);
  });

  it('reads through queries and writes several documents at once', async () => {
    await h.db.doc('accounts/a').set({ balance: 100, owner: 'x' });
    await h.db.doc('accounts/b').set({ balance: 5, owner: 'x' });
    const total = await h.db.runTransaction(async (tx) => {
      const owned = await tx.get(h.db.collection('accounts').where('owner', '==', 'x'));
      const sum = owned.docs.reduce((s, d) => s + (d.get('balance') as number), 0);
      tx.update(h.db.doc('accounts/a'), { balance: 50 });
      tx.update(h.db.doc('accounts/b'), { balance: 55 });
      tx.set(h.db.doc('accounts/log'), { moved: 50 });
      return sum;
    });
    expect(total).toBe(105);
    const after = await h.db.getAll(h.db.doc('accounts/a'), h.db.doc('accounts/b'), h.db.doc('accounts/log'));
    expect(after.map((s) => s.data())).toEqual([
      { balance: 50, owner: 'x' },
      { balance: 55, owner: 'x' },
      { moved: 50 },
    ]);
  });

  it('writes nothing when the transaction function fails', async () => {
    const ref = h.db.doc('tx/rollback');
    await ref.set({ v: 1 });
    await expect(
      h.db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.set(ref, { v: 2 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).get('v')).toBe(1);
  });

  it('runs read-only transactions', async () => {
    await h.db.doc('ro/a').set({ v: 1 });
    const v = await h.db.runTransaction(async (tx) => (await tx.get(h.db.doc('ro/a'))).get('v'), {
      readOnly: true,
    });
    expect(v).toBe(1);
    const count = await h.db.runTransaction(
      async (tx) => (await tx.get(h.db.collection('ro').count())).data().count,
      {
        readOnly: true,
      },
    );
    expect(count).toBe(1);
  });

  it('creates documents inside a transaction only if they are missing', async () => {
    const ref = h.db.doc('tx/created');
    const created = await h.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) tx.create(ref, { first: true });
      return !snap.exists;
    });
    expect(created).toBe(true);
    expect((await ref.get()).data()).toEqual({ first: true });
  });
});
