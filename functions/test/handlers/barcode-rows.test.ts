// Rows of an eaten entry from a packaged food (updateMeal): by barcode, the product's figures for the grams,
// and from a photographed nutrition label, the figures as read; no AI call, the day's totals follow.
import { describe, expect, test } from 'vitest';
import { ProductsUnavailableError } from '../../src/platform/products-port.js';
import { BREAD, breadWith, found, useBarcodes } from '../support/barcodes.js';
import { rejection } from '../support/call.js';
import { updateMeal } from '../support/diary-callables.js';
import { alice, bob, makeDeps } from '../support/fake-deps.js';
import { NUTELLA, nutellaProduct as nutella, nutella20gRow } from '../support/products.js';

const { fs, meal, day } = useBarcodes();

describe('updateMeal: a row by barcode', () => {
  test('the product’s figures for the grams (source barcode), no AI call, the day’s totals right', async () => {
    const { deps, products, ai } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutella));
    const r = await updateMeal(
      breadWith(BREAD, { name: 'Nutella', grams: 20, barcode: NUTELLA }),
      alice,
      deps,
    );
    expect(ai.requests).toHaveLength(0);
    expect(r.nutrition.items[1]).toMatchObject({ ...nutella20gRow, sugars: 11.3, saturatedFat: 2.1 });
    expect(r.nutrition).toMatchObject({ calories: 238, sodium: 9 });
    expect(await day()).toMatchObject({ calories: 238, sodium: 9, meals: 1 });
    // Later weights rescale from the product's figures, still a barcode row.
    const rows = r.nutrition.items;
    const again = await updateMeal(
      breadWith(...rows.map((i) => ({ id: i.id, name: i.name, grams: i.grams * 2 }))),
      alice,
      deps,
    );
    expect(again.nutrition.items[1]).toMatchObject({
      grams: 40,
      calories: 216,
      source: 'barcode',
      barcode: NUTELLA,
    });
    expect(products.lookups).toEqual([NUTELLA]);
  });

  test('a drink is a row in ml: kept through new amounts and figures set by hand, from the cache too', async () => {
    const { deps, products } = makeDeps(fs.db);
    const COLA = '5449000000996';
    const cola = { code: COLA, name: 'Cola', per100g: { calories: 42, protein: 0, carbs: 10.6, fat: 0 } };
    products.answers.set(COLA, found({ ...cola, servingGrams: 330, unit: 'ml', source: 'openfoodfacts' }));
    const first = await updateMeal(
      { mealId: 'bread', items: [{ name: 'Cola', grams: 330, barcode: COLA }] },
      alice,
      deps,
    );
    // 1 ml counted as 1 g: 330 ml of 42 kcal per 100 ml.
    expect(first.nutrition.items[0]).toMatchObject({
      grams: 330,
      calories: 139,
      unit: 'ml',
      source: 'barcode',
    });
    const row = first.nutrition.items[0] as (typeof first.nutrition.items)[number];
    const half = await updateMeal(
      { mealId: 'bread', items: [{ id: row.id, name: 'Cola', grams: 165, barcode: COLA }] },
      alice,
      deps,
    );
    expect(half.nutrition.items[0]).toMatchObject({ grams: 165, calories: 69, unit: 'ml' });
    const byHand = await updateMeal(
      {
        mealId: 'bread',
        items: [{ id: row.id, name: 'Cola', grams: 165, calories: 70, protein: 0, carbs: 17, fat: 0 }],
      },
      alice,
      deps,
    );
    expect(byHand.nutrition.items[0]).toMatchObject({ source: 'manual', unit: 'ml' });
    // A second meal takes the product from the cache, still a drink.
    const again = await updateMeal(
      { mealId: 'bread', items: [{ name: 'Cola', grams: 250, barcode: COLA }] },
      alice,
      deps,
    );
    expect(again.nutrition.items[0]).toMatchObject({ grams: 250, unit: 'ml' });
    expect(products.lookups).toEqual([COLA]);
    // Nutella stays in grams.
    products.answers.set(NUTELLA, found(nutella));
    const spread = await updateMeal(
      { mealId: 'bread', items: [{ name: 'Nutella', grams: 20, barcode: NUTELLA }] },
      alice,
      deps,
    );
    expect(spread.nutrition.items[0]?.unit).toBeUndefined();
  });

  test('a barcode row sent back with its id keeps its figures: no lookup, even when the provider fails', async () => {
    const { deps, products } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutella));
    const first = await updateMeal(breadWith({ name: 'Nutella', grams: 20, barcode: NUTELLA }), alice, deps);
    const row = first.nutrition.items[0];
    await fs.db.collection('products').doc(NUTELLA).delete();
    products.answers.set(NUTELLA, new ProductsUnavailableError('connection', 'down'));
    const again = await updateMeal(
      breadWith({ id: row?.id, name: 'Nutella', grams: 40, barcode: NUTELLA }),
      alice,
      deps,
    );
    expect(again.nutrition.items[0]).toMatchObject({ grams: 40, calories: 216, source: 'barcode' });
    expect(products.lookups).toEqual([NUTELLA]);
  });

  test('an unknown code, or a provider that fails, is a clear error and the meal stays as it was', async () => {
    const { deps, products, ai } = makeDeps(fs.db);
    const before = await meal('bread');
    const edit = breadWith({ name: 'Mystery', grams: 20, barcode: '96385074' });
    expect(await rejection(updateMeal(edit, alice, deps))).toMatchObject({
      status: 'not-found',
      details: { code: 'history.productNotFound' },
    });
    products.answers.set('5449000000996', new ProductsUnavailableError('timeout', 'slow'));
    const cola = breadWith({ name: 'Cola', grams: 330, barcode: '5449000000996' });
    expect(await rejection(updateMeal(cola, alice, deps))).toMatchObject({
      status: 'unavailable',
      details: { code: 'history.productLookupUnavailable' },
    });
    expect(await meal('bread')).toEqual(before);
    expect(await day()).toMatchObject({ calories: 130 });
    expect(ai.requests).toHaveLength(0);
  });

  test('someone else’s meal is not found before any barcode is looked up', async () => {
    const { deps, products } = makeDeps(fs.db);
    const e = await rejection(updateMeal(breadWith({ name: 'N', grams: 20, barcode: NUTELLA }), bob, deps));
    expect(e).toMatchObject({ status: 'not-found', details: { code: 'history.mealNotFound' } });
    expect(products.lookups).toEqual([]);
  });
});

describe('updateMeal: a row from a nutrition label', () => {
  test('figures the user confirmed from a label: source label, with the extras the label gives', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const r = await updateMeal(
      breadWith({
        name: 'Müsli',
        grams: 50,
        source: 'label',
        calories: 189,
        protein: 5.5,
        carbs: 30.5,
        fat: 3.4,
        fiber: 4.6,
        sugars: 7,
        sodium: 2,
        saturatedFat: 0.6,
      }),
      alice,
      deps,
    );
    expect(ai.requests).toHaveLength(0);
    expect(r.nutrition.items[0]).toMatchObject({ source: 'label', calories: 189, fiber: 4.6, sodium: 2 });
    expect(await day()).toMatchObject({ calories: 189, fiber: 4.6, sugars: 7, sodium: 2, saturatedFat: 0.6 });
    const id = r.nutrition.items[0]?.id;
    const doubled = await updateMeal(breadWith({ id, name: 'Müsli', grams: 100 }), alice, deps);
    expect(doubled.nutrition.items[0]).toMatchObject({ source: 'label', calories: 378, fiber: 9.2 });
    // Without the marker, figures typed by hand are the user's own.
    const manual = await updateMeal(
      breadWith({ id, name: 'Müsli', grams: 100, calories: 370, protein: 11, carbs: 61, fat: 7 }),
      alice,
      deps,
    );
    expect(manual.nutrition.items[0]?.source).toBe('manual');
  });

  test('a label marker or extras without the four figures are refused; nothing changes', async () => {
    const { deps } = makeDeps(fs.db);
    const before = await meal('bread');
    for (const row of [
      { name: 'Müsli', grams: 50, source: 'label' },
      { name: 'Müsli', grams: 50, fiber: 4 },
      {
        name: 'Müsli',
        grams: 50,
        source: 'label',
        calories: 189,
        protein: 5,
        carbs: 30,
        fat: 3,
        sodium: 1e9,
      },
    ]) {
      const e = await rejection(updateMeal(breadWith(row), alice, deps));
      expect(e, JSON.stringify(row)).toMatchObject({
        status: 'invalid-argument',
        details: { code: 'history.invalidFigures' },
      });
    }
    expect(await meal('bread')).toEqual(before);
  });
});
