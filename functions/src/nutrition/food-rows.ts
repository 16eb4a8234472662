// The rows of a meal and the figures derived from them. A meal's calories, protein, carbs and fat are
// always the sum of its rows, computed here and never set separately: calories in whole kcal, grams and
// macros to one decimal. Each row keeps its figures per gram (unrounded) from the estimate, or from the
// user's own figures when they set them; a new weight rescales from those, so editing the grams again and
// again never compounds rounding.
import { randomUUID } from 'node:crypto';
import type { FoodRow } from '../shared/contracts.js';
import type { MealDocument } from '../shared/documents.js';

type StoredRow = NonNullable<MealDocument['items']>[number];
export type Figures = { calories: number; protein: number; carbs: number; fat: number };

const round1 = (n: number) => Math.round(n * 10) / 10;
export const ZERO: Figures = { calories: 0, protein: 0, carbs: 0, fat: 0 };

/** Figures for display and storage: whole kcal, macros to one decimal. */
export function roundFigures(f: Figures): Figures {
  return {
    calories: Math.round(f.calories),
    protein: round1(f.protein),
    carbs: round1(f.carbs),
    fat: round1(f.fat),
  };
}

export const newRowId = () => randomUUID().replace(/-/g, '').slice(0, 12);

/** A row from figures for `grams` (an estimate or the user's own), with its per-gram figures. */
export function rowFromFigures(name: string, grams: number, figures: Figures, id = newRowId()): StoredRow {
  const g = round1(grams);
  const rounded = roundFigures(figures);
  return {
    id,
    name,
    grams: g,
    ...rounded,
    ...(g > 0
      ? {
          perGram: {
            calories: figures.calories / g,
            protein: figures.protein / g,
            carbs: figures.carbs / g,
            fat: figures.fat / g,
          },
        }
      : {}),
  };
}

/** The row at a new weight, from its per-gram figures; undefined when it has none (it needs an estimate). */
export function rescaleRow(row: StoredRow, grams: number, name = row.name): StoredRow | undefined {
  const g = round1(grams);
  if (g === row.grams && hasFigures(row)) return { ...row, name };
  if (!row.perGram) return undefined;
  const p = row.perGram;
  return {
    ...row,
    name,
    grams: g,
    ...roundFigures({ calories: p.calories * g, protein: p.protein * g, carbs: p.carbs * g, fat: p.fat * g }),
  };
}

export function hasFigures(row: StoredRow): row is StoredRow & Figures {
  return [row.calories, row.protein, row.carbs, row.fat].every((v) => typeof v === 'number');
}

/** The sums of the rows (rows without figures count as 0): the meal's totals. */
export function sumRows(rows: readonly Partial<Figures>[]): Figures {
  const sum = { ...ZERO };
  for (const r of rows) {
    sum.calories += r.calories ?? 0;
    sum.protein += r.protein ?? 0;
    sum.carbs += r.carbs ?? 0;
    sum.fat += r.fat ?? 0;
  }
  return roundFigures(sum);
}

/** Rows as the callables return them (older rows get an id from their position and 0 for missing figures). */
export function shownRows(rows: readonly StoredRow[]): FoodRow[] {
  return rows.map((r, i) => ({
    id: r.id ?? `row${i}`,
    name: r.name,
    grams: r.grams,
    calories: r.calories ?? 0,
    protein: r.protein ?? 0,
    carbs: r.carbs ?? 0,
    fat: r.fat ?? 0,
  }));
}

/** Older rows carry no id; they are named by position, as `shownRows` shows them. */
export function withIds(rows: readonly StoredRow[]): StoredRow[] {
  return rows.map((r, i) => (r.id ? r : { ...r, id: `row${i}` }));
}

/**
 * Spreads `total` over items by weight, the last row taking the remainder so the rows add up to the total
 * exactly (what an answer whose rows carry no figures of their own is read as).
 */
export function spreadByWeight(total: Figures, grams: readonly number[]): Figures[] {
  const weight = grams.reduce((a, b) => a + b, 0);
  const shares = grams.map((g) => (weight > 0 ? g / weight : 1 / grams.length));
  const rows = shares.map((s) => roundFigures(scale(total, s)));
  const last = rows.length - 1;
  if (last >= 0) {
    const others = sumRows(rows.slice(0, last));
    const rounded = roundFigures(total);
    rows[last] = {
      calories: Math.max(0, rounded.calories - others.calories),
      protein: Math.max(0, round1(rounded.protein - others.protein)),
      carbs: Math.max(0, round1(rounded.carbs - others.carbs)),
      fat: Math.max(0, round1(rounded.fat - others.fat)),
    };
  }
  return rows;
}

export const scale = (f: Figures, factor: number): Figures => ({
  calories: f.calories * factor,
  protein: f.protein * factor,
  carbs: f.carbs * factor,
  fat: f.fat * factor,
});
