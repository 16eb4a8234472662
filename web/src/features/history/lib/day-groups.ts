// History's day headers: the entries of a page grouped by the diary day they count towards, and what a
// header says about that day's total.
import type { DayTotals, Meal } from '../../../lib/live-data';

export interface DayGroup {
  /** The calendar day (YYYY-MM-DD) the entries belong to; null for entries without a time. */
  day: string | null;
  meals: Meal[];
}

/** An entry the user ate (it counts on its day), as opposed to a recipe or an older entry without a day. */
export const isEaten = (meal: Meal): meal is Meal & { day: string } => typeof meal.day === 'string';

/**
 * Groups the entries of a page (newest first) into runs of the same day, keeping their order: an eaten
 * entry belongs to its diary day; a recipe, or an entry logged before the diary existed, to the local date
 * it was made on, where it shows without counting. A day comes back as a second run only when an entry
 * of another day sits between its entries (one moved to another day).
 */
export function groupByDay(meals: readonly Meal[], dayOf: (time: Date) => string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const meal of meals) {
    const day = isEaten(meal) ? meal.day : meal.timestamp ? dayOf(meal.timestamp) : null;
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.meals.push(meal);
    else groups.push({ day, meals: [meal] });
  }
  return groups;
}

export interface ShownTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/**
 * The day's totals as the header shows them: the stored totals, less the entries whose delete is
 * waiting for its undo window (they are hidden already, so the total drops with them). Null while the
 * day document has not arrived or the day has no entries.
 */
export function shownTotals(
  totals: DayTotals | undefined | null,
  day: string,
  pendingDeletes: readonly Meal[],
): ShownTotals | null {
  if (!totals) return null;
  const pending = pendingDeletes.filter((meal) => meal.day === day);
  const less = (key: keyof ShownTotals) =>
    Math.max(0, totals[key] - pending.reduce((sum, meal) => sum + (meal[key] ?? 0), 0));
  return { calories: less('calories'), protein: less('protein'), carbs: less('carbs'), fat: less('fat') };
}
