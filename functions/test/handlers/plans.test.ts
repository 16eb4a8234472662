// The meal plan: a recipe the caller can read put on a day and slot for a number of persons, shared with a
// list's members, moved and removed by its owner only, logged as eaten in one tap.
import { describe, expect, test } from 'vitest';
import { handleDeleteAccount } from '../../src/account/delete-account.js';
import { handleExportData } from '../../src/account/export-data.js';
import { handleDeleteList } from '../../src/lists/delete-list.js';
import { handleLeaveList } from '../../src/lists/leave-list.js';
import { handleLogPlanned } from '../../src/plans/log-planned.js';
import { handlePlanRecipe, handleUnplanRecipe, handleUpdatePlan } from '../../src/plans/plan-handlers.js';
import { handleShareRecipe } from '../../src/recipes/share-recipe.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedMeal, seedTwoLists, tomatoPastaRecipe } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedTwoLists(db);
  await seedMeal(db, 'pasta', tomatoPastaRecipe());
  await seedMeal(db, 'bobs', { ...tomatoPastaRecipe(), user_id: 'bob', title: 'Bob’s pasta' });
  await seedMeal(db, 'apple', {
    user_id: 'alice',
    type: 'nutrition',
    description: 'Apple',
    timestamp: new Date(),
  });
});

const deps = () => makeDeps(fs.db).deps;
const plan = (input: object, who = alice) =>
  call(
    'planRecipe',
    handlePlanRecipe,
    { mealId: 'pasta', day: '2026-03-02', slot: 'dinner', persons: 2, ...input },
    who,
    deps(),
  );
const update = (input: object, who = alice) => call('updatePlan', handleUpdatePlan, input, who, deps());
const unplan = (planId: string, who = alice) =>
  call('unplanRecipe', handleUnplanRecipe, { planId }, who, deps());
const stored = async (planId: string) => (await fs.db.collection('mealPlans').doc(planId).get()).data();

describe('planRecipe', () => {
  test('keeps what members need to show and shop the plan: title, servings, ingredients, a portion’s figures', async () => {
    const { planId } = await plan({ listId: 'L1' });
    expect(await stored(planId)).toMatchObject({
      userId: 'alice',
      mealId: 'pasta',
      listId: 'L1',
      day: '2026-03-02',
      slot: 'dinner',
      persons: 2,
      title: 'Tomato pasta',
      servings: 1,
      ingredients: tomatoPastaRecipe().recipeIngredients,
      calories: 600,
      protein: 20,
    });
  });

  test('without a list the plan is the owner’s alone (listId null)', async () => {
    const { planId } = await plan({});
    expect((await stored(planId))?.listId).toBeNull();
  });

  test('a recipe shared with a list the caller is in can be planned; someone else’s unshared one cannot', async () => {
    expect(await rejection(plan({ mealId: 'bobs' }))).toMatchObject({ status: 'not-found' });
    await call('shareRecipe', handleShareRecipe, { mealId: 'bobs', listId: 'L1' }, bob, deps());
    const { planId } = await plan({ mealId: 'bobs' });
    expect(await stored(planId)).toMatchObject({ userId: 'alice', mealId: 'bobs', title: 'Bob’s pasta' });
    // Carol is not in L1.
    expect(await rejection(plan({ mealId: 'bobs' }, carol))).toMatchObject({ status: 'not-found' });
  });

  test('a meal that is not a recipe is refused', async () => {
    expect(await rejection(plan({ mealId: 'apple' }))).toMatchObject({
      details: { code: 'history.notARecipe' },
    });
  });

  test('sharing with a list the caller is not in is refused', async () => {
    expect(await rejection(plan({ listId: 'L2' }))).toMatchObject({
      details: { code: 'shopping.notMember' },
    });
    expect(await rejection(plan({ listId: 'nope' }))).toMatchObject({
      details: { code: 'shopping.listNotFound' },
    });
    expect(await ids(fs.db, 'mealPlans')).toEqual([]);
  });

  test.each([
    [{ day: '1999-12-31' }, 'plan.invalidDay'],
    [{ day: '2026-02-30' }, 'plan.invalidDay'],
    [{ day: '2027-03-03' }, 'plan.invalidDay'],
    [{ day: 'monday' }, 'plan.invalidDay'],
    [{ slot: 'brunch' }, 'plan.invalidSlot'],
    [{ persons: 0 }, 'plan.invalidPersons'],
    [{ persons: 101 }, 'plan.invalidPersons'],
    [{ persons: 1.5 }, 'plan.invalidPersons'],
  ])('bad input %j is refused with %s and nothing is written', async (input, code) => {
    const error = await rejection(plan(input));
    expect(error).toMatchObject({ status: 'invalid-argument', details: { code } });
    expect(await ids(fs.db, 'mealPlans')).toEqual([]);
  });

  test('a year ahead is still a day to plan; the first plans of 2000 too', async () => {
    await plan({ day: '2027-03-01' });
    await plan({ day: '2000-01-01' });
    expect(await ids(fs.db, 'mealPlans')).toHaveLength(2);
  });

  test('a day holds at most 20 plans', async () => {
    for (let i = 0; i < 20; i++) await plan({});
    expect(await rejection(plan({}))).toMatchObject({
      status: 'resource-exhausted',
      details: { code: 'plan.tooManyPlans' },
    });
    await plan({ day: '2026-03-03' });
  });

  test('each plan counts against the daily meal-write cap', async () => {
    const capped = makeDeps(fs.db, {}).deps;
    capped.config = { ...capped.config, mealWritesDailyQuota: 2 };
    const input = { mealId: 'pasta', day: '2026-03-02', slot: 'dinner', persons: 2 };
    await call('planRecipe', handlePlanRecipe, input, alice, capped);
    await call('planRecipe', handlePlanRecipe, input, alice, capped);
    const error = await rejection(call('planRecipe', handlePlanRecipe, input, alice, capped));
    expect(error.details.code).toBe('history.tooManyMealWrites');
    expect(await ids(fs.db, 'mealPlans')).toHaveLength(2);
  });
});

describe('updatePlan and unplanRecipe', () => {
  test('the owner moves a plan and changes its persons', async () => {
    const { planId } = await plan({ listId: 'L1' });
    await update({ planId, day: '2026-03-05', slot: 'lunch' });
    await update({ planId, persons: 4 });
    expect(await stored(planId)).toMatchObject({ day: '2026-03-05', slot: 'lunch', persons: 4 });
  });

  test('a list member sees the plan but may not move or remove it; an outsider does not see it', async () => {
    const { planId } = await plan({ listId: 'L1' });
    expect(await rejection(update({ planId, persons: 3 }, bob))).toMatchObject({
      status: 'permission-denied',
      details: { code: 'plan.notOwner' },
    });
    expect(await rejection(unplan(planId, bob))).toMatchObject({ details: { code: 'plan.notOwner' } });
    expect(await rejection(unplan(planId, carol))).toMatchObject({ details: { code: 'plan.notFound' } });
    expect(await stored(planId)).toMatchObject({ persons: 2 });
  });

  test('bad changes are refused and nothing changes', async () => {
    const { planId } = await plan({});
    expect((await rejection(update({ planId }))).details.code).toBe('plan.nothingToChange');
    expect((await rejection(update({ planId, day: '2031-01-01' }))).details.code).toBe('plan.invalidDay');
    expect((await rejection(update({ planId, persons: -1 }))).details.code).toBe('plan.invalidPersons');
    expect((await rejection(update({ planId: 'missing', persons: 1 }))).details.code).toBe('plan.notFound');
    expect(await stored(planId)).toMatchObject({ day: '2026-03-02', persons: 2 });
  });

  test('the owner removes a plan', async () => {
    const { planId } = await plan({});
    await unplan(planId);
    expect(await ids(fs.db, 'mealPlans')).toEqual([]);
    expect((await rejection(unplan(planId))).details.code).toBe('plan.notFound');
  });
});

describe('logPlanned', () => {
  const log = (input: object, who = alice) =>
    call('logPlanned', handleLogPlanned, { timeZone: 'Europe/Copenhagen', ...input }, who, deps());

  test('logs one portion of the plan on its day and slot, from the plan’s copy of the recipe', async () => {
    const { planId } = await plan({ day: '2026-03-01', listId: 'L1' });
    // Bob never had the recipe shared with him: the plan's copy is enough.
    const r = await log({ planId }, bob);
    expect(r).toMatchObject({ day: '2026-03-01', slot: 'dinner' });
    expect(r.nutrition).toMatchObject({ calories: 600, protein: 20 });
    const entry = (await fs.db.collection('meals').doc(r.mealId).get()).data();
    expect(entry).toMatchObject({
      user_id: 'bob',
      day: '2026-03-01',
      slot: 'dinner',
      recipeId: 'pasta',
      portions: 1,
    });
    const day = (await fs.db.collection('days').doc('bob_2026-03-01').get()).data();
    expect(day).toMatchObject({ calories: 600, meals: 1 });
  });

  test('portions scale the entry; a plan further ahead than tomorrow cannot be logged yet', async () => {
    const { planId } = await plan({ day: '2026-03-02' });
    expect((await log({ planId, portions: 1.5 })).nutrition.calories).toBe(900);
    const later = await plan({ day: '2026-03-04' });
    expect((await rejection(log({ planId: later.planId }))).details.code).toBe('history.dayNotInDiary');
  });

  test('someone who cannot see the plan cannot log it', async () => {
    const { planId } = await plan({ day: '2026-03-01', listId: 'L1' });
    expect((await rejection(log({ planId }, carol))).details.code).toBe('plan.notFound');
  });
});

test('the export holds the user’s plans; deleting the account deletes them, shared ones included; others’ stay', async () => {
  await plan({ listId: 'L1' });
  await plan({});
  const bobs = await call(
    'shareRecipe',
    handleShareRecipe,
    { mealId: 'bobs', listId: 'L1' },
    bob,
    deps(),
  ).then(() => plan({ mealId: 'bobs' }, bob));
  const exported = await call('exportData', handleExportData, {}, alice, deps());
  expect(exported.mealPlans.map((p) => p.title)).toEqual(['Tomato pasta', 'Tomato pasta']);
  await call('deleteAccount', handleDeleteAccount, {}, alice, deps());
  expect(await ids(fs.db, 'mealPlans')).toEqual([bobs.planId]);
});

describe('when a list goes', () => {
  test('a member leaving takes their plans out of the list: they stay theirs, the others no longer see them', async () => {
    const mine = await plan({ listId: 'L1' });
    const bobs = await plan({ listId: 'L1', mealId: 'bobs' }, bob);
    await call('leaveList', handleLeaveList, { listId: 'L1' }, alice, deps());
    expect(await stored(mine.planId)).toMatchObject({ userId: 'alice', listId: null });
    // Bob is still in the list: his plan stays shared with it.
    expect(await stored(bobs.planId)).toMatchObject({ userId: 'bob', listId: 'L1' });
  });

  test('deleting a list keeps the plans shared with it, each its owner’s alone', async () => {
    const mine = await plan({ listId: 'L1' });
    await call('deleteList', handleDeleteList, { listId: 'L1' }, bob, deps());
    expect(await stored(mine.planId)).toMatchObject({ userId: 'alice', listId: null });
  });
});
