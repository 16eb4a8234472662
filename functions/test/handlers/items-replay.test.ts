// Item changes sent again, as the offline outbox does after a lost answer or a reload: with its operation id
// (opId) each applies once, whichever call it is and however late; another user's same opId is another
// change, an opId reused for another kind of change is refused, and a refused change is not remembered.
import { describe, expect, test } from 'vitest';
import { rejection } from '../support/call.js';
import { alice, bob, carol } from '../support/fake-deps.js';
import { itemCalls } from '../support/item-calls.js';
import { DAY, MINUTE, NOW, useOfflineItems } from '../support/items-offline.js';
import { ids, seedItem } from '../support/seed.js';

const { fs, at, data, names, expectRefusedUnchanged } = useOfflineItems();
const { addItem, updateItem, deleteItem, clearChecked, addIngredients } = itemCalls(() => at());

describe('opId: a change sent again is applied once', () => {
  test('a repeated addItem answers the first item id and adds nothing; the record expires after 30 days', async () => {
    const first = await addItem({ listId: 'L1', name: 'Milk', opId: 'op-add-0001' }, bob);
    const again = await addItem({ listId: 'L1', name: 'Milk', opId: 'op-add-0001' }, bob, at(5 * MINUTE));
    expect(again).toEqual(first);
    expect(await names()).toEqual(['Milk']);
    const ops = (await fs.db.collection('itemOps').get()).docs;
    expect(ops).toHaveLength(1);
    const op = ops[0];
    // The record names neither the user nor the opId; it keeps the answer and an expiry for a TTL policy.
    expect(op?.id).not.toContain('bob');
    expect(op?.id).not.toContain('op-add-0001');
    expect(JSON.stringify(op?.data())).not.toContain('bob');
    expect(op?.get('result')).toEqual(first);
    expect(op?.get('expiresAt').toMillis()).toBe(NOW + 30 * DAY);
  });

  test('two copies sent at the same moment apply once and get the same answer', async () => {
    const input = { listId: null, name: 'Stamps', opId: 'race-add-0001' };
    const [a, b] = await Promise.all([addItem(input, carol), addItem(input, carol)]);
    expect(a).toEqual(b);
    expect(await ids(fs.db, 'shoppingItems')).toEqual([a.itemId]);

    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await seedItem(fs.db, 'i2', { shoppingListId: 'L1', userId: 'alice', checked: true });
    const clear = { listId: 'L1', opId: 'race-clear-01' };
    const answers = await Promise.all([clearChecked(clear, bob), clearChecked(clear, bob)]);
    expect(answers).toEqual([{ deleted: 1 }, { deleted: 1 }]);
    expect((await fs.db.collection('itemOps').get()).size).toBe(2);
  });

  test('two copies of an ingredients add at the same moment add each line once', async () => {
    await seedItem(fs.db, 'milk', {
      name: 'Milk (1 L)',
      shoppingListId: 'L1',
      userId: 'alice',
      ingredient: { item: 'Milk', amount: 1, unit: 'L' },
    });
    const input = {
      listId: 'L1',
      persons: 1,
      ingredients: [
        { item: 'Milk', amount: 0.5, unit: 'L' },
        { item: 'Oats', amount: 60, unit: 'g' },
      ],
      opId: 'race-ingr-001',
    };
    const answers = await Promise.all([addIngredients(input, bob), addIngredients(input, bob)]);
    expect(answers).toEqual([
      { added: 1, merged: 1 },
      { added: 1, merged: 1 },
    ]);
    expect(await names()).toEqual(['Milk (1.5 L)', 'Oats (60 g)']);
  });

  test('a replay long after the double-click window still adds nothing', async () => {
    const input = { listId: null, persons: 2, ingredients: [{ item: 'Rice', amount: 75, unit: 'g' }] };
    const first = await addIngredients({ ...input, opId: 'ingr-op-0001' }, alice);
    const replay = await addIngredients({ ...input, opId: 'ingr-op-0001' }, alice, at(DAY));
    expect(replay).toEqual(first);
    expect(await names()).toEqual(['Rice (150 g)']);
    // The same ingredients sent as a new change a day later are a new add.
    expect(await addIngredients({ ...input, opId: 'ingr-op-0002' }, alice, at(DAY))).toEqual({
      added: 0,
      merged: 1,
    });
    expect(await names()).toEqual(['Rice (300 g)']);
  });

  test('a repeated delete succeeds again; without an opId the repeat is not-found', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await seedItem(fs.db, 'i2', { shoppingListId: 'L1', userId: 'alice' });
    expect(await deleteItem({ itemId: 'i1', opId: 'del-op-0001' }, bob)).toEqual({});
    expect(await deleteItem({ itemId: 'i1', opId: 'del-op-0001' }, bob)).toEqual({});
    await deleteItem({ itemId: 'i2' }, bob);
    const e = await rejection(deleteItem({ itemId: 'i2' }, bob));
    expect(e).toMatchObject({ status: 'not-found', details: { code: 'shopping.itemNotFound' } });
    expect(await ids(fs.db, 'shoppingItems')).toEqual([]);
  });

  test('a replayed "clear checked" deletes only what it deleted the first time', async () => {
    await seedItem(fs.db, 'done', { shoppingListId: 'L1', userId: 'alice', checked: true });
    await seedItem(fs.db, 'open', { shoppingListId: 'L1', userId: 'alice' });
    expect(await clearChecked({ listId: 'L1', opId: 'clear-op-01' }, alice)).toEqual({ deleted: 1 });
    await updateItem({ itemId: 'open', checked: true }, bob);
    expect(await clearChecked({ listId: 'L1', opId: 'clear-op-01' }, alice)).toEqual({ deleted: 1 });
    expect(await ids(fs.db, 'shoppingItems')).toEqual(['open']);
  });

  test('a replayed update is applied once: a later change in between is not undone', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await updateItem({ itemId: 'i1', checked: true, opId: 'upd-op-0001' }, alice);
    await updateItem({ itemId: 'i1', checked: false }, bob, at(MINUTE));
    await updateItem({ itemId: 'i1', checked: true, opId: 'upd-op-0001' }, alice, at(2 * MINUTE));
    expect(await data('i1')).toMatchObject({ checked: false, checkedAt: null });
  });

  test('the same opId of another user is another change', async () => {
    const a = await addItem({ listId: 'L1', name: 'Bread', opId: 'shared-op-01' }, alice);
    const b = await addItem({ listId: 'L1', name: 'Jam', opId: 'shared-op-01' }, bob);
    expect(a.itemId).not.toBe(b.itemId);
    expect(await names()).toEqual(['Bread', 'Jam']);
  });

  test('an opId used for another kind of change is refused and nothing is written', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await addItem({ listId: 'L1', name: 'Bread', opId: 'mixed-op-01' }, alice);
    await expectRefusedUnchanged([() => deleteItem({ itemId: 'i1', opId: 'mixed-op-01' }, alice)], {
      status: 'invalid-argument',
      message: 'This change id was already used for a different change',
      details: { code: 'common.opIdReused' },
    });
  });

  test('a refused change is not remembered: sent again once possible, it applies', async () => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L2', userId: 'alice' });
    const input = { itemId: 'i1', name: 'Tea', opId: 'later-op-01' };
    expect((await rejection(updateItem(input, bob))).status).toBe('not-found');
    expect(await ids(fs.db, 'itemOps')).toEqual([]);
    await fs.db
      .collection('shoppingLists')
      .doc('L2')
      .update({ memberIds: ['alice', 'bob'] });
    await updateItem(input, bob);
    expect((await data('i1'))?.name).toBe('Tea');
  });

  test.each([
    ['too short', 'abc1234'],
    ['too long', 'x'.repeat(65)],
    ['a slash', 'op/../../x1'],
    ['a space', 'op id 0001'],
    ['a number', 12345678],
    ['null', null],
  ])('a malformed opId (%s) is refused naming the field, nothing written', async (_label, opId) => {
    await seedItem(fs.db, 'i1', { shoppingListId: 'L1', userId: 'alice' });
    await expectRefusedUnchanged(
      [
        () => addItem({ listId: 'L1', name: 'Milk', opId }, alice),
        () => updateItem({ itemId: 'i1', checked: true, opId }, alice),
        () => deleteItem({ itemId: 'i1', opId }, alice),
        () => clearChecked({ listId: 'L1', opId }, alice),
        () =>
          addIngredients(
            { listId: 'L1', persons: 1, ingredients: [{ item: 'Oats', amount: 1, unit: 'g' }], opId },
            alice,
          ),
      ],
      { status: 'invalid-argument', details: { code: 'common.invalidInput', field: 'opId' } },
    );
  });
});
