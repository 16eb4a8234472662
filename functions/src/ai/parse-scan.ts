// scanned_recipe answers -> the stored scanned recipe: required title, servings, calories, protein, carbs,
// fat, ingredients with name/amount/unit and a non-empty instruction list; numbers rounded.
import { z } from 'zod';
import type { RecipeIngredient } from '../shared/contracts.js';
import { formatAmount } from '../shared/recipes/scale-amount.js';
import { defineAnswer, type FigureWording, figure, reject, TOTALS } from './ai-answer.js';
import { canonicalise, macroBound, plausible, readNumber } from './answer-reading.js';
import { readInstructions } from './parse-recipe.js';

export interface ScannedRecipe {
  title: string;
  servings: number;
  ingredients: string[];
  instructions: string[];
  nutritionInfo: { calories: number; protein: number; carbs: number; fat: number };
  recipeIngredients: RecipeIngredient[];
}

const missing = (field: string) => `Missing required field: ${field}`;

const wording: FigureWording = (problem, field) => {
  if (problem === 'missing') return { reason: 'missing-field', message: missing(field) };
  const adjective = problem === 'invalid' ? 'Invalid' : 'Implausible';
  return { reason: 'invalid', message: `${adjective} recipe data: ${field}` };
};

const NUMBERS = ['servings', ...TOTALS] as const;

/** Nameless ingredients are dropped; "salt, to taste" has no amount and is kept with 0 so it still
 * reaches the shopping list. */
function usableIngredients(value: unknown, ctx: z.RefinementCtx) {
  if (!Array.isArray(value) || value.length === 0)
    return reject(ctx, 'missing-field', missing('ingredients'), 'ingredients');
  const usable: { name: string; amount: number; unit: string }[] = [];
  for (const raw of value.slice(0, 100)) {
    const c = canonicalise(raw);
    const name = c.item ?? c.title;
    if (typeof name !== 'string' || name.trim() === '') continue;
    const amount = readNumber(c.amount);
    if (amount.kind === 'ok' && amount.value > plausible.amount)
      return reject(ctx, 'invalid', 'Implausible recipe data: ingredients', 'ingredients');
    usable.push({
      name: name.trim().slice(0, 200),
      amount: amount.kind === 'ok' ? Math.round(amount.value * 100) / 100 : 0,
      unit: typeof c.unit === 'string' ? c.unit.trim().slice(0, 40) : '',
    });
  }
  return usable.length > 0 ? usable : reject(ctx, 'missing-field', missing('ingredients'), 'ingredients');
}

export const scannedRecipeAnswerSchema = z.preprocess(
  (raw) => {
    const answer = canonicalise(raw);
    const nested = canonicalise(answer.nutritionData);
    return { ...answer, ...Object.fromEntries(NUMBERS.map((f) => [f, answer[f] ?? nested[f]])) };
  },
  z.object({
    title: z.preprocess(
      (v, ctx) =>
        typeof v === 'string' && v.trim() !== ''
          ? v.trim().slice(0, 200)
          : reject(ctx, 'missing-field', missing('title'), 'title'),
      z.string(),
    ),
    servings: figure('servings', plausible.servings, (n) => Math.max(1, Math.round(n)), wording),
    calories: figure('calories', macroBound('calories'), Math.round, wording),
    protein: figure('protein', macroBound('protein'), Math.round, wording),
    carbs: figure('carbs', macroBound('carbs'), Math.round, wording),
    fat: figure('fat', macroBound('fat'), Math.round, wording),
    ingredients: z.preprocess(
      usableIngredients,
      z.array(z.object({ name: z.string(), amount: z.number(), unit: z.string() })),
    ),
    instructions: z.preprocess((v, ctx) => {
      const steps = readInstructions(v);
      return steps.length > 0 ? steps : reject(ctx, 'missing-field', missing('instructions'), 'instructions');
    }, z.array(z.string())),
  }),
);

export const scannedRecipeAnswer = defineAnswer(
  'scanned_recipe',
  scannedRecipeAnswerSchema,
  ({ title, servings, ingredients, instructions, ...nutritionInfo }): ScannedRecipe => {
    const recipeIngredients = ingredients.map(({ name, amount, unit }) => ({ item: name, amount, unit }));
    return {
      title,
      servings,
      ingredients: recipeIngredients.map(describeIngredient),
      instructions,
      nutritionInfo,
      recipeIngredients,
    };
  },
);

export const parseScannedRecipe = (content: string | null): ScannedRecipe =>
  scannedRecipeAnswer.read(content);

/** "200 g flour", "2 eggs", "salt". */
export function describeIngredient(i: RecipeIngredient): string {
  return [i.amount > 0 ? formatAmount(i.amount) : '', i.unit, i.item].filter(Boolean).join(' ');
}
