// The server's answers to the meal edits (updateMeal and friends), built from the rows it would store.
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
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

/** Asserts that `call` sent meal-1 these rows. */
export function expectRowsSent(call: unknown, items: object[]) {
  expect(call).toHaveBeenCalledWith('updateMeal', { mealId: 'meal-1', items });
}

/** Asserts that the latest call of `call` sent meal-1 these rows. */
export function expectLastRowsSent(call: unknown, items: object[]) {
  expect(call).toHaveBeenLastCalledWith('updateMeal', { mealId: 'meal-1', items });
}

/** Replaces what `field` holds with `text` and presses Enter, as a user commits a new amount. */
export async function retype(user: UserEvent, field: Element, text: string) {
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
}
