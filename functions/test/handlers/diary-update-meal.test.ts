// Editing an eaten entry (updateMeal): its rows' grams, foods added and removed, figures set by hand, its
// slot and day; the day totals follow every change.
import { describe, expect, test } from 'vitest';
import { handleUpdateMeal } from '../../src/diary/update-meal.js';
import { call, rejection } from '../support/call.js';
import { chicken, egg, expectDayMatchesMeals, rice, today, useDiary } from '../support/diary.js';
import { alice, makeDeps } from '../support/fake-deps.js';
import { foodAnswer as answer } from '../support/food-answers.js';
import { ids, seedMeal } from '../support/seed.js';

const { fs, meal, day, logged } = useDiary();

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
            { id: riceRow?.id, name: 'Reispfanne', grams },
            { id: chickenRow?.id, name: 'Hähnchencurry', grams: 150 },
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
    const manual = { id, name: 'Reispfanne', grams: 100, calories: 200, protein: 4, carbs: 40, fat: 2 };
    const r = await call('updateMeal', handleUpdateMeal, { mealId, items: [manual] }, alice, deps);
    expect(r.nutrition).toMatchObject({ calories: 200, protein: 4, carbs: 40, fat: 2 });
    const doubled = await call(
      'updateMeal',
      handleUpdateMeal,
      { mealId, items: [{ id, name: 'Reispfanne', grams: 200 }] },
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
      answer([
        { ...egg },
        { name: 'Kräuterbutter', grams: 10, calories: 72, protein: 0.1, carbs: 0, fat: 8.1 },
      ]),
    );
    const r = await call(
      'updateMeal',
      handleUpdateMeal,
      {
        mealId,
        items: [
          { id: nutrition.items[0]?.id, name: 'Reispfanne', grams: 100 },
          { name: 'Eierspeise', grams: 120 },
          { name: 'Kräuterbutter', grams: 10 },
        ],
      },
      alice,
      deps,
    );
    expect(ai.onlyRequest()).toMatchObject({ schemaName: 'food_rows', temperature: 0.3 });
    expect(ai.requests[0]?.user).toContain('"name":"Eierspeise","grams":120');
    expect(ai.requests[0]?.user).not.toContain('Reispfanne');
    expect(r.nutrition.items.map((i) => [i.name, i.grams, i.calories])).toEqual([
      ['Reispfanne', 100, 130],
      ['Eierspeise', 120, 172],
      ['Kräuterbutter', 10, 72],
    ]);
    expect(r.nutrition.ingredients).toEqual(['Reispfanne', 'Eierspeise', 'Kräuterbutter']);
    expect(r.nutrition.calories).toBe(374);
    expect(await meal(mealId)).toMatchObject({
      calories: 374,
      ingredients: ['Reispfanne', 'Eierspeise', 'Kräuterbutter'],
    });
    await expectDayMatchesMeals(fs.db, 'alice', today);
  });

  test('an older meal (rows of name and grams only, no diary) still reads and its rows get estimated', async () => {
    await seedMeal(fs.db, 'old', {
      user_id: 'alice',
      type: 'nutrition',
      description: 'Nudelauflauf',
      meal: 'Nudelauflauf',
      calories: 400,
      protein: 12,
      carbs: 70,
      fat: 8,
      ingredients: ['Nudelauflauf'],
      items: [{ name: 'Nudelauflauf', grams: 200 }],
      timestamp: new Date(),
    });
    const { deps, ai } = makeDeps(fs.db);
    ai.reply(
      'food_rows',
      answer([{ name: 'Nudelauflauf', grams: 100, calories: 200, protein: 6, carbs: 35, fat: 4 }]),
    );
    const r = await call(
      'updateMeal',
      handleUpdateMeal,
      { mealId: 'old', items: [{ id: 'row0', name: 'Nudelauflauf', grams: 100 }] },
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
    [{ items: [{ name: 'Reispfanne', grams: -1 }] }, 'history.invalidGrams'],
    [{ items: [{ name: 'Reispfanne', grams: Number.POSITIVE_INFINITY }] }, 'history.invalidGrams'],
    [{ items: [{ name: 'Reispfanne', grams: Number.NaN }] }, 'history.invalidGrams'],
    [{ items: [{ name: 'Reispfanne', grams: '100' }] }, 'history.invalidGrams'],
    [{ items: [{ name: 'Reispfanne', grams: 5001 }] }, 'history.gramsTooLarge'],
    [{ items: [{ name: ' ', grams: 10 }] }, 'history.foodNameRequired'],
    [{ items: [] }, 'history.rowsRequired'],
    [{ items: Array.from({ length: 41 }, (_, i) => ({ name: `F${i}`, grams: 1 })) }, 'history.tooManyRows'],
    [{ items: [{ name: 'Reispfanne', grams: 10, calories: 50 }] }, 'history.invalidFigures'],
    [
      { items: [{ name: 'Reispfanne', grams: 10, calories: -5, protein: 1, carbs: 1, fat: 1 }] },
      'history.invalidFigures',
    ],
    [
      {
        items: [
          { id: 'a', name: 'Reispfanne', grams: 10 },
          { id: 'a', name: 'Eierspeise', grams: 10 },
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
      description: 'Nudelauflauf',
      timestamp: new Date(),
    });
    const { deps } = makeDeps(fs.db);
    const e = await rejection(
      call(
        'updateMeal',
        handleUpdateMeal,
        { mealId: 'r1', items: [{ name: 'Nudelauflauf', grams: 100 }] },
        alice,
        deps,
      ),
    );
    expect(e).toMatchObject({ status: 'failed-precondition', details: { code: 'history.mealNotEditable' } });
  });
});
