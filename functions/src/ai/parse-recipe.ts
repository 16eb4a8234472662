// generated_recipe answers -> a recipe for one person plus nutrition: a title, non-empty ingredient and
// instruction lists, every ingredient with an item, an amount > 0 and a unit.
import { z } from 'zod';
import type { RecipeIngredient } from '../shared/contracts.js';
import { defineAnswer, type FigureWording, reject, totalFigures, totalsOf } from './ai-answer.js';
import { canonicalise, plausible, readNumber, stringList } from './answer-reading.js';

export interface GeneratedRecipe {
  recipe: { title: string; ingredients: RecipeIngredient[]; instructions: string[]; persons: 1 };
  nutritionData: { calories: number; protein: number; carbs: number; fat: number };
}

const COULD_NOT_PARSE = 'Could not parse recipe data';
export const INVALID_INGREDIENT = 'Invalid ingredient format';

/** Every unusable figure is the same generation error, naming the field. */
const wording: FigureWording = () => ({ reason: 'invalid', message: COULD_NOT_PARSE });

const ingredient = z.preprocess(
  (raw, ctx) => {
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
      return reject(ctx, 'invalid', INVALID_INGREDIENT, 'ingredients');
    }
    return {
      item: name.trim().slice(0, 200),
      amount: Math.round(amount.value * 100) / 100,
      unit: unit.trim().slice(0, 40),
    };
  },
  z.object({ item: z.string(), amount: z.number(), unit: z.string() }),
);

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

export const generatedRecipeAnswerSchema = z.preprocess(
  (raw) => {
    const answer = canonicalise(raw);
    // Both { recipe: {...}, nutritionData } and a flat recipe object are accepted.
    const recipe = answer.recipe !== undefined ? canonicalise(answer.recipe) : answer;
    let totalsSource = answer.nutritionData !== undefined ? answer : recipe;
    if (totalsSource.nutritionData === undefined && !('calories' in totalsSource)) totalsSource = answer;
    return { recipe, nutritionData: totalsOf(totalsSource) };
  },
  z.object({
    recipe: z.object({
      title: z.preprocess(
        (v, ctx) =>
          typeof v === 'string' && v.trim() !== ''
            ? v.trim().slice(0, 200)
            : reject(ctx, 'invalid', COULD_NOT_PARSE, 'title'),
        z.string(),
      ),
      ingredients: z.preprocess(
        (v, ctx) =>
          Array.isArray(v) && v.length > 0
            ? v.slice(0, 100)
            : reject(ctx, 'invalid', COULD_NOT_PARSE, 'ingredients'),
        z.array(ingredient),
      ),
      instructions: z.preprocess((v, ctx) => {
        const steps = readInstructions(v);
        return steps.length > 0 ? steps : reject(ctx, 'invalid', COULD_NOT_PARSE, 'instructions');
      }, z.array(z.string())),
    }),
    nutritionData: z.object(totalFigures(wording)),
  }),
);

export const generatedRecipeAnswer = defineAnswer(
  'generated_recipe',
  generatedRecipeAnswerSchema,
  ({ recipe, nutritionData }): GeneratedRecipe => ({ recipe: { ...recipe, persons: 1 }, nutritionData }),
  { empty: 'No content in OpenAI response', 'no-json': 'No valid JSON found in response' },
);

export const parseGeneratedRecipe = (content: string | null): GeneratedRecipe =>
  generatedRecipeAnswer.read(content);
