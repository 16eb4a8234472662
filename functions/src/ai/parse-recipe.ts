// generated_recipe answers -> a recipe for one person plus nutrition (SPEC 5: title a string, non-empty
// ingredient and instruction lists, every ingredient with an item, an amount > 0 and a unit).
import type { RecipeIngredient } from '../shared/contracts.js';
import { extractJsonObject } from './extract-json.js';
import { canonicalise, plausible, readNumber, stringList } from './normalise.js';
import { ParseFailure } from './parse-failure.js';
import { readMacros } from './parse-nutrition.js';

export interface GeneratedRecipe {
  recipe: { title: string; ingredients: RecipeIngredient[]; instructions: string[]; persons: 1 };
  nutritionData: { calories: number; protein: number; carbs: number; fat: number };
}

export function parseGeneratedRecipe(content: string | null): GeneratedRecipe {
  const extracted = extractJsonObject(content);
  if (!extracted.ok) {
    throw extracted.reason === 'empty'
      ? new ParseFailure('empty', 'No content in OpenAI response')
      : new ParseFailure('no-json', 'No valid JSON found in response');
  }
  const answer = canonicalise(extracted.value);
  // Accept both { recipe: {...}, nutritionData } and a flat recipe object.
  const recipe = answer.recipe !== undefined ? canonicalise(answer.recipe) : answer;
  const title = recipe.title;
  if (typeof title !== 'string' || title.trim() === '')
    throw new ParseFailure('invalid', 'Could not parse recipe data', 'title');
  if (!Array.isArray(recipe.ingredients) || recipe.ingredients.length === 0) {
    throw new ParseFailure('invalid', 'Could not parse recipe data', 'ingredients');
  }
  const ingredients = recipe.ingredients.slice(0, 100).map(readIngredient);
  const instructions = readInstructions(recipe.instructions);
  if (instructions.length === 0)
    throw new ParseFailure('invalid', 'Could not parse recipe data', 'instructions');

  let nutritionSource = answer.nutritionData !== undefined ? answer : recipe;
  if (nutritionSource.nutritionData === undefined && !('calories' in nutritionSource))
    nutritionSource = answer;
  let nutritionData: GeneratedRecipe['nutritionData'];
  try {
    nutritionData = readMacros(nutritionSource);
  } catch (error) {
    if (error instanceof ParseFailure)
      throw new ParseFailure('invalid', 'Could not parse recipe data', error.field);
    throw error;
  }
  return {
    recipe: { title: title.trim().slice(0, 200), ingredients, instructions, persons: 1 },
    nutritionData,
  };
}

function readIngredient(raw: unknown): RecipeIngredient {
  const c = canonicalise(raw);
  const name = c.item ?? c.title;
  const amount = readNumber(c.amount);
  const unit = c.unit;
  if (
    typeof name !== 'string' ||
    name.trim() === '' ||
    amount.kind !== 'ok' ||
    amount.value <= 0 ||
    amount.value > plausible.amount ||
    typeof unit !== 'string' ||
    unit.trim() === ''
  ) {
    throw new ParseFailure('invalid', 'Invalid ingredient format', 'ingredients');
  }
  return {
    item: name.trim().slice(0, 200),
    amount: Math.round(amount.value * 100) / 100,
    unit: unit.trim().slice(0, 40),
  };
}

/** Steps as strings, or objects such as { step: 1, text: "..." } that some models produce. */
export function readInstructions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const steps = value.map((step) => {
    if (typeof step === 'string') return step;
    if (step && typeof step === 'object') {
      const text = Object.values(step).find((v) => typeof v === 'string');
      return typeof text === 'string' ? text : undefined;
    }
    return undefined;
  });
  return stringList(steps, 50, 2000);
}
