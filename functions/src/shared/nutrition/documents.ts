// The product cache of the barcode lookup. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import { amount, nutritionFiguresSchema } from '../document-fields.js';
import { timeSchema, tolerant } from '../document-reading.js';

// ---------- products/{code} ----------

/** A product's figures per 100 g, the same fields and rules as a row's figures. */
const cachedPer100g = nutritionFiguresSchema;

/** Why a code has no product: the provider does not know it, or its figures are missing or impossible. */
export const productMissReasons = ['not-found', 'incomplete', 'implausible'] as const;

/** Open Food Facts' answer for one code (the document id), kept until `expiresAt` (a TTL policy deletes
 * it later): a product found for 30 days (asked for again after 7: product-lookup.ts), a code without a
 * usable product for one day. Written and read only by the functions. */
export const productCacheSchema = z.strictObject({
  code: z.string(),
  found: z.boolean(),
  name: z.string().optional(),
  brand: z.string().optional(),
  per100g: cachedPer100g.optional(),
  servingGrams: amount.optional(),
  /** 'ml' for a drink (see the product's `unit`). */
  unit: z.literal('ml').optional(),
  /** Set when `found` is false. */
  reason: z.enum(productMissReasons).optional(),
  fetchedAt: timeSchema,
  expiresAt: timeSchema,
});
export type ProductCacheDocument = z.output<typeof productCacheSchema>;
// ---------- productBudget/{minute} ----------

/** The lookups that reached Open Food Facts in one UTC minute, all users together (a TTL policy deletes
 * the document after `expiresAt`). */
export const productBudgetSchema = z.strictObject({
  minute: z.string(),
  count: z.number().int().min(0),
  expiresAt: timeSchema,
});
export type ProductBudgetDocument = z.output<typeof productBudgetSchema>;
export const readProductBudget = tolerant(productBudgetSchema, { count: 0 });

/** A damaged entry reads as missing: the product is then looked up again. */
export const readProductCache = tolerant(productCacheSchema, {
  name: undefined,
  brand: undefined,
  per100g: undefined,
  servingGrams: undefined,
  unit: undefined,
  reason: undefined,
});
