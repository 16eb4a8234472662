import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdmin } from './admin-harness.js';

let h: AdminHarness;
let db: Firestore;
beforeAll(async () => {
  h = await startAdmin('admin-collections');
  db = h.db;
});
beforeEach(async () => h.clear());
afterAll(async () => h?.close());

describe('firebase-admin collections and deletes', () => {
  it('lists collections at the root and under a document', async () => {
    await db.doc('users/u1').set({ a: 1 });
    await db.doc('lists/l1/items/i1').set({ a: 1 });
    await db.doc('users/u1/meals/m1').set({ a: 1 });
    await db.doc('users/u1/settings/s/deep/d').set({ a: 1 });
    expect((await db.listCollections()).map((c) => c.id).sort()).toEqual(['lists', 'users']);
    expect((await db.doc('users/u1').listCollections()).map((c) => c.id).sort()).toEqual([
      'meals',
      'settings',
    ]);
    expect(await db.doc('users/nobody').listCollections()).toEqual([]);
  });

  it('lists documents including missing parents of subcollections', async () => {
    await db.doc('lists/l1').set({ name: 'one' });
    await db.doc('lists/l2/items/i1').set({ a: 1 });
    await db.doc('lists/l3/members/m/extra/e').set({ a: 1 });
    const refs = await db.collection('lists').listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['l1', 'l2', 'l3']);
    const snaps = await db.getAll(...refs);
    expect(snaps.filter((s) => s.exists).map((s) => s.id)).toEqual(['l1']);
  });

  it('deletes a document and everything below it with recursiveDelete', async () => {
    await db.doc('lists/l1').set({ name: 'one' });
    await db.doc('lists/l1/items/i1').set({ a: 1 });
    await db.doc('lists/l1/items/i2').set({ a: 2 });
    await db.doc('lists/l1/members/m1/notes/n1').set({ a: 3 });
    await db.doc('lists/l2').set({ name: 'two' });
    await db.doc('lists/l2/items/i1').set({ a: 4 });
    await db.recursiveDelete(db.doc('lists/l1'));
    expect((await db.doc('lists/l1').get()).exists).toBe(false);
    expect((await db.collectionGroup('items').get()).docs.map((d) => d.ref.path)).toEqual([
      'lists/l2/items/i1',
    ]);
    expect((await db.collectionGroup('notes').get()).size).toBe(0);
    await db.recursiveDelete(db.collection('lists'));
    expect((await db.listCollections()).length).toBe(0);
  });

  it('clears the database through the emulator endpoint', async () => {
    await db.doc('a/b').set({ v: 1 });
    await db.doc('a/b/c/d').set({ v: 1 });
    await h.clear();
    expect((await db.doc('a/b').get()).exists).toBe(false);
    expect((await db.collectionGroup('c').get()).size).toBe(0);
    await db.doc('a/b').set({ v: 2 });
    expect((await db.doc('a/b').get()).get('v')).toBe(2);
  });
});
