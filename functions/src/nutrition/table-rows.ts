// Rows whose figures come from the food table. The model names the foods and guesses the grams; the table
// knows their composition, so each row of an estimate is matched on its own (matching the whole meal at
// once grounds worse than not at all), and a confident match takes the table's figures for the row's
// grams. A weak or no match keeps the model's figures: a wrong food is worse than an estimate. A grounded
// row names its food and keeps the model's figures beside the table's, so a wrong match can be undone
// without asking the model again.
import type { Micros } from '../shared/document-fields.js';
import type { MealDocument } from '../shared/documents.js';
import { microNames } from '../shared/nutrition/micros.js';
import { type Figures, type FullFigures, rowFromFigures } from './food-rows.js';
import {
  displayName,
  type Language,
  loadFoodTable,
  PER_100G_KEYS,
  type TableFood,
} from './food-table/food-table.js';
import { matchFood } from './food-table/match.js';

type StoredRow = NonNullable<MealDocument['items']>[number];

/** A row as the model answers it: the name in the user's language, the food as a table names it in English
 * ('' when not given), grams and the model's own figures for them. */
export type EstimatedRow = { name: string; food: string; grams: number } & Figures;

export const tableFood = (id: string): TableFood | undefined => loadFoodTable().byId.get(id);

/** The food's figures for `grams`, unrounded (rows keep exact per-gram figures); null when the table lacks
 * one of the four macros. Fibre, sugars, sodium, saturated fat and the vitamins and minerals are kept where
 * the table knows them. */
export function tableFigures(food: TableFood, grams: number): FullFigures | null {
  const out: Record<string, number> & Partial<FullFigures> = {};
  for (const key of PER_100G_KEYS) {
    const per100 = food.per100g[key];
    if (per100 === null) {
      if (key === 'calories' || key === 'protein' || key === 'carbs' || key === 'fat') return null;
      continue;
    }
    out[key] = (per100 * grams) / 100;
  }
  const micros: Micros = {};
  for (const name of microNames) {
    const per100 = food.per100g[name];
    if (per100 !== null) micros[name] = (per100 * grams) / 100;
  }
  return { ...(out as FullFigures), ...(Object.keys(micros).length > 0 ? { micros } : {}) };
}

/** `grams` of a table food as a row, naming the food in `language` where the table can; undefined when the
 * table cannot give its macros. */
export function tableRow(
  name: string,
  grams: number,
  food: TableFood,
  id?: string,
  language: Language = 'en',
): StoredRow | undefined {
  const figures = tableFigures(food, grams);
  return figures
    ? {
        ...rowFromFigures(name, grams, figures, id, { source: 'database', foodId: food.id }),
        foodName: displayName(food, language),
      }
    : undefined;
}

/**
 * One row of a model's estimate: the table's figures when its food (or, when the model gave none, its
 * name in the user's language) matches confidently, else the model's. Without a language (a recipe's
 * ingredients, whose figures are the recipe's) only the model's food is matched. A grounded row keeps the
 * model's figures per gram, so the user can go back to them.
 */
export function groundedRow(row: EstimatedRow, language: Language | undefined, id?: string): StoredRow {
  const matchable = row.grams > 0 && (language !== undefined || row.food.trim() !== '');
  const kcalPer100g = (row.calories / row.grams) * 100;
  const match = matchable
    ? matchFood({ food: row.food, name: row.name, language: language ?? 'en', kcalPer100g })
    : null;
  const grounded = match ? tableRow(row.name, row.grams, match.food, id, language ?? 'en') : undefined;
  const estimate = rowFromFigures(row.name, row.grams, row, id);
  return grounded
    ? { ...grounded, ...(estimate.perGram ? { estimatePerGram: estimate.perGram } : {}) }
    : estimate;
}
