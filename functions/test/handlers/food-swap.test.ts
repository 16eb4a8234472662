// "Not this food?": a grounded row names its table food and keeps the model's own figures; updateMeal swaps
// the row to another table food for the same grams, or goes back to the model's figures, without an AI
// call; the day's total follows. Every refusal leaves the meal, the day and the counters as they were.
import { describe, expect, test } from 'vitest';
import { rejection } from '../support/call.js';
import { logMeal, updateMeal } from '../support/diary-callables.js';
import { alice, bob, makeDeps } from '../support/fake-deps.js';
import { foodAnswer } from '../support/food-answers.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'de' });
  await seedUser(db, 'bob', { language: 'da' });
});

const zone = 'Europe/Copenhagen';
const today = '2026-03-01';

/** Ids may carry their source ("sr24:20037"); the NDB number is what names the food here. */
const ndb = (n: string) => expect.stringMatching(new RegExp(`(^|:)${n}$`));

/** The model's rice is far off the table's (2.6 kcal/g against 1.3); its stew is in no table. */
const answer = foodAnswer([
  { name: 'Reis', food: 'rice, white, cooked', grams: 200, calories: 520, protein: 20, carbs: 80, fat: 12 },
  { name: 'Omas Spezialtopf', grams: 300, calories: 450, protein: 30, carbs: 40, fat: 18 },
]);

async function loggedMeal(who = alice) {
  const { deps, ai } = makeDeps(fs.db);
  ai.reply('food_text', answer);
  const logged = await logMeal({ description: 'Reis und Eintopf', timeZone: zone }, who, deps);
  const [rice, stew] = logged.nutrition.items;
  if (!rice || !stew) throw new Error('two rows expected');
  return { deps, ai, mealId: logged.mealId, rice, stew };
}

const meal = async (id: string) => (await fs.db.collection('meals').doc(id).get()).data();
const day = async (uid: string) => (await fs.db.collection('days').doc(`${uid}_${today}`).get()).data();
/** Every document a meal edit could write: meals, day totals and the per-user counters. */
async function everything() {
  const out: Record<string, unknown> = {};
  for (const name of ['meals', 'days', 'usage'])
    for (const doc of (await fs.db.collection(name).get()).docs) out[`${name}/${doc.id}`] = doc.data();
  return out;
}

describe('a grounded row', () => {
  test("names its table food in the user's language and keeps the model's figures", async () => {
    const { mealId, rice, stew } = await loggedMeal();
    expect(rice).toMatchObject({ source: 'database', foodId: ndb('20445'), foodName: 'Reis, gekocht' });
    expect(rice.calories).toBe(260);
    expect(rice.estimatePerGram?.calories).toBeCloseTo(2.6, 6);
    expect(rice.estimatePerGram?.protein).toBeCloseTo(0.1, 6);
    const stored = (await meal(mealId))?.items[0];
    expect(stored).toMatchObject({ foodName: 'Reis, gekocht', estimatePerGram: rice.estimatePerGram });
    // A row the table does not know is the estimate itself: nothing else to keep, no food to name.
    expect(stew).toMatchObject({ source: 'ai', calories: 450 });
    expect(stew.foodName).toBeUndefined();
    expect(stew.estimatePerGram).toBeUndefined();
  });
});

describe('swapping the food of a row', () => {
  test('takes the other food for the same grams without an AI call; the day total follows', async () => {
    const { deps, ai, mealId, rice, stew } = await loggedMeal();
    expect(await day('alice')).toMatchObject({ calories: 710 });
    const swapped = await updateMeal(
      {
        mealId,
        items: [
          { id: rice.id, name: 'Reis', grams: 200, foodId: '20037' },
          { id: stew.id, name: stew.name, grams: 300 },
        ],
      },
      alice,
      deps,
    );
    // Rice, brown, long-grain, cooked: 111 kcal, 2.58 g protein, 22.96 g carbs, 0.9 g fat per 100 g.
    expect(swapped.nutrition.items[0]).toEqual({
      id: rice.id,
      name: 'Reis',
      grams: 200,
      calories: 222,
      protein: 5.2,
      carbs: 45.9,
      fat: 1.8,
      fiber: 3.6,
      sugars: 0.7,
      sodium: 10,
      saturatedFat: 0.4,
      // Its vitamins and minerals are the new food's, for the row's grams.
      micros: expect.objectContaining({ iron: 0.84, magnesium: 86, potassium: 86, selenium: 19.6 }),
      source: 'database',
      foodId: ndb('20037'),
      foodName: 'Vollkornreis, gekocht',
      estimatePerGram: rice.estimatePerGram,
    });
    expect(swapped.nutrition).toMatchObject({ calories: 672, protein: 35.2 });
    expect(await meal(mealId)).toMatchObject({ calories: 672, protein: 35.2, fiber: 3.6 });
    expect(await day('alice')).toMatchObject({ calories: 672, protein: 35.2, fiber: 3.6 });
    expect(ai.requests).toHaveLength(1);

    // New grams rescale from the food swapped in.
    const more = await updateMeal(
      { mealId, items: [{ id: rice.id, name: 'Reis', grams: 300 }] },
      alice,
      deps,
    );
    expect(more.nutrition.items[0]).toMatchObject({ calories: 333, foodId: ndb('20037') });
    expect(await day('alice')).toMatchObject({ calories: 333 });
  });

  test('names a food the table has no name for in the language by its English name', async () => {
    const { deps, mealId, rice } = await loggedMeal(bob);
    const swapped = await updateMeal(
      { mealId, items: [{ id: rice.id, name: 'Ris', grams: 200, foodId: '20041' }] },
      bob,
      deps,
    );
    expect(swapped.nutrition.items[0]).toMatchObject({
      name: 'Ris',
      calories: 224,
      foodName: 'Rice, brown, medium-grain, cooked',
    });
  });

  test('an estimate swapped to a table food keeps its own figures to go back to', async () => {
    const { deps, ai, mealId, rice, stew } = await loggedMeal();
    const keep = { id: rice.id, name: 'Reis', grams: 200 };
    await updateMeal(
      { mealId, items: [keep, { id: stew.id, name: stew.name, grams: 300, foodId: '11090' }] },
      alice,
      deps,
    );
    const back = await updateMeal(
      { mealId, items: [keep, { id: stew.id, name: stew.name, grams: 300, keepEstimate: true }] },
      alice,
      deps,
    );
    expect(back.nutrition.items[1]).toMatchObject({ source: 'ai', calories: 450, protein: 30, fat: 18 });
    expect(ai.requests).toHaveLength(1);
  });
});

describe('keeping the estimate', () => {
  test("turns the row back into the model's figures for its grams, and a later swap can come back", async () => {
    const { deps, ai, mealId, rice, stew } = await loggedMeal();
    const stewRow = { id: stew.id, name: stew.name, grams: 300 };
    const kept = await updateMeal(
      { mealId, items: [{ id: rice.id, name: 'Reis', grams: 300, keepEstimate: true }, stewRow] },
      alice,
      deps,
    );
    const row = kept.nutrition.items[0];
    expect(row).toMatchObject({ id: rice.id, grams: 300, calories: 780, protein: 30, carbs: 120, fat: 18 });
    expect(row).toMatchObject({ source: 'ai', estimatePerGram: rice.estimatePerGram });
    expect(row?.foodId).toBeUndefined();
    expect(row?.foodName).toBeUndefined();
    expect(row?.fiber).toBeUndefined();
    expect(await meal(mealId)).toMatchObject({ calories: 1230 });
    expect((await meal(mealId))?.fiber).toBeUndefined();
    expect(await day('alice')).toMatchObject({ calories: 1230 });

    // The same request again (a retry) changes nothing.
    await updateMeal(
      { mealId, items: [{ id: rice.id, name: 'Reis', grams: 300, keepEstimate: true }, stewRow] },
      alice,
      deps,
    );
    expect(await day('alice')).toMatchObject({ calories: 1230 });

    // Grams rescale from the model's figures; a swap from there can still come back to them.
    const swapped = await updateMeal(
      { mealId, items: [{ id: rice.id, name: 'Reis', grams: 100, foodId: '20445' }, stewRow] },
      alice,
      deps,
    );
    expect(swapped.nutrition.items[0]).toMatchObject({
      calories: 130,
      estimatePerGram: rice.estimatePerGram,
    });
    const again = await updateMeal(
      { mealId, items: [{ id: rice.id, name: 'Reis', grams: 100, keepEstimate: true }, stewRow] },
      alice,
      deps,
    );
    expect(again.nutrition.items[0]).toMatchObject({ source: 'ai', calories: 260 });
    expect(ai.requests).toHaveLength(1);
  });
});

describe('refusals change nothing', () => {
  test('unknown foods and rows, no kept estimate, bad combinations, absurd grams', async () => {
    const { deps, ai, mealId, rice, stew } = await loggedMeal();
    const riceRow = { id: rice.id, name: 'Reis', grams: 200 };
    const stewRow = { id: stew.id, name: stew.name, grams: 300 };
    /** The meal's rows with the rice row changed by `patch`. */
    const riceWith = (patch: Record<string, unknown>) => [{ ...riceRow, ...patch }, stewRow];
    const invalid = 'invalid-argument';
    const refusals: [unknown[], string, string][] = [
      [riceWith({ foodId: '99999' }), 'not-found', 'history.foodNotFound'],
      [riceWith({ foodId: 'rice' }), 'not-found', 'history.foodNotFound'],
      [riceWith({ id: 'gone', foodId: '20037' }), 'not-found', 'history.rowNotFound'],
      [riceWith({ id: 'gone', keepEstimate: true }), 'not-found', 'history.rowNotFound'],
      [[riceRow, { ...stewRow, keepEstimate: true }], 'failed-precondition', 'history.noKeptEstimate'],
      [riceWith({ id: undefined, keepEstimate: true }), invalid, 'history.keepEstimateInvalid'],
      [riceWith({ keepEstimate: true, foodId: '20037' }), invalid, 'history.keepEstimateInvalid'],
      [riceWith({ keepEstimate: false }), invalid, 'history.keepEstimateInvalid'],
      [riceWith({ keepEstimate: true, calories: 1, protein: 0 }), invalid, 'history.invalidFigures'],
      [riceWith({ grams: 5001, foodId: '20037' }), invalid, 'history.gramsTooLarge'],
      [riceWith({ grams: -5, keepEstimate: true }), invalid, 'history.invalidGrams'],
      [riceWith({ grams: 'lots', foodId: '20037' }), invalid, 'history.invalidGrams'],
    ];
    const before = await everything();
    for (const [items, status, code] of refusals) {
      const e = await rejection(updateMeal({ mealId, items }, alice, deps));
      expect(e, JSON.stringify(items[0])).toMatchObject({ status, details: { code } });
    }
    expect(await everything()).toEqual(before);
    expect(ai.requests).toHaveLength(1);
  });

  test("a swap or a return to the estimate on someone else's meal is refused as a missing meal", async () => {
    const { mealId, rice } = await loggedMeal(alice);
    const { deps, ai } = makeDeps(fs.db);
    const before = await everything();
    for (const row of [
      { id: rice.id, name: 'Reis', grams: 200, foodId: '20037' },
      { id: rice.id, name: 'Reis', grams: 200, keepEstimate: true },
    ]) {
      const e = await rejection(updateMeal({ mealId, items: [row] }, bob, deps));
      expect(e).toMatchObject({ status: 'not-found', details: { code: 'history.mealNotFound' } });
    }
    expect(await everything()).toEqual(before);
    expect(ai.requests).toHaveLength(0);
  });
});
