// The diary through the callable protocol, answered by the stack's demo AI (nothing queued): a meal logged
// in words, its rows edited, corrected and the correction undone, then deleted; the day's totals checked
// with firebase-admin after every step.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterAll, expect, inject, test } from 'vitest';
import { adminFirestore } from './admin-firestore.js';
import { type Caller, callFailure, sdkClients } from './sdk-clients.js';

const stack = inject('integration');
const admin = adminFirestore(stack, 'diary');
const clients = sdkClients(stack, 'diary');
afterAll(async () => {
  await clients.close();
  await admin.close();
});

async function signUp(email: string): Promise<{ call: Caller; uid: string }> {
  const { auth, call } = clients.open();
  const uid = (await createUserWithEmailAndPassword(auth, email, 'password-123')).user.uid;
  return { uid, call };
}

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
