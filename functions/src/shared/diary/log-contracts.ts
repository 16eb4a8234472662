// The diary page's own callables: foods logged into a slot without an AI call (from the food table, a
// barcode or typed by hand), the day's glasses of water, and a whole slot moved or deleted at once (a
// slot is copied by copyDay). zod only. Requests are strict and bounded; a message set here names its
// error catalogue entry (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { numberBetween, requiredName } from '../contract-fields.js';
import {
  type ExtraFigureName,
  figureNames,
  type MacroName,
  macroNames,
  type RowFigures,
} from '../document-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';
import { barcodeSchema } from '../nutrition/barcode.js';
import { foodIdSchema } from '../nutrition/contracts.js';
import type { MicroName } from '../nutrition/micros.js';
import {
  daySchemaStrict,
  logMealResponse,
  mealSlotSchema,
  microsInput,
  rowFiguresInput,
  rowGramsInput,
  timeZoneSchema,
} from './contracts.js';
import { servingInputSchema, servingQuantitySchema, servingUnitSchema } from './serving.js';

/**
 * One food to log, in one of four forms: `{ foodId, grams }` or `{ foodId, quantity, unit }` (a portion of
 * that table food, `unit` as its searchFoods portions name it) or `{ barcode, grams }` (a product; a
 * `serving` may say how the user counted it) or `{ name, grams, calories, protein, carbs, fat }` typed by
 * hand (with fibre, sugars, sodium in mg and saturated fat if known, and a `serving` if counted so).
 * Figures read from a pack's nutrition label say so with `source: 'label'`, and only those may bring
 * vitamins and minerals (`micros`, for the grams): figures typed by hand carry none.
 */
export const logFoodItemSchema = z
  .strictObject({
    foodId: foodIdSchema.optional(),
    barcode: barcodeSchema.optional(),
    name: requiredName(catalogued('foodNameRequired')).optional(),
    grams: rowGramsInput.optional(),
    quantity: servingQuantitySchema.optional(),
    unit: servingUnitSchema.optional(),
    ...rowFiguresInput,
    source: z.literal('label').optional(),
    micros: microsInput.optional(),
    serving: servingInputSchema.optional(),
  })
  .transform((item, ctx) => {
    const form = itemForm(item);
    if (!form) {
      ctx.addIssue({ code: 'custom', message: catalogued('invalidFoodItem') });
      return z.NEVER;
    }
    return form;
  });
type ItemFields = RowFigures & {
  foodId?: string;
  barcode?: string;
  name?: string;
  grams?: number;
  quantity?: number;
  unit?: string;
  source?: 'label';
  micros?: Partial<Record<MicroName, number>>;
  serving?: { quantity: number; unit: string; grams: number };
};
export type LogFoodItem =
  | { kind: 'food'; foodId: string; grams: number }
  | { kind: 'portion'; foodId: string; quantity: number; unit: string }
  | { kind: 'barcode'; barcode: string; grams: number; serving?: ItemFields['serving'] }
  | {
      kind: 'manual';
      name: string;
      grams: number;
      figures: Record<MacroName, number> &
        Partial<Record<ExtraFigureName, number>> & { micros?: ItemFields['micros'] };
      /** 'label': the figures were read from the pack's label. */
      source: 'label' | 'manual';
      serving?: ItemFields['serving'];
    };

/** Which of the four forms `item` is; undefined when it mixes them or lacks a part. */
function itemForm(item: ItemFields): LogFoodItem | undefined {
  const has = (keys: readonly (keyof ItemFields)[]) => keys.filter((k) => item[k] !== undefined);
  const figures = has(figureNames);
  const { foodId, barcode, name, grams, quantity, unit, serving, source, micros } = item;
  if (micros !== undefined && source !== 'label') return;
  if (source !== undefined && (foodId !== undefined || barcode !== undefined)) return;
  if (foodId !== undefined) {
    if (barcode !== undefined || name !== undefined || figures.length > 0 || serving !== undefined) return;
    if (grams !== undefined && quantity === undefined && unit === undefined)
      return { kind: 'food', foodId, grams };
    if (grams === undefined && quantity !== undefined && unit !== undefined)
      return { kind: 'portion', foodId, quantity, unit };
    return;
  }
  if (quantity !== undefined || unit !== undefined || grams === undefined) return;
  if (barcode !== undefined) {
    if (name !== undefined || figures.length > 0) return;
    return { kind: 'barcode', barcode, grams, ...(serving ? { serving } : {}) };
  }
  if (name === undefined || has(macroNames).length !== 4) return;
  const given = Object.fromEntries(figures.map((k) => [k, item[k]]));
  return {
    kind: 'manual',
    name,
    grams,
    figures: { ...given, ...(micros ? { micros } : {}) } as Extract<
      LogFoodItem,
      { kind: 'manual' }
    >['figures'],
    source: source ?? 'manual',
    ...(serving ? { serving } : {}),
  };
}

/** A diary day as a caller names it: a real date; from limits.firstDiaryDay to today in `timeZone`
 * (checked by the server, which knows the date). */
const logFoods = {
  request: z.strictObject({
    timeZone: timeZoneSchema,
    /** Default: today in `timeZone`. */
    day: daySchemaStrict.optional(),
    slot: mealSlotSchema,
    items: z
      .array(logFoodItemSchema, { error: catalogued('rowsRequired') })
      .min(1, catalogued('rowsRequired'))
      .max(limits.mealRows, catalogued('tooManyRows')),
  }),
  response: logMealResponse,
};

/** Sets (not adds to) the day's glasses of water, each limits.glassMl. */
const logWater = {
  request: z.strictObject({
    day: daySchemaStrict,
    timeZone: timeZoneSchema,
    glasses: numberBetween(0, limits.maxGlasses, 'invalidGlasses').int(catalogued('invalidGlasses')),
  }),
  response: z.object({ day: z.string(), glasses: z.number().int(), water: z.number() }),
};

/** Every eaten entry of `slot` on `fromDay` moved to `toDay` (and `toSlot`, default the same slot), each
 * at the same time of day. */
const moveSlot = {
  request: z
    .strictObject({
      fromDay: daySchemaStrict,
      slot: mealSlotSchema,
      toDay: daySchemaStrict,
      toSlot: mealSlotSchema.optional(),
      timeZone: timeZoneSchema,
    })
    .refine((v) => v.fromDay !== v.toDay || (v.toSlot !== undefined && v.toSlot !== v.slot), {
      message: catalogued('moveToSamePlace'),
      path: ['toDay'],
    }),
  response: z.object({ mealIds: z.array(z.string()) }),
};

/** Every eaten entry of `slot` on `day` deleted. */
const deleteSlot = {
  request: z.strictObject({ day: daySchemaStrict, slot: mealSlotSchema, timeZone: timeZoneSchema }),
  response: z.object({ deleted: z.number().int() }),
};

export const diaryLogCallables = { logFoods, logWater, moveSlot, deleteSlot } as const;
