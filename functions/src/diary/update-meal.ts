// updateMeal: the caller's full new row list and/or a new slot or day for an eaten entry. A row keeps its
// id across edits: without figures it is rescaled from its stored per-gram figures (never from its last
// rounded figures, so edits do not compound); with all four figures they are taken as the user's own
// (and become its per-gram figures); with a `foodId` its figures come from the food table, without an AI
// call; a row that is new, or has nothing to rescale from, is estimated, all such rows in one AI call, and
// grounded on the table like every estimate. A manual edit ends the undo of an earlier correction.

import { foodRowsAnswer } from '../ai/parse-nutrition.js';
import { estimateRowsPrompt } from '../ai/prompts.js';
import { runAiCall } from '../ai/run-ai-call.js';
import { type Figures, rescaleRow, rowFromFigures, scale, ZERO } from '../nutrition/food-rows.js';
import { type EstimatedRow, groundedRow, tableFood, tableRow } from '../nutrition/table-rows.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { FoodRowInput } from '../shared/contracts.js';
import type { Language } from '../shared/profile-values.js';
import { assertEditable, readOwnMeal, rewriteMeal } from './diary-meal.js';
import type { StoredRow } from './meal-store.js';

const givenFigures = (r: FoodRowInput): Figures | undefined =>
  r.calories !== undefined && r.protein !== undefined && r.carbs !== undefined && r.fat !== undefined
    ? { calories: r.calories, protein: r.protein, carbs: r.carbs, fat: r.fat }
    : undefined;

/** The row for input `i` without an AI call, or undefined when it needs an estimate. */
function settledRow(input: FoodRowInput, stored: StoredRow[]): StoredRow | undefined {
  const figures = givenFigures(input);
  if (figures) return rowFromFigures(input.name, input.grams, figures, input.id, { source: 'manual' });
  if (input.foodId !== undefined) {
    const food = tableFood(input.foodId);
    const row = food && tableRow(input.name, input.grams, food, input.id);
    if (!row) throw new AppError('foodNotFound');
    return row;
  }
  const known = input.id === undefined ? undefined : stored.find((r) => r.id === input.id);
  const rescaled = known ? rescaleRow(known, input.grams, input.name) : undefined;
  if (rescaled) return rescaled;
  if (input.grams === 0) return rowFromFigures(input.name, 0, ZERO, input.id);
  return undefined;
}

export function resolveRows(inputs: FoodRowInput[], stored: StoredRow[], estimates: Estimates): StoredRow[] {
  return inputs.map((input, i) => {
    const row = settledRow(input, stored);
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
  ctx: CallContext,
  deps: Deps,
): Promise<Estimates> {
  const wanted = inputs.flatMap((input, i) => (settledRow(input, stored) ? [] : [{ i, input }]));
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
    if ((input.slot !== undefined || input.day !== undefined) && !meal.day)
      throw new AppError('mealNotEditable');
  };
  const before = await readOwnMeal(deps, input.mealId, ctx.uid);
  check(before.meal);
  const estimates = input.items ? await estimateRows(input.items, before.rows, ctx, deps) : NO_ESTIMATES;
  return rewriteMeal(deps, input.mealId, ctx.uid, (current) => {
    check(current.meal);
    return {
      ...(input.items
        ? {
            estimate: {
              rows: resolveRows(input.items, current.rows, estimates),
              previous: null,
              demo: estimates.demo,
            },
          }
        : {}),
      ...(input.slot ? { slot: input.slot } : {}),
      ...(input.day ? { day: input.day } : {}),
    };
  });
};
