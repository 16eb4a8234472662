// Rows counted in servings ("2 x slice", "1 x medium"): the row's grams are quantity x the grams of one
// unit. A table food's unit weighs what its portion in the table weighs, whatever a client says; any other
// unit (a product's serving, "ml", the user's own) weighs what the client sends. A row edited in grams
// only stops being counted in servings, since its quantity would no longer be true.

import { portionByUnit, portionUnit } from '../nutrition/food-table/servings.js';
import { tableFood } from '../nutrition/table-rows.js';
import { AppError } from '../platform/errors.js';
import type { Serving } from '../shared/diary/serving.js';
import { limits } from '../shared/limits.js';
import type { StoredRow } from './meal-store.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** `quantity` of the table food's portion `unit`: the row's grams and its serving; `unitNotFound` when the
 * food has no such portion. */
export function tablePortion(
  foodId: string,
  quantity: number,
  unit: string,
): { grams: number; serving: Serving } {
  const food = tableFood(foodId);
  if (!food) throw new AppError('foodNotFound');
  const portion = portionByUnit(food, unit);
  if (!portion) throw new AppError('unitNotFound');
  return served({ quantity, unit: portionUnit(portion.label), grams: portion.grams });
}

/** The grams of a serving, refused past the heaviest row. */
export function served(serving: Serving): { grams: number; serving: Serving } {
  const grams = round1(serving.quantity * serving.grams);
  if (grams > limits.rowGrams) throw new AppError('gramsTooLarge');
  return { grams, serving };
}

/** A serving sent on a row: of its table food (`foodId`) when that food has the unit, else as sent. */
export function servingOf(serving: Serving, foodId: string | undefined): { grams: number; serving: Serving } {
  const food = foodId === undefined ? undefined : tableFood(foodId);
  const portion = food && portionByUnit(food, serving.unit);
  return portion
    ? served({ quantity: serving.quantity, unit: portionUnit(portion.label), grams: portion.grams })
    : served(serving);
}

/** The row as counted after an edit: in the serving sent; with none sent, in its stored serving while it
 * is the same food at the same grams, else in grams. */
export function rowServing(row: StoredRow, sent: Serving | undefined, stored?: StoredRow): StoredRow {
  const { serving: _old, ...inGrams } = row;
  if (sent) return { ...inGrams, serving: sent };
  const same = stored?.grams === row.grams && stored.foodId === row.foodId && stored.barcode === row.barcode;
  return same && stored.serving ? { ...inGrams, serving: stored.serving } : inGrams;
}
