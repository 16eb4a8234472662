// Field types that several stored documents share (figures, rows, recipe ingredients), for the
// per-domain document schemas. zod only.
import { z } from 'zod';

export const amount = z.number().finite().min(0);
export const nullableNumber = z.number().finite().nullable();
export const stringArray = z.array(z.string());

export const nutritionTotalsSchema = z.strictObject({
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
});
export const consistencyCheckSchema = z.strictObject({ macroCalories: z.number(), consistent: z.boolean() });
/** A structured recipe ingredient as stored: amount 0 and unit '' mean "to taste" (e.g. salt). */
export const storedIngredientSchema = z.strictObject({ item: z.string(), amount, unit: z.string() });
export const nutritionFiguresSchema = z.strictObject({
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
});
/**
 * One food on a meal (a diary row). Older meals carry only `name` and `grams`. `perGram` holds the row's
 * figures per gram as first estimated (or as last set by hand), unrounded: changing the grams rescales
 * from them, so repeated edits never compound rounding. A row without `perGram` (an older row, or an
 * estimate without a weight) is estimated again when its grams change.
 */
export const foodItemSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string(),
  grams: amount,
  calories: amount.optional(),
  protein: amount.optional(),
  carbs: amount.optional(),
  fat: amount.optional(),
  perGram: nutritionFiguresSchema.optional(),
});
