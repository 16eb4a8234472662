// The server's answers to the meal edits (updateMeal and friends), built from the rows it would store.
import type { MealUpdate } from '../domains/diary/meal-rows';

type StoredRow = MealUpdate['nutrition']['items'][number];

/** meal-1 holding `items`, its totals their sums (figures that add up). */
export function mealUpdate(description: string, items: StoredRow[]): MealUpdate {
  const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') => items.reduce((s, r) => s + r[key], 0);
  return {
    mealId: 'meal-1',
    nutrition: {
      description,
      ingredients: [],
      calories: sum('calories'),
      protein: sum('protein'),
      carbs: sum('carbs'),
      fat: sum('fat'),
      macroCalories: 0,
      consistent: true,
      items,
    },
  };
}
