// lookupBarcode, and the product behind a barcode row of updateMeal and logFoods: Open Food Facts through the products
// port, with its answers cached in products/{code} (docs/product-rules.md#logging-in-seconds). A product
// found is asked for again after 7 days (a recipe and its label change now and then) and kept for 30, so
// that it still answers while Open Food Facts does not; a code without a usable product is kept for one day
// (it may be added or completed meanwhile); a provider that fails is never cached, so the next scan asks
// again. Lookups that reach the provider count against the caps of product-lookup-caps.ts, before the
// request, so that nobody can use the app to flood Open Food Facts or fill the cache with made-up codes.
import { Timestamp } from 'firebase-admin/firestore';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { logEvents } from '../platform/log.js';
import { type ProductLookup, ProductsUnavailableError } from '../platform/products-port.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored } from '../platform/stored.js';
import {
  collections,
  type MealDocument,
  type ProductCacheDocument,
  readProductCache,
} from '../shared/documents.js';
import type { BarcodeProduct } from '../shared/nutrition/contracts.js';
import { rowFromFigures, scale } from './food-rows.js';
import { countProductLookup } from './product-lookup-caps.js';

type StoredRow = NonNullable<MealDocument['items']>[number];

const DAY_MS = 24 * 60 * 60 * 1000;
export const productCacheDays = { found: 30, missing: 1 } as const;
/** Days after which a product found is asked for again. */
export const productFreshDays = 7;

export const handleLookupBarcode: Handler<'lookupBarcode'> = async (input, ctx, deps) => ({
  product: await findProduct(input.code, ctx, deps),
});

/** The product with this code (EAN-13 or EAN-8, checked by the contract), or null when there is none with
 * usable figures. Throws `productLookupUnavailable` when Open Food Facts cannot answer. */
export async function findProduct(
  code: string,
  ctx: CallContext,
  deps: Deps,
): Promise<BarcodeProduct | null> {
  const ref = deps.db.collection(collections.products).doc(code);
  const now = deps.clock.now();
  const stored = readProductCache((await ref.get()).data());
  const cached = stored && stored.expiresAt.getTime() > now.getTime() ? stored : null;
  const fresh =
    cached && (!cached.found || now.getTime() - cached.fetchedAt.getTime() < productFreshDays * DAY_MS);
  if (cached && fresh) return cachedProduct(cached);
  // A product due to be asked for again still answers when it cannot be.
  const stale = cached ? cachedProduct(cached) : null;
  let answer: ProductLookup;
  try {
    await countProductLookup(ctx, deps);
    answer = await deps.products.lookup(code);
  } catch (error) {
    if (stale && error instanceof AppError && error.status === 'resource-exhausted') return stale;
    if (!(error instanceof ProductsUnavailableError)) throw error;
    deps.log.warn(logEvents.productLookupFailed, { code, kind: error.kind, status: error.status, error });
    if (stale) return stale;
    throw new AppError('productLookupUnavailable', { cause: error });
  }
  if (!answer.found) deps.log.info(logEvents.productUnusable, { code, reason: answer.reason });
  const days = answer.found ? productCacheDays.found : productCacheDays.missing;
  const entry: Stored<ProductCacheDocument> = {
    code,
    ...(answer.found ? foundFields(answer.product) : { found: false, reason: answer.reason }),
    fetchedAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + days * DAY_MS),
  };
  await ref.set(entry);
  return answer.found ? answer.product : null;
}

/** `grams` of a product as a row, with every figure its label gives (vitamins and minerals too). */
export function productRow(name: string, grams: number, product: BarcodeProduct, id?: string): StoredRow {
  return rowFromFigures(name, grams, scale(product.per100g, grams / 100), id, {
    source: 'barcode',
    barcode: product.code,
    // A drink is counted in ml (1 ml taken as 1 g).
    ...(product.unit ? { unit: product.unit } : {}),
  });
}

/** The product of each code (a code given twice is looked up once); a code without a usable product stops
 * the call with `productNotFound`, before anything is written. */
export async function findProducts(
  codes: Iterable<string>,
  ctx: CallContext,
  deps: Deps,
): Promise<Map<string, BarcodeProduct>> {
  const products = new Map<string, BarcodeProduct>();
  for (const code of new Set(codes)) {
    const product = await findProduct(code, ctx, deps);
    if (!product) throw new AppError('productNotFound');
    products.set(code, product);
  }
  return products;
}

function foundFields(p: BarcodeProduct) {
  return {
    found: true,
    name: p.name,
    ...(p.brand ? { brand: p.brand } : {}),
    per100g: p.per100g,
    ...(p.servingGrams === undefined ? {} : { servingGrams: p.servingGrams }),
    ...(p.unit ? { unit: p.unit } : {}),
  };
}

function cachedProduct(c: NonNullable<ReturnType<typeof readProductCache>>): BarcodeProduct | null {
  if (!c.found || !c.per100g) return null;
  return {
    code: c.code,
    name: c.name ?? c.code,
    ...(c.brand ? { brand: c.brand } : {}),
    per100g: c.per100g,
    ...(c.servingGrams === undefined ? {} : { servingGrams: c.servingGrams }),
    ...(c.unit ? { unit: c.unit } : {}),
    source: 'openfoodfacts',
  };
}
