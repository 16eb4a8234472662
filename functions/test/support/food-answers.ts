// Food answers as a consistent model sends them: the totals are the sums of the rows.
import type { AiAnswerShape } from '../../src/ai/answers.js';

export type FoodRow = {
  name: string;
  /** The English name a food table would use; none: kept as estimated. */
  food?: string;
  grams: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
};

/** A food_nutrition or food_text answer listing `rows`, its ingredients their names. */
export function foodAnswer(
  rows: FoodRow[],
  description = rows.map((r) => r.name).join(', '),
): AiAnswerShape<'food_nutrition'> & AiAnswerShape<'food_text'> {
  const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') => rows.reduce((s, r) => s + r[key], 0);
  return {
    noFood: false,
    items: rows.map((r) => ({ food: '', ...r })),
    description,
    ingredients: rows.map((r) => r.name),
    calories: sum('calories'),
    protein: sum('protein'),
    carbs: sum('carbs'),
    fat: sum('fat'),
  };
}
