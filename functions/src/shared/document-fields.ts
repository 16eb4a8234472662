// Field types that several stored documents share (figures, rows, recipe ingredients), for the
// per-domain document schemas. zod only.
import { z } from 'zod';
import { storedServingSchema } from './diary/serving.js';
import { type MicroName, microNames } from './nutrition/micros.js';

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
/** Figures beyond the four macros, kept where a row's source knows them (the food table, a label, a
 * barcode): fibre, sugars and saturated fat in g, sodium in mg. A row without one does not know it (not 0). */
export const extraFigureNames = ['fiber', 'sugars', 'sodium', 'saturatedFat'] as const;
export const macroNames = ['calories', 'protein', 'carbs', 'fat'] as const;
/** Every figure a row or a food can carry, the four macros first (the order of the food table's figures). */
export const figureNames = [...macroNames, ...extraFigureNames] as const;
export type MacroName = (typeof macroNames)[number];
export type ExtraFigureName = (typeof extraFigureNames)[number];
/** A row's figures where known: each is absent when its source did not give it. */
export type RowFigures = Partial<Record<(typeof figureNames)[number], number>>;
export const extraFiguresShape = {
  fiber: amount.optional(),
  sugars: amount.optional(),
  sodium: amount.optional(),
  saturatedFat: amount.optional(),
};
/** Reading: a damaged extra figure reads as unknown (absent), never as 0. */
export const extraFiguresUnknown = {
  fiber: undefined,
  sugars: undefined,
  sodium: undefined,
  saturatedFat: undefined,
} as const;
/** Reading stored sums: a damaged total reads as 0, a damaged extra figure as unknown. */
export const totalsReadAsZero = {
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  ...extraFiguresUnknown,
} as const;
/** The vitamins and minerals a row's source knew, in the units of `microUnits`, scaled to the row's grams
 * (or per gram in `perGram`); a nutrient absent is unknown, not 0. Rows from the food table, a product or
 * a label carry them; an estimate and figures typed by hand carry none. */
export const microsSchema = z.strictObject(
  Object.fromEntries(microNames.map((name) => [name, amount.optional()])) as Record<
    MicroName,
    z.ZodOptional<typeof amount>
  >,
);
export type Micros = z.output<typeof microsSchema>;
const count = z.number().int().min(0);
/** For each nutrient, how many rows knew it: with the row count, what a sum in `micros` rests on. */
export const microCountsSchema = z.strictObject(
  Object.fromEntries(microNames.map((name) => [name, count.optional()])) as Record<
    MicroName,
    z.ZodOptional<typeof count>
  >,
);
export type MicroCounts = z.output<typeof microCountsSchema>;
/** Reading stored sums or counts: the nutrients that hold a usable number; a damaged one reads as unknown. */
export const keepMicroValues = z.unknown().transform((v) => {
  const out: Partial<Record<MicroName, number>> = {};
  if (typeof v !== 'object' || v === null) return out;
  for (const name of microNames) {
    const value = Reflect.get(v, name);
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) out[name] = value;
  }
  return out;
});
/** A meal's or a day's vitamins and minerals: the sums over the rows that knew each, and how many did. */
export const microSumsShape = {
  micros: microsSchema.optional(),
  microsKnown: microCountsSchema.optional(),
};
/** Reading them: whatever is usable of each; missing (older documents) reads as nothing known. */
export const microSumsRead = { micros: keepMicroValues, microsKnown: keepMicroValues } as const;
export const nutritionFiguresSchema = z.strictObject({
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
  ...extraFiguresShape,
  micros: microsSchema.optional(),
});
/** Where a row's figures come from: the food table (`foodId` names the food), the model's estimate, a
 * product found by its barcode, a photographed nutrition label, or figures the user typed. */
export const rowSources = ['database', 'ai', 'barcode', 'label', 'manual'] as const;
export type RowSource = (typeof rowSources)[number];
/** Where a row's figures come from, as stored and as returned. */
export const rowOriginShape = {
  /** Missing on older rows: read as an estimate. */
  source: z.enum(rowSources).optional(),
  /** source 'database': the food table's id of the food, naming its source ("sr24:09040", "frida:1693"; a
   * bare NDB number on older rows). */
  foodId: z.string().optional(),
  /** source 'barcode': the product's code. */
  barcode: z.string().optional(),
  /** 'ml' for a drink (a product sold or labelled by volume): the row is shown and typed in ml. `grams`
   * then holds the same number, the density of a drink being taken as 1 g/ml (water; milk, juice and soft
   * drinks are within 5 % of it) because the source gives none. */
  unit: z.literal('ml').optional(),
  /** source 'database': the food's name as the table gave it when the row took its figures (in the user's
   * language where the table has a name in it, else English), so every screen can say which food it is. */
  foodName: z.string().optional(),
};
/**
 * One food on a meal (a diary row). Older meals carry only `name` and `grams`. `perGram` holds the row's
 * figures per gram as first estimated, taken from the table (or as last set by hand), unrounded: changing
 * the grams rescales from them, so repeated edits never compound rounding. A row without `perGram` (an
 * older row, or an estimate without a weight) is estimated again when its grams change.
 */
export const foodItemSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string(),
  grams: amount,
  calories: amount.optional(),
  protein: amount.optional(),
  carbs: amount.optional(),
  fat: amount.optional(),
  ...extraFiguresShape,
  micros: microsSchema.optional(),
  perGram: nutritionFiguresSchema.optional(),
  ...rowOriginShape,
  /** The model's own figures per gram, kept when a table food's figures replaced them: the row can go back
   * to its estimate without asking the model again. */
  estimatePerGram: nutritionFiguresSchema.optional(),
  /** How the user counted the row ("2 x slice", with the grams of one slice); `grams` is quantity x those.
   * Absent: counted in grams. */
  serving: storedServingSchema.optional(),
});
