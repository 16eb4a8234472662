// The meal plan through the callable protocol: a recipe planned on the caller's list, the week added to the
// list twice (the second time adds nothing), the plan logged as eaten, moved and removed; another account
// sees none of it; bad input is refused in the caller's language and writes nothing.
import { expect, test } from 'vitest';
import { callFailure } from './sdk-clients.js';
import { integrationSuite } from './suite.js';

const { admin, signUp } = integrationSuite('plans');

const berlinToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date()).slice(0, 10);

test('plan, shop twice, log, move, remove; nobody else sees or changes it', async () => {
  const { call, uid } = await signUp('planner@example.com');
  const listId = (await call('ensureProfile', { language: 'de' })).profile.shoppingLists[0] as string;
  await admin.db
    .collection('meals')
    .doc(`soup-${uid}`)
    .set({
      user_id: uid,
      type: 'scanned_recipe',
      description: 'Zwiebelsuppe',
      meal: 'Zwiebelsuppe',
      title: 'Zwiebelsuppe',
      calories: 300,
      protein: 8,
      carbs: 30,
      fat: 12,
      ingredients: [],
      recipeIngredients: [
        { item: 'Zwiebeln', amount: 2, unit: 'Stk.' },
        { item: 'Mehl', amount: 100, unit: 'g' },
        { item: 'Salz', amount: 0, unit: '' },
      ],
      instructions: ['Kochen.'],
      servings: 2,
      timestamp: new Date(),
    });
  const day = berlinToday();
  const { planId } = await call('planRecipe', {
    mealId: `soup-${uid}`,
    day,
    slot: 'dinner',
    persons: 4,
    listId,
  });
  expect((await admin.db.collection('mealPlans').doc(planId).get()).data()).toMatchObject({
    userId: uid,
    listId,
    persons: 4,
    title: 'Zwiebelsuppe',
  });

  const shopped = await call('addPlanToList', { from: day, to: day, listId });
  expect(shopped).toMatchObject({
    added: 2,
    merged: 0,
    plans: 1,
    staples: [{ item: 'Salz', amount: 0, unit: '' }],
  });
  const names = async () =>
    (await admin.db.collection('shoppingItems').where('shoppingListId', '==', listId).get()).docs
      .map((d) => d.get('name'))
      .sort();
  expect(await names()).toEqual(['Mehl (200 g)', 'Zwiebeln (4 Stk.)']);
  expect(await call('addPlanToList', { from: day, to: day, listId })).toMatchObject({ added: 0, merged: 0 });
  expect(await names()).toEqual(['Mehl (200 g)', 'Zwiebeln (4 Stk.)']);

  const logged = await call('logPlanned', { planId, timeZone: 'Europe/Berlin' });
  expect(logged).toMatchObject({ day, slot: 'dinner', nutrition: { calories: 300 } });

  const other = await signUp('stranger@example.com');
  await other.call('ensureProfile', {});
  const refused = await callFailure(other.call('unplanRecipe', { planId }));
  expect(refused).toMatchObject({ code: 'functions/not-found', details: { code: 'plan.notFound' } });

  const bad = await callFailure(call('updatePlan', { planId, persons: 0 }));
  expect(bad).toMatchObject({
    code: 'functions/invalid-argument',
    message: 'Persons must be a whole number from 1 to 100',
    details: { code: 'plan.invalidPersons' },
  });
  await call('updatePlan', { planId, slot: 'lunch' });
  expect((await admin.db.collection('mealPlans').doc(planId).get()).data()).toMatchObject({
    slot: 'lunch',
    persons: 4,
  });
  await call('unplanRecipe', { planId });
  expect((await admin.db.collection('mealPlans').doc(planId).get()).exists).toBe(false);
});
