// Fixing an eaten entry in words (correctMeal) and its one undo, deleting entries and clearing the history,
// and what another user's attempts at any of them get: not found, nothing written.
import { describe, expect, test } from 'vitest';
import { handleClearHistory } from '../../src/diary/clear-history.js';
import { handleCorrectMeal } from '../../src/diary/correct-meal.js';
import { handleDeleteMeal, handleUndoMealCorrection } from '../../src/diary/diary-handlers.js';
import { handleUpdateMeal } from '../../src/diary/update-meal.js';
import { call, rejection } from '../support/call.js';
import { chicken, expectDayMatchesMeals, rice, today, useDiary } from '../support/diary.js';
import { alice, bob, makeDeps } from '../support/fake-deps.js';
import { foodAnswer as answer } from '../support/food-answers.js';
import { ids } from '../support/seed.js';

const { fs, meal, day, logged } = useDiary();

describe('correctMeal and undoMealCorrection', () => {
  test('one AI call with the previous rows and the words; the previous estimate comes back once', async () => {
    const { mealId } = await logged([rice, chicken]);
    const { deps, ai } = makeDeps(fs.db);
    const corrected = [
      { ...rice, grams: 200, calories: 260, protein: 5.4, carbs: 56.4, fat: 0.6 },
      chicken,
      { name: 'Kräuterbutter', grams: 10, calories: 72, protein: 0.1, carbs: 0, fat: 8.1 },
    ];
    ai.reply('food_correction', answer(corrected, 'Gebratener Reis mit Hähnchen'));
    const text = 'es waren 200 g Reis, nicht 100, in Butter gebraten';
    const r = await call('correctMeal', handleCorrectMeal, { mealId, text }, alice, deps);
    expect(ai.onlyRequest()).toMatchObject({ schemaName: 'food_correction', temperature: 0.3 });
    expect(ai.requests[0]?.user).toContain(text);
    expect(ai.requests[0]?.user).toContain('"name":"Reispfanne","grams":100');
    expect(ai.requests[0]?.system).toContain('precedence');
    expect(r.nutrition).toMatchObject({ calories: 580, description: 'Gebratener Reis mit Hähnchen' });
    expect(await day('alice', today)).toMatchObject({ calories: 580 });
    expect((await meal(mealId))?.previous).toMatchObject({
      calories: 378,
      description: 'Reispfanne, Hähnchencurry',
    });
    expect((await fs.db.collection('usage').doc('alice').get()).get('count')).toBe(2);

    const undone = await call('undoMealCorrection', handleUndoMealCorrection, { mealId }, alice, deps);
    expect(undone.nutrition).toMatchObject({ calories: 378, description: 'Reispfanne, Hähnchencurry' });
    expect(undone.nutrition.items.map((i) => i.name)).toEqual(['Reispfanne', 'Hähnchencurry']);
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
          { mealId, items: [{ id: nutrition.items[0]?.id, name: 'Reispfanne', grams: 5 }] },
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
