// Foods logged into a slot without an AI call (logFoods): table foods by grams or by one of their
// servings, products by barcode, foods typed by hand; one entry, the day's totals following; what cannot be
// logged is refused with nothing written.
import { describe, expect, test } from 'vitest';
import { found } from '../support/barcodes.js';
import { rejection } from '../support/call.js';
import { expectAliceEntryNow } from '../support/diary.js';
import { logFoods } from '../support/diary-callables.js';
import { alice, makeDeps, testConfig } from '../support/fake-deps.js';
import { NUTELLA, nutellaProduct } from '../support/products.js';
import { today, useQuickLogging, yesterday, zone } from '../support/quick-logging.js';

const { fs, meal, dayDoc, expectDayIsSum, snapshot } = useQuickLogging();
const BANANA = 'sr24:09040';
const BREAD = 'sr24:18069';

describe('logFoods', () => {
  test('table foods by grams and by serving, a product and a food typed by hand: one entry in the slot, the day’s totals right, no AI call', async () => {
    const { deps, ai, products } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutellaProduct));
    const r = await logFoods(
      {
        timeZone: zone,
        slot: 'breakfast',
        items: [
          { foodId: BANANA, quantity: 1, unit: 'medium (7" to 7-7/8" long)' },
          { foodId: BREAD, quantity: 2, unit: 'slice' },
          { foodId: BANANA, grams: 50 },
          { barcode: NUTELLA, grams: 20 },
          { name: 'Kaffee mit Milch', grams: 250, calories: 30, protein: 1.5, carbs: 2.4, fat: 1.6 },
        ],
      },
      alice,
      deps,
    );
    expect(ai.requests).toHaveLength(0);
    expect(r).toMatchObject({ day: today, slot: 'breakfast' });
    const rows = r.nutrition.items;
    // Alice reads German: table foods are named in it.
    expect(rows[0]).toMatchObject({
      name: 'Banane',
      grams: 118,
      calories: 105,
      source: 'database',
      foodId: BANANA,
      serving: { quantity: 1, unit: 'medium (7" to 7-7/8" long)', grams: 118 },
    });
    // The table's vitamins and minerals come with it, for the grams eaten.
    expect(rows[0]?.micros?.potassium).toBeCloseTo(422, 0);
    expect(rows[1]).toMatchObject({
      name: 'Toastbrot',
      grams: 56,
      calories: 148,
      serving: { quantity: 2, unit: 'slice', grams: 28 },
    });
    expect(rows[2]).toMatchObject({ grams: 50, calories: 45 });
    expect(rows[2]?.serving).toBeUndefined();
    expect(rows[3]).toMatchObject({
      name: 'Nutella',
      grams: 20,
      calories: 108,
      source: 'barcode',
      barcode: NUTELLA,
    });
    expect(rows[4]).toMatchObject({ name: 'Kaffee mit Milch', grams: 250, calories: 30, source: 'manual' });
    expect(r.nutrition.calories).toBe(105 + 148 + 45 + 108 + 30);

    const stored = await meal(r.mealId);
    expectAliceEntryNow(stored, {
      slot: 'breakfast',
      source: 'foods',
      calories: r.nutrition.calories,
      description: 'Banane, Toastbrot, Banane, Nutella, Kaffee mit Milch',
    });
    expect(stored?.items[1].serving).toEqual({ quantity: 2, unit: 'slice', grams: 28 });
    expect(await dayDoc('alice', today)).toMatchObject({ calories: r.nutrition.calories, meals: 1, rows: 5 });
    await expectDayIsSum(fs.db, 'alice', today);
  });

  test('an earlier day, into its slot at the slot’s usual time; a product counted in its own servings', async () => {
    const { deps, products } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutellaProduct));
    const r = await logFoods(
      {
        timeZone: zone,
        day: yesterday,
        slot: 'snack',
        items: [{ barcode: NUTELLA, grams: 15, serving: { quantity: 2, unit: 'portion', grams: 15 } }],
      },
      alice,
      deps,
    );
    expect(r).toMatchObject({ day: yesterday, slot: 'snack' });
    expect(r.nutrition.items[0]).toMatchObject({
      grams: 30,
      serving: { quantity: 2, unit: 'portion', grams: 15 },
    });
    // 15:30 in Copenhagen.
    expect((await meal(r.mealId))?.eatenAt.toDate().toISOString()).toBe('2026-02-28T14:30:00.000Z');
    expect(await dayDoc('alice', yesterday)).toMatchObject({ meals: 3 });
    await expectDayIsSum(fs.db, 'alice', yesterday);
  });

  test('figures read from a pack’s label keep the label’s mark and the vitamins and minerals it gave', async () => {
    const { deps } = makeDeps(fs.db);
    const r = await logFoods(
      {
        timeZone: zone,
        slot: 'snack',
        items: [
          {
            name: 'Skyr natur',
            grams: 150,
            calories: 95,
            protein: 16.5,
            carbs: 6,
            fat: 0.3,
            source: 'label',
            micros: { calcium: 180, vitaminB12: 0.6 },
          },
        ],
      },
      alice,
      deps,
    );
    expect(r.nutrition.items[0]).toMatchObject({ name: 'Skyr natur', calories: 95, source: 'label' });
    expect(r.nutrition.items[0]?.micros).toMatchObject({ calcium: 180, vitaminB12: 0.6 });
    expect(await dayDoc('alice', today)).toMatchObject({ micros: { calcium: 180 } });
    await expectDayIsSum(fs.db, 'alice', today);
  });

  test('unknown foods and units, days out of the diary, too many foods and mixed items are refused; nothing is written', async () => {
    const { deps } = makeDeps(fs.db);
    const before = await snapshot();
    const banana = { foodId: BANANA, grams: 100 };
    for (const [input, code] of [
      [{ items: [{ foodId: 'sr24:99999', grams: 100 }] }, 'history.foodNotFound'],
      [{ items: [banana, { foodId: BANANA, quantity: 1, unit: 'slice' }] }, 'history.unitNotFound'],
      [{ items: [{ barcode: '4006381333931', grams: 20 }] }, 'history.productNotFound'],
      [{ day: '2026-03-02', items: [banana] }, 'history.dayNotLoggable'],
      [{ day: '1999-12-31', items: [banana] }, 'history.dayNotLoggable'],
      [{ day: '2026-02-30', items: [banana] }, 'history.invalidDay'],
      [{ items: Array.from({ length: 41 }, () => banana) }, 'history.tooManyRows'],
      [{ items: [] }, 'history.rowsRequired'],
      [{ items: [{ foodId: BANANA, barcode: NUTELLA, grams: 10 }] }, 'history.invalidFoodItem'],
      [{ items: [{ foodId: BANANA, grams: 10, quantity: 1, unit: 'slice' }] }, 'history.invalidFoodItem'],
      [{ items: [{ name: 'Kuchen', grams: 100, calories: 300 }] }, 'history.invalidFoodItem'],
      // Only a label's figures bring vitamins and minerals, and a label names no table food or product.
      [
        {
          items: [
            {
              name: 'Kuchen',
              grams: 100,
              calories: 300,
              protein: 5,
              carbs: 40,
              fat: 12,
              micros: { iron: 2 },
            },
          ],
        },
        'history.invalidFoodItem',
      ],
      [{ items: [{ foodId: BANANA, grams: 100, source: 'label' }] }, 'history.invalidFoodItem'],
      [{ items: [{ foodId: BANANA, quantity: 30, unit: 'cup, mashed' }] }, 'history.gramsTooLarge'],
      [{ items: [{ foodId: BANANA, quantity: 0, unit: 'cup, mashed' }] }, 'history.invalidServing'],
    ] as const) {
      const e = await rejection(logFoods({ timeZone: zone, slot: 'lunch', ...input }, alice, deps));
      expect(e, JSON.stringify(input).slice(0, 120)).toMatchObject({ details: { code } });
    }
    expect(await snapshot()).toBe(before);
  });

  test('counts as one meal write; past the daily cap it writes nothing', async () => {
    const { deps } = makeDeps(fs.db, { config: { ...testConfig, mealWritesDailyQuota: 1 } });
    const input = { timeZone: zone, slot: 'dinner', items: [{ foodId: BREAD, grams: 30 }] } as const;
    await logFoods(input, alice, deps);
    const before = await snapshot();
    expect(await rejection(logFoods(input, alice, deps))).toMatchObject({
      status: 'resource-exhausted',
      details: { code: 'history.tooManyMealWrites' },
    });
    expect(await snapshot()).toBe(before);
  });
});
