// updateMeal: the caller's full new row list and/or a new slot or day for an eaten entry. A row keeps its
// id across edits: without figures it is rescaled from its stored per-gram figures (never from its last
// rounded figures, so edits do not compound); with all four figures they are taken as the user's own
// (and become its per-gram figures; `source: 'label'` marks them as read from the pack's label); with a
// `foodId` its figures come from the food table and with a `barcode` from that product (the cache or Open
// Food Facts, looked up before the transaction), both without an AI call; an existing row given a `foodId`
// swaps its food, and one with `keepEstimate` goes back to the model's figures kept on it (row-swaps.ts);
// a row that is new, or has nothing to rescale from, is estimated, all such rows in one AI call, and
// grounded on the table like every estimate. A row may be counted in servings (row-servings.ts), and the
// entry may be given another time of day. A manual edit ends the undo of an earlier correction.

import { foodRowsAnswer } from '../ai/parse-nutrition.js';
import { estimateRowsPrompt } from '../ai/prompts.js';
import { runAiCall } from '../ai/run-ai-call.js';
import { type FullFigures, rescaleRow, rowFromFigures, scale, ZERO } from '../nutrition/food-rows.js';
import { findProducts, productRow } from '../nutrition/product-lookup.js';
import { type EstimatedRow, groundedRow, tableFood, tableRow } from '../nutrition/table-rows.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { FoodRowInput } from '../shared/contracts.js';
import type { Language } from '../shared/languages.js';
import type { BarcodeProduct } from '../shared/nutrition/contracts.js';
import { assertEditable, readOwnMeal, rewriteMeal } from './diary-meal.js';
import { assertDiaryDay, localTime, zonedMoment } from './diary-time.js';
import type { StoredRow } from './meal-store.js';
import { rowServing, servingOf } from './row-servings.js';
import { estimateAgain, swappedRow, tableLanguage } from './row-swaps.js';

const EXTRAS = ['fiber', 'sugars', 'sodium', 'saturatedFat'] as const;

const givenFigures = (r: FoodRowInput): FullFigures | undefined =>
  r.calories !== undefined && r.protein !== undefined && r.carbs !== undefined && r.fat !== undefined
    ? {
        calories: r.calories,
        protein: r.protein,
        carbs: r.carbs,
        fat: r.fat,
        ...Object.fromEntries(EXTRAS.flatMap((k) => (r[k] === undefined ? [] : [[k, r[k]]]))),
        // Only a label's figures bring them (the contract refuses them on figures typed by hand).
        ...(r.micros ? { micros: r.micros } : {}),
      }
    : undefined;

/** The products of the edit's barcode rows, by code. */
type Products = Map<string, BarcodeProduct>;
/** What the edit looked up before its transaction: the barcode rows' products, and the language its table
 * foods are named in. */
interface Lookups {
  products: Products;
  language: Language;
}

/** The row for input `i` without an AI call, or undefined when it needs an estimate. */
function settledRow(
  input: FoodRowInput,
  stored: StoredRow[],
  { products, language }: Lookups,
): StoredRow | undefined {
  if (input.keepEstimate) return estimateAgain(input, stored);
  const figures = givenFigures(input);
  if (figures) {
    // A drink stays in ml when its figures are set by hand.
    const unit = input.id === undefined ? undefined : stored.find((r) => r.id === input.id)?.unit;
    return rowFromFigures(input.name, input.grams, figures, input.id, {
      source: input.source ?? 'manual',
      ...(unit ? { unit } : {}),
    });
  }
  if (input.barcode !== undefined) {
    // A row already taken from this product keeps its figures: editing an old meal needs no lookup.
    const known = stored.find((r) => r.id === input.id && r.barcode === input.barcode);
    const kept = known ? rescaleRow(known, input.grams, input.name) : undefined;
    if (kept) return kept;
    const product = products.get(input.barcode);
    if (!product) throw new AppError('productNotFound');
    return productRow(input.name, input.grams, product, input.id);
  }
  if (input.foodId !== undefined) {
    if (input.id !== undefined) return swappedRow({ ...input, foodId: input.foodId }, stored, language);
    const food = tableFood(input.foodId);
    const row = food && tableRow(input.name, input.grams, food, input.id, language);
    if (!row) throw new AppError('foodNotFound');
    return row;
  }
  const known = input.id === undefined ? undefined : stored.find((r) => r.id === input.id);
  const rescaled = known ? rescaleRow(known, input.grams, input.name) : undefined;
  if (rescaled) return rescaled;
  if (input.grams === 0) return rowFromFigures(input.name, 0, ZERO, input.id);
  return undefined;
}

export function resolveRows(
  inputs: FoodRowInput[],
  stored: StoredRow[],
  estimates: Estimates,
  lookups: Lookups,
): StoredRow[] {
  return inputs.map((input, i) => {
    const row = settledRow(input, stored, lookups);
    if (row) return row;
    const estimate = estimates.rows.get(i);
    // Only when the meal changed between the estimate and the write (another device's edit).
    if (!estimate) throw new AppError('estimateError');
    return groundedRow(estimate, estimates.language, input.id);
  });
}

/** The model's estimate of each row that needed one (by input index), at the weight the user gave. */
interface Estimates {
  rows: Map<number, EstimatedRow>;
  language: Language;
  demo: boolean;
}
const NO_ESTIMATES: Estimates = { rows: new Map(), language: 'en', demo: false };

/** One AI call for every row that needs an estimate; figures are scaled to the weight the user gave. */
async function estimateRows(
  inputs: FoodRowInput[],
  stored: StoredRow[],
  lookups: Lookups,
  ctx: CallContext,
  deps: Deps,
): Promise<Estimates> {
  const wanted = inputs.flatMap((input, i) => (settledRow(input, stored, lookups) ? [] : [{ i, input }]));
  if (wanted.length === 0) return NO_ESTIMATES;
  const request = wanted.map(({ input }) => ({ name: input.name, grams: input.grams }));
  const { value, demo, language } = await runAiCall(
    {
      mode: 'estimate',
      answer: foodRowsAnswer,
      prompt: (language) => estimateRowsPrompt(language, request),
      maxTokens: 1200,
      temperature: 0.3,
      totals: (n) => n,
    },
    ctx,
    deps,
  );
  if (value.items.length !== wanted.length)
    throw new AppError('estimateError', { message: 'The estimate did not answer every food' });
  const rows = new Map<number, EstimatedRow>();
  wanted.forEach(({ i, input }, k) => {
    const item = value.items[k] as (typeof value.items)[number];
    const factor = item.grams > 0 ? input.grams / item.grams : 1;
    rows.set(i, { ...scale(item, factor), name: input.name, food: item.food, grams: input.grams });
  });
  return { rows, language, demo };
}

export const handleUpdateMeal: Handler<'updateMeal'> = async (input, ctx, deps) => {
  const check = (meal: Awaited<ReturnType<typeof readOwnMeal>>['meal']) => {
    if (input.items) assertEditable(meal);
    if ((input.slot !== undefined || input.day !== undefined || input.time !== undefined) && !meal.day)
      throw new AppError('mealNotEditable');
  };
  const before = await readOwnMeal(deps, input.mealId, ctx.uid);
  check(before.meal);
  // Tomorrow in the zone the entry was logged in: the caller's, as far as the server knows.
  if (input.day) assertDiaryDay(input.day, localTime(deps.clock.now(), before.meal.timeZone ?? 'UTC').day);
  // A row counted in servings weighs its quantity of them.
  const items = input.items?.map((row) => {
    const foodId = row.foodId ?? before.rows.find((r) => r.id === row.id)?.foodId;
    return row.serving ? { ...row, ...servingOf(row.serving, foodId) } : row;
  });
  const lookups: Lookups = {
    products: await barcodeProducts(items ?? [], before.rows, ctx, deps),
    language: await tableLanguage(items ?? [], ctx, deps),
  };
  const estimates = items ? await estimateRows(items, before.rows, lookups, ctx, deps) : NO_ESTIMATES;
  return rewriteMeal(deps, input.mealId, ctx.uid, (current) => {
    check(current.meal);
    const rows = items
      ? resolveRows(items, current.rows, estimates, lookups).map((row, i) =>
          rowServing(
            row,
            items[i]?.serving,
            current.rows.find((r) => r.id !== undefined && r.id === items[i]?.id),
          ),
        )
      : undefined;
    return {
      ...(rows ? { estimate: { rows, previous: null, demo: estimates.demo } } : {}),
      ...(input.slot ? { slot: input.slot } : {}),
      ...(input.day ? { day: input.day } : {}),
      ...(input.time ? { eatenAt: timeOn(input.time, input.day ?? current.meal.day, current.meal) } : {}),
    };
  });
};

/** "HH:MM" on `day` in the zone the entry was logged in. */
function timeOn(time: string, day: string | undefined, meal: { timeZone?: string }): Date {
  if (!day) throw new AppError('mealNotEditable');
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return zonedMoment(day, hour, minute, meal.timeZone ?? 'UTC');
}

/** The product of every new barcode row; a code without a usable product stops the edit before anything
 * is written. */
function barcodeProducts(
  inputs: FoodRowInput[],
  stored: StoredRow[],
  ctx: CallContext,
  deps: Deps,
): Promise<Products> {
  const wanted = inputs.filter(
    (r) =>
      r.barcode !== undefined &&
      !givenFigures(r) &&
      !stored.some((s) => s.id === r.id && s.barcode === r.barcode && s.perGram),
  );
  return findProducts(
    wanted.map((r) => r.barcode as string),
    ctx,
    deps,
  );
}
