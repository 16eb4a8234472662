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
});

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
