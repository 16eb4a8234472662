// The food diary: logging eaten meals (words, photo), editing their rows, corrections and their undo,
// deleting, and the day totals that must always equal the sum of the day's entries.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { handleUpdateProfile } from '../../src/account/update-profile.js';
import { handleAnalyzeFoodImage } from '../../src/diary/analyze-food-image.js';
import { handleClearHistory } from '../../src/diary/clear-history.js';
import { handleCorrectMeal } from '../../src/diary/correct-meal.js';
import {
  handleDeleteMeal,
  handleLogRecipe,
  handleUndoMealCorrection,
} from '../../src/diary/diary-handlers.js';
import { slotForHour } from '../../src/diary/diary-time.js';
import { handleLogMeal } from '../../src/diary/log-meal.js';
import { handleUpdateMeal } from '../../src/diary/update-meal.js';
import { handleGenerateRecipe } from '../../src/recipes/generate-recipe.js';
import { call, callable, rejection } from '../support/call.js';
import { alice, bob, jpeg, makeDeps } from '../support/fake-deps.js';
import { foodAnswer as answer, type FoodRow } from '../support/food-answers.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedMeal, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'de' });
  await seedUser(db, 'bob');
});

const rice: FoodRow = { name: 'Reis', grams: 100, calories: 130, protein: 2.7, carbs: 28.2, fat: 0.3 };
const chicken: FoodRow = { name: 'Hähnchen', grams: 150, calories: 248, protein: 46.5, carbs: 0, fat: 5.4 };
const egg: FoodRow = { name: 'Ei', grams: 60, calories: 86, protein: 7.8, carbs: 0.7, fat: 6.6 };

const zone = 'Europe/Copenhagen'; // the test clock's 12:00 UTC is 13:00 there: lunch on 2026-03-01
const today = '2026-03-01';

const meal = async (id: string) => (await fs.db.collection('meals').doc(id).get()).data();
const day = async (uid: string, d: string) =>
  (await fs.db.collection('days').doc(`${uid}_${d}`).get()).data();

/** What the day document must hold: the sum of the day's entries, recomputed here from the meals. */
async function expectDayMatchesMeals(db: Firestore, uid: string, d: string) {
  const entries = await db.collection('meals').where('user_id', '==', uid).where('day', '==', d).get();
  const stored = (await db.collection('days').doc(`${uid}_${d}`).get()).data();
  if (entries.empty) {
    expect(stored).toBeUndefined();
    return;
  }
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const e of entries.docs) {
    // Each meal's own totals are the sum of its rows.
    const items = e.get('items') as FoodRow[];
    expect(e.get('calories')).toBe(Math.round(items.reduce((s, i) => s + i.calories, 0)));
    expect(e.get('protein')).toBe(r1(items.reduce((s, i) => s + i.protein, 0)));
    for (const k of ['calories', 'protein', 'carbs', 'fat'] as const) sum[k] += e.get(k);
  }
  expect(stored).toMatchObject({
    userId: uid,
    day: d,
    calories: Math.round(sum.calories),
    protein: r1(sum.protein),
    carbs: r1(sum.carbs),
    fat: r1(sum.fat),
    meals: entries.size,
  });
}

async function logged(rows: FoodRow[], deps = makeDeps(fs.db), input: Record<string, unknown> = {}) {
  deps.ai.reply('food_text', answer(rows));
  return call(
    'logMeal',
    handleLogMeal,
    { description: 'Reis mit Hähnchen', timeZone: zone, ...input },
    alice,
    deps.deps,
  );
}

const logRecipe = callable('logRecipe', handleLogRecipe);
const generateRecipe = callable('generateRecipe', handleGenerateRecipe);

describe('logMeal', () => {
  test('one AI call in the user language; an eaten entry with rows, day, slot and the day totals', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_text', answer([rice, chicken], 'Reis mit Hähnchen'));
    const result = await call(
      'logMeal',
      handleLogMeal,
      { description: '  100 g Reis mit Hähnchen ', timeZone: zone },
      alice,
      deps,
    );
    expect(ai.requests).toHaveLength(1);
    // Analysis calls run at temperature 0.3, like the photo analysis.
    expect(ai.requests[0]).toMatchObject({ schemaName: 'food_text', temperature: 0.3 });
    expect(ai.requests[0]?.system).toContain('German');
    expect(ai.requests[0]?.user).toContain('100 g Reis mit Hähnchen');
    expect(result).toMatchObject({ day: today, slot: 'lunch' });
    expect(result.nutrition).toMatchObject({
      calories: 378,
      protein: 49.2,
      carbs: 28.2,
      fat: 5.7,
      description: 'Reis mit Hähnchen',
      ingredients: ['Reis', 'Hähnchen'],
      consistent: true,
    });
    expect(result.nutrition.items.map(({ id: _id, ...r }) => r)).toEqual([
      { ...rice, source: 'ai' },
      { ...chicken, source: 'ai' },
    ]);
    expect(new Set(result.nutrition.items.map((i) => i.id)).size).toBe(2);
    const stored = await meal(result.mealId);
    expect(stored).toMatchObject({
      user_id: 'alice',
      type: 'nutrition',
      source: 'text',
      day: today,
      slot: 'lunch',
      timeZone: zone,
      calories: 378,
      ingredients: ['Reis', 'Hähnchen'],
    });
    expect(stored?.eatenAt.toDate().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(stored?.items[0]).toMatchObject({ ...rice, perGram: { calories: 1.3 } });
    expect(await day('alice', today)).toMatchObject({ calories: 378, meals: 1 });
    expect((await fs.db.collection('usage').doc('alice').get()).get('count')).toBe(1);
  });

  test.each([
    ['Pacific/Auckland', '2026-03-02', 'snack'], // 01:00 the next day
    ['America/Los_Angeles', '2026-03-01', 'breakfast'], // 04:00
    ['Asia/Kolkata', '2026-03-01', 'dinner'], // 17:30
    ['UTC', '2026-03-01', 'lunch'],
  ])('the day and slot come from the local time in %s', async (timeZone, d, slot) => {
    const result = await logged([egg], makeDeps(fs.db), { timeZone });
    expect(result).toMatchObject({ day: d, slot });
    expect(await day('alice', d)).toMatchObject({ meals: 1, calories: 86 });
  });

  test('a slot given by the user wins over the time of day', async () => {
    expect(await logged([egg], makeDeps(fs.db), { slot: 'breakfast' })).toMatchObject({ slot: 'breakfast' });
  });

  test('the slot rule by local hour', () => {
    expect([3, 4, 10, 11, 15, 16, 17, 21, 22].map(slotForHour)).toEqual([
      'snack',
      'breakfast',
      'breakfast',
      'lunch',
      'lunch',
      'snack',
      'dinner',
      'dinner',
      'snack',
    ]);
  });

  test.each([
    [{ description: 'Reis', timeZone: 'Mars/Olympus' }, 'history.invalidTimeZone'],
    [{ description: 'Reis', timeZone: '' }, 'history.invalidTimeZone'],
    [{ description: 'Reis' }, 'history.invalidTimeZone'],
    [{ description: '   ', timeZone: zone }, 'history.mealTextRequired'],
    [{ timeZone: zone }, 'history.mealTextRequired'],
    [{ description: 'x'.repeat(1001), timeZone: zone }, 'history.mealTextTooLong'],
    [{ description: 'Reis', timeZone: zone, slot: 'brunch' }, 'common.invalidInput'],
    [{ description: 'Reis', timeZone: zone, extra: 1 }, 'common.invalidInput'],
  ])('bad input %# is refused before any AI call, nothing written', async (input, code) => {
    const { deps, ai } = makeDeps(fs.db);
    const e = await rejection(call('logMeal', handleLogMeal, input, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument', details: { code } });
    expect(ai.requests).toHaveLength(0);
    expect(await ids(fs.db, 'meals')).toEqual([]);
    expect(await ids(fs.db, 'usage')).toEqual([]);
    expect(await ids(fs.db, 'days')).toEqual([]);
  });

  test('a text without food -> history.noFoodInText, nothing stored (the call still counts)', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.json({ noFood: true });
    const e = await rejection(
      call('logMeal', handleLogMeal, { description: 'hello there', timeZone: zone }, alice, deps),
    );
    expect(e).toMatchObject({ status: 'not-found', details: { code: 'history.noFoodInText' } });
    expect(await ids(fs.db, 'meals')).toEqual([]);
    expect(await ids(fs.db, 'days')).toEqual([]);
  });

  test('the daily AI quota applies', async () => {
    const { deps } = makeDeps(fs.db);
    await fs.db.collection('usage').doc('alice').set({ day: today, count: 50 });
    const e = await rejection(
      call('logMeal', handleLogMeal, { description: 'Reis', timeZone: zone }, alice, deps),
    );
    expect(e).toMatchObject({ status: 'resource-exhausted', details: { code: 'common.quotaExceeded' } });
    expect(await ids(fs.db, 'meals')).toEqual([]);
  });
});

describe('analyzeFoodImage in the diary', () => {
  test('a note goes into the same single AI call; with a time zone the photo is an eaten entry', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_nutrition', answer([rice, chicken]));
    const result = await call(
      'analyzeFoodImage',
      handleAnalyzeFoodImage,
      { image: jpeg, note: 'halbe Portion Reis', timeZone: zone },
      alice,
      deps,
    );
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]?.user).toContain('halbe Portion Reis');
    expect(ai.requests[0]?.imageDataUrl).toBe(jpeg);
    expect(result.diary).toEqual({ day: today, slot: 'lunch' });
    expect(result.nutrition.items).toHaveLength(2);
    expect(await meal(result.mealId)).toMatchObject({ source: 'photo', day: today, slot: 'lunch' });
    await expectDayMatchesMeals(fs.db, 'alice', today);
  });

  test('without a time zone the meal stays out of the diary but keeps its rows', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_nutrition', answer([rice]));
    const result = await call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, alice, deps);
    expect(result.diary).toBeUndefined();
    const stored = await meal(result.mealId);
    expect(stored?.day).toBeUndefined();
    expect(stored?.items).toHaveLength(1);
    expect(await ids(fs.db, 'days')).toEqual([]);
  });

  test('a slot without a time zone is refused: only diary entries have slots', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const e = await rejection(
      call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg, slot: 'lunch' }, alice, deps),
    );
    expect(e).toMatchObject({ status: 'invalid-argument', details: { field: 'slot' } });
    expect(ai.requests).toHaveLength(0);
  });

  test('a note that is too long is refused before the AI call', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const e = await rejection(
      call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg, note: 'x'.repeat(501) }, alice, deps),
    );
    expect(e).toMatchObject({ status: 'invalid-argument', details: { code: 'history.mealTextTooLong' } });
    expect(ai.requests).toHaveLength(0);
  });
});

describe('updateMeal', () => {
  test('changing grams rescales from the original per-gram figures: repeated edits never compound', async () => {
    const { mealId, nutrition } = await logged([rice, chicken]);
    const [riceRow, chickenRow] = nutrition.items;
    const { deps, ai } = makeDeps(fs.db);
    const edit = (grams: number) =>
      call(
        'updateMeal',
        handleUpdateMeal,
        {
          mealId,
          items: [
            { id: riceRow?.id, name: 'Reis', grams },
            { id: chickenRow?.id, name: 'Hähnchen', grams: 150 },
          ],
        },
        alice,
        deps,
      );
    const r150 = await edit(150);
    expect(r150.nutrition.items[0]).toMatchObject({
      grams: 150,
      calories: 195,
      protein: 4.1,
      carbs: 42.3,
      fat: 0.5,
    });
    expect(r150.nutrition.calories).toBe(195 + 248);
    for (const g of [33, 77.7, 1, 123]) await edit(g);
    const back = await edit(100);
    expect(back.nutrition.items[0]).toEqual({ ...rice, id: riceRow?.id, source: 'ai' });
    expect(back.nutrition).toMatchObject({ calories: 378, protein: 49.2 });
    expect(ai.requests).toHaveLength(0);
    await expectDayMatchesMeals(fs.db, 'alice', today);
  });

  test('figures given are a manual override, and later weights rescale from them', async () => {
    const { mealId, nutrition } = await logged([rice]);
    const id = nutrition.items[0]?.id;
    const { deps, ai } = makeDeps(fs.db);
    const manual = { id, name: 'Reis', grams: 100, calories: 200, protein: 4, carbs: 40, fat: 2 };
    const r = await call('updateMeal', handleUpdateMeal, { mealId, items: [manual] }, alice, deps);
    expect(r.nutrition).toMatchObject({ calories: 200, protein: 4, carbs: 40, fat: 2 });
    const doubled = await call(
      'updateMeal',
      handleUpdateMeal,
      { mealId, items: [{ id, name: 'Reis', grams: 200 }] },
      alice,
      deps,
    );
    expect(doubled.nutrition.items[0]).toMatchObject({
      grams: 200,
      calories: 400,
      protein: 8,
      carbs: 80,
      fat: 4,
    });
    expect(ai.requests).toHaveLength(0);
    expect(await day('alice', today)).toMatchObject({ calories: 400 });
  });

  test('new rows are estimated in ONE AI call, scaled to the weight the user gave; removed rows go', async () => {
    const { mealId, nutrition } = await logged([rice, chicken]);
    const { deps, ai } = makeDeps(fs.db);
    // The model answers the egg at 60 g although 120 g were asked: its figures are scaled to 120 g.
    ai.reply(
      'food_rows',
      answer([{ ...egg }, { name: 'Butter', grams: 10, calories: 72, protein: 0.1, carbs: 0, fat: 8.1 }]),
    );
    const r = await call(
      'updateMeal',
      handleUpdateMeal,
      {
        mealId,
        items: [
          { id: nutrition.items[0]?.id, name: 'Reis', grams: 100 },
          { name: 'Ei', grams: 120 },
          { name: 'Butter', grams: 10 },
        ],
      },
      alice,
      deps,
    );
    expect(ai.onlyRequest()).toMatchObject({ schemaName: 'food_rows', temperature: 0.3 });
    expect(ai.requests[0]?.user).toContain('"name":"Ei","grams":120');
    expect(ai.requests[0]?.user).not.toContain('Reis');
    expect(r.nutrition.items.map((i) => [i.name, i.grams, i.calories])).toEqual([
      ['Reis', 100, 130],
      ['Ei', 120, 172],
      ['Butter', 10, 72],
    ]);
    expect(r.nutrition.ingredients).toEqual(['Reis', 'Ei', 'Butter']);
    expect(r.nutrition.calories).toBe(374);
    expect(await meal(mealId)).toMatchObject({ calories: 374, ingredients: ['Reis', 'Ei', 'Butter'] });
    await expectDayMatchesMeals(fs.db, 'alice', today);
  });

  test('an older meal (rows of name and grams only, no diary) still reads and its rows get estimated', async () => {
    await seedMeal(fs.db, 'old', {
      user_id: 'alice',
      type: 'nutrition',
      description: 'Pasta',
      meal: 'Pasta',
      calories: 400,
      protein: 12,
      carbs: 70,
      fat: 8,
      ingredients: ['Pasta'],
      items: [{ name: 'Pasta', grams: 200 }],
      timestamp: new Date(),
    });
    const { deps, ai } = makeDeps(fs.db);
    ai.reply(
      'food_rows',
      answer([{ name: 'Pasta', grams: 100, calories: 200, protein: 6, carbs: 35, fat: 4 }]),
    );
    const r = await call(
      'updateMeal',
      handleUpdateMeal,
      { mealId: 'old', items: [{ id: 'row0', name: 'Pasta', grams: 100 }] },
      alice,
      deps,
    );
    expect(r.nutrition).toMatchObject({ calories: 200, items: [{ id: 'row0', grams: 100 }] });
    expect(r.day).toBeUndefined();
    expect(await ids(fs.db, 'days')).toEqual([]);
    // Moving a meal that is not in the diary is refused.
    const e = await rejection(
      call('updateMeal', handleUpdateMeal, { mealId: 'old', slot: 'dinner' }, alice, deps),
    );
    expect(e).toMatchObject({ status: 'failed-precondition', details: { code: 'history.mealNotEditable' } });
  });

  test('moving to another day and slot moves its calories between the days', async () => {
    const first = await logged([rice]);
    await logged([chicken]);
    const { deps } = makeDeps(fs.db);
    const r = await call(
      'updateMeal',
      handleUpdateMeal,
      { mealId: first.mealId, day: '2026-02-28', slot: 'dinner' },
      alice,
      deps,
    );
    expect(r).toMatchObject({ day: '2026-02-28', slot: 'dinner' });
    expect(await day('alice', '2026-02-28')).toMatchObject({ calories: 130, meals: 1 });
    expect(await day('alice', today)).toMatchObject({ calories: 248, meals: 1 });
    await call('updateMeal', handleUpdateMeal, { mealId: first.mealId, day: '2026-02-27' }, alice, deps);
    expect(await day('alice', '2026-02-28')).toBeUndefined();
    expect(await meal(first.mealId)).toMatchObject({ day: '2026-02-27', slot: 'dinner' });
    // Any day from 1 January 2000 to tomorrow in the zone the entry was logged in.
    for (const to of ['2000-01-01', '2026-03-02']) {
      await call('updateMeal', handleUpdateMeal, { mealId: first.mealId, day: to }, alice, deps);
      expect(await meal(first.mealId)).toMatchObject({ day: to });
    }
  });

  test('a meal moved to another day takes its time of day there, so the history lists it among that day', async () => {
    const moved = await logged([rice]);
    const stays = await logged([chicken]);
    const { deps } = makeDeps(fs.db);
    const time = async (id: string) => {
      const stored = (await meal(id)) as { timestamp: { toMillis(): number } };
      return stored.timestamp.toMillis();
    };
    const before = await time(moved.mealId);
    await call('updateMeal', handleUpdateMeal, { mealId: moved.mealId, day: '2026-02-27' }, alice, deps);
    // (Stored in microseconds, the time reads back within a millisecond.)
    expect(Math.abs((await time(moved.mealId)) - (before - 2 * 24 * 60 * 60 * 1000))).toBeLessThanOrEqual(1);
    // A change of slot alone keeps the time.
    await call('updateMeal', handleUpdateMeal, { mealId: stays.mealId, slot: 'dinner' }, alice, deps);
    const newest = await fs.db
      .collection('meals')
      .where('user_id', '==', 'alice')
      .orderBy('timestamp', 'desc')
      .limit(1)
      .get();
    expect(newest.docs[0]?.id).toBe(stays.mealId);
    await call('updateMeal', handleUpdateMeal, { mealId: moved.mealId, day: today }, alice, deps);
    expect(Math.abs((await time(moved.mealId)) - before)).toBeLessThanOrEqual(1);
  });

  test.each([
    [{ items: [{ name: 'Reis', grams: -1 }] }, 'history.invalidGrams'],
    [{ items: [{ name: 'Reis', grams: Number.POSITIVE_INFINITY }] }, 'history.invalidGrams'],
    [{ items: [{ name: 'Reis', grams: Number.NaN }] }, 'history.invalidGrams'],
    [{ items: [{ name: 'Reis', grams: '100' }] }, 'history.invalidGrams'],
    [{ items: [{ name: 'Reis', grams: 5001 }] }, 'history.gramsTooLarge'],
    [{ items: [{ name: ' ', grams: 10 }] }, 'history.foodNameRequired'],
    [{ items: [] }, 'history.rowsRequired'],
    [{ items: Array.from({ length: 41 }, (_, i) => ({ name: `F${i}`, grams: 1 })) }, 'history.tooManyRows'],
    [{ items: [{ name: 'Reis', grams: 10, calories: 50 }] }, 'history.invalidFigures'],
    [
      { items: [{ name: 'Reis', grams: 10, calories: -5, protein: 1, carbs: 1, fat: 1 }] },
      'history.invalidFigures',
    ],
    [
      {
        items: [
          { id: 'a', name: 'Reis', grams: 10 },
          { id: 'a', name: 'Ei', grams: 10 },
        ],
      },
      'history.duplicateRow',
    ],
    [{ day: '2026-02-30' }, 'history.invalidDay'],
    [{ day: 'yesterday' }, 'common.invalidInput'],
    [{ day: '9999-12-31' }, 'history.dayNotInDiary'],
    [{ day: '2026-03-03' }, 'history.dayNotInDiary'],
    [{ day: '1999-12-31' }, 'history.dayNotInDiary'],
    [{}, 'common.invalidInput'],
  ])('bad input %# -> invalid-argument with its message, nothing written', async (input, code) => {
    const { mealId } = await logged([rice]);
    const before = await meal(mealId);
    const { deps, ai } = makeDeps(fs.db);
    const e = await rejection(call('updateMeal', handleUpdateMeal, { mealId, ...input }, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument', details: { code } });
    expect(ai.requests).toHaveLength(0);
    expect(await meal(mealId)).toEqual(before);
    expect(await day('alice', today)).toMatchObject({ calories: 130, meals: 1 });
  });

  test('a recipe meal has no rows to edit', async () => {
    await seedMeal(fs.db, 'r1', {
      user_id: 'alice',
      type: 'recipe',
      description: 'Pasta',
      timestamp: new Date(),
    });
    const { deps } = makeDeps(fs.db);
    const e = await rejection(
      call(
        'updateMeal',
        handleUpdateMeal,
        { mealId: 'r1', items: [{ name: 'Pasta', grams: 100 }] },
        alice,
        deps,
      ),
    );
    expect(e).toMatchObject({ status: 'failed-precondition', details: { code: 'history.mealNotEditable' } });
  });
});

describe('someone else’s meal', () => {
  test('update, correct, undo and delete all answer not-found and write nothing', async () => {
    const { mealId, nutrition } = await logged([rice]);
    const before = await meal(mealId);
    const { deps, ai } = makeDeps(fs.db);
    const attempts = [
      () =>
        call(
          'updateMeal',
          handleUpdateMeal,
          { mealId, items: [{ id: nutrition.items[0]?.id, name: 'Reis', grams: 5 }] },
          bob,
          deps,
        ),
      () => call('updateMeal', handleUpdateMeal, { mealId, slot: 'snack' }, bob, deps),
      () => call('correctMeal', handleCorrectMeal, { mealId, text: 'it was 500 g' }, bob, deps),
      () => call('undoMealCorrection', handleUndoMealCorrection, { mealId }, bob, deps),
      () => call('deleteMeal', handleDeleteMeal, { mealId }, bob, deps),
      () => call('deleteMeal', handleDeleteMeal, { mealId: 'no-such-meal' }, alice, deps),
    ];
    for (const attempt of attempts)
      expect(await rejection(attempt())).toMatchObject({
        status: 'not-found',
        message: 'Meal not found',
        details: { code: 'history.mealNotFound' },
      });
    expect(ai.requests).toHaveLength(0);
    expect(await meal(mealId)).toEqual(before);
    expect(await ids(fs.db, 'usage')).toEqual(['alice']);
    expect(await ids(fs.db, 'days')).toEqual([`alice_${today}`]);
  });
});

describe('correctMeal and undoMealCorrection', () => {
  test('one AI call with the previous rows and the words; the previous estimate comes back once', async () => {
    const { mealId } = await logged([rice, chicken]);
    const { deps, ai } = makeDeps(fs.db);
    const corrected = [
      { ...rice, grams: 200, calories: 260, protein: 5.4, carbs: 56.4, fat: 0.6 },
      chicken,
      { name: 'Butter', grams: 10, calories: 72, protein: 0.1, carbs: 0, fat: 8.1 },
    ];
    ai.reply('food_correction', answer(corrected, 'Gebratener Reis mit Hähnchen'));
    const text = 'es waren 200 g Reis, nicht 100, in Butter gebraten';
    const r = await call('correctMeal', handleCorrectMeal, { mealId, text }, alice, deps);
    expect(ai.onlyRequest()).toMatchObject({ schemaName: 'food_correction', temperature: 0.3 });
    expect(ai.requests[0]?.user).toContain(text);
    expect(ai.requests[0]?.user).toContain('"name":"Reis","grams":100');
    expect(ai.requests[0]?.system).toContain('precedence');
    expect(r.nutrition).toMatchObject({ calories: 580, description: 'Gebratener Reis mit Hähnchen' });
    expect(await day('alice', today)).toMatchObject({ calories: 580 });
    expect((await meal(mealId))?.previous).toMatchObject({ calories: 378, description: 'Reis, Hähnchen' });
    expect((await fs.db.collection('usage').doc('alice').get()).get('count')).toBe(2);

    const undone = await call('undoMealCorrection', handleUndoMealCorrection, { mealId }, alice, deps);
    expect(undone.nutrition).toMatchObject({ calories: 378, description: 'Reis, Hähnchen' });
    expect(undone.nutrition.items.map((i) => i.name)).toEqual(['Reis', 'Hähnchen']);
    expect((await meal(mealId))?.previous).toBeUndefined();
    await expectDayMatchesMeals(fs.db, 'alice', today);

    const again = await rejection(
      call('undoMealCorrection', handleUndoMealCorrection, { mealId }, alice, deps),
    );
    expect(again).toMatchObject({
      status: 'failed-precondition',
      details: { code: 'history.nothingToUndo' },
    });
    expect(await day('alice', today)).toMatchObject({ calories: 378 });
  });

  test.each([
    [{ text: '' }, 'history.mealTextRequired'],
    [{ text: 'x'.repeat(501) }, 'history.mealTextTooLong'],
  ])('bad words %# are refused before the AI call', async (input, code) => {
    const { mealId } = await logged([rice]);
    const { deps, ai } = makeDeps(fs.db);
    const e = await rejection(call('correctMeal', handleCorrectMeal, { mealId, ...input }, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument', details: { code } });
    expect(ai.requests).toHaveLength(0);
  });

  test('a failing AI call leaves the meal as it was', async () => {
    const { mealId } = await logged([rice]);
    const before = await meal(mealId);
    const { deps, ai } = makeDeps(fs.db);
    ai.json({ items: 'nonsense', calories: -1 });
    const e = await rejection(
      call('correctMeal', handleCorrectMeal, { mealId, text: 'mehr Reis' }, alice, deps),
    );
    expect(e).toMatchObject({ details: { code: 'history.estimateError' } });
    expect(await meal(mealId)).toEqual(before);
  });
});

describe('deleteMeal and clearHistory', () => {
  test('deleting entries keeps the day equal to the rest; the last one takes the day with it', async () => {
    const a = await logged([rice]);
    const b = await logged([chicken]);
    const { deps } = makeDeps(fs.db);
    await call('deleteMeal', handleDeleteMeal, { mealId: a.mealId }, alice, deps);
    expect(await day('alice', today)).toMatchObject({ calories: 248, meals: 1 });
    await call('deleteMeal', handleDeleteMeal, { mealId: b.mealId }, alice, deps);
    expect(await ids(fs.db, 'days')).toEqual([]);
    expect(await ids(fs.db, 'meals')).toEqual([]);
  });

  test('clearHistory removes the days with the meals', async () => {
    await logged([rice]);
    await logged([chicken], makeDeps(fs.db), { timeZone: 'Pacific/Auckland' });
    const { deps } = makeDeps(fs.db);
    expect(await call('clearHistory', handleClearHistory, {}, alice, deps)).toEqual({ deleted: 2 });
    expect(await ids(fs.db, 'days')).toEqual([]);
  });
});

describe('concurrent edits from two devices', () => {
  test('updates, deletes and new entries at once on one day: the day still equals the sum of its entries', async () => {
    const entries = [];
    for (const rows of [[rice], [chicken], [egg], [rice, egg]]) entries.push(await logged(rows));
    const [a, b, c, d] = entries as [
      (typeof entries)[number],
      (typeof entries)[number],
      (typeof entries)[number],
      (typeof entries)[number],
    ];
    const phone = makeDeps(fs.db);
    const tablet = makeDeps(fs.db);
    phone.ai.reply('food_text', answer([egg, egg]));
    tablet.ai.reply('food_text', answer([chicken]));
    const rowOf = (e: typeof a, grams: number) => [{ id: e.nutrition.items[0]?.id, name: 'x', grams }];
    await Promise.all([
      call('updateMeal', handleUpdateMeal, { mealId: a.mealId, items: rowOf(a, 250) }, alice, phone.deps),
      call('updateMeal', handleUpdateMeal, { mealId: a.mealId, items: rowOf(a, 50) }, alice, tablet.deps),
      call('deleteMeal', handleDeleteMeal, { mealId: b.mealId }, alice, phone.deps),
      call('updateMeal', handleUpdateMeal, { mealId: c.mealId, slot: 'snack' }, alice, tablet.deps),
      call('updateMeal', handleUpdateMeal, { mealId: d.mealId, day: '2026-02-28' }, alice, phone.deps),
      call('logMeal', handleLogMeal, { description: 'zwei Eier', timeZone: zone }, alice, phone.deps),
      call('logMeal', handleLogMeal, { description: 'Hähnchen', timeZone: zone }, alice, tablet.deps),
      call('updateMeal', handleUpdateMeal, { mealId: c.mealId, items: rowOf(c, 180) }, alice, phone.deps),
    ]);
    await expectDayMatchesMeals(fs.db, 'alice', today);
    await expectDayMatchesMeals(fs.db, 'alice', '2026-02-28');
    expect((await day('alice', today))?.meals).toBe(4);
  });
});

/**
 * The same database, but every read inside a transaction takes 150 ms longer: the read-then-write windows
 * of concurrent calls overlap for certain, so an update computed from a stale read would be lost.
 */
function slowTransactionReads(db: Firestore): Firestore {
  const bind = <T extends object>(target: T, overrides: Record<string | symbol, unknown>): T =>
    new Proxy(target, {
      get(t, prop) {
        if (prop in overrides) return overrides[prop];
        const value = Reflect.get(t, prop, t);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
  return bind(db, {
    runTransaction: (fn: (tx: Transaction) => Promise<unknown>, options?: object) =>
      db.runTransaction(
        (tx) =>
          fn(
            bind(tx, {
              get: async (...args: unknown[]) => {
                const read: unknown = await Reflect.apply(tx.get, tx, args);
                await pause();
                return read;
              },
              getAll: async (...refs: DocumentReference[]) => {
                const read = await tx.getAll(...refs);
                await pause();
                return read;
              },
            }),
          ),
        options,
      ),
  });
}

async function seedSoup() {
  await seedMeal(fs.db, 'soup', {
    user_id: 'alice',
    type: 'recipe',
    description: 'Soup',
    title: 'Soup',
    persons: 1,
    recipeIngredients: [{ item: 'Soup', amount: 300, unit: 'g' }],
    nutritionData: { calories: 150, protein: 6, carbs: 20, fat: 5 },
    timestamp: new Date(),
  });
}

describe('overlapping transactions', () => {
  test('entries created at the same moment on one day, each reading the day before any writes: all counted', async () => {
    await logged([rice]);
    await seedSoup();
    const slow = makeDeps(slowTransactionReads(fs.db)).deps;
    await Promise.all(
      [1, 2, 3, 4].map((portions) => logRecipe({ mealId: 'soup', portions, timeZone: zone }, alice, slow)),
    );
    await expectDayMatchesMeals(fs.db, 'alice', today);
    expect(await day('alice', today)).toMatchObject({ meals: 5, calories: 130 + 10 * 150 });
  });

  test('new entries, edits and deletions on one day, each read before any is written: none is lost', async () => {
    const entries = [];
    for (const rows of [[rice], [chicken], [egg], [rice], [chicken], [egg]]) entries.push(await logged(rows));
    await seedSoup();
    const slow = makeDeps(slowTransactionReads(fs.db)).deps;
    const soup = (portions: number) => logRecipe({ mealId: 'soup', portions, timeZone: zone }, alice, slow);
    await Promise.all([
      soup(1),
      soup(2),
      soup(3),
      ...entries.map((e, i) =>
        i % 3 === 2
          ? call('deleteMeal', handleDeleteMeal, { mealId: e.mealId }, alice, slow)
          : call(
              'updateMeal',
              handleUpdateMeal,
              { mealId: e.mealId, items: [{ id: e.nutrition.items[0]?.id, name: 'x', grams: 300 }] },
              alice,
              slow,
            ),
      ),
    ]);
    await expectDayMatchesMeals(fs.db, 'alice', today);
    expect((await day('alice', today))?.meals).toBe(7);
  });
});

describe('many entries at once', () => {
  test('eight meals logged and two deleted at the same moment: every one is counted, exactly once', async () => {
    const early = [await logged([rice]), await logged([egg])];
    const devices = Array.from({ length: 8 }, () => makeDeps(fs.db));
    devices.forEach((d, i) => {
      d.ai.reply('food_text', answer([{ ...egg, grams: 60 + i, calories: 86 + i }]));
    });
    await Promise.all([
      ...devices.map((d) =>
        call('logMeal', handleLogMeal, { description: 'Ei', timeZone: zone }, alice, d.deps),
      ),
      ...early.map((e) =>
        call('deleteMeal', handleDeleteMeal, { mealId: e.mealId }, alice, makeDeps(fs.db).deps),
      ),
    ]);
    await expectDayMatchesMeals(fs.db, 'alice', today);
    expect(await day('alice', today)).toMatchObject({ meals: 8, calories: 8 * 86 + 28 });
  });
});

describe('recipes from eaten entries', () => {
  test('generateRecipe from an eaten entry makes a new recipe meal without a day; the entry stays', async () => {
    const { mealId } = await logged([rice, chicken]);
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('generated_recipe', {
      recipe: {
        title: 'Reis mit Hähnchen',
        ingredients: [{ item: 'Reis', amount: 100, unit: 'g' }],
        instructions: ['Kochen.'],
      },
      nutritionData: { calories: 380, protein: 49, carbs: 28, fat: 6 },
    });
    const r = await generateRecipe({ mealId }, alice, deps);
    expect(r.mealId).not.toBe(mealId);
    const recipe = await meal(r.mealId as string);
    expect(recipe).toMatchObject({ type: 'recipe', title: 'Reis mit Hähnchen' });
    expect(recipe?.day).toBeUndefined();
    expect(await meal(mealId)).toMatchObject({ type: 'nutrition', day: today, calories: 378 });
    await expectDayMatchesMeals(fs.db, 'alice', today);

    // Asked again: the entry's recipe is used, no second AI call and no second recipe meal.
    const again = await generateRecipe({ mealId }, alice, deps);
    expect(again).toMatchObject({ mealId: r.mealId, recipe: { title: 'Reis mit Hähnchen' } });
    expect(ai.requests).toHaveLength(1);
    const recipes = await fs.db
      .collection('meals')
      .where('user_id', '==', 'alice')
      .where('type', '==', 'recipe')
      .get();
    expect(recipes.size).toBe(1);
  });

  test('an entry logged from a recipe asks for no new recipe: it is that recipe', async () => {
    const { deps, ai } = makeDeps(fs.db);
    await seedMeal(fs.db, 'r1', {
      user_id: 'alice',
      type: 'recipe',
      description: 'Soup',
      meal: 'Soup',
      title: 'Soup',
      ingredients: ['100 g Carrots'],
      recipeIngredients: [{ item: 'Carrots', amount: 100, unit: 'g' }],
      instructions: ['Cook.'],
      persons: 1,
      calories: 200,
      protein: 5,
      carbs: 30,
      fat: 6,
    });
    const logged = await logRecipe({ mealId: 'r1', portions: 1, timeZone: zone }, alice, deps);
    const r = await generateRecipe({ mealId: logged.mealId }, alice, deps);
    expect(r).toMatchObject({ mealId: 'r1', recipe: { title: 'Soup' } });
    expect(ai.requests).toHaveLength(0);
  });
});

describe('updateProfile: dailyGoal', () => {
  test('defaults to maintain, is stored and returned, and only takes the known goals', async () => {
    const { deps } = makeDeps(fs.db);
    const first = await call('updateProfile', handleUpdateProfile, { name: 'Alice' }, alice, deps);
    expect(first.profile.dailyGoal).toBe('maintain');
    const next = await call('updateProfile', handleUpdateProfile, { dailyGoal: 'mildLoss' }, alice, deps);
    expect(next.profile.dailyGoal).toBe('mildLoss');
    expect((await fs.db.collection('users').doc('alice').get()).get('dailyGoal')).toBe('mildLoss');
    const e = await rejection(call('updateProfile', handleUpdateProfile, { dailyGoal: 'bulk' }, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument' });
    expect((await fs.db.collection('users').doc('alice').get()).get('dailyGoal')).toBe('mildLoss');
  });
});
