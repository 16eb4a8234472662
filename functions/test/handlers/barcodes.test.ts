// Packaged foods: a barcode looked up at Open Food Facts (through the products port) and cached; rows of a
// meal taken from a product by barcode or from a photographed nutrition label; the label read by the AI.
// Barcode rows and lookups ask no AI; nothing is cached when the provider fails; bad codes never reach it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LocalServices, startServices } from '../../../tools/local-firebase/src/index.js';
import type { AiAnswerShape } from '../../src/ai/answers.js';
import { handleScanLabel } from '../../src/diary/scan-label.js';
import { handleUpdateMeal } from '../../src/diary/update-meal.js';
import { handleLookupBarcode } from '../../src/nutrition/product-lookup.js';
import { AiProviderError } from '../../src/platform/ai-port.js';
import { logEvents } from '../../src/platform/log.js';
import { createOpenFoodFactsPort } from '../../src/platform/open-food-facts.js';
import { ProductsUnavailableError } from '../../src/platform/products-port.js';
import type { BarcodeProduct } from '../../src/shared/nutrition/contracts.js';
import { callable, rejection } from '../support/call.js';
import { alice, bob, jpeg, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { NUTELLA, nutellaProduct as nutella, nutella20gRow } from '../support/products.js';
import { ids, seedMeal, seedUser } from '../support/seed.js';

const found = (product: BarcodeProduct) => ({ found: true as const, product });

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'de' });
  await seedUser(db, 'bob');
  await seedMeal(db, 'bread', {
    user_id: 'alice',
    timestamp: new Date(),
    type: 'nutrition',
    description: 'Brot',
    meal: 'Brot',
    calories: 130,
    protein: 4,
    carbs: 24,
    fat: 1,
    ingredients: ['Brot'],
    items: [
      {
        id: 'b1',
        name: 'Brot',
        grams: 50,
        calories: 130,
        protein: 4,
        carbs: 24,
        fat: 1,
        perGram: { calories: 2.6, protein: 0.08, carbs: 0.48, fat: 0.02 },
        source: 'ai',
      },
    ],
    day: '2026-03-01',
    slot: 'breakfast',
    eatenAt: new Date('2026-03-01T07:00:00Z'),
    source: 'text',
    timeZone: 'Europe/Copenhagen',
  });
  await db.collection('days').doc('alice_2026-03-01').set({
    userId: 'alice',
    day: '2026-03-01',
    calories: 130,
    protein: 4,
    carbs: 24,
    fat: 1,
    meals: 1,
    updatedAt: new Date(),
  });
});

const cache = async (code: string) => (await fs.db.collection('products').doc(code).get()).data();
const meal = async (id: string) => (await fs.db.collection('meals').doc(id).get()).data();
const day = async () => (await fs.db.collection('days').doc('alice_2026-03-01').get()).data();
const DAY_MS = 24 * 60 * 60 * 1000;

const updateMeal = callable('updateMeal', handleUpdateMeal);
const lookupBarcode = callable('lookupBarcode', handleLookupBarcode);
const scanLabel = callable('scanLabel', handleScanLabel);

describe('lookupBarcode', () => {
  test('a product found is answered and cached for 30 days; the next lookup asks no one; no AI call', async () => {
    const { deps, products, ai } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutella));
    expect(await lookupBarcode({ code: NUTELLA }, alice, deps)).toEqual({
      product: nutella,
    });
    const entry = await cache(NUTELLA);
    expect(entry).toMatchObject({
      code: NUTELLA,
      found: true,
      name: 'Nutella',
      brand: 'Ferrero',
      servingGrams: 15,
    });
    expect(entry?.expiresAt.toDate().getTime() - deps.clock.now().getTime()).toBe(30 * DAY_MS);
    expect(await lookupBarcode({ code: NUTELLA }, bob, deps)).toEqual({
      product: nutella,
    });
    expect(products.lookups).toEqual([NUTELLA]);
    expect(ai.requests).toHaveLength(0);
  });

  test('not found (or unusable) is null, cached for a day, then asked again', async () => {
    const { deps, products, log } = makeDeps(fs.db);
    products.answers.set('96385074', { found: false, reason: 'incomplete' });
    expect(await lookupBarcode({ code: '96385074' }, alice, deps)).toEqual({
      product: null,
    });
    expect(await cache('96385074')).toMatchObject({ found: false, reason: 'incomplete' });
    expect(log.events()).toContain(logEvents.productUnusable);
    await lookupBarcode({ code: '96385074' }, alice, deps);
    expect(products.lookups).toHaveLength(1);
    const later = makeDeps(fs.db, {
      products,
      clock: { now: () => new Date(Date.parse('2026-03-01T12:00:00Z') + DAY_MS + 1000) },
    }).deps;
    products.answers.set('96385074', found({ ...nutella, code: '96385074', name: 'Completed' }));
    expect(await lookupBarcode({ code: '96385074' }, alice, later)).toMatchObject({
      product: { name: 'Completed' },
    });
    expect(products.lookups).toHaveLength(2);
  });

  test('a UPC-A is looked up and cached as its EAN-13', async () => {
    const { deps, products } = makeDeps(fs.db);
    await lookupBarcode({ code: '034000470693' }, alice, deps);
    expect(products.lookups).toEqual(['0034000470693']);
    expect(await ids(fs.db, 'products')).toEqual(['0034000470693']);
  });

  test('a malformed code is refused before any request; nothing is written', async () => {
    const { deps, products } = makeDeps(fs.db);
    for (const code of ['3017620422004', '12345', 'abcdefghijklm', '../../x', '']) {
      const e = await rejection(lookupBarcode({ code }, alice, deps));
      expect(e, code).toMatchObject({
        status: 'invalid-argument',
        details: { code: 'history.invalidBarcode' },
      });
    }
    expect(products.lookups).toEqual([]);
    expect(await ids(fs.db, 'products')).toEqual([]);
    expect(await ids(fs.db, 'usage')).toEqual([]);
  });

  test('a provider that is down, slow or answers garbage is `unavailable`, and nothing is cached', async () => {
    for (const kind of ['connection', 'timeout', 'garbage', 'http'] as const) {
      const { deps, products, log } = makeDeps(fs.db);
      products.answers.set(NUTELLA, new ProductsUnavailableError(kind, 'no'));
      const e = await rejection(lookupBarcode({ code: NUTELLA }, alice, deps));
      expect(e, kind).toMatchObject({
        status: 'unavailable',
        message: 'The product database is not answering. Please try again later.',
        details: { code: 'history.productLookupUnavailable' },
      });
      expect(log.events()).toContain(logEvents.productLookupFailed);
    }
    expect(await ids(fs.db, 'products')).toEqual([]);
  });

  test('lookups that reach Open Food Facts are capped per user and UTC day; cached codes still answer', async () => {
    const { deps, products } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutella));
    await lookupBarcode({ code: NUTELLA }, alice, deps);
    expect((await fs.db.collection('usage').doc('alice').get()).data()).toMatchObject({
      productLookupsDay: '2026-03-01',
      productLookups: 1,
    });
    await fs.db
      .collection('usage')
      .doc('alice')
      .set({ productLookupsDay: '2026-03-01', productLookups: 200 });
    const e = await rejection(lookupBarcode({ code: '96385074' }, alice, deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      details: { code: 'history.tooManyProductLookups' },
    });
    expect(products.lookups).toEqual([NUTELLA]);
    expect((await lookupBarcode({ code: NUTELLA }, alice, deps)).product).toEqual(nutella);
    // bob's count is his own.
    await lookupBarcode({ code: '96385074' }, bob, deps);
  });

  test('a product found is asked for again after 7 days; if Open Food Facts fails then, the stored one answers', async () => {
    const { deps, products } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutella));
    await lookupBarcode({ code: NUTELLA }, alice, deps);
    const after = (days: number) =>
      makeDeps(fs.db, {
        products,
        clock: { now: () => new Date(Date.parse('2026-03-01T12:00:00Z') + days * DAY_MS) },
      }).deps;
    await lookupBarcode({ code: NUTELLA }, alice, after(6.9));
    expect(products.lookups).toEqual([NUTELLA]);
    products.answers.set(NUTELLA, found({ ...nutella, name: 'Nutella (new recipe)' }));
    expect((await lookupBarcode({ code: NUTELLA }, alice, after(7.1))).product?.name).toBe(
      'Nutella (new recipe)',
    );
    expect(products.lookups).toEqual([NUTELLA, NUTELLA]);
    expect((await cache(NUTELLA))?.name).toBe('Nutella (new recipe)');
    // Another week on, the provider is down: the stored product still answers.
    products.answers.set(NUTELLA, new ProductsUnavailableError('timeout', 'no'));
    expect((await lookupBarcode({ code: NUTELLA }, alice, after(15))).product?.name).toBe(
      'Nutella (new recipe)',
    );
    expect(products.lookups).toHaveLength(3);
  });

  test('at most 10 lookups a minute per account reach Open Food Facts; the next minute they do again', async () => {
    const { deps, products } = makeDeps(fs.db);
    const codes = Array.from({ length: 11 }, (_, i) => ean13(`400000000${String(i).padStart(3, '0')}`));
    for (const code of codes.slice(0, 10)) await lookupBarcode({ code }, alice, deps);
    const e = await rejection(lookupBarcode({ code: codes[10] as string }, alice, deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      message: 'You are looking up barcodes too quickly. Please wait a minute.',
      details: { code: 'history.productLookupsTooFast' },
    });
    expect(products.lookups).toHaveLength(10);
    // Codes already cached still answer, other accounts are not slowed, and a minute later alice is not.
    await lookupBarcode({ code: codes[0] as string }, alice, deps);
    await lookupBarcode({ code: codes[10] as string }, bob, deps);
    const later = makeDeps(fs.db, { products, clock: { now: () => new Date('2026-03-01T12:01:00Z') } }).deps;
    await lookupBarcode({ code: ean13('400000000999') }, alice, later);
    expect(products.lookups).toHaveLength(12);
  });

  test('an account without a verified address may make 20 lookups a day, then is asked to verify it', async () => {
    const { deps, products } = makeDeps(fs.db);
    const unverified = { ...alice, emailVerified: false };
    await fs.db.collection('usage').doc('alice').set({ productLookupsDay: '2026-03-01', productLookups: 19 });
    await lookupBarcode({ code: NUTELLA }, unverified, deps);
    const e = await rejection(lookupBarcode({ code: '96385074' }, unverified, deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      details: { code: 'history.productLookupsVerifyEmail', limit: 20 },
    });
    expect(products.lookups).toEqual([NUTELLA]);
    // Verified, the same account has its full allowance.
    await lookupBarcode({ code: '96385074' }, alice, deps);
  });

  test('all accounts together make at most 60 lookups a minute; past that, a clear "busy", and nothing asked', async () => {
    const { deps, products } = makeDeps(fs.db);
    const minute = '2026-03-01T12:00';
    await fs.db
      .collection('productBudget')
      .doc(minute)
      .set({
        minute,
        count: 59,
        expiresAt: new Date('2026-03-02T12:00:00Z'),
      });
    await lookupBarcode({ code: NUTELLA }, alice, deps);
    expect((await fs.db.collection('productBudget').doc(minute).get()).get('count')).toBe(60);
    const e = await rejection(lookupBarcode({ code: '96385074' }, bob, deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      message: 'Barcode lookups are busy right now. Please try again in a minute.',
      details: { code: 'history.productLookupsBusy' },
    });
    expect(products.lookups).toEqual([NUTELLA]);
    // bob's refused lookup counted nothing of his.
    expect((await fs.db.collection('usage').doc('bob').get()).exists).toBe(false);
  });
});

/** `digits` (12) with their EAN-13 check digit. */
function ean13(digits: string): string {
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

describe('updateMeal: a row by barcode', () => {
  test('the product’s figures for the grams (source barcode), no AI call, the day’s totals right', async () => {
    const { deps, products, ai } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutella));
    const r = await updateMeal(
      {
        mealId: 'bread',
        items: [
          { id: 'b1', name: 'Brot', grams: 50 },
          { name: 'Nutella', grams: 20, barcode: NUTELLA },
        ],
      },
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
      { mealId: 'bread', items: rows.map((i) => ({ id: i.id, name: i.name, grams: i.grams * 2 })) },
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

  test('a barcode row sent back with its id keeps its figures: no lookup, even when the provider fails', async () => {
    const { deps, products } = makeDeps(fs.db);
    products.answers.set(NUTELLA, found(nutella));
    const first = await updateMeal(
      { mealId: 'bread', items: [{ name: 'Nutella', grams: 20, barcode: NUTELLA }] },
      alice,
      deps,
    );
    const row = first.nutrition.items[0];
    await fs.db.collection('products').doc(NUTELLA).delete();
    products.answers.set(NUTELLA, new ProductsUnavailableError('connection', 'down'));
    const again = await updateMeal(
      { mealId: 'bread', items: [{ id: row?.id, name: 'Nutella', grams: 40, barcode: NUTELLA }] },
      alice,
      deps,
    );
    expect(again.nutrition.items[0]).toMatchObject({ grams: 40, calories: 216, source: 'barcode' });
    expect(products.lookups).toEqual([NUTELLA]);
  });

  test('an unknown code, or a provider that fails, is a clear error and the meal stays as it was', async () => {
    const { deps, products, ai } = makeDeps(fs.db);
    const before = await meal('bread');
    const edit = { mealId: 'bread', items: [{ name: 'Mystery', grams: 20, barcode: '96385074' }] };
    expect(await rejection(updateMeal(edit, alice, deps))).toMatchObject({
      status: 'not-found',
      details: { code: 'history.productNotFound' },
    });
    products.answers.set('5449000000996', new ProductsUnavailableError('timeout', 'slow'));
    const cola = { mealId: 'bread', items: [{ name: 'Cola', grams: 330, barcode: '5449000000996' }] };
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
    const e = await rejection(
      updateMeal({ mealId: 'bread', items: [{ name: 'N', grams: 20, barcode: NUTELLA }] }, bob, deps),
    );
    expect(e).toMatchObject({ status: 'not-found', details: { code: 'history.mealNotFound' } });
    expect(products.lookups).toEqual([]);
  });
});

describe('updateMeal: a row from a nutrition label', () => {
  test('figures the user confirmed from a label: source label, with the extras the label gives', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const r = await updateMeal(
      {
        mealId: 'bread',
        items: [
          {
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
          },
        ],
      },
      alice,
      deps,
    );
    expect(ai.requests).toHaveLength(0);
    expect(r.nutrition.items[0]).toMatchObject({ source: 'label', calories: 189, fiber: 4.6, sodium: 2 });
    expect(await day()).toMatchObject({ calories: 189, fiber: 4.6, sugars: 7, sodium: 2, saturatedFat: 0.6 });
    const id = r.nutrition.items[0]?.id;
    const doubled = await updateMeal(
      { mealId: 'bread', items: [{ id, name: 'Müsli', grams: 100 }] },
      alice,
      deps,
    );
    expect(doubled.nutrition.items[0]).toMatchObject({ source: 'label', calories: 378, fiber: 9.2 });
    // Without the marker, figures typed by hand are the user's own.
    const manual = await updateMeal(
      {
        mealId: 'bread',
        items: [{ id, name: 'Müsli', grams: 100, calories: 370, protein: 11, carbs: 61, fat: 7 }],
      },
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
      const e = await rejection(updateMeal({ mealId: 'bread', items: [row] }, alice, deps));
      expect(e, JSON.stringify(row)).toMatchObject({
        status: 'invalid-argument',
        details: { code: 'history.invalidFigures' },
      });
    }
    expect(await meal('bread')).toEqual(before);
  });
});

describe('scanLabel', () => {
  const figures = {
    calories: 452,
    protein: 8.9,
    carbs: 61,
    fat: 18,
    fiber: 6.5,
    sugars: 21,
    saturatedFat: 6.1,
  };
  const label: AiAnswerShape<'food_label'> = {
    noLabel: false,
    name: 'Knuspermüsli',
    servingGrams: 45,
    per100g: { ...figures, salt: 0.3, sodium: null },
  };

  test('one vision call in the user’s language, temperature 0, 500 tokens; counted; nothing else stored', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_label', label);
    const r = await scanLabel({ image: jpeg }, alice, deps);
    // 0.3 g salt is 120 mg sodium.
    expect(r).toEqual({ name: 'Knuspermüsli', servingGrams: 45, per100g: { ...figures, sodium: 120 } });
    expect(ai.onlyRequest()).toMatchObject({
      schemaName: 'food_label',
      imageDataUrl: jpeg,
      temperature: 0,
      maxTokens: 500,
      user: 'Lies die Nährwerttabelle auf diesem Foto.',
    });
    expect((await fs.db.collection('usage').doc('alice').get()).get('count')).toBe(1);
    expect(await ids(fs.db, 'meals')).toEqual(['bread']);
    expect(await ids(fs.db, 'products')).toEqual([]);
  });

  test('a demo answer is marked as one', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_label', label, true);
    expect((await scanLabel({ image: jpeg }, alice, deps)).demo).toBe(true);
  });

  test('no label in the photo: history.noLabelFound; an unreadable label or a failing provider: history.labelError', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.json({ noLabel: true });
    expect(await rejection(scanLabel({ image: jpeg }, alice, deps))).toMatchObject({
      status: 'not-found',
      message: "We couldn't find a nutrition label in this photo",
      details: { code: 'history.noLabelFound' },
    });
    ai.json({ per100g: { calories: 4520, protein: 8.9, carbs: 61, fat: 18 } });
    expect(await rejection(scanLabel({ image: jpeg }, alice, deps))).toMatchObject({
      status: 'unavailable',
      details: { code: 'history.labelError', field: 'calories' },
    });
    ai.answer(new AiProviderError('http', 'Bad gateway', 502));
    expect(await rejection(scanLabel({ image: jpeg }, alice, deps))).toMatchObject({
      status: 'unavailable',
      details: { code: 'history.labelError' },
    });
    ai.answer(new AiProviderError('timeout', 'slow'));
    expect(await rejection(scanLabel({ image: jpeg }, alice, deps))).toMatchObject({
      details: { code: 'common.aiTimeout' },
    });
  });

  test('a picture that is not a JPEG or PNG never reaches the AI', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const e = await rejection(scanLabel({ image: 'data:image/gif;base64,R0lGODlh' }, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument', details: { code: 'camera.invalidImageFormat' } });
    expect(ai.requests).toHaveLength(0);
  });
});

describe('the local Open Food Facts stand-in (npm start)', () => {
  let services: LocalServices;
  beforeAll(async () => {
    services = await startServices();
  });
  afterAll(() => services?.close());

  test('answers its sample products in the real API’s shape, and 404 with status 0 for others', async () => {
    const port = createOpenFoodFactsPort({
      baseUrl: `${services.url}/openfoodfacts`,
      userAgent: 'MealAssistant/test (test@example.test)',
      timeoutMs: 5000,
    });
    expect(await port.lookup(NUTELLA)).toEqual(found(nutella));
    expect(await port.lookup('4000417025005')).toMatchObject({
      found: true,
      product: { brand: 'Ritter Sport', per100g: { calories: 496, fiber: 6.2 } },
    });
    expect(await port.lookup('96385074')).toEqual({ found: false, reason: 'not-found' });
  });
});
