// The foods the user logged lately, which the rows editor offers to add to a meal in one tap: single rows
// of their newest eaten entries whose figures do not rest on a guess (a food table food, a product found by
// its barcode, figures read from a label or typed by the user). An estimate is not offered: its figures
// were one guess for one plate. Each food once (its newest use, at those grams), none the meal already
// has. Pure, so the choice is tested without a screen.

import { canonicalFoodId } from '@shared/nutrition/food-ids';
import { EXTRAS, FIGURES, type MealRow, type RowList } from './meal-rows';
import type { Meal } from './queries';

/** How many recent foods the editor offers at most. */
export const MAX_RECENT_FOODS = 6;

export interface RecentFood {
  key: string;
  name: string;
  grams: number;
  /** 'ml' for a drink. */
  unit?: 'ml';
  calories: number;
  /** The row as updateMeal takes it: the server works out the figures again where it can. */
  row: RowList[number];
}

const hasFigures = (row: MealRow) => FIGURES.every((key) => typeof row[key] === 'number');

/** What makes two rows the same food; null for a row that is not offered. A table food goes by its id as
 * the table writes it, so an older row's bare NDB number and a newer row's "sr24:" id are one food. */
function foodKey(row: MealRow): string | null {
  if (row.source === 'database' && row.foodId) return `food:${canonicalFoodId(row.foodId) ?? row.foodId}`;
  if (row.source === 'barcode' && row.barcode) return `barcode:${row.barcode}`;
  if ((row.source === 'label' || row.source === 'manual') && hasFigures(row))
    return `${row.source}:${row.name.trim().toLocaleLowerCase()}`;
  return null;
}

/** The row to send: a table food or a product by its id, figures from a label or the user as they were. */
function rowToAdd(row: MealRow): RowList[number] {
  const { name, grams } = row;
  if (row.source === 'database' && row.foodId) return { name, grams, foodId: row.foodId };
  if (row.source === 'barcode' && row.barcode) return { name, grams, barcode: row.barcode };
  const figures = Object.fromEntries(
    [...FIGURES, ...EXTRAS].flatMap((key) => (typeof row[key] === 'number' ? [[key, row[key]]] : [])),
  );
  if (row.source !== 'label') return { name, grams, ...figures };
  // A label's vitamins and minerals come along; figures typed by hand have none.
  return { name, grams, ...figures, ...(row.micros ? { micros: row.micros } : {}), source: 'label' as const };
}

/** `meals` newest first (History's first page); `current` the rows of the meal being edited. */
export function recentFoods(meals: readonly Meal[], current: readonly MealRow[]): RecentFood[] {
  const seen = new Set(current.map(foodKey));
  const foods: RecentFood[] = [];
  for (const meal of meals) {
    if (!meal.day) continue;
    for (const row of meal.items ?? []) {
      const key = foodKey(row);
      if (key === null || seen.has(key) || !(row.grams > 0)) continue;
      seen.add(key);
      const unit = row.unit ? { unit: row.unit } : {};
      foods.push({
        key,
        name: row.name,
        grams: row.grams,
        ...unit,
        calories: row.calories ?? 0,
        row: rowToAdd(row),
      });
      if (foods.length === MAX_RECENT_FOODS) return foods;
    }
  }
  return foods;
}
