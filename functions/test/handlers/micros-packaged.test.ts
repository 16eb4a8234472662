// Vitamins and minerals of packaged foods in the diary (updateMeal): a product found by its barcode carries
// what Open Food Facts gives for it, a label row what the label printed; both for the row's grams, kept per
// gram so new grams rescale them, and counted by the day beside the rows that do not know them.
import { describe, expect, test } from 'vitest';
import type { BarcodeProduct } from '../../src/shared/nutrition/contracts.js';
import { BREAD, breadWith, found, useBarcodes } from '../support/barcodes.js';
import { updateMeal } from '../support/diary-callables.js';
import { alice, makeDeps } from '../support/fake-deps.js';

const { fs, meal, day } = useBarcodes();

const OATLY = '7394376616037';
/** A fortified oat drink as the Open Food Facts port reads it, per 100 ml. */
const oatDrink: BarcodeProduct = {
  code: OATLY,
  name: 'Oat Drink Barista Edition',
  brand: 'Oatly',
  per100g: {
    calories: 59,
    protein: 1,
    carbs: 6.6,
    fat: 3,
    micros: { calcium: 120, vitaminD: 1.1, riboflavin: 0.21, vitaminB12: 0.38 },
  },
  source: 'openfoodfacts',
};

describe('a product row', () => {
  test('its vitamins and minerals for the grams; new grams rescale them; the cache keeps them', async () => {
    const { deps, products } = makeDeps(fs.db);
    products.answers.set(OATLY, found(oatDrink));
    const r = await updateMeal(
      breadWith(BREAD, { name: 'Haferdrink', grams: 200, barcode: OATLY }),
      alice,
      deps,
    );
    expect(r.nutrition.items[1]?.micros).toEqual({
      calcium: 240,
      vitaminD: 2.2,
      riboflavin: 0.42,
      vitaminB12: 0.76,
    });
    // The bread is the model's estimate: a row without them.
    expect(await day()).toMatchObject({
      rows: 2,
      micros: { calcium: 240, vitaminD: 2.2 },
      microsKnown: { calcium: 1, vitaminD: 1, vitaminC: 0 },
    });
    const again = await updateMeal(
      breadWith({ id: r.nutrition.items[1]?.id, name: 'Haferdrink', grams: 300, barcode: OATLY }),
      alice,
      deps,
    );
    expect(again.nutrition.items[0]?.micros).toMatchObject({ calcium: 360, vitaminD: 3.3 });
    expect((await fs.db.collection('products').doc(OATLY).get()).get('per100g.micros')).toEqual(
      oatDrink.per100g.micros,
    );
    // A second meal with the same product comes from the cache, vitamins and all.
    await updateMeal(breadWith({ name: 'Haferdrink', grams: 100, barcode: OATLY }), alice, deps);
    expect(products.lookups).toEqual([OATLY]);
    expect((await meal('bread'))?.items[0]?.micros).toMatchObject({ calcium: 120 });
  });
});

describe('a label row', () => {
  test('what the label printed, for the grams; kept per gram, so new grams rescale it', async () => {
    const { deps } = makeDeps(fs.db);
    const r = await updateMeal(
      breadWith(BREAD, {
        name: 'Knuspermüsli',
        grams: 50,
        calories: 226,
        protein: 4.5,
        carbs: 30.5,
        fat: 9,
        source: 'label',
        micros: { iron: 2.1, thiamin: 0.28 },
      }),
      alice,
      deps,
    );
    expect(r.nutrition.items[1]).toMatchObject({ source: 'label', micros: { iron: 2.1, thiamin: 0.28 } });
    const more = await updateMeal(
      breadWith(BREAD, { id: r.nutrition.items[1]?.id, name: 'Knuspermüsli', grams: 100 }),
      alice,
      deps,
    );
    expect(more.nutrition.items[1]).toMatchObject({
      source: 'label',
      calories: 452,
      micros: { iron: 4.2, thiamin: 0.56 },
    });
    expect(await day()).toMatchObject({ rows: 2, micros: { iron: 4.2 }, microsKnown: { iron: 1 } });
  });
});
