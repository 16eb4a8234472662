// The plan's calendar: a week runs Monday to Sunday in plan days (YYYY-MM-DD, the user's calendar dates, as
// the diary's), and the planned meals of a week are laid out by day and slot.
import { addDays } from '../diary/diary-day';
import { type MealSlot, mealSlots } from '../diary/meal-slots';

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // getUTCDay: 0 is Sunday, which belongs to the week that began six days before.
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week that starts on `monday`, Monday first. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** What the week view needs of a planned meal. */
export interface PlacedMeal {
  id: string;
  day: string;
  slot: MealSlot;
}

/** One day of the week with its planned meals, slot by slot in the order of a day (empty slots left out). */
export interface PlanDay<P extends PlacedMeal> {
  day: string;
  slots: { slot: MealSlot; meals: P[] }[];
}

/** The week's days, each with its meals by slot; meals outside the week are left out. */
export function layOutWeek<P extends PlacedMeal>(monday: string, meals: readonly P[]): PlanDay<P>[] {
  return weekDays(monday).map((day) => ({
    day,
    slots: mealSlots
      .map((slot) => ({ slot, meals: meals.filter((meal) => meal.day === day && meal.slot === slot) }))
      .filter((entry) => entry.meals.length > 0),
  }));
}

/** `day` as the week view names it ("Mon 24 Nov" in English), in the user's language. */
export function dayLabel(day: string, language: string, weekday: 'short' | 'long' = 'short'): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    weekday,
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** The week from `first` to `last` as one short range in the user's language ("Nov 23 – 29"). */
export function weekRange(first: string, last: string, language: string): string {
  const date = (day: string) => {
    const [year = 0, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, dayOfMonth));
  };
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(
    date(first),
    date(last),
  );
}
