// History's day headers: the entries of a page grouped by the diary day they count towards, and what a
// header says about that day's total.
import type { DayTotals, Meal } from '../../../domains/diary/queries';

export interface DayGroup {
  /** The calendar day (YYYY-MM-DD) the entries belong to; null for entries without a time. */
  day: string | null;
  meals: Meal[];
}

/** An entry the user ate (it counts on its day), as opposed to a recipe or an older entry without a day. */
export const isEaten = (meal: Meal): meal is Meal & { day: string } => typeof meal.day === 'string';

/**
 * Groups the entries of a page (newest first) by day, one group per day, the newest day first: an eaten
 * entry belongs to its diary day; a recipe, or an entry logged before the diary existed, to the local
 * date it was made on, where it shows without counting. Within a day the entries keep the page's order.
 * An entry moved to another day can sit among the entries of the day it left (moved before its time was
 * moved with it): it still shows once, under its own day. Entries without a time come last.
 */
export function groupByDay(meals: readonly Meal[], dayOf: (time: Date) => string): DayGroup[] {
  const byDay = new Map<string | null, Meal[]>();
  for (const meal of meals) {
    const day = isEaten(meal) ? meal.day : meal.timestamp ? dayOf(meal.timestamp) : null;
    const group = byDay.get(day);
    if (group) group.push(meal);
    else byDay.set(day, [meal]);
  }
  const newestFirst = (a: string | null, b: string | null) =>
    a === null ? 1 : b === null ? -1 : a < b ? 1 : a > b ? -1 : 0;
  return [...byDay.keys()].sort(newestFirst).map((day) => ({ day, meals: byDay.get(day) ?? [] }));
}

export interface ShownTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Fibre and sugars in g, sodium in mg: absent when none of the day's rows knows them. */
  fiber?: number;
  sugars?: number;
  sodium?: number;
}

const EXTRAS = ['fiber', 'sugars', 'sodium'] as const;

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
  const less = (total: number, key: keyof ShownTotals) =>
    Math.max(0, total - pending.reduce((sum, meal) => sum + (meal[key] ?? 0), 0));
  const shown: ShownTotals = {
    calories: less(totals.calories, 'calories'),
    protein: less(totals.protein, 'protein'),
    carbs: less(totals.carbs, 'carbs'),
    fat: less(totals.fat, 'fat'),
  };
  for (const key of EXTRAS) {
    const total = totals[key];
    if (typeof total === 'number') shown[key] = less(total, key);
  }
  return shown;
}
