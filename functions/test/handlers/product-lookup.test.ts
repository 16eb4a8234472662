// Looking a packaged food up by its barcode (lookupBarcode): Open Food Facts through the products port,
// cached (a miss for a day, nothing when the provider fails), capped per user and day, bad codes never
// reaching it, no AI call; and the local stand-in that npm start serves in its place.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import demoServices from '../../../tools/demo-services/src/index.js';
import { type LocalServices, startServices } from '../../../tools/local-firebase/src/index.js';
import { handleLookupBarcode } from '../../src/nutrition/product-lookup.js';
import { logEvents } from '../../src/platform/log.js';
import { createOpenFoodFactsPort } from '../../src/platform/open-food-facts.js';
import { ProductsUnavailableError } from '../../src/platform/products-port.js';
import { DAY_MS, found, useBarcodes } from '../support/barcodes.js';
import { callable, rejection } from '../support/call.js';
import { alice, bob, makeDeps } from '../support/fake-deps.js';
import { NUTELLA, nutellaProduct as nutella } from '../support/products.js';
import { ids } from '../support/seed.js';

const { fs, cache } = useBarcodes();
const lookupBarcode = callable('lookupBarcode', handleLookupBarcode);

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

describe('the local Open Food Facts stand-in (npm start)', () => {
  let services: LocalServices;
  beforeAll(async () => {
    services = await startServices({ services: demoServices() });
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
