// lookupBarcode, and the product behind a barcode row of updateMeal: Open Food Facts through the products
// port, with its answers cached in products/{code} (docs/product-rules.md#logging-in-seconds). A product
// found is kept for 30 days (a recipe and its label change rarely); a code without a usable product for one
// day (it may be added or completed meanwhile); a provider that fails is never cached, so the next scan
// asks again. Lookups that reach the provider count against a daily cap per user, before the request, so
// that nobody can use the app to flood Open Food Facts or fill the cache with made-up codes.
import { Timestamp } from 'firebase-admin/firestore';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { logEvents } from '../platform/log.js';
import { type ProductLookup, ProductsUnavailableError } from '../platform/products-port.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored } from '../platform/stored.js';
import { usageDay, usageResetAt } from '../platform/usage-day.js';
import { collections, type ProductCacheDocument, readProductCache, readUsage } from '../shared/documents.js';
import { limits } from '../shared/limits.js';
import type { BarcodeProduct } from '../shared/nutrition/contracts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const productCacheDays = { found: 30, missing: 1 } as const;

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
  const cached = readProductCache((await ref.get()).data());
  if (cached && cached.expiresAt.getTime() > now.getTime()) return cachedProduct(cached);
  await countProductLookup(ctx.uid, deps);
  let answer: ProductLookup;
  try {
    answer = await deps.products.lookup(code);
  } catch (error) {
    if (!(error instanceof ProductsUnavailableError)) throw error;
    deps.log.warn(logEvents.productLookupFailed, { code, kind: error.kind, status: error.status, error });
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

function foundFields(p: BarcodeProduct) {
  return {
    found: true,
    name: p.name,
    ...(p.brand ? { brand: p.brand } : {}),
    per100g: p.per100g,
    ...(p.servingGrams === undefined ? {} : { servingGrams: p.servingGrams }),
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
    source: 'openfoodfacts',
  };
}

/** One lookup at the provider for `uid` today, or `tooManyProductLookups` past the daily cap. */
async function countProductLookup(uid: string, deps: Deps): Promise<void> {
  const day = usageDay(deps.clock.now());
  const limit = limits.productLookupsPerDay;
  const ref = deps.db.collection(collections.usage).doc(uid);
  await deps.db.runTransaction(async (tx) => {
    const usage = readUsage((await tx.get(ref)).data());
    const used = usage?.productLookupsDay === day ? (usage.productLookups ?? 0) : 0;
    if (used >= limit) {
      throw new AppError('tooManyProductLookups', { details: { limit, resetAt: usageResetAt(day) } });
    }
    tx.set(ref, { productLookupsDay: day, productLookups: used + 1 }, { merge: true });
  });
}
