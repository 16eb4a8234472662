// addPlanToList: a week's plans on one list, scaled by persons, merged by item and unit across recipes and
// into the list's unticked lines, pantry staples offered instead of added, and nothing added twice.
import { describe, expect, test } from 'vitest';
import { handleAddPlanToList } from '../../src/plans/add-plan-to-list.js';
import { handlePlanRecipe, handleUpdatePlan } from '../../src/plans/plan-handlers.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { seedItem, seedMeal, seedTwoLists } from '../support/seed.js';

const recipe = (user: string, title: string, servings: number, ingredients: object[]) => ({
  user_id: user,
  type: 'scanned_recipe',
  description: title,
  meal: title,
  title,
  calories: 500,
  protein: 20,
  carbs: 60,
  fat: 15,
  ingredients: [],
  recipeIngredients: ingredients,
  instructions: ['Cook.'],
  servings,
  timestamp: new Date(),
});

const fs = useLocalFirestore(async (db) => {
  await seedTwoLists(db, { bob: { language: 'de' } });
  // For 2: one onion, 100 g flour, salt and olive oil.
  await seedMeal(
    db,
    'soup',
    recipe('alice', 'Onion soup', 2, [
      { item: 'Onion', amount: 1, unit: 'pcs' },
      { item: 'Flour', amount: 100, unit: 'g' },
      { item: 'Milk', amount: 0.5, unit: 'l' },
      { item: 'Salt', amount: 0, unit: '' },
      { item: 'Olive oil', amount: 2, unit: 'tbsp' },
    ]),
  );
  // For 4: two onions, 0.5 kg flour, 250 ml milk, a cup of sugar.
  await seedMeal(
    db,
    'pie',
    recipe('bob', 'Onion pie', 4, [
      { item: 'onion', amount: 2, unit: 'pcs' },
      { item: 'Flour', amount: 0.5, unit: 'kg' },
      { item: 'Milk', amount: 250, unit: 'ml' },
      { item: 'Flour', amount: 1, unit: 'cup' },
      { item: 'Water', amount: 200, unit: 'ml' },
    ]),
  );
  await seedMeal(db, 'lone', recipe('carol', 'Carol’s bread', 1, [{ item: 'Yeast', amount: 7, unit: 'g' }]));
});

const deps = () => makeDeps(fs.db).deps;
const plan = (who: typeof alice, mealId: string, day: string, persons: number, listId?: string) =>
  call(
    'planRecipe',
    handlePlanRecipe,
    { mealId, day, slot: 'dinner', persons, ...(listId ? { listId } : {}) },
    who,
    deps(),
  );
const shop = (who = alice, input: object = {}) =>
  call(
    'addPlanToList',
    handleAddPlanToList,
    { from: '2026-03-02', to: '2026-03-08', listId: 'L1', ...input },
    who,
    deps(),
  );
const listNames = async (listId = 'L1') =>
  (await fs.db.collection('shoppingItems').where('shoppingListId', '==', listId).get()).docs
    .map((d) => d.get('name') as string)
    .sort();

describe('addPlanToList', () => {
  test('scales each plan by persons and merges by item and unit across recipes; staples are offered', async () => {
    // Alice's soup for 2 (as written), Bob's pie for 4 shared with L1 (as written).
    await plan(alice, 'soup', '2026-03-02', 2);
    await plan(bob, 'pie', '2026-03-04', 4, 'L1');
    const r = await shop();
    expect(await listNames()).toEqual(['Flour (1 cup)', 'Flour (600 g)', 'Milk (750 ml)', 'Onion (3 pcs)']);
    expect(r).toMatchObject({ added: 4, merged: 0, plans: 2 });
    expect(r.staples).toEqual(
      expect.arrayContaining([
        { item: 'Salt', amount: 0, unit: '' },
        { item: 'Olive oil', amount: 2, unit: 'tbsp' },
        { item: 'Water', amount: 200, unit: 'ml' },
      ]),
    );
    expect(r.staples).toHaveLength(3);
  });

  test('persons scale from the recipe’s servings: the soup for 4 is twice the soup for 2', async () => {
    await plan(alice, 'soup', '2026-03-03', 4);
    await shop();
    expect(await listNames()).toEqual(['Flour (200 g)', 'Milk (1 l)', 'Onion (2 pcs)']);
  });

  test('a second identical call adds nothing; more persons add only the difference', async () => {
    const { planId } = await plan(alice, 'soup', '2026-03-03', 2);
    await shop();
    const again = await shop();
    expect(again).toMatchObject({ added: 0, merged: 0, plans: 1 });
    expect(await listNames()).toEqual(['Flour (100 g)', 'Milk (0.5 l)', 'Onion (1 pcs)']);
    await call('updatePlan', handleUpdatePlan, { planId, persons: 6 }, alice, deps());
    const more = await shop();
    expect(more).toMatchObject({ added: 0, merged: 3 });
    expect(await listNames()).toEqual(['Flour (300 g)', 'Milk (1.5 l)', 'Onion (3 pcs)']);
  });

  test('merges into lines already unticked on the list; a ticked line is left alone', async () => {
    await seedItem(fs.db, 'open', {
      name: 'Onion (2 pcs)',
      shoppingListId: 'L1',
      userId: 'bob',
      ingredient: { item: 'onion', amount: 2, unit: 'pcs' },
    });
    await seedItem(fs.db, 'ticked', {
      name: 'Flour (1 kg)',
      shoppingListId: 'L1',
      userId: 'bob',
      checked: true,
      ingredient: { item: 'Flour', amount: 1, unit: 'kg' },
    });
    await plan(alice, 'soup', '2026-03-03', 2);
    const r = await shop();
    expect(r).toMatchObject({ added: 2, merged: 1 });
    // The line on the list keeps its spelling.
    expect(await listNames()).toEqual(['Flour (1 kg)', 'Flour (100 g)', 'Milk (0.5 l)', 'onion (3 pcs)']);
  });

  test('reads own plans and those shared with the caller’s lists, only within the days', async () => {
    await plan(alice, 'soup', '2026-03-01', 2); // before the week
    await plan(alice, 'soup', '2026-03-09', 2); // after it
    await plan(carol, 'lone', '2026-03-03', 1, 'L2'); // a list Alice is not in
    expect((await rejection(shop())).details.code).toBe('plan.nothingPlanned');
    await plan(alice, 'soup', '2026-03-08', 2);
    expect(await shop()).toMatchObject({ plans: 1 });
    expect(await listNames()).toEqual(['Flour (100 g)', 'Milk (0.5 l)', 'Onion (1 pcs)']);
  });

  test('a member who did not plan can shop the shared plans, in their own language', async () => {
    await plan(alice, 'soup', '2026-03-03', 3, 'L1');
    await shop(bob);
    expect(await listNames()).toEqual(['Flour (150 g)', 'Milk (0,8 l)', 'Onion (2 pcs)']);
  });

  test('the caller must be a member of the list; the range must be sane; nothing is written otherwise', async () => {
    await plan(alice, 'soup', '2026-03-03', 2);
    expect((await rejection(shop(alice, { listId: 'L2' }))).details.code).toBe('shopping.notMember');
    expect((await rejection(shop(carol))).details.code).toBe('shopping.notMember');
    expect((await rejection(shop(alice, { from: '2026-03-09' }))).details.code).toBe('plan.invalidRange');
    expect((await rejection(shop(alice, { to: '2026-04-08' }))).details.code).toBe('plan.invalidRange');
    expect((await rejection(shop(alice, { to: '2026-3-8' }))).details.code).toBe('plan.invalidDay');
    expect(await listNames()).toEqual([]);
  });

  test('the list’s item cap holds', async () => {
    for (let i = 0; i < 499; i++)
      await fs.db.collection('shoppingItems').add({
        name: `x${i}`,
        checked: true,
        checkedAt: null,
        userId: 'bob',
        shoppingListId: 'L1',
        createdAt: new Date(),
      });
    await plan(alice, 'soup', '2026-03-03', 2);
    expect((await rejection(shop())).details.code).toBe('shopping.tooManyItems');
    expect((await listNames()).filter((n) => !n.startsWith('x'))).toEqual([]);
  });
});
