// The food diary's new entries: a meal logged in words (logMeal) or from a photo (analyzeFoodImage), placed
// on the user's day and meal slot, with the day's totals written with it.
import { describe, expect, test } from 'vitest';
import { handleAnalyzeFoodImage } from '../../src/diary/analyze-food-image.js';
import { slotForHour } from '../../src/diary/diary-time.js';
import { handleLogMeal } from '../../src/diary/log-meal.js';
import { call, rejection } from '../support/call.js';
import {
  chicken,
  egg,
  expectAliceEntryNow,
  expectDayMatchesMeals,
  rice,
  today,
  useDiary,
  zone,
} from '../support/diary.js';
import { alice, jpeg, makeDeps } from '../support/fake-deps.js';
import { foodAnswer as answer } from '../support/food-answers.js';
import { ids } from '../support/seed.js';

const { fs, meal, day, logged } = useDiary();

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
      ingredients: ['Reispfanne', 'Hähnchencurry'],
      consistent: true,
    });
    expect(result.nutrition.items.map(({ id: _id, ...r }) => r)).toEqual([
      { ...rice, source: 'ai' },
      { ...chicken, source: 'ai' },
    ]);
    expect(new Set(result.nutrition.items.map((i) => i.id)).size).toBe(2);
    const stored = await meal(result.mealId);
    expectAliceEntryNow(stored, {
      source: 'text',
      slot: 'lunch',
      calories: 378,
      ingredients: ['Reispfanne', 'Hähnchencurry'],
    });
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
    [{ description: 'Reispfanne', timeZone: 'Mars/Olympus' }, 'history.invalidTimeZone'],
    [{ description: 'Reispfanne', timeZone: '' }, 'history.invalidTimeZone'],
    [{ description: 'Reispfanne' }, 'history.invalidTimeZone'],
    [{ description: '   ', timeZone: zone }, 'history.mealTextRequired'],
    [{ timeZone: zone }, 'history.mealTextRequired'],
    [{ description: 'x'.repeat(1001), timeZone: zone }, 'history.mealTextTooLong'],
    [{ description: 'Reispfanne', timeZone: zone, slot: 'brunch' }, 'common.invalidInput'],
    [{ description: 'Reispfanne', timeZone: zone, extra: 1 }, 'common.invalidInput'],
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
      call('logMeal', handleLogMeal, { description: 'Reispfanne', timeZone: zone }, alice, deps),
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
