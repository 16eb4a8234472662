// Vitamins and minerals in the diary: a row grounded on the food table carries the table's amounts for
// its grams and keeps them per gram (new grams rescale them, a swap or a return to the estimate follows);
// meals and days add them up and count, for each, how many rows knew it, so an estimate adds a row but
// no knowledge. Figures typed by hand carry none; the export carries them all.
import { describe, expect, test } from 'vitest';
import { handleExportData } from '../../src/account/export-data.js';
import { callable, rejection } from '../support/call.js';
import { expectDayMatchesMeals, rice, today, useDiary, zone } from '../support/diary.js';
import { deleteMeal, logAgain, updateMeal } from '../support/diary-callables.js';
import { alice, makeDeps } from '../support/fake-deps.js';
import type { FoodRow } from '../support/food-answers.js';

const { fs, meal, day, logged } = useDiary();
const exportData = callable('exportData', handleExportData);

// The model's own figures for them, close to the table's, so each matches its food.
const spinach: FoodRow = {
  name: 'Spinat',
  food: 'Spinach, raw',
  grams: 100,
  calories: 23,
  protein: 2.9,
  carbs: 3.6,
  fat: 0.4,
};
const orange: FoodRow = {
  name: 'Orange',
  food: 'Orange, raw',
  grams: 150,
  calories: 71,
  protein: 1.4,
  carbs: 17.6,
  fat: 0.2,
};

// The table per 100 g (SR24): raw spinach 28.1 mg vitamin C, 2.71 mg iron, 194 µg DFE folate, 558 mg
// potassium; an orange 53.2 mg, 0.1 mg, 30 µg and 181 mg.
const spinach100g = { vitaminC: 28.1, iron: 2.71, folate: 194, potassium: 558 };
const orange150g = { vitaminC: 79.8, iron: 0.15, folate: 45, potassium: 271.5 };

/** Alice's lunch: spinach, an orange and a dish the table cannot place (the model's estimate). */
async function lunch() {
  const r = await logged([spinach, orange, rice]);
  const [s, o, e] = r.nutrition.items as [
    (typeof r.nutrition.items)[number],
    (typeof r.nutrition.items)[number],
    (typeof r.nutrition.items)[number],
  ];
  return { mealId: r.mealId, spinachRow: s, orangeRow: o, estimateRow: e };
}

/** updateMeal on the lunch, as Alice, with these rows. */
const editLunch = (mealId: string, ...items: object[]) =>
  updateMeal({ mealId, items }, alice, makeDeps(fs.db).deps);
/** Alice's day today holds at least `expected`. */
const expectToday = async (expected: object) => expect(await day('alice', today)).toMatchObject(expected);

describe('table rows carry the table’s vitamins and minerals for their grams', () => {
  test('100 g of spinach and 150 g of orange; the estimate knows none; the day adds and counts them', async () => {
    const { mealId, spinachRow, orangeRow, estimateRow } = await lunch();
    expect(spinachRow).toMatchObject({ source: 'database', foodId: 'sr24:11457' });
    expect(spinachRow.micros).toMatchObject(spinach100g);
    expect(orangeRow).toMatchObject({ source: 'database', foodId: 'sr24:09200' });
    expect(orangeRow.micros).toMatchObject(orange150g);
    expect(estimateRow.source).toBe('ai');
    expect(estimateRow.micros).toBeUndefined();

    const both = { vitaminC: 107.9, iron: 2.86, folate: 239, potassium: 829.5 };
    expect((await meal(mealId))?.micros).toMatchObject(both);
    const d = await day('alice', today);
    expect(d).toMatchObject({ rows: 3, meals: 1, micros: both });
    expect(d?.microsKnown).toMatchObject({ vitaminC: 2, iron: 2, folate: 2, potassium: 2 });
    // Every nutrient is counted, 0 where no row knew it; a sum of no rows is unknown, not 0.
    expect(Object.keys(d?.microsKnown ?? {})).toHaveLength(19);
    await expectDayMatchesMeals(fs.db, 'alice', today);
  });

  test('a second meal adds to the day; deleting it takes its rows and amounts away again', async () => {
    await lunch();
    const snack = await logged([orange]);
    await expectToday({
      rows: 4,
      meals: 2,
      micros: { vitaminC: 187.7, potassium: 1101 },
      microsKnown: { vitaminC: 3, potassium: 3 },
    });
    await deleteMeal({ mealId: snack.mealId }, alice, makeDeps(fs.db).deps);
    await expectToday({ rows: 3, micros: { vitaminC: 107.9 }, microsKnown: { vitaminC: 2 } });
  });

  test('logged again for two portions: every row’s amounts doubled, the estimate still knowing none', async () => {
    const { mealId } = await lunch();
    const again = await logAgain({ mealId, timeZone: zone, portions: 2 }, alice, makeDeps(fs.db).deps);
    expect((await meal(again.mealId))?.items[0]?.micros).toMatchObject({ vitaminC: 56.2, iron: 5.42 });
    await expectToday({ rows: 6, micros: { vitaminC: 323.7, folate: 717 }, microsKnown: { vitaminC: 4 } });
    await expectDayMatchesMeals(fs.db, 'alice', today);
  });

  test('new grams rescale them from the food’s figures per gram', async () => {
    const { mealId, spinachRow, orangeRow, estimateRow } = await lunch();
    const r = await editLunch(
      mealId,
      { id: spinachRow.id, name: 'Spinat', grams: 50 },
      { id: orangeRow.id, name: 'Orange', grams: 300 },
      { id: estimateRow.id, name: estimateRow.name, grams: 200 },
    );
    expect(r.nutrition.items[0]?.micros).toMatchObject({ vitaminC: 14.05, iron: 1.355, folate: 97 });
    expect(r.nutrition.items[1]?.micros).toMatchObject({ vitaminC: 159.6, folate: 90, potassium: 543 });
    expect(r.nutrition.items[2]?.micros).toBeUndefined();
    await expectToday({ rows: 3, micros: { vitaminC: 173.65, folate: 187 }, microsKnown: { vitaminC: 2 } });
    await expectDayMatchesMeals(fs.db, 'alice', today);
  });

  test('back to the model’s estimate the row knows none; swapped to a table food it takes that one’s', async () => {
    const { mealId, spinachRow, orangeRow } = await lunch();
    const kept = await editLunch(
      mealId,
      { id: spinachRow.id, name: 'Spinat', grams: 100, keepEstimate: true },
      { id: orangeRow.id, name: 'Orange', grams: 150 },
    );
    expect(kept.nutrition.items[0]).toMatchObject({ source: 'ai', calories: 23 });
    expect(kept.nutrition.items[0]?.micros).toBeUndefined();
    await expectToday({ rows: 2, microsKnown: { vitaminC: 1 } });
    // Swapped to cooked spinach (SR24 11458: 9.8 mg vitamin C, 3.57 mg iron per 100 g).
    const swapped = await editLunch(
      mealId,
      { id: spinachRow.id, name: 'Spinat', grams: 100, foodId: 'sr24:11458' },
      { id: orangeRow.id, name: 'Orange', grams: 150 },
    );
    expect(swapped.nutrition.items[0]?.micros).toMatchObject({ vitaminC: 9.8, iron: 3.57 });
    await expectToday({ micros: { vitaminC: 89.6 }, microsKnown: { vitaminC: 2 } });
  });

  test('figures typed by hand replace the table’s and carry none', async () => {
    const { mealId, spinachRow, orangeRow } = await lunch();
    const r = await editLunch(
      mealId,
      { id: spinachRow.id, name: 'Spinat', grams: 100, calories: 30, protein: 3, carbs: 4, fat: 1 },
      { id: orangeRow.id, name: 'Orange', grams: 150 },
    );
    expect(r.nutrition.items[0]).toMatchObject({ source: 'manual', calories: 30 });
    expect(r.nutrition.items[0]?.micros).toBeUndefined();
    expect((await meal(mealId))?.items[0]?.perGram?.micros).toBeUndefined();
    await expectToday({ rows: 2, micros: { iron: 0.15 }, microsKnown: { iron: 1 } });
  });

  test('vitamins and minerals sent with figures typed by hand are refused, and nothing is written', async () => {
    const { mealId, spinachRow } = await lunch();
    const before = await meal(mealId);
    const { deps } = makeDeps(fs.db);
    const typed = {
      id: spinachRow.id,
      name: 'Spinat',
      grams: 100,
      calories: 30,
      protein: 3,
      carbs: 4,
      fat: 1,
    };
    expect(
      await rejection(updateMeal({ mealId, items: [{ ...typed, micros: { iron: 9 } }] }, alice, deps)),
    ).toMatchObject({ status: 'invalid-argument', details: { code: 'history.invalidFigures' } });
    expect(await meal(mealId)).toEqual(before);
  });
});

describe('exportData', () => {
  test('carries each row’s vitamins and minerals, the day’s sums and counts, and their units', async () => {
    const { mealId } = await lunch();
    const exported = await exportData({}, alice, makeDeps(fs.db).deps);
    const lunchMeal = exported.meals.find((m) => m.id === mealId) as Record<string, unknown> & {
      items: { micros?: Record<string, number> }[];
    };
    expect(lunchMeal.items[0]?.micros).toMatchObject(spinach100g);
    expect(lunchMeal.items[2]?.micros).toBeUndefined();
    expect(exported.days).toEqual([
      expect.objectContaining({
        day: today,
        rows: 3,
        micros: expect.objectContaining({ vitaminC: 107.9 }),
        microsKnown: expect.objectContaining({ vitaminC: 2, vitaminD: 2 }),
      }),
    ]);
    expect(exported.microUnits).toMatchObject({ vitaminC: 'mg', folate: 'µg', vitaminB12: 'µg' });
  });
});
