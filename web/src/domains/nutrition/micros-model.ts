// What the vitamins and minerals panel shows, without a screen: a day's amounts (or the average of the
// logged days of a week) from the day documents, each against the profile's daily target, with how many
// of the foods knew it and whether it passed the upper limit. A nutrient no food knew has no amount: it is
// listed as unknown, never as 0.
import type { MicroTargets } from '@shared/nutrition/dri/daily-targets';
import { type MicroName, microNames, microUnits } from '@shared/nutrition/micros';

/** What the day documents say of the nutrients (the fields of `days/{uid}_{day}` the panel reads). */
export interface DayMicros {
  meals?: number;
  rows?: number;
  micros?: Partial<Record<MicroName, number>>;
  microsKnown?: Partial<Record<MicroName, number>>;
}

/** Amounts for one day (or a day's average), how many foods knew each, out of how many. */
export interface MicroAmounts {
  amounts: Partial<Record<MicroName, number>>;
  known: Partial<Record<MicroName, number>>;
  rows: number;
  /** The days with entries the amounts come from (1 for a day with entries, 0 for an empty one). */
  days: number;
}

const logged = (d: DayMicros) => (d.meals ?? 0) > 0;

/** The amounts of the days with entries: their sums, averaged over those days (one day: that day's). */
export function averageOf(days: readonly (DayMicros | null | undefined)[]): MicroAmounts {
  const counted = days.filter((d): d is DayMicros => d !== null && d !== undefined && logged(d));
  const amounts: Partial<Record<MicroName, number>> = {};
  const known: Partial<Record<MicroName, number>> = {};
  let rows = 0;
  for (const d of counted) {
    rows += d.rows ?? 0;
    for (const name of microNames) {
      const count = d.microsKnown?.[name] ?? 0;
      const value = d.micros?.[name];
      if (count > 0 && typeof value === 'number') {
        amounts[name] = (amounts[name] ?? 0) + value / counted.length;
        known[name] = (known[name] ?? 0) + count;
      }
    }
  }
  return { amounts, known, rows, days: counted.length };
}

/** What an entry brings to its day's nutrients: its sums, counts and rows. */
export interface MealMicros {
  micros?: Partial<Record<MicroName, number>>;
  microsKnown?: Partial<Record<MicroName, number>>;
  items?: readonly unknown[];
}

/** The day without `meals` (entries whose delete waits for its undo: they are hidden already, so the day's
 * nutrients drop with them). */
export function lessMeals(day: DayMicros | null, meals: readonly MealMicros[]): DayMicros | null {
  if (!day || meals.length === 0) return day;
  const micros = { ...day.micros };
  const known = { ...day.microsKnown };
  let rows = day.rows ?? 0;
  for (const meal of meals) {
    rows -= meal.items?.length ?? 0;
    for (const name of microNames) {
      const count = meal.microsKnown?.[name] ?? 0;
      if (count === 0) continue;
      known[name] = Math.max(0, (known[name] ?? 0) - count);
      micros[name] = Math.max(0, (micros[name] ?? 0) - (meal.micros?.[name] ?? 0));
    }
  }
  const left = Math.max(0, (day.meals ?? 0) - meals.length);
  return { meals: left, rows: Math.max(0, rows), micros, microsKnown: known };
}

export interface MicroLine {
  name: MicroName;
  unit: 'mg' | 'µg';
  amount: number;
  /** Rows that knew it, of `rows`: fewer than all means the amount is a floor. */
  known: number;
  rows: number;
  /** The daily target and the amount's share of it (1 = 100 %); null where there is no target. */
  target: number | null;
  share: number | null;
  /** The upper limit the amount passed; null when it did not (or none applies). */
  over: number | null;
}

/** The nutrients some food knew, in the table's order, against `targets`; and those none knew. */
export function microLines(
  { amounts, known, rows }: MicroAmounts,
  targets: MicroTargets['targets'],
): { lines: MicroLine[]; unknown: MicroName[] } {
  const lines: MicroLine[] = [];
  const unknown: MicroName[] = [];
  for (const name of microNames) {
    const amount = amounts[name];
    if (amount === undefined) {
      unknown.push(name);
      continue;
    }
    const { intake, upper } = targets[name];
    lines.push({
      name,
      unit: microUnits[name],
      amount,
      known: known[name] ?? 0,
      rows: Math.max(rows, known[name] ?? 0),
      target: intake,
      share: intake ? amount / intake : null,
      over: upper !== null && amount > upper ? upper : null,
    });
  }
  return { lines, unknown };
}

/** Digits enough to read a vitamin: 108 mg, 2.9 mg, 0.35 mg, 0.04 µg. */
export function amountDigits(value: number): number {
  if (value >= 100) return 0;
  if (value >= 1) return 1;
  return 2;
}
