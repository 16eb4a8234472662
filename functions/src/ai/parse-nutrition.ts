// food_nutrition answers -> validated nutrition: non-negative, finite and plausible totals with keys in
// any of the four languages; items and ingredient lists keep only what is usable.
import { z } from 'zod';
import { type Figures, roundFigures, spreadByWeight, sumRows } from '../nutrition/food-rows.js';
import { defineAnswer, type FigureWording, hasTotals, reject, totalFigures, totalsOf } from './ai-answer.js';
import { canonicalise, macroBound, plausible, readNumber, round1, stringList } from './answer-reading.js';

/** One food of the answer with its own figures; the meal's totals are the sum of these. */
export interface FoodItem extends Figures {
  name: string;
  /** The food as a composition table names it, in English ("rice, white, cooked"); '' when not given. */
  food: string;
  grams: number;
}

export interface Nutrition extends Figures {
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

const FIGURES = ['calories', 'protein', 'carbs', 'fat'] as const;

/** A row's own figure, when it is a believable number. */
function rowFigure(value: unknown, field: (typeof FIGURES)[number]): number | undefined {
  const read = readNumber(value);
  return read.kind === 'ok' && read.value <= macroBound(field) ? read.value : undefined;
}

/** Items with a name and a believable weight (an item with an absurd weight is dropped), each with its
 * figures. When any row lacks usable figures, the answer's totals are spread over the rows by weight. */
function usableItems(value: unknown, totals: Record<string, unknown>): FoodItem[] {
  if (!Array.isArray(value)) return [];
  const rows: { name: string; food: string; grams: number; figures?: Figures }[] = [];
  for (const raw of value.slice(0, 50)) {
    const item = canonicalise(raw);
    const name =
      typeof item.title === 'string' ? item.title : typeof item.item === 'string' ? item.item : undefined;
    const grams = readNumber(item.grams ?? item.amount);
    if (!name?.trim() || grams.kind !== 'ok' || grams.value > plausible.itemGrams) continue;
    const figures = FIGURES.map((f) => rowFigure(item[f], f));
    rows.push({
      name: name.trim().slice(0, 200),
      food: typeof item.food === 'string' ? item.food.trim().slice(0, 200) : '',
      grams: round1(grams.value),
      ...(figures.every((f) => f !== undefined)
        ? {
            figures: {
              calories: figures[0],
              protein: figures[1],
              carbs: figures[2],
              fat: figures[3],
            } as Figures,
          }
        : {}),
    });
  }
  if (rows.every((r) => r.figures))
    return rows.map((r) => ({
      name: r.name,
      food: r.food,
      grams: r.grams,
      ...roundFigures(r.figures as Figures),
    }));
  const total = Object.fromEntries(FIGURES.map((f) => [f, rowFigure(totals[f], f) ?? 0])) as Figures;
  const spread = spreadByWeight(
    total,
    rows.map((r) => r.grams),
  );
  return rows.map((r, i) => ({ name: r.name, food: r.food, grams: r.grams, ...(spread[i] as Figures) }));
}

const number = z.number();

/** Items first, each with its own figures, then the totals: the model weighs what it sees before adding
 * it up. The meal's totals are the sum of the items (the model's own totals are only checked). */
export const foodAnswerSchema = z.preprocess(
  (raw, ctx) => {
    const answer = canonicalise(raw);
    if (answer.noFood === true) return reject(ctx, 'no-food', 'The AI found no food in the image');
    // JSON without any nutrition figure: the model did not recognise a meal.
    if (!hasTotals(answer) && !hasTotals(canonicalise(answer.nutritionData)))
      return reject(ctx, 'no-food', 'The AI answer held no nutrition figures');
    const totals = totalsOf(answer);
    return { ...answer, ...totals, items: usableItems(answer.items, totals) };
  },
  z.object({
    noFood: z.boolean().catch(false),
    items: z.array(
      z.object({
        name: z.string(),
        food: z.string(),
        grams: number,
        calories: number,
        protein: number,
        carbs: number,
        fat: number,
      }),
    ),
    description: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 2000) : ''), z.string()),
    ingredients: z.preprocess((v) => stringList(v, 50, 200), z.array(z.string())),
    ...totalFigures(wording),
  }),
);

/** Rows made from an answer in the older shape (totals and an ingredient list, no rows): one row per
 * ingredient, sharing the totals equally, without a weight (so a weight typed later is estimated afresh),
 * which the user can weigh or remove one by one; without ingredients, one row named after the meal. */
const MAX_FALLBACK_ROWS = 12;
function fallbackRows(answer: { description: string; ingredients: string[] } & Figures): FoodItem[] {
  const names = answer.ingredients.slice(0, MAX_FALLBACK_ROWS);
  if (names.length === 0)
    return [{ name: answer.description || 'Meal', food: '', grams: 0, ...roundFigures(answer) }];
  const shares = spreadByWeight(
    answer,
    names.map(() => 0),
  );
  return names.map((name, i) => ({ name, food: '', grams: 0, ...(shares[i] as Figures) }));
}

/** The answer as the meal stores it: totals summed from the rows, the model's own ingredient strings. */
function toNutrition({ noFood: _noFood, ...answer }: z.output<typeof foodAnswerSchema>): Nutrition {
  const items = answer.items.length > 0 ? answer.items : fallbackRows(answer);
  return {
    description: answer.description,
    ingredients: answer.ingredients.length > 0 ? answer.ingredients : items.map((i) => i.name),
    items,
    ...sumRows(items),
  };
}

/** The same answer under each name the food requests use (a photo, a text, rows to estimate, a
 * correction), so a provider or the demo AI knows which request it answers. */
const define = (name: 'food_nutrition' | 'food_text' | 'food_rows' | 'food_correction') =>
  defineAnswer(name, foodAnswerSchema, toNutrition);

export const foodAnswer = define('food_nutrition');
export const foodTextAnswer = define('food_text');
export const foodRowsAnswer = define('food_rows');
export const foodCorrectionAnswer = define('food_correction');

export const parseNutrition = (content: string | null): Nutrition => foodAnswer.read(content);
