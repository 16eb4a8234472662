import { describe, expect, test } from 'vitest';
import { rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { itemCalls } from '../support/item-calls.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedItem, seedList, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  for (const uid of ['alice', 'bob', 'carol']) await seedUser(db, uid);
  await seedList(db, 'L1', ['alice', 'bob']);
});

const item = (id: string) => fs.db.collection('shoppingItems').doc(id);

const { addItem, updateItem, deleteItem, clearChecked, addIngredients } = itemCalls(
  () => makeDeps(fs.db).deps,
);

describe('addItem', () => {
  test('adds an unchecked item to a list, and a personal item (listId null) owned by the caller', async () => {
    const { deps } = makeDeps(fs.db);
    const { itemId } = await addItem({ listId: 'L1', name: ' Milk ' }, bob, deps);
    expect((await item(itemId).get()).data()).toMatchObject({
      name: 'Milk',
      checked: false,
      checkedAt: null,
      userId: 'bob',
      shoppingListId: 'L1',
    });
    const personal = await addItem({ listId: null, name: 'Stamps' }, carol, deps);
    expect((await item(personal.itemId).get()).data()).toMatchObject({
      shoppingListId: null,
      userId: 'carol',
    });
  });

  test('non-members, blank, over-long and malformed input write nothing', async () => {
    const { deps } = makeDeps(fs.db);
    expect((await rejection(addItem({ listId: 'L1', name: 'x' }, carol, deps))).status).toBe(
      'permission-denied',
    );
    for (const input of [
      { listId: 'L1', name: '  ' },
      { listId: 'L1', name: 'x'.repeat(201) },
      { name: 'x' },
      { listId: 'L1', name: 'x', userId: 'alice' },
      { listId: '../users/alice', name: 'x' },
      { listId: 7, name: 'x' },
    ]) {
      expect((await rejection(addItem(input, alice, deps))).status).toBe('invalid-argument');
    }
    expect(await ids(fs.db, 'shoppingItems')).toEqual([]);
  });
});

describe('updateItem, deleteItem, clearCheckedItems', () => {
  test('checking sets checkedAt, unchecking clears it, renaming keeps the state', async () => {
    const { deps } = makeDeps(fs.db);
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await updateItem({ itemId: 'i1', checked: true }, bob, deps);
    expect((await item('i1').get()).get('checkedAt')).not.toBeNull();
    await updateItem({ itemId: 'i1', name: 'Oat milk' }, alice, deps);
    expect((await item('i1').get()).data()).toMatchObject({ name: 'Oat milk', checked: true });
    await updateItem({ itemId: 'i1', checked: false }, alice, deps);
    expect((await item('i1').get()).data()).toMatchObject({ checked: false, checkedAt: null });
  });

  test('other people’s items look missing and stay unchanged', async () => {
    const { deps } = makeDeps(fs.db);
    await seedItem(fs.db, 'shared', { shoppingListId: 'L1', userId: 'alice' });
    await seedItem(fs.db, 'mine', { shoppingListId: null, userId: 'alice' });
    for (const itemId of ['shared', 'mine']) {
      const e = await rejection(updateItem({ itemId, checked: true }, carol, deps));
      expect(e).toMatchObject({ status: 'not-found', details: { code: 'shopping.itemNotFound' } });
      expect((await rejection(deleteItem({ itemId }, carol, deps))).status).toBe('not-found');
    }
    expect((await rejection(updateItem({ itemId: 'mine', checked: true }, bob, deps))).status).toBe(
      'not-found',
    );
    expect(await ids(fs.db, 'shoppingItems')).toEqual(['mine', 'shared']);
    expect((await item('shared').get()).get('checked')).toBe(false);
  });

  test('an update with nothing to change is refused', async () => {
    const { deps } = makeDeps(fs.db);
    expect((await rejection(updateItem({ itemId: 'i1' }, alice, deps))).status).toBe('invalid-argument');
  });

  test('deleteItem removes a member’s item', async () => {
    const { deps } = makeDeps(fs.db);
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await deleteItem({ itemId: 'i1' }, bob, deps);
    expect(await ids(fs.db, 'shoppingItems')).toEqual([]);
  });

  test('clearCheckedItems removes only checked items of that list, or of the caller’s personal items', async () => {
    const { deps } = makeDeps(fs.db);
    await seedItem(fs.db, 'l-checked', { shoppingListId: 'L1', userId: 'alice', checked: true });
    await seedItem(fs.db, 'l-open', { shoppingListId: 'L1', userId: 'alice' });
    await seedItem(fs.db, 'p-checked', { shoppingListId: null, userId: 'alice', checked: true });
    await seedItem(fs.db, 'p-bob', { shoppingListId: null, userId: 'bob', checked: true });
    expect((await clearChecked({ listId: 'L1' }, bob, deps)).deleted).toBe(1);
    expect((await clearChecked({ listId: null }, alice, deps)).deleted).toBe(1);
    expect(await ids(fs.db, 'shoppingItems')).toEqual(['l-open', 'p-bob']);
    expect((await rejection(clearChecked({ listId: 'L1' }, carol, deps))).status).toBe('permission-denied');
  });
});

describe('addIngredientsToList', () => {
  const ingredients = [
    { item: 'Flour', amount: 150, unit: 'g' },
    { item: 'Milk', amount: 0.25, unit: 'L' },
    { item: 'Eggs', amount: 1, unit: 'pcs' },
    { item: 'Salt', amount: 0, unit: '' },
  ];

  test('scales by persons and names items "item (amount unit)"', async () => {
    const { deps } = makeDeps(fs.db);
    const { added } = await addIngredients({ listId: 'L1', persons: 3, ingredients }, bob, deps);
    expect(added).toBe(4);
    const names = (await fs.db.collection('shoppingItems').get()).docs.map((d) => d.get('name')).sort();
    expect(names).toEqual(['Eggs (3 pcs)', 'Flour (450 g)', 'Milk (0.8 L)', 'Salt']);
    const one = (await fs.db.collection('shoppingItems').get()).docs[0]?.data();
    expect(one).toMatchObject({ checked: false, checkedAt: null, userId: 'bob', shoppingListId: 'L1' });
  });

  test('counted things round up to whole numbers, spoons keep fractions, digits and words follow the language', async () => {
    await seedUser(fs.db, 'carol', { language: 'de' });
    const { deps } = makeDeps(fs.db);
    const recipe = [
      { item: 'Eier', amount: 0.75, unit: 'Stk.' },
      { item: 'Öl', amount: 0.1, unit: 'EL' },
      { item: 'Salz', amount: 0.02, unit: 'TL' },
      { item: 'Milch', amount: 0.25, unit: 'L' },
    ];
    await addIngredients({ listId: null, persons: 3, ingredients: recipe }, carol, deps);
    expect(await names()).toEqual(['Eier (3 Stk.)', 'Milch (0,8 L)', 'Salz (eine Prise)', 'Öl (1/3 EL)']);
  });

  test('a double click adds nothing twice', async () => {
    const { deps } = makeDeps(fs.db);
    const data = { listId: null, persons: 2, ingredients };
    await Promise.all([addIngredients(data, alice, deps), addIngredients(data, alice, deps)]);
    expect((await fs.db.collection('shoppingItems').get()).size).toBe(4);
  });

  /** Deps whose clock reads `iso`, so calls can be placed either side of a 10 s window edge. */
  const at = (iso: string) => makeDeps(fs.db, { clock: { now: () => new Date(iso) } }).deps;
  const names = async () =>
    (await fs.db.collection('shoppingItems').get()).docs.map((d) => d.get('name') as string).sort();
  const once = ['Eggs (2 pcs)', 'Flour (300 g)', 'Milk (0.5 L)', 'Salt'];

  test('two clicks 300 ms apart across a 10 s window edge add each ingredient once', async () => {
    const data = { listId: 'L1', persons: 2, ingredients };
    const first = await addIngredients(data, bob, at('2026-03-01T12:00:09.900Z'));
    const second = await addIngredients(data, bob, at('2026-03-01T12:00:10.200Z'));
    expect([first.added, second.added]).toEqual([4, 0]);
    expect(await names()).toEqual(once);
  });

  test('the same two clicks at once across the edge still add each ingredient once', async () => {
    const data = { listId: null, persons: 2, ingredients };
    await Promise.all([
      addIngredients(data, alice, at('2026-03-01T12:00:19.900Z')),
      addIngredients(data, alice, at('2026-03-01T12:00:20.200Z')),
    ]);
    expect(await names()).toEqual(once);
  });

  test('a repeat inside the window never resets a ticked item; a later, deliberate add adds again', async () => {
    const data = { listId: 'L1', persons: 2, ingredients };
    await addIngredients(data, bob, at('2026-03-01T12:00:01.000Z'));
    const flour = (await fs.db.collection('shoppingItems').where('name', '==', 'Flour (300 g)').get())
      .docs[0];
    await updateItem({ itemId: String(flour?.id), checked: true }, bob, at('2026-03-01T12:00:02.000Z'));
    await addIngredients(data, bob, at('2026-03-01T12:00:05.000Z'));
    await addIngredients(data, bob, at('2026-03-01T12:00:10.500Z'));
    expect((await item(String(flour?.id)).get()).get('checked')).toBe(true);
    expect(await names()).toEqual(once);
    // More than 10 s after the first add, the same ingredients are added again: the ticked flour gets a
    // new line, the unticked lines grow, salt (no amount) stays as it is.
    const later = await addIngredients(data, bob, at('2026-03-01T12:00:11.500Z'));
    expect(later).toEqual({ added: 1, merged: 2 });
    expect(await names()).toEqual(['Eggs (4 pcs)', 'Flour (300 g)', 'Flour (300 g)', 'Milk (1 L)', 'Salt']);
  });

  test('another member adding the same ingredients at the same moment increases the same lines', async () => {
    const data = { listId: 'L1', persons: 2, ingredients };
    await addIngredients(data, bob, at('2026-03-01T12:00:03.000Z'));
    const second = await addIngredients(data, alice, at('2026-03-01T12:00:03.100Z'));
    expect(second).toEqual({ added: 0, merged: 3 });
    expect(await names()).toEqual(['Eggs (4 pcs)', 'Flour (600 g)', 'Milk (1 L)', 'Salt']);
  });

  test.each([
    [{ listId: 'L1', persons: 0, ingredients }],
    [{ listId: 'L1', persons: 1.5, ingredients }],
    [{ listId: 'L1', persons: 1, ingredients: [] }],
    [{ listId: 'L1', persons: 1, ingredients: Array.from({ length: 101 }, () => ingredients[0]) }],
    [{ listId: 'L1', persons: 1, ingredients: [{ item: 'x', amount: -1, unit: 'g' }] }],
    [{ listId: 'L1', persons: 1, ingredients: [{ item: 'x', amount: '1', unit: 'g' }] }],
  ])('refuses %j', async (input) => {
    const { deps } = makeDeps(fs.db);
    expect((await rejection(addIngredients(input, alice, deps))).status).toBe('invalid-argument');
    expect(await ids(fs.db, 'shoppingItems')).toEqual([]);
  });

  test('a list holds at most 500 items', async () => {
    const { deps } = makeDeps(fs.db);
    const writer = fs.db.bulkWriter();
    for (let i = 0; i < 498; i++)
      writer.set(fs.db.collection('shoppingItems').doc(`x${i}`), { shoppingListId: 'L1', userId: 'alice' });
    await writer.close();
    const e = await rejection(addIngredients({ listId: 'L1', persons: 1, ingredients }, alice, deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      message: 'This shopping list is full',
      details: { code: 'shopping.tooManyItems' },
    });
    await addItem({ listId: 'L1', name: 'Bread' }, alice, deps);
    await addItem({ listId: 'L1', name: 'Jam' }, alice, deps);
    expect((await rejection(addItem({ listId: 'L1', name: 'Tea' }, alice, deps))).details.code).toBe(
      'shopping.tooManyItems',
    );
    // Personal items count separately.
    await addItem({ listId: null, name: 'Tea' }, alice, deps);
  });

  test('non-members cannot add to a list', async () => {
    const { deps } = makeDeps(fs.db);
    const e = await rejection(addIngredients({ listId: 'L1', persons: 1, ingredients }, carol, deps));
    expect(e.status).toBe('permission-denied');
  });
});
