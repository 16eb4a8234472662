// The nutrition callables: searching the food table by name in the user's language, looking a packaged
// product up by its barcode, reading a photographed nutrition label.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { languageSchema } from '../account/documents.js';
import { cleanName, imageDataUrl } from '../contract-fields.js';
import { storedServingSchema } from '../diary/serving.js';
import { microsSchema } from '../document-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';
import { barcodeSchema } from './barcode.js';
import { FOOD_ID, foodSources } from './food-ids.js';
import { type MicroName, microNames } from './micros.js';

/** Answers per search when none is asked for, and the most one search returns. */
export const foodSearchLimits = { default: 10, max: 50 } as const;

/** A food table id naming its source ("sr24:09040", "sr28:01256", "frida:1693"), or a bare NDB number
 * ("09040", the SR24 food) as older rows store it. */
export const foodIdSchema = z.string().regex(FOOD_ID, catalogued('foodNotFound'));

const microShape = Object.fromEntries(microNames.map((name) => [name, z.number().nullable()])) as Record<
  MicroName,
  z.ZodNullable<z.ZodNumber>
>;

/** Per 100 g of the food as listed: kcal, grams, sodium in mg, vitamins and minerals in the units of
 * `microUnits`; null where the table does not know it. */
const per100g = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
  fiber: z.number().nullable(),
  sugars: z.number().nullable(),
  sodium: z.number().nullable(),
  saturatedFat: z.number().nullable(),
  ...microShape,
});

export const tableFoodSchema = z.object({
  id: z.string(),
  /** In the asked language where the app knows it, English otherwise. */
  name: z.string(),
  /** The composition table the figures come from (the id's prefix): USDA SR24 or SR28, or Frida (DTU). */
  source: z.enum(foodSources),
  per100g,
  /** Household measures with their weight: "1 slice" = 28 g; `unit` names it in a serving ("slice"). */
  portions: z.array(z.object({ label: z.string(), grams: z.number(), unit: z.string() })),
  /** The everyday serving to offer first (1 x "medium" banana, 1 x "slice" of bread); null for a food
   * without portions (offered in grams). */
  serving: storedServingSchema.nullable(),
});
export type TableFood = z.output<typeof tableFoodSchema>;

const searchFoods = {
  request: z.strictObject({
    query: z
      .string({ error: catalogued('foodQueryRequired') })
      .trim()
      .min(1, catalogued('foodQueryRequired'))
      .max(limits.foodQueryChars, catalogued('foodQueryTooLong'))
      .refine(cleanName, catalogued('foodQueryInvalid')),
    /** Default: the caller's profile language. */
    language: languageSchema.optional(),
    limit: z.number().int().min(1).max(foodSearchLimits.max).optional(),
  }),
  response: z.object({ foods: z.array(tableFoodSchema) }),
};

/** A packaged food per 100 g (or 100 ml for drinks): kcal, grams, sodium in mg, and the vitamins and
 * minerals the source gives (`micros`, in the units of `microUnits`); a figure the source does not give is
 * absent. */
export const productPer100gSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number().optional(),
  sugars: z.number().optional(),
  sodium: z.number().optional(),
  saturatedFat: z.number().optional(),
  micros: microsSchema.optional(),
});
export type ProductPer100g = z.output<typeof productPer100gSchema>;

/** A product found by its barcode; `code` is the EAN-13 (a UPC-A with a leading 0) or EAN-8. */
export const barcodeProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string().optional(),
  per100g: productPer100gSchema,
  /** One serving as the pack states it, in g (ml for drinks). */
  servingGrams: z.number().optional(),
  /** 'ml' for a drink: sold by volume or labelled per 100 ml; its figures are then per 100 ml. */
  unit: z.literal('ml').optional(),
  source: z.literal('openfoodfacts'),
});
export type BarcodeProduct = z.output<typeof barcodeProductSchema>;

const lookupBarcode = {
  request: z.strictObject({ code: barcodeSchema }),
  /** `product` is null when no product with usable figures has this code. */
  response: z.object({ product: barcodeProductSchema.nullable() }),
};

const scanLabel = {
  request: z.strictObject({ image: imageDataUrl }),
  response: z.object({
    name: z.string().optional(),
    servingGrams: z.number().optional(),
    per100g: productPer100gSchema,
    demo: z.boolean().optional(),
  }),
};

export const nutritionCallables = { searchFoods, lookupBarcode, scanLabel } as const;
