// Recipes in the diary: logging a recipe meal as eaten (scaled by portions), sharing a recipe with a
// list (its members read it and can log it) and what ends a share.
import { describe, expect, test } from 'vitest';
import { handleDeleteAccount } from '../../src/account/delete-account.js';
import { handleExportData } from '../../src/account/export-data.js';
import { handleDeleteMeal, handleLogRecipe } from '../../src/diary/diary-handlers.js';
import { handleDeleteList } from '../../src/lists/delete-list.js';
import { handleLeaveList } from '../../src/lists/leave-list.js';
import { handleShareRecipe, handleUnshareRecipe } from '../../src/recipes/share-recipe.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedList, seedMeal, seedTwoLists, tomatoPastaRecipe } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedTwoLists(db);
  await seedMeal(db, 'pasta', tomatoPastaRecipe());
  // A scanned recipe for four.
  await seedMeal(db, 'stew', {
    user_id: 'alice',
    type: 'scanned_recipe',
    description: 'Lentil stew',
    meal: 'Lentil stew',
    title: 'Lentil stew',
    calories: 400,
    protein: 24,
    carbs: 50,
    fat: 10,
    ingredients: ['400 g Lentils', '1 l Stock'],
    recipeIngredients: [
      { item: 'Lentils', amount: 400, unit: 'g' },
      { item: 'Stock', amount: 1, unit: 'l' },
    ],
    instructions: ['Simmer.'],
    servings: 4,
    recipe: {
      title: 'Lentil stew',
      servings: 4,
      ingredients: ['400 g Lentils', '1 l Stock'],
      instructions: ['Simmer.'],
      nutritionInfo: { calories: 400, protein: 24, carbs: 50, fat: 10 },
    },
    timestamp: new Date(),
  });
  await seedMeal(db, 'snack', {
    user_id: 'alice',
    type: 'nutrition',
    description: 'Apple',
    calories: 80,
    timestamp: new Date(),
  });
});

const zone = 'Europe/Copenhagen';
const today = '2026-03-01';
const day = async (uid: string) => (await fs.db.collection('days').doc(`${uid}_${today}`).get()).data();
/** One portion of the pasta, today in `zone`, unless `input` says otherwise. */
const logRecipe = (input: object = {}, who = alice, deps = makeDeps(fs.db).deps) =>
  call('logRecipe', handleLogRecipe, { mealId: 'pasta', portions: 1, timeZone: zone, ...input }, who, deps);
const unsharePasta = (who: typeof alice) =>
  call('unshareRecipe', handleUnshareRecipe, { mealId: 'pasta', listId: 'L1' }, who, makeDeps(fs.db).deps);

describe('logRecipe', () => {
  test('the rows are the ingredients for the portions eaten, the totals the portions’ nutrition', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const r = await logRecipe({ portions: 2 }, alice, deps);
    expect(ai.requests).toHaveLength(0);
    expect(r).toMatchObject({ day: today, slot: 'lunch' });
    expect(r.nutrition.description).toBe('Tomato pasta');
    expect(r.nutrition).toMatchObject({ calories: 1200, protein: 40, carbs: 180, fat: 36 });
    // 200 g pasta, 4 tbsp oil (60 g), 2 onions (200 g); salt "to taste" is left out.
    expect(r.nutrition.items.map((i) => [i.name, i.grams])).toEqual([
      ['Pasta', 200],
      ['Olive oil', 60],
      ['Onion', 200],
    ]);
    const entry = (await fs.db.collection('meals').doc(r.mealId).get()).data();
    expect(entry).toMatchObject({
      type: 'nutrition',
      source: 'recipe',
      recipeId: 'pasta',
      portions: 2,
      day: today,
    });
    expect(await day('alice')).toMatchObject({ calories: 1200, meals: 1 });
  });

  test('a scanned recipe for four, one portion: a quarter of the ingredients', async () => {
    const r = await logRecipe({ mealId: 'stew' });
    expect(r.nutrition.items.map((i) => [i.name, i.grams])).toEqual([
      ['Lentils', 100],
      ['Stock', 250],
    ]);
    expect(r.nutrition).toMatchObject({ calories: 400, protein: 24 });
  });

  test.each([
    [{ mealId: 'pasta', portions: 0, timeZone: zone }, 'history.invalidPortions'],
    [{ mealId: 'pasta', portions: 21, timeZone: zone }, 'history.invalidPortions'],
    [{ mealId: 'pasta', portions: 1, timeZone: 'Nowhere/City' }, 'history.invalidTimeZone'],
  ])('bad input %# is refused, nothing written', async (input, code) => {
    expect(
      await rejection(call('logRecipe', handleLogRecipe, input, alice, makeDeps(fs.db).deps)),
    ).toMatchObject({
      status: 'invalid-argument',
      details: { code },
    });
    expect(await ids(fs.db, 'days')).toEqual([]);
  });

  test('a meal that is not a recipe, and someone else’s unshared recipe', async () => {
    expect(await rejection(logRecipe({ mealId: 'snack' }))).toMatchObject({
      details: { code: 'history.notARecipe' },
    });
    expect(await rejection(logRecipe({}, bob))).toMatchObject({
      status: 'not-found',
      details: { code: 'history.mealNotFound' },
    });
    expect(await ids(fs.db, 'days')).toEqual([]);
  });
});

describe('shareRecipe and unshareRecipe', () => {
  const share = (mealId = 'pasta', listId = 'L1', who = alice) =>
    call('shareRecipe', handleShareRecipe, { mealId, listId }, who, makeDeps(fs.db).deps);
  const bobLogs = () => logRecipe({}, bob);

  test('the list’s members can read and log a shared recipe; others cannot; unsharing ends it', async () => {
    await share();
    const copy = (await fs.db.collection('sharedRecipes').doc('L1_pasta').get()).data();
    expect(copy).toMatchObject({
      listId: 'L1',
      mealId: 'pasta',
      sharedBy: 'alice',
      title: 'Tomato pasta',
      servings: 1,
      calories: 600,
    });
    const logged = await bobLogs();
    expect(logged.nutrition).toMatchObject({ calories: 600 });
    expect((await fs.db.collection('meals').doc(logged.mealId).get()).get('user_id')).toBe('bob');
    expect(await day('bob')).toMatchObject({ calories: 600 });
    // carol is not on L1.
    expect(await rejection(logRecipe({}, carol))).toMatchObject({ status: 'not-found' });
    await unsharePasta(alice);
    expect(await ids(fs.db, 'sharedRecipes')).toEqual([]);
    expect(await rejection(bobLogs())).toMatchObject({ status: 'not-found' });
  });

  test('only one’s own recipes, only with one’s own lists', async () => {
    expect(await rejection(share('snack'))).toMatchObject({ details: { code: 'history.notARecipe' } });
    expect(await rejection(share('pasta', 'L2'))).toMatchObject({ details: { code: 'shopping.notMember' } });
    expect(await rejection(share('pasta', 'L1', bob))).toMatchObject({
      details: { code: 'history.mealNotFound' },
    });
    expect(await rejection(unsharePasta(bob))).toMatchObject({ details: { code: 'history.mealNotFound' } });
    expect(await ids(fs.db, 'sharedRecipes')).toEqual([]);
  });

  test('the sharer leaving the list ends the share', async () => {
    await share();
    await share('stew');
    await call('leaveList', handleLeaveList, { listId: 'L1' }, alice, makeDeps(fs.db).deps);
    expect(await ids(fs.db, 'sharedRecipes')).toEqual([]);
    expect(await rejection(bobLogs())).toMatchObject({ status: 'not-found' });
  });

  test('the list being deleted, or the recipe, ends the share', async () => {
    await share();
    await call('deleteList', handleDeleteList, { listId: 'L1' }, bob, makeDeps(fs.db).deps);
    expect(await ids(fs.db, 'sharedRecipes')).toEqual([]);
    await seedList(fs.db, 'L3', ['alice', 'bob']);
    await share('pasta', 'L3');
    await call('deleteMeal', handleDeleteMeal, { mealId: 'pasta' }, alice, makeDeps(fs.db).deps);
    expect(await ids(fs.db, 'sharedRecipes')).toEqual([]);
  });

  test('exportData includes the days and the shared copies; deleteAccount removes them', async () => {
    await share();
    await logRecipe();
    const exported = await call('exportData', handleExportData, {}, alice, makeDeps(fs.db).deps);
    expect(exported.days).toEqual([expect.objectContaining({ id: `alice_${today}`, calories: 600 })]);
    expect(exported.sharedRecipes).toEqual([expect.objectContaining({ id: 'L1_pasta' })]);
    await call('deleteAccount', handleDeleteAccount, {}, alice, makeDeps(fs.db).deps);
    expect(await ids(fs.db, 'days')).toEqual([]);
    expect(await ids(fs.db, 'sharedRecipes')).toEqual([]);
  });
});
