// The diary's callables: logging, editing, correcting, moving and deleting eaten entries, logging a
// recipe as eaten, clearing the history.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import {
  calorieConsistency,
  cleanText,
  emptyRequest,
  emptyResponse,
  INVALID_CHARACTERS,
  id,
  imageDataUrl,
  numberBetween,
  nutritionFactsSchema,
  requiredName,
  thumbnailDataUrl,
} from '../contract-fields.js';
import { extraFiguresShape, microsSchema, rowOriginShape } from '../document-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';
import { barcodeSchema } from '../nutrition/barcode.js';
import { foodIdSchema } from '../nutrition/contracts.js';
import { type MicroName, microNames, microsPer100gMax } from '../nutrition/micros.js';
import { daySchema, mealSlots, mealSources } from './documents.js';
import { servingInputSchema, storedServingSchema } from './serving.js';

export const mealSlotSchema = z.enum(mealSlots);
export type MealSlot = z.output<typeof mealSlotSchema>;
export const mealSourceSchema = z.enum(mealSources);

/** An IANA time zone the server knows ("Europe/Copenhagen"); the diary's day is computed in it. */
export const timeZoneSchema = z
  .string({ error: catalogued('invalidTimeZone') })
  .min(1, catalogued('invalidTimeZone'))
  .max(64, catalogued('invalidTimeZone'))
  .refine(isTimeZone, catalogued('invalidTimeZone'));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date, YYYY-MM-DD. */
export const daySchemaStrict = daySchema.refine((d) => {
  const date = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
}, catalogued('invalidDay'));

/** A local time of day, "HH:MM" (00:00-23:59). */
export const timeOfDaySchema = z
  .string({ error: catalogued('invalidTime') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, catalogued('invalidTime'));

/** How many portions of the original: every row's grams and figures are multiplied by it. */
export const portionsSchema = numberBetween(0.1, limits.maxPortions, 'invalidPortions');

/** The user's words about a meal ("2 eggs and toast", "it was 200 g rice, not 100"). */
const mealText = (max: number) =>
  z
    .string({ error: catalogued('mealTextRequired') })
    .trim()
    .min(1, catalogued('mealTextRequired'))
    .max(max, catalogued('mealTextTooLong'))
    .refine(cleanText, INVALID_CHARACTERS);

/** A row figure as a client sends it (kcal, g, or mg for sodium), at most `max`. */
const figureInput = (max: number) => numberBetween(0, max, 'invalidFigures');

/** A row's grams as a client sends them. */
export const rowGramsInput = z
  .number({ error: catalogued('invalidGrams') })
  .finite(catalogued('invalidGrams'))
  .min(0, catalogued('invalidGrams'))
  .max(limits.rowGrams, catalogued('gramsTooLarge'));

/** A row's figures as a client sends them, each optional: kcal, sodium in mg, the others in g. */
export const rowFiguresInput = {
  calories: figureInput(limits.rowFigures.calories).optional(),
  protein: figureInput(limits.rowFigures.protein).optional(),
  carbs: figureInput(limits.rowFigures.carbs).optional(),
  fat: figureInput(limits.rowFigures.fat).optional(),
  fiber: figureInput(limits.rowFigures.fiber).optional(),
  sugars: figureInput(limits.rowFigures.sugars).optional(),
  sodium: figureInput(limits.rowFigures.sodium).optional(),
  saturatedFat: figureInput(limits.rowFigures.saturatedFat).optional(),
};

/** A label row's vitamins and minerals for its grams: at most what the largest row of the richest food
 * could hold. */
export const microsInput = z.strictObject(
  Object.fromEntries(
    microNames.map((name) => [
      name,
      figureInput((microsPer100gMax[name] * limits.rowGrams) / 100).optional(),
    ]),
  ) as Record<MicroName, z.ZodOptional<ReturnType<typeof figureInput>>>,
);

/** One row as the client sends it: `id` names an existing row; figures, when given, override the estimate
 * (all four together, with fibre, sugars, sodium in mg and saturated fat if known); `foodId` takes the
 * figures of that food table food for the grams, and `barcode` those of the product with that code, both
 * without an AI call (given figures still win: the row is then the user's own). With an `id`, `foodId`
 * swaps that row's food. `keepEstimate` turns the row named by `id` back into the model's own figures
 * kept on it, and takes nothing but its name and grams. `source: 'label'` marks given figures as read from
 * the pack's nutrition label, and only those may bring vitamins and minerals (`micros`, for the grams):
 * figures typed by hand carry none. */
export const foodRowInputSchema = z
  .strictObject({
    id: id.optional(),
    foodId: foodIdSchema.optional(),
    keepEstimate: z.literal(true, { error: catalogued('keepEstimateInvalid') }).optional(),
    barcode: barcodeSchema.optional(),
    source: z.literal('label').optional(),
    name: requiredName(catalogued('foodNameRequired')),
    grams: rowGramsInput,
    ...rowFiguresInput,
    micros: microsInput.optional(),
    /** How the user counted the row; its grams become quantity x grams (a table food's own portion:
     * the table's grams). */
    serving: servingInputSchema.optional(),
  })
  .refine((r) => r.micros === undefined || r.source === 'label', catalogued('invalidFigures'))
  .refine((r) => {
    const given = [r.calories, r.protein, r.carbs, r.fat].filter((v) => v !== undefined).length;
    const extras = [r.fiber, r.sugars, r.sodium, r.saturatedFat].some((v) => v !== undefined);
    return given === 4 || (given === 0 && !extras && r.source === undefined);
  }, catalogued('invalidFigures'))
  .refine((r) => r.foodId === undefined || r.barcode === undefined, 'Give either a foodId or a barcode')
  .refine(
    (r) =>
      r.keepEstimate === undefined ||
      (r.id !== undefined &&
        r.foodId === undefined &&
        r.barcode === undefined &&
        r.source === undefined &&
        r.calories === undefined),
    catalogued('keepEstimateInvalid'),
  );
export type FoodRowInput = z.output<typeof foodRowInputSchema>;

const foodRows = z
  .array(foodRowInputSchema, { error: catalogued('rowsRequired') })
  .min(1, catalogued('rowsRequired'))
  .max(limits.mealRows, catalogued('tooManyRows'))
  .refine((rows) => {
    const ids = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    return new Set(ids).size === ids.length;
  }, catalogued('duplicateRow'));

/** One row of a meal as returned: whole kcal, grams and macros to one decimal. */
export const foodRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  grams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  ...extraFiguresShape,
  /** The vitamins and minerals the row's source knew, for its grams (see `microsSchema`). */
  micros: microsSchema.optional(),
  ...rowOriginShape,
  /** How the user counted the row ("2 x slice", grams of one slice); absent: counted in grams. */
  serving: storedServingSchema.optional(),
  /** The model's own figures per gram, when the row can go back to them (`keepEstimate`). */
  estimatePerGram: z
    .object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() })
    .optional(),
});
export type FoodRow = z.output<typeof foodRowSchema>;

/** A meal's estimate: the totals are the sum of `items`. */
export const mealNutritionSchema = nutritionFactsSchema.extend({
  ...extraFiguresShape,
  description: z.string(),
  ingredients: z.array(z.string()),
  ...calorieConsistency,
  items: z.array(foodRowSchema),
});

/** Where an eaten entry sits in the diary. */
const diaryPlace = {
  day: z.string(),
  slot: mealSlotSchema,
};

const analyzeFoodImage = {
  request: z
    .strictObject({
      image: imageDataUrl,
      thumbnail: thumbnailDataUrl.optional(),
      /** A short remark for the same AI call ("half portion", "no dressing"). */
      note: z
        .string()
        .trim()
        .max(limits.mealNoteChars, catalogued('mealTextTooLong'))
        .refine(cleanText, INVALID_CHARACTERS)
        .optional(),
      /** When given, the photo is logged as eaten now, in this zone's calendar. */
      timeZone: timeZoneSchema.optional(),
      /** The diary slot; only with a time zone. */
      slot: mealSlotSchema.optional(),
    })
    .refine((v) => v.slot === undefined || v.timeZone !== undefined, {
      message: 'A slot needs a time zone',
      path: ['slot'],
    }),
  response: z.object({
    mealId: z.string(),
    nutrition: mealNutritionSchema,
    /** Set when the photo was logged in the diary (a `timeZone` was given). */
    diary: z.object(diaryPlace).optional(),
    demo: z.boolean().optional(),
  }),
};

/** A new eaten entry as answered: the meal, its estimate and where it sits. */
export const logMealResponse = z.object({
  mealId: z.string(),
  nutrition: mealNutritionSchema,
  ...diaryPlace,
  demo: z.boolean().optional(),
});
const logMeal = {
  request: z.strictObject({
    description: mealText(limits.mealTextChars),
    timeZone: timeZoneSchema,
    slot: mealSlotSchema.optional(),
  }),
  response: logMealResponse,
};

/** An edited meal as answered; correcting it and undoing a correction answer the same. */
const editedMeal = z.object({
  mealId: z.string(),
  nutrition: mealNutritionSchema,
  day: z.string().optional(),
  slot: mealSlotSchema.optional(),
  demo: z.boolean().optional(),
  /** A correction the model did not act on: nothing was written, and the one undo is kept. */
  unchanged: z.literal(true).optional(),
});
const updateMeal = {
  request: z
    .strictObject({
      mealId: id,
      items: foodRows.optional(),
      slot: mealSlotSchema.optional(),
      day: daySchemaStrict.optional(),
      /** The time of day it was eaten ("HH:MM", in the zone it was logged in), on its (new) day: what
       * orders a slot's entries. */
      time: timeOfDaySchema.optional(),
    })
    .refine(
      (v) => v.items !== undefined || v.slot !== undefined || v.day !== undefined || v.time !== undefined,
      'Nothing to update: give items, slot, day or time',
    ),
  response: editedMeal,
};

/** Has a letter or a digit in some script: a correction of emoji or punctuation only says nothing. */
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

const correctMeal = {
  request: z.strictObject({
    mealId: id,
    text: mealText(limits.mealNoteChars).refine(hasWords, catalogued('correctionNeedsWords')),
  }),
  response: editedMeal,
};
const mealIdRequest = z.strictObject({ mealId: id });
const undoMealCorrection = { request: mealIdRequest, response: editedMeal };
const deleteMeal = { request: mealIdRequest, response: emptyResponse };

const logRecipe = {
  request: z.strictObject({
    mealId: id,
    portions: portionsSchema,
    timeZone: timeZoneSchema,
    slot: mealSlotSchema.optional(),
  }),
  response: logMealResponse,
};

const clearHistory = { request: emptyRequest, response: z.object({ deleted: z.number().int() }) };

export const diaryCallables = {
  analyzeFoodImage,
  logMeal,
  updateMeal,
  correctMeal,
  undoMealCorrection,
  deleteMeal,
  logRecipe,
  clearHistory,
} as const;
