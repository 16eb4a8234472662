// food_nutrition answers -> validated nutrition: non-negative, finite and plausible totals with keys in
// any of the four languages; items and ingredient lists keep only what is usable.
import { z } from 'zod';
import { defineAnswer, type FigureWording, hasTotals, reject, totalFigures, totalsOf } from './ai-answer.js';
import { canonicalise, plausible, readNumber, stringList } from './answer-reading.js';

export interface FoodItem {
  name: string;
  grams: number;
}

export interface Nutrition {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  description: string;
  ingredients: string[];
  items: FoodItem[];
}

const wording: FigureWording = (problem, field, max) => {
  if (problem === 'missing') return { reason: 'missing-field', message: `Missing required field: ${field}` };
  if (problem === 'invalid')
    return { reason: 'invalid', message: `Invalid nutrition data: ${field} must be a non-negative number` };
  const unit = field === 'calories' ? ' kcal' : ' g';
  return { reason: 'invalid', message: `Implausible nutrition data: ${field} must be at most ${max}${unit}` };
};

/** Items with a name and a believable weight; an item with an absurd weight is dropped (the validated
 * totals are what the meal stores). */
function usableItems(value: unknown): FoodItem[] {
  if (!Array.isArray(value)) return [];
  const items: FoodItem[] = [];
  for (const raw of value.slice(0, 50)) {
    const item = canonicalise(raw);
    const name =
      typeof item.title === 'string' ? item.title : typeof item.item === 'string' ? item.item : undefined;
    const grams = readNumber(item.grams ?? item.amount);
    if (name?.trim() && grams.kind === 'ok' && grams.value <= plausible.itemGrams)
      items.push({ name: name.trim().slice(0, 200), grams: Math.round(grams.value) });
  }
  return items;
}

/** Items first, then the totals: the model weighs what it sees before adding it up. */
export const foodAnswerSchema = z.preprocess(
  (raw, ctx) => {
    const answer = canonicalise(raw);
    if (answer.noFood === true) return reject(ctx, 'no-food', 'The AI found no food in the image');
    // JSON without any nutrition figure: the model did not recognise a meal.
    if (!hasTotals(answer) && !hasTotals(canonicalise(answer.nutritionData)))
      return reject(ctx, 'no-food', 'The AI answer held no nutrition figures');
    return { ...answer, ...totalsOf(answer) };
  },
  z.object({
    noFood: z.boolean().catch(false),
    items: z.preprocess(usableItems, z.array(z.object({ name: z.string(), grams: z.number() }))),
    description: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 2000) : ''), z.string()),
    ingredients: z.preprocess((v) => stringList(v, 50, 200), z.array(z.string())),
    ...totalFigures(wording),
  }),
);

export const foodAnswer = defineAnswer(
  'food_nutrition',
  foodAnswerSchema,
  ({ noFood: _noFood, ...answer }): Nutrition => ({
    ...answer,
    ingredients: answer.ingredients.length > 0 ? answer.ingredients : answer.items.map((i) => i.name),
  }),
);

export const parseNutrition = (content: string | null): Nutrition => foodAnswer.read(content);
