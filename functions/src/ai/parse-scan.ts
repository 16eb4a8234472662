// scanned_recipe answers -> the stored scanned recipe (SPEC 5: required title, calories, protein, carbs,
// fat, servings, ingredients with name/amount/unit and a non-empty instruction list; numbers rounded).
import type { RecipeIngredient } from '../shared/contracts.js';
import { formatAmount } from '../shared/scale-amount.js';
import { extractJsonObject } from './extract-json.js';
import { canonicalise, macroBound, plausible, readNumber } from './normalise.js';
import { ParseFailure } from './parse-failure.js';
import { readInstructions } from './parse-recipe.js';

export interface ScannedRecipe {
  title: string;
  servings: number;
  ingredients: string[];
  instructions: string[];
  nutritionInfo: { calories: number; protein: number; carbs: number; fat: number };
  recipeIngredients: RecipeIngredient[];
}

const missing = (field: string) =>
  new ParseFailure('missing-field', `Missing required field: ${field}`, field);

export function parseScannedRecipe(content: string | null): ScannedRecipe {
  const extracted = extractJsonObject(content);
  if (!extracted.ok) throw new ParseFailure(extracted.reason, 'The AI answer held no JSON object');
  const answer = canonicalise(extracted.value);
  const nested = canonicalise(answer.nutritionData);

  const title = answer.title;
  if (typeof title !== 'string' || title.trim() === '') throw missing('title');

  const numbers = { calories: 0, protein: 0, carbs: 0, fat: 0, servings: 0 };
  for (const field of ['calories', 'protein', 'carbs', 'fat', 'servings'] as const) {
    const read = readNumber(answer[field] ?? nested[field]);
    if (read.kind === 'missing') throw missing(field);
    if (read.kind !== 'ok') throw new ParseFailure('invalid', `Invalid recipe data: ${field}`, field);
    const max = field === 'servings' ? plausible.servings : macroBound(field);
    if (read.value > max) throw new ParseFailure('invalid', `Implausible recipe data: ${field}`, field);
    numbers[field] = Math.round(read.value);
  }
  if (numbers.servings < 1) numbers.servings = 1;

  if (!Array.isArray(answer.ingredients) || answer.ingredients.length === 0) throw missing('ingredients');
  const recipeIngredients: RecipeIngredient[] = [];
  for (const raw of answer.ingredients.slice(0, 100)) {
    const c = canonicalise(raw);
    const name = c.item ?? c.title;
    if (typeof name !== 'string' || name.trim() === '') continue;
    const amount = readNumber(c.amount);
    if (amount.kind === 'ok' && amount.value > plausible.amount)
      throw new ParseFailure('invalid', 'Implausible recipe data: ingredients', 'ingredients');
    recipeIngredients.push({
      item: name.trim().slice(0, 200),
      // "salt, to taste" has no amount: kept with 0 so it still reaches the shopping list.
      amount: amount.kind === 'ok' ? Math.round(amount.value * 100) / 100 : 0,
      unit: typeof c.unit === 'string' ? c.unit.trim().slice(0, 40) : '',
    });
  }
  if (recipeIngredients.length === 0) throw missing('ingredients');

  const instructions = readInstructions(answer.instructions);
  if (instructions.length === 0) throw missing('instructions');

  const { servings, ...nutritionInfo } = numbers;
  return {
    title: title.trim().slice(0, 200),
    servings,
    ingredients: recipeIngredients.map(describeIngredient),
    instructions,
    nutritionInfo,
    recipeIngredients,
  };
}

/** "200 g flour", "2 eggs", "salt". */
export function describeIngredient(i: RecipeIngredient): string {
  return [i.amount > 0 ? formatAmount(i.amount) : '', i.unit, i.item].filter(Boolean).join(' ');
}
