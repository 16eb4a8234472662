// The diary day by meal slot: Breakfast, Lunch, Dinner and Snacks in that order, each with its entries in
// the order they were eaten and the sums of their calories and macros. Pure, so the grouping is tested
// without a screen.
import { type MealSlot, mealSlots } from '../../../domains/diary/meal-slots';
import type { Meal } from '../../../domains/diary/queries';

export interface SlotSums {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface SlotGroup {
  slot: MealSlot;
  /** The slot's entries, earliest first (an entry without a time last). */
  meals: Meal[];
  sums: SlotSums;
}

/** When it was eaten: the time set for it, else when it was logged. */
const time = (meal: Meal) => (meal.eatenAt ?? meal.timestamp)?.getTime() ?? Number.POSITIVE_INFINITY;

/** The day's entries in their four slots; an eaten entry with no slot counts as a snack. Every slot is
 * there, empty or not, so each keeps its "+ Add food". */
export function slotGroups(meals: readonly Meal[]): SlotGroup[] {
  return mealSlots.map((slot) => {
    const inSlot = meals.filter((meal) => (meal.slot ?? 'snack') === slot).sort((a, b) => time(a) - time(b));
    const sum = (key: keyof SlotSums) => inSlot.reduce((total, meal) => total + (meal[key] ?? 0), 0);
    return {
      slot,
      meals: inSlot,
      sums: { calories: sum('calories'), protein: sum('protein'), carbs: sum('carbs'), fat: sum('fat') },
    };
  });
}
