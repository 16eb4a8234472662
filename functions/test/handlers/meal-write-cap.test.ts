// The daily cap on meal writes that ask no AI (docs/product-rules.md#abuse-caps): logRecipe, updateMeal,
// undoMealCorrection, deleteMeal, shareRecipe and unshareRecipe count against MEAL_WRITES_DAILY_QUOTA.
import { expect, test } from 'vitest';
import { handleDeleteMeal, handleLogRecipe } from '../../src/diary/diary-handlers.js';
import { handleUpdateMeal } from '../../src/diary/update-meal.js';
import { handleShareRecipe } from '../../src/recipes/share-recipe.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, makeDeps, testConfig } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedList, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice');
  await seedUser(db, 'bob');
  await seedList(db, 'L1', ['alice', 'bob']);
  await db.doc('meals/soup').set({
    user_id: 'alice',
    type: 'recipe',
    description: 'Soup',
    meal: 'Soup',
    title: 'Soup',
    calories: 300,
    protein: 10,
    carbs: 40,
    fat: 8,
    ingredients: ['200 g Carrots'],
    recipeIngredients: [{ item: 'Carrots', amount: 200, unit: 'g' }],
    instructions: ['Cook.'],
    persons: 1,
    timestamp: new Date(),
  });
});

const capped = () => makeDeps(fs.db, { config: { ...testConfig, mealWritesDailyQuota: 3 } }).deps;
const logSoup = (deps = capped()) =>
  call('logRecipe', handleLogRecipe, { mealId: 'soup', portions: 1, timeZone: 'UTC' }, alice, deps);

test('past the cap every meal-writing callable is refused with its own message; nothing is written', async () => {
  const deps = capped();
  const logged = [await logSoup(deps), await logSoup(deps)];
  await call('updateMeal', handleUpdateMeal, { mealId: logged[0]?.mealId, slot: 'dinner' }, alice, deps);
  const before = await ids(fs.db, 'meals');
  const refusals = [
    () => logSoup(deps),
    () => call('updateMeal', handleUpdateMeal, { mealId: logged[0]?.mealId, slot: 'lunch' }, alice, deps),
    () => call('deleteMeal', handleDeleteMeal, { mealId: logged[1]?.mealId }, alice, deps),
    () => call('shareRecipe', handleShareRecipe, { mealId: 'soup', listId: 'L1' }, alice, deps),
  ];
  for (const refused of refusals)
    expect(await rejection(refused())).toMatchObject({
      status: 'resource-exhausted',
      message: 'You have made too many changes to your meals today. Please try again tomorrow.',
      details: { code: 'history.tooManyMealWrites', limit: 3, resetAt: '2026-03-02T00:00:00.000Z' },
    });
  expect(await ids(fs.db, 'meals')).toEqual(before);
  expect((await fs.db.doc(`meals/${logged[0]?.mealId}`).get()).get('slot')).toBe('dinner');
  expect(await ids(fs.db, 'sharedRecipes')).toEqual([]);
  // Another user, and the next day, are not affected.
  await call('deleteMeal', handleDeleteMeal, { mealId: 'no-such' }, bob, deps).catch(() => {});
  const tomorrow = { ...deps, clock: { now: () => new Date('2026-03-02T08:00:00.000Z') } };
  await logSoup(tomorrow);
});

test('a refused call (not found) counts nothing; the default cap is 500', async () => {
  const deps = capped();
  for (let i = 0; i < 5; i++)
    await rejection(call('deleteMeal', handleDeleteMeal, { mealId: 'no-such' }, alice, deps));
  await logSoup(deps);
  expect((await fs.db.doc('usage/alice').get()).data()).toMatchObject({
    mealWritesDay: '2026-03-01',
    mealWrites: 1,
  });
  expect(testConfig.mealWritesDailyQuota).toBe(500);
});
