import { describe, expect, it } from 'vitest';
import { adminForEachTest } from './admin-harness.js';

const h = adminForEachTest('admin-collections');

describe('firebase-admin collections and deletes', () => {
  it('lists collections at the root and under a document', async () => {
    await h.db.doc('users/u1').set({ a: 1 });
    await h.db.doc('lists/l1/items/i1').set({ a: 1 });
    await h.db.doc('users/u1/meals/m1').set({ a: 1 });
    await h.db.doc('users/u1/settings/s/deep/d').set({ a: 1 });
    expect((await h.db.listCollections()).map((c) => c.id).sort()).toEqual(['lists', 'users']);
    expect((await h.db.doc('users/u1').listCollections()).map((c) => c.id).sort()).toEqual([
      'meals',
      'settings',
    ]);
    expect(await h.db.doc('users/nobody').listCollections()).toEqual([]);
  });

  it('lists documents including missing parents of subcollections', async () => {
    await h.db.doc('lists/l1').set({ name: 'one' });
    await h.db.doc('lists/l2/items/i1').set({ a: 1 });
    await h.db.doc('lists/l3/members/m/extra/e').set({ a: 1 });
    const refs = await h.db.collection('lists').listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['l1', 'l2', 'l3']);
    const snaps = await h.db.getAll(...refs);
    expect(snaps.filter((s) => s.exists).map((s) => s.id)).toEqual(['l1']);
  });

  it('deletes a document and everything below it with recursiveDelete', async () => {
    await h.db.doc('lists/l1').set({ name: 'one' });
    await h.db.doc('lists/l1/items/i1').set({ a: 1 });
    await h.db.doc('lists/l1/items/i2').set({ a: 2 });
    await h.db.doc('lists/l1/members/m1/notes/n1').set({ a: 3 });
    await h.db.doc('lists/l2').set({ name: 'two' });
    await h.db.doc('lists/l2/items/i1').set({ a: 4 });
    await h.db.recursiveDelete(h.db.doc('lists/l1'));
    expect((await h.db.doc('lists/l1').get()).exists).toBe(false);
    expect((await h.db.collectionGroup('items').get()).docs.map((d) => d.ref.path)).toEqual([
      'lists/l2/items/i1',
    ]);
    expect((await h.db.collectionGroup('notes').get()).size).toBe(0);
    await h.db.recursiveDelete(h.db.collection('lists'));
    expect((await h.db.listCollections()).length).toBe(0);
  });

  it('clears the database through the emulator endpoint', async () => {
    await h.db.doc('a/b').set({ v: 1 });
    await h.db.doc('a/b/c/d').set({ v: 1 });
    await h.clear();
    expect((await h.db.doc('a/b').get()).exists).toBe(false);
    expect((await h.db.collectionGroup('c').get()).size).toBe(0);
    await h.db.doc('a/b').set({ v: 2 });
    expect((await h.db.doc('a/b').get()).get('v')).toBe(2);
  });
});
