// The diary through the callable protocol, answered by the stack's demo AI (nothing queued): a meal logged
// in words, its rows edited, corrected and the correction undone, then deleted; the day's totals checked
// with firebase-admin after every step.
import { expect, test } from 'vitest';
import { callFailure } from './sdk-clients.js';
import { integrationSuite } from './suite.js';

const { admin, signUp } = integrationSuite('diary');

test('log in words, rescale, correct, undo, delete: the day always sums its entries', async () => {
  const { call, uid } = await signUp('diary-eater@example.com');
  const timeZone = 'Europe/Berlin';
  const dayOf = async (d: string) => (await admin.db.collection('days').doc(`${uid}_${d}`).get()).data();

  const logged = await call('logMeal', { description: '3 Eier und 200 g Reis', timeZone });
  expect(logged.demo).toBe(true);
  // Three large eggs (50 g each, the food table's portion) and the rice as written.
  expect(logged.nutrition.items.map((i) => i.grams)).toEqual([150, 200]);
  expect(logged.nutrition.items.map((i) => i.source)).toEqual(['database', 'database']);
  const day = logged.day;
  expect(await dayOf(day)).toMatchObject({ calories: logged.nutrition.calories, meals: 1 });

  const [eggs, rice] = logged.nutrition.items as [
    (typeof logged.nutrition.items)[number],
    (typeof logged.nutrition.items)[number],
  ];
  const edited = await call('updateMeal', {
    mealId: logged.mealId,
    items: [
      { id: eggs.id, name: eggs.name, grams: 50 },
      { id: rice.id, name: rice.name, grams: 200 },
    ],
  });
  expect(edited.nutrition.items[0]?.calories).toBeCloseTo(eggs.calories / 3, 0);
  expect(await dayOf(day)).toMatchObject({ calories: edited.nutrition.calories });

  const corrected = await call('correctMeal', { mealId: logged.mealId, text: 'ohne Reis' });
  expect(corrected.nutrition.items.map((i) => i.grams)).toEqual([50]);
  expect(await dayOf(day)).toMatchObject({ calories: corrected.nutrition.calories });

  const undone = await call('undoMealCorrection', { mealId: logged.mealId });
  expect(undone.nutrition.calories).toBe(edited.nutrition.calories);
  const again = await callFailure(call('undoMealCorrection', { mealId: logged.mealId }));
  expect(again).toMatchObject({
    code: 'functions/failed-precondition',
    details: { code: 'history.nothingToUndo' },
  });

  await call('deleteMeal', { mealId: logged.mealId });
  expect(await dayOf(day)).toBeUndefined();
});

test('foods logged into a slot without AI, the day’s water, a slot moved and deleted: the day keeps its water', async () => {
  const { call, uid } = await signUp('diary-slots@example.com');
  const timeZone = 'Europe/Berlin';
  const dayOf = async (d: string) => (await admin.db.collection('days').doc(`${uid}_${d}`).get()).data();

  const { foods } = await call('searchFoods', { query: 'banana', language: 'en' });
  const banana = foods.find((f) => f.id === 'sr24:09040');
  expect(banana?.serving).toMatchObject({ quantity: 1, grams: 118 });
  const serving = banana?.serving as NonNullable<typeof banana>['serving'] & object;
  const logged = await call('logFoods', {
    timeZone,
    slot: 'breakfast',
    items: [{ foodId: 'sr24:09040', quantity: serving.quantity, unit: serving.unit }],
  });
  expect(logged.demo).toBeUndefined();
  expect(logged.nutrition.items[0]).toMatchObject({ grams: 118, calories: 105, source: 'database', serving });
  const day = logged.day;
  expect(await dayOf(day)).toMatchObject({ calories: 105, meals: 1 });

  expect(await call('logWater', { day, timeZone, glasses: 6 })).toEqual({ day, glasses: 6, water: 1500 });
  const moved = await call('moveSlot', {
    fromDay: day,
    slot: 'breakfast',
    toDay: day,
    toSlot: 'snack',
    timeZone,
  });
  expect(moved.mealIds).toEqual([logged.mealId]);
  expect((await admin.db.collection('meals').doc(logged.mealId).get()).get('slot')).toBe('snack');
  expect(await dayOf(day)).toMatchObject({ calories: 105, meals: 1, water: 1500 });

  expect(await call('deleteSlot', { day, slot: 'snack', timeZone })).toEqual({ deleted: 1 });
  expect(await dayOf(day)).toMatchObject({ calories: 0, meals: 0, water: 1500 });

  const refused = await callFailure(
    call('logFoods', {
      timeZone,
      slot: 'lunch',
      items: [{ foodId: 'sr24:09040', quantity: 1, unit: 'slice' }],
    }),
  );
  expect(refused).toMatchObject({
    code: 'functions/invalid-argument',
    details: { code: 'history.unitNotFound' },
  });
});
