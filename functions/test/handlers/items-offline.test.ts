// Item changes queued offline and replayed: opIds apply once, client item ids, last writer wins per field,
// delete wins, and ingredients added again increase their unticked line.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import type { CallContext, Deps } from '../../src/platform/deps.js';
import { rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { itemCalls } from '../support/item-calls.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedItem, seedList, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  for (const uid of ['alice', 'bob', 'carol']) await seedUser(db, uid);
  await seedList(db, 'L1', ['alice', 'bob']);
  await seedList(db, 'L2', ['alice']);
});

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Deps whose clock reads NOW + `offsetMs`. */
const at = (offsetMs = 0): Deps => makeDeps(fs.db, { clock: { now: () => new Date(NOW + offsetMs) } }).deps;

const item = (id: string) => fs.db.collection('shoppingItems').doc(id);
const data = async (id: string) => (await item(id).get()).data();
const updateTime = async (id: string) => (await item(id).get()).updateTime?.toMillis();
const names = async () =>
  (await fs.db.collection('shoppingItems').get()).docs.map((d) => d.get('name') as string).sort();

/** Every stored document, to show that a call wrote nothing. */
async function everything(db: Firestore) {
  const out: Record<string, unknown> = {};
  for (const c of ['shoppingItems', 'itemOps', 'shoppingLists', 'users']) {
    for (const doc of (await db.collection(c).get()).docs)
      out[`${c}/${doc.id}`] = { data: doc.data(), at: doc.updateTime.toMillis() };
  }
  return out;
}

/** Each attempt is refused as `expected`, and together they leave every document as it was. */
async function expectRefusedUnchanged(attempts: (() => Promise<unknown>)[], expected: object) {
  const before = await everything(fs.db);
  const errors = [];
  for (const attempt of attempts) {
    const e = await rejection(attempt());
    expect(e).toMatchObject(expected);
    errors.push(e);
  }
  expect(await everything(fs.db)).toEqual(before);
  return errors;
}

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

  test('"Milk (1 L)" and "Milk (0.5 L)" make "Milk (1.5 L)"; another unit or a ticked line gets its own line', async () => {
    expect(await add([milk(1)], bob)).toEqual({ added: 1, merged: 0 });
    expect(await add([milk(0.5), milk(0.25, 'l', ' milk ')], alice, 20_000)).toEqual({ added: 0, merged: 1 });
    expect(await names()).toEqual(['Milk (1.8 L)']);
    expect(await add([milk(200, 'ml')], alice, 40_000)).toEqual({ added: 1, merged: 0 });
    const line = (await fs.db.collection('shoppingItems').where('name', '==', 'Milk (1.8 L)').get()).docs[0];
    await updateItem({ itemId: String(line?.id), checked: true }, bob, at(50_000));
    expect(await add([milk(1)], bob, 60_000)).toEqual({ added: 1, merged: 0 });
    expect(await names()).toEqual(['Milk (1 L)', 'Milk (1.8 L)', 'Milk (200 ml)']);
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
