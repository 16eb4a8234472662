// A row's serving: how many of which unit the user ate ("2 x slice", "1 x medium", "250 x ml"), with the
// grams of one unit; the row's grams are quantity x grams. Shared by the stored row, the row inputs of
// updateMeal and logFoods, and the food table's answers. zod only.
import { z } from 'zod';
import { cleanName, numberBetween } from '../contract-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';

/** As stored on a row and answered (written by the server only). */
export const storedServingSchema = z.strictObject({
  quantity: z.number().finite().positive(),
  unit: z.string().min(1),
  grams: z.number().finite().positive(),
});
export type Serving = z.output<typeof storedServingSchema>;

/** How many units: a half banana to a bag of 5000 g counted in grams. */
export const servingQuantitySchema = numberBetween(0.01, limits.rowGrams, 'invalidServing');

/** A unit as the food table's portions name it (`unit` of a searchFoods portion), or the user's own. */
export const servingUnitSchema = z
  .string({ error: catalogued('invalidServing') })
  .trim()
  .min(1, catalogued('invalidServing'))
  .max(limits.servingUnitChars, catalogued('invalidServing'))
  .refine(cleanName, catalogued('invalidServing'));

/** A serving as a client sends it on a row; the row's grams become quantity x grams. */
export const servingInputSchema = z
  .strictObject({
    quantity: servingQuantitySchema,
    unit: servingUnitSchema,
    grams: numberBetween(0.01, limits.rowGrams, 'invalidServing'),
  })
  .refine((s) => s.quantity * s.grams <= limits.rowGrams, catalogued('gramsTooLarge'));
