// food_nutrition answers -> validated nutrition (SPEC 5): non-negative, finite and plausible numbers with
// keys in any of the four languages, ingredient lists of strings only.
import { extractJsonObject } from './extract-json.js';
import { canonicalise, macroBound, plausible, readNumber, round1, stringList } from './normalise.js';
import { ParseFailure } from './parse-failure.js';

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

const MACROS = ['calories', 'protein', 'carbs', 'fat'] as const;

/** Reads the four totals from `source`, or from a nested nutrition object when the model nested them. */
export function readMacros(source: Record<string, unknown>): Record<(typeof MACROS)[number], number> {
  const nested = canonicalise(source.nutritionData);
  const from = MACROS.some((m) => m in source) ? source : nested;
  const out = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const macro of MACROS) {
    const read = readNumber(from[macro]);
    if (read.kind === 'missing')
      throw new ParseFailure('missing-field', `Missing required field: ${macro}`, macro);
    if (read.kind !== 'ok') {
      throw new ParseFailure(
        'invalid',
        `Invalid nutrition data: ${macro} must be a non-negative number`,
        macro,
      );
    }
    const max = macroBound(macro);
    if (read.value > max) {
      throw new ParseFailure(
        'invalid',
        `Implausible nutrition data: ${macro} must be at most ${max}${macro === 'calories' ? ' kcal' : ' g'}`,
        macro,
      );
    }
    out[macro] = macro === 'calories' ? Math.round(read.value) : round1(read.value);
  }
  return out;
}

export function parseNutrition(content: string | null): Nutrition {
  const extracted = extractJsonObject(content);
  if (!extracted.ok) throw new ParseFailure(extracted.reason, 'The AI answer held no JSON object');
  const answer = canonicalise(extracted.value);
  if (answer.noFood === true) throw new ParseFailure('no-food', 'The AI found no food in the image');

  const nested = canonicalise(answer.nutritionData);
  if (![answer, nested].some((o) => ['calories', 'protein', 'carbs', 'fat'].some((m) => m in o))) {
    // JSON without any nutrition figure: the model did not recognise a meal.
    throw new ParseFailure('no-food', 'The AI answer held no nutrition figures');
  }
  const macros = readMacros(answer);

  const items: FoodItem[] = [];
  if (Array.isArray(answer.items)) {
    for (const raw of answer.items.slice(0, 50)) {
      const item = canonicalise(raw);
      const name =
        typeof item.title === 'string' ? item.title : typeof item.item === 'string' ? item.item : undefined;
      const grams = readNumber(item.grams ?? item.amount);
      // An item with an absurd weight is dropped; the validated totals are what the meal stores.
      if (name?.trim() && grams.kind === 'ok' && grams.value <= plausible.itemGrams)
        items.push({ name: name.trim().slice(0, 200), grams: Math.round(grams.value) });
    }
  }
  let ingredients = stringList(answer.ingredients, 50, 200);
  if (ingredients.length === 0) ingredients = items.map((i) => i.name);
  const description = typeof answer.description === 'string' ? answer.description.trim().slice(0, 2000) : '';
  return { ...macros, description, ingredients, items };
}
