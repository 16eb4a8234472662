// Item changes queued offline and replayed: client item ids, last writer wins per field, delete wins, and
// ingredients added again increase their unticked line. (A change sent twice: items-replay.test.ts.)
import { describe, expect, test } from 'vitest';
import type { CallContext } from '../../src/platform/deps.js';
import { rejection } from '../support/call.js';
import { alice, bob, carol } from '../support/fake-deps.js';
import { itemCalls } from '../support/item-calls.js';
import { DAY, MINUTE, NOW, useOfflineItems } from '../support/items-offline.js';
import { ids, seedItem, seedUser } from '../support/seed.js';

const { fs, at, data, updateTime, names, expectRefusedUnchanged } = useOfflineItems();
const { addItem, updateItem, deleteItem, addIngredients } = itemCalls(() => at());

describe('addItem with a client item id', () => {
  test('creates the item under that id; a repeat (other or no opId) creates nothing second', async () => {
    const input = { listId: 'L1', name: 'Milk', itemId: 'clientItem0001' };
    expect(await addItem({ ...input, opId: 'first-op-01' }, bob)).toEqual({ itemId: 'clientItem0001' });
    await updateItem({ itemId: 'clientItem0001', checked: true }, alice);
    expect(await addItem({ ...input, opId: 'second-op-1' }, bob)).toEqual({ itemId: 'clientItem0001' });
    expect(await addItem(input, bob)).toEqual({ itemId: 'clientItem0001' });
    expect(await ids(fs.db, 'shoppingItems')).toEqual(['clientItem0001']);
    expect(await data('clientItem0001')).toMatchObject({ name: 'Milk', checked: true, userId: 'bob' });
  });

  test('two sends of the same new item at once make one item', async () => {
    const input = { listId: null, name: 'Stamps', itemId: 'clientItem0002' };
    const answers = await Promise.all([
      addItem({ ...input, opId: 'tab-one-op1' }, alice),
      addItem({ ...input, opId: 'tab-two-op1' }, alice),
    ]);
    expect(answers).toEqual([{ itemId: 'clientItem0002' }, { itemId: 'clientItem0002' }]);
    expect(await names()).toEqual(['Stamps']);
  });

  test('an id in use by another user or on another list is refused, the item untouched', async () => {
    await seedItem(fs.db, 'bobsOwn', { shoppingListId: null, userId: 'bob', name: 'Secret' });
    await seedItem(fs.db, 'onL2', { shoppingListId: 'L2', userId: 'alice', name: 'Soap' });
    await seedItem(fs.db, 'bobOnL1', { shoppingListId: 'L1', userId: 'bob', name: 'Jam' });
    const attempts = [
      [null, 'bobsOwn'],
      ['L1', 'bobsOwn'],
      ['L1', 'onL2'],
      [null, 'onL2'],
      ['L1', 'bobOnL1'],
    ].map(
      ([listId, itemId]) =>
        () =>
          addItem({ listId, name: 'Mine', itemId, opId: 'steal-op-01' }, alice),
    );
    const errors = await expectRefusedUnchanged(attempts, {
      status: 'already-exists',
      message: 'This item id is already in use',
      details: { code: 'common.itemIdTaken' },
    });
    for (const e of errors) expect(JSON.stringify(e)).not.toMatch(/Secret|Soap|Jam/);
  });

  test.each([['__proto__'], ['a/b'], ['x'.repeat(129)], [''], [7]])(
    'a malformed item id %j is refused',
    async (itemId) => {
      const e = await rejection(addItem({ listId: 'L1', name: 'Milk', itemId }, alice));
      expect(e).toMatchObject({ status: 'invalid-argument', details: { field: 'itemId' } });
      expect(await ids(fs.db, 'shoppingItems')).toEqual([]);
    },
  );

  test('a non-member cannot create an item on a list with a client id', async () => {
    const e = await rejection(addItem({ listId: 'L1', name: 'Spam', itemId: 'carolsItem1' }, carol));
    expect(e.status).toBe('permission-denied');
    expect(await ids(fs.db, 'shoppingItems')).toEqual([]);
  });
});

describe('updateItem: last writer wins per field, by the time of the change', () => {
  test('a stale offline untick does not undo a later tick by a housemate', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    // Bob ticks online at 12:00; Alice unticked at 11:50 in the shop, offline, and is back at 12:05.
    await updateItem({ itemId: 'i1', checked: true }, bob);
    const ticked = await data('i1');
    expect(ticked?.checkedAt.toMillis()).toBe(NOW);
    const written = await updateTime('i1');
    expect(
      await updateItem({ itemId: 'i1', checked: false, changedAt: NOW - 10 * MINUTE }, alice, at(5 * MINUTE)),
    ).toEqual({});
    expect(await data('i1')).toEqual(ticked);
    expect(await updateTime('i1')).toBe(written);
    // A later untick wins.
    await updateItem({ itemId: 'i1', checked: false, changedAt: NOW + MINUTE }, alice, at(5 * MINUTE));
    expect(await data('i1')).toMatchObject({ checked: false, checkedAt: null });
  });

  test('ticking records the time the user ticked; name and tick are judged separately', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await updateItem({ itemId: 'i1', checked: true, changedAt: NOW - 20 * MINUTE }, alice);
    expect((await data('i1'))?.checkedAt.toMillis()).toBe(NOW - 20 * MINUTE);
    await updateItem({ itemId: 'i1', name: 'Oat milk' }, bob);
    // Older than the rename, newer than the tick: only the untick applies.
    await updateItem({ itemId: 'i1', name: 'Milk', checked: false, changedAt: NOW - 10 * MINUTE }, alice);
    expect(await data('i1')).toMatchObject({ name: 'Oat milk', checked: false, checkedAt: null });
  });

  test('two offline changes replayed out of order end with the later one', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await updateItem({ itemId: 'i1', name: 'Bread (2)', changedAt: NOW - 2 * MINUTE }, bob);
    await updateItem({ itemId: 'i1', name: 'Bread (1)', changedAt: NOW - 3 * MINUTE }, alice);
    expect((await data('i1'))?.name).toBe('Bread (2)');
  });

  test.each([
    ['more than 30 days ago', NOW - 30 * DAY - 1],
    ['more than 5 minutes ahead', NOW + 5 * MINUTE + 1],
    ['at 1970', 0],
  ])('a change time %s is refused and nothing is written', async (_label, changedAt) => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await expectRefusedUnchanged(
      [() => updateItem({ itemId: 'i1', checked: true, changedAt, opId: 'time-op-001' }, alice)],
      {
        status: 'invalid-argument',
        message: "The time of this change is not plausible. Please check your device's date and time.",
        details: { code: 'common.changedAtOutOfRange' },
      },
    );
  });

  test('the edges of the window are accepted', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await updateItem({ itemId: 'i1', checked: true, changedAt: NOW - 30 * DAY }, alice);
    await updateItem({ itemId: 'i1', checked: false, changedAt: NOW + 5 * MINUTE }, alice);
    expect((await data('i1'))?.checked).toBe(false);
  });

  test.each([[1.5], ['1767225600000'], [-1], [Number.MAX_SAFE_INTEGER + 2]])(
    'a malformed change time %j is refused naming the field',
    async (changedAt) => {
      await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
      const e = await rejection(updateItem({ itemId: 'i1', checked: true, changedAt }, alice));
      expect(e).toMatchObject({ status: 'invalid-argument', details: { field: 'changedAt' } });
      expect((await data('i1'))?.checked).toBe(false);
    },
  );
});

describe('delete wins over queued edits', () => {
  test('an update or delete of a deleted item is not-found and recreates nothing', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await deleteItem({ itemId: 'i1', opId: 'del-first-1' }, bob);
    await expectRefusedUnchanged(
      [
        () =>
          updateItem({ itemId: 'i1', checked: true, changedAt: NOW + MINUTE, opId: 'edit-late-1' }, alice),
        () => updateItem({ itemId: 'i1', name: 'Again' }, alice),
        () => deleteItem({ itemId: 'i1', opId: 'del-other-1' }, alice),
      ],
      { status: 'not-found', message: 'Item not found', details: { code: 'shopping.itemNotFound' } },
    );
  });
});

describe('addIngredientsToList adds to an unticked line of the same ingredient and unit', () => {
  const milk = (amount: number, unit = 'L', item = 'Milk') => ({ item, amount, unit });
  const add = (ingredients: unknown[], ctx: CallContext, offsetMs = 0, listId: string | null = 'L1') =>
    addIngredients({ listId, persons: 1, ingredients }, ctx, at(offsetMs));

  test('"Milk (1 L)" and "Milk (0.5 L)" make "Milk (1.5 L)"; another unit of volume adds up; a ticked line or another kind of unit gets its own line', async () => {
    expect(await add([milk(1)], bob)).toEqual({ added: 1, merged: 0 });
    expect(await add([milk(0.5), milk(0.25, 'l', ' milk ')], alice, 20_000)).toEqual({ added: 0, merged: 1 });
    expect(await names()).toEqual(['Milk (1.8 L)']);
    expect(await add([milk(200, 'ml')], alice, 40_000)).toEqual({ added: 0, merged: 1 });
    expect(await names()).toEqual(['Milk (2 L)']);
    const line = (await fs.db.collection('shoppingItems').where('name', '==', 'Milk (2 L)').get()).docs[0];
    await updateItem({ itemId: String(line?.id), checked: true }, bob, at(50_000));
    expect(await add([milk(1)], bob, 60_000)).toEqual({ added: 1, merged: 0 });
    expect(await add([milk(1, 'cup')], bob, 80_000)).toEqual({ added: 1, merged: 0 });
    expect(await names()).toEqual(['Milk (1 L)', 'Milk (1 cup)', 'Milk (2 L)']);
  });

  test('the merged amount is written in the adding user’s language', async () => {
    await seedUser(fs.db, 'alice', { language: 'de', shoppingLists: ['L1', 'L2'] });
    await add([milk(1, 'L', 'Milch')], bob);
    await add([milk(0.5, 'L', 'Milch')], alice, 20_000);
    expect(await names()).toEqual(['Milch (1,5 L)']);
  });

  test('the same ingredient twice in one call makes one line with the sum', async () => {
    expect(await add([milk(100, 'g', 'Butter'), milk(50, 'g', 'butter')], bob)).toEqual({
      added: 1,
      merged: 0,
    });
    expect(await names()).toEqual(['Butter (150 g)']);
  });

  test('items typed by hand and renamed lines are left alone', async () => {
    await addItem({ listId: 'L1', name: 'Milk (1 L)' }, bob);
    await add([milk(2, 'L', 'Oats')], bob);
    const oats = (await fs.db.collection('shoppingItems').where('name', '==', 'Oats (2 L)').get()).docs[0];
    await updateItem({ itemId: String(oats?.id), name: 'Rolled oats (2 L)' }, bob);
    expect(await add([milk(1), milk(2, 'L', 'Oats')], alice, 20_000)).toEqual({ added: 2, merged: 0 });
    expect(await names()).toEqual(['Milk (1 L)', 'Milk (1 L)', 'Oats (2 L)', 'Rolled oats (2 L)']);
  });

  test('a double click adds nothing to the line it increased', async () => {
    await add([milk(1)], bob);
    await add([milk(0.5)], alice, 20_000);
    await add([milk(0.5)], alice, 20_300);
    expect(await names()).toEqual(['Milk (1.5 L)']);
  });

  test('two members adding to the same line at the same moment both count', async () => {
    await add([milk(1)], bob);
    const answers = await Promise.all([add([milk(0.5)], alice, 20_000), add([milk(0.25)], bob, 20_000)]);
    expect(answers).toEqual([
      { added: 0, merged: 1 },
      { added: 0, merged: 1 },
    ]);
    expect(await names()).toEqual(['Milk (1.8 L)']);
    const stored = (await fs.db.collection('shoppingItems').get()).docs[0]?.get('ingredient');
    expect(stored).toEqual({ item: 'Milk', amount: 1.75, unit: 'L' });
  });

  test('personal items merge with the caller’s own personal lines only', async () => {
    await add([milk(1)], bob, 0, null);
    await add([milk(1)], alice, 0, null);
    await add([milk(0.5)], alice, 20_000, null);
    const personal = (await fs.db.collection('shoppingItems').get()).docs
      .map((d) => `${d.get('userId')}: ${d.get('name')}`)
      .sort();
    expect(personal).toEqual(['alice: Milk (1.5 L)', 'bob: Milk (1 L)']);
  });
});
