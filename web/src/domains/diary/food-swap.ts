// "Not this food?" without a screen: which rows can change their food, the row lists a swap and a return
// to the estimate send (updateMeal works the figures out again, with no AI call), and what the model's
// kept figures come to for the row's grams.
import { keep, type MealRow, type RowList } from './meal-rows';

/** A table food's figures come from the table; an estimate can be taken from the table instead. Products,
 * labels and figures typed by hand say themselves what the food is. */
export const canChangeFood = (row: MealRow) => row.source === 'database' || (row.source ?? 'ai') === 'ai';

/** The rows with row `index` taking the table food `foodId` for its grams. */
export const withSwappedFood = (rows: readonly MealRow[], index: number, foodId: string): RowList =>
  rows.map((r, i) => (i === index ? { ...keep(r, i), foodId } : keep(r, i)));

/** The rows with row `index` back on the model's figures kept on it. */
export const withKeptEstimate = (rows: readonly MealRow[], index: number): RowList =>
  rows.map((r, i) => (i === index ? { ...keep(r, i), keepEstimate: true as const } : keep(r, i)));

/** The kcal of the model's kept figures at the row's grams; null when the row has none to go back to (or
 * shows them already). */
export function keptEstimateCalories(row: MealRow): number | null {
  if (!row.estimatePerGram || (row.source ?? 'ai') === 'ai') return null;
  return Math.round(row.estimatePerGram.calories * row.grams);
}

/** A table food's kcal for `grams`; null when the table does not know its energy. */
export const caloriesFor = (per100g: number | null, grams: number) =>
  per100g === null ? null : Math.round((per100g * grams) / 100);

/** Whether two food ids name the same food: a bare five-digit id is the SR24 food of that number, as
 * stored rows written before ids named their source say it. */
export function sameFood(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const full = (id: string) => (/^\d{5}$/.test(id) ? `sr24:${id}` : id);
  return full(a) === full(b);
}
