// The food table under every estimate: searching it, rows taken from it by id without an AI call, and
// the model's rows grounded on it one by one (the model's figures are kept only for what it lacks).
import { describe, expect, test } from 'vitest';
import { rejection } from '../support/call.js';
import {
  analyzeFoodImage,
  correctMeal,
  logMeal,
  searchFoods,
  updateMeal,
} from '../support/diary-callables.js';
import { alice, bob, jpeg, makeDeps } from '../support/fake-deps.js';
import { foodAnswer } from '../support/food-answers.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'de' });
  await seedUser(db, 'bob', { language: 'da' });
});

const zone = 'Europe/Copenhagen';
const meal = async (id: string) => (await fs.db.collection('meals').doc(id).get()).data();
const dayDoc = async (uid: string) => {
  const days = await fs.db.collection('days').where('userId', '==', uid).get();
  return days.docs[0]?.data();
};

/** A scripted model answer: rice with figures far from the truth, and a dish no table holds. */
const answer = foodAnswer(
  [
    {
      name: 'Reis',
      food: 'rice, white, cooked',
      grams: 150,
      calories: 400,
      protein: 20,
      carbs: 60,
      fat: 8.9,
    },
    {
      name: 'Omas Eintopf',
      food: "grandma's stew",
      grams: 300,
      calories: 450,
      protein: 30,
      carbs: 40,
      fat: 18,
    },
  ],
  'Reis mit Eintopf',
);

describe('searchFoods', () => {
  test('everyday words in the profile language come first, named in that language', async () => {
    const { deps } = makeDeps(fs.db);
    const oats = await searchFoods({ query: 'Haferflocken' }, alice, deps);
    expect(oats.foods[0]).toMatchObject({
      id: 'sr24:08120',
      name: 'Haferflocken',
      source: 'sr24',
      per100g: { calories: 379, protein: 13.15, fiber: 10.1, sodium: 6 },
    });
    const bread = await searchFoods({ query: 'rugbrød', limit: 2 }, bob, deps);
    expect(bread.foods.map((f) => [f.id, f.name, f.source])).toEqual([
      ['frida:1671', 'Rugbrød', 'frida'],
      ['frida:646', 'Rugbrød med kerner', 'frida'],
    ]);
    const chicken = await searchFoods({ query: 'pechuga de pollo', language: 'es' }, alice, deps);
    expect(chicken.foods[0]).toMatchObject({ id: 'sr24:05064', name: 'Pechuga de pollo', source: 'sr24' });
    expect(chicken.foods.length).toBeLessThanOrEqual(10);
  });

  test('each food carries its vitamins and minerals per 100 g, null where the table does not know one', async () => {
    const { deps } = makeDeps(fs.db);
    const { foods } = await searchFoods({ query: 'spinach, raw', language: 'en', limit: 1 }, alice, deps);
    expect(foods[0]).toMatchObject({
      id: 'sr24:11457',
      per100g: { vitaminC: 28.1, iron: 2.71, folate: 194, potassium: 558, vitaminA: 468.8, cholesterol: 0 },
    });
    const salmon = await searchFoods(
      { query: 'salmon, atlantic, wild, raw', language: 'en', limit: 1 },
      alice,
      deps,
    );
    expect(salmon.foods[0]?.per100g).toMatchObject({ vitaminD: null, selenium: 36.5 });
    const skyr = await searchFoods({ query: 'skyr', language: 'da', limit: 1 }, alice, deps);
    expect(skyr.foods[0]).toMatchObject({ id: 'frida:1693', source: 'frida', per100g: { calcium: 120 } });
  });

  test('bad queries are refused with their own message', async () => {
    const { deps } = makeDeps(fs.db);
    for (const [query, code] of [
      ['   ', 'history.foodQueryRequired'],
      ['x'.repeat(101), 'history.foodQueryTooLong'],
      ['rice\u0007', 'history.foodQueryInvalid'],
    ] as const) {
      const e = await rejection(searchFoods({ query }, alice, deps));
      expect(e, query).toMatchObject({ status: 'invalid-argument', details: { code } });
    }
  });
});

describe('grounding an estimate on the table', () => {
  test("a known food takes the table's figures for its grams; an unknown dish keeps the model's", async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_nutrition', answer);
    const result = await analyzeFoodImage({ image: jpeg, timeZone: zone }, alice, deps);
    const [rice, stew] = result.nutrition.items;
    // Rice, white, long-grain, cooked: 130 kcal, 2.69 g protein, 28.17 g carbs, 0.28 g fat per 100 g.
    expect(rice).toMatchObject({
      name: 'Reis',
      grams: 150,
      calories: 195,
      protein: 4,
      carbs: 42.3,
      fat: 0.4,
      fiber: 0.6,
      sodium: 2,
      source: 'database',
      foodId: 'sr24:20445',
    });
    expect(stew).toMatchObject({ name: 'Omas Eintopf', calories: 450, protein: 30, source: 'ai' });
    expect(stew?.foodId).toBeUndefined();
    expect(stew?.fiber).toBeUndefined();
    // The meal's totals are the sums of the rows: the model's own totals are not used.
    expect(result.nutrition).toMatchObject({ calories: 645, protein: 34, fiber: 0.6, sodium: 2 });
    const stored = await meal(result.mealId);
    expect(stored).toMatchObject({ calories: 645, fiber: 0.6, sodium: 2 });
    expect(await dayDoc('alice')).toMatchObject({ calories: 645, fiber: 0.6, sodium: 2 });
  });

  test('text logging and corrections are grounded too; changing the grams rescales from the table', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_text', answer);
    const logged = await logMeal({ description: 'Reis und Omas Eintopf', timeZone: zone }, alice, deps);
    const rice = logged.nutrition.items[0];
    expect(rice).toMatchObject({ source: 'database', calories: 195 });
    const stew = logged.nutrition.items[1];
    const doubled = await updateMeal(
      {
        mealId: logged.mealId,
        items: [
          { id: rice?.id, name: 'Reis', grams: 300 },
          { id: stew?.id, name: 'Omas Eintopf', grams: 300 },
        ],
      },
      alice,
      deps,
    );
    expect(doubled.nutrition.items[0]).toMatchObject({
      grams: 300,
      calories: 390,
      fiber: 1.2,
      source: 'database',
    });
    expect(ai.requests).toHaveLength(1);

    ai.reply('food_correction', {
      ...answer,
      items: [{ name: 'Olivenöl', food: 'olive oil', grams: 10, calories: 50, protein: 0, carbs: 0, fat: 5 }],
    });
    const corrected = await correctMeal({ mealId: logged.mealId, text: 'nur 10 g Olivenöl' }, alice, deps);
    expect(corrected.nutrition.items).toEqual([
      expect.objectContaining({
        name: 'Olivenöl',
        calories: 88,
        fat: 10,
        source: 'database',
        foodId: 'sr24:04053',
      }),
    ]);
    // The meal's fibre is now the oil's (0), not the rice's from before the correction.
    expect((await meal(logged.mealId))?.fiber).toBe(0);
  });
});

describe('rows from the table by id', () => {
  /** Rice logged by the model's estimate; `add` sends its rows back with `rows` after them. */
  async function loggedRice() {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_text', answer);
    const logged = await logMeal({ description: 'Reis', timeZone: zone }, alice, deps);
    const kept = logged.nutrition.items.map((r) => ({ id: r.id, name: r.name, grams: r.grams }));
    const add = (...rows: object[]) =>
      updateMeal({ mealId: logged.mealId, items: [...kept, ...rows] }, alice, deps);
    return { deps, ai, logged, add };
  }

  test('a row { name, grams, foodId } takes its figures from the table without an AI call', async () => {
    // A bare NDB number, as rows stored before the table had several sources carry it, is the SR24 food.
    const { ai, add } = await loggedRice();
    const updated = await add({ name: 'Olivenöl', grams: 10, foodId: '04053' });
    expect(updated.nutrition.items[2]).toMatchObject({
      name: 'Olivenöl',
      grams: 10,
      calories: 88,
      fat: 10,
      saturatedFat: 1.4,
      source: 'database',
      foodId: 'sr24:04053',
    });
    expect(ai.requests).toHaveLength(1);
  });

  test('foods of the other sources are added by their prefixed id', async () => {
    const { ai, add } = await loggedRice();
    const updated = await add(
      { name: 'Skyr', grams: 200, foodId: 'frida:1693' },
      { name: 'Greek yoghurt', grams: 100, foodId: 'sr28:01256' },
    );
    // Frida 1693: 70 kcal, 11 g protein per 100 g; SR28 01256: 59 kcal, 10.19 g protein.
    expect(updated.nutrition.items.slice(2)).toEqual([
      expect.objectContaining({ calories: 140, protein: 22, source: 'database', foodId: 'frida:1693' }),
      expect.objectContaining({ calories: 59, protein: 10.2, source: 'database', foodId: 'sr28:01256' }),
    ]);
    expect(ai.requests).toHaveLength(1);
  });

  test('an unknown or malformed foodId is a clear error and nothing changes', async () => {
    const { deps, ai, logged } = await loggedRice();
    const before = await meal(logged.mealId);
    for (const foodId of ['99999', '0405', 'olive', 'sr28:09040', 'frida:99999', 'usda:04053']) {
      const e = await rejection(
        updateMeal({ mealId: logged.mealId, items: [{ name: 'Öl', grams: 10, foodId }] }, alice, deps),
      );
      expect(e, foodId).toMatchObject({ details: { code: 'history.foodNotFound' } });
    }
    expect(await meal(logged.mealId)).toEqual(before);
    expect(ai.requests).toHaveLength(1);
  });
});
