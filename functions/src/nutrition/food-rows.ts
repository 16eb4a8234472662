// The rows of a meal and the figures derived from them. A meal's calories, protein, carbs and fat are
// always the sum of its rows, computed here and never set separately: calories in whole kcal, grams and
// macros to one decimal. Each row keeps its figures per gram (unrounded) from the estimate, or from the
// user's own figures when they set them; a new weight rescales from those, so editing the grams again and
// again never compounds rounding.
import { randomUUID } from 'node:crypto';
import type { FoodRow } from '../shared/contracts.js';
import type { Micros } from '../shared/document-fields.js';
import { type extraFigureNames, figureNames, type RowSource } from '../shared/document-fields.js';
import type { MealDocument } from '../shared/documents.js';
import { type MicroSums, roundMicros, scaleMicros, sumRowMicros } from './micro-sums.js';

type StoredRow = NonNullable<MealDocument['items']>[number];
export type Figures = { calories: number; protein: number; carbs: number; fat: number };
export type ExtraFigure = (typeof extraFigureNames)[number];
/** The four macros and, where the source knows them, fibre, sugars, saturated fat (g) and sodium (mg), and
 * vitamins and minerals (micro-sums.ts). */
export type FullFigures = Figures & Partial<Record<ExtraFigure, number>> & { micros?: Micros };
/** Where a row's figures come from, and what names its food there. */
export interface RowOrigin {
  source: RowSource;
  foodId?: string;
  barcode?: string;
  /** A drink's row is in ml (see the stored row's `unit`). */
  unit?: 'ml';
}

const round1 = (n: number) => Math.round(n * 10) / 10;
export const ZERO: Figures = { calories: 0, protein: 0, carbs: 0, fat: 0 };
const FIGURES = figureNames;

/** Whole kcal and mg of sodium; grams to one decimal. */
const roundFigure = (name: (typeof FIGURES)[number], v: number) =>
  name === 'calories' || name === 'sodium' ? Math.round(v) : round1(v);

/** Figures for display and storage: whole kcal and mg, grams to one decimal; the extras that are known. */
export function roundFigures<F extends FullFigures>(f: F): F {
  const out: Record<string, number> = {};
  for (const name of FIGURES) {
    const v = f[name];
    if (typeof v === 'number') out[name] = roundFigure(name, v);
  }
  return (f.micros ? { ...out, micros: roundMicros(f.micros) } : out) as F;
}

/** The same figures multiplied by `factor` (extras that are unknown stay unknown). */
export function scale<F extends FullFigures>(f: F, factor: number): F {
  const out: Record<string, number> = {};
  for (const name of FIGURES) {
    const v = f[name];
    if (typeof v === 'number') out[name] = v * factor;
  }
  return (f.micros ? { ...out, micros: scaleMicros(f.micros, factor) } : out) as F;
}

export const newRowId = () => randomUUID().replace(/-/g, '').slice(0, 12);

/** A row from figures for `grams` (an estimate, the table's or the user's own), with its per-gram figures.
 * Without an origin it is an estimate. */
export function rowFromFigures(
  name: string,
  grams: number,
  figures: FullFigures,
  id = newRowId(),
  origin: RowOrigin = { source: 'ai' },
): StoredRow {
  const g = round1(grams);
  return {
    id,
    name,
    grams: g,
    ...roundFigures(figures),
    ...(g > 0 ? { perGram: scale(figures, 1 / g) } : {}),
    ...origin,
  };
}

/** A row of `grams` from exact figures per gram, which it keeps, so later weights rescale from them. */
export function rowFromPerGram(
  name: string,
  grams: number,
  perGram: FullFigures,
  id: string,
  origin: RowOrigin,
): StoredRow {
  const g = round1(grams);
  return { id, name, grams: g, ...roundFigures(scale(perGram, g)), perGram, ...origin };
}

/** The row at a new weight, from its per-gram figures; undefined when it has none (it needs an estimate).
 * It keeps its source: a table row at another weight still has the table's figures. */
export function rescaleRow(row: StoredRow, grams: number, name = row.name): StoredRow | undefined {
  const g = round1(grams);
  if (g === row.grams && hasFigures(row)) return { ...row, name };
  if (!row.perGram) return undefined;
  return { ...row, name, grams: g, ...roundFigures(scale(row.perGram, g)) };
}

export function hasFigures(row: StoredRow): row is StoredRow & Figures {
  return [row.calories, row.protein, row.carbs, row.fat].every((v) => typeof v === 'number');
}

/** The sums of the rows (rows without figures count as 0): the meal's totals. An extra figure is summed
 * over the rows that know it, and present when at least one does. */
export function sumRows(rows: readonly Partial<FullFigures>[]): FullFigures {
  const sum: Record<string, number> & Figures = { ...ZERO };
  for (const r of rows)
    for (const name of FIGURES) {
      const v = r[name];
      if (typeof v === 'number') sum[name] = (sum[name] ?? 0) + v;
    }
  return roundFigures(sum as FullFigures);
}

/** What a meal stores of its rows: the sums of the macros and extras, and of the vitamins and minerals with
 * how many rows knew each. */
export function mealTotals(rows: readonly StoredRow[]): FullFigures & Omit<MicroSums, 'rows'> {
  const { micros, microsKnown } = sumRowMicros(rows);
  return { ...sumRows(rows), micros, microsKnown };
}

/** Rows as the callables return them (older rows get an id from their position and 0 for missing figures). */
export function shownRows(rows: readonly StoredRow[]): FoodRow[] {
  return rows.map((r, i) => {
    const known = Object.fromEntries(
      FIGURES.flatMap((name) => (typeof r[name] === 'number' ? [[name, r[name]]] : [])),
    );
    return {
      id: r.id ?? `row${i}`,
      name: r.name,
      grams: r.grams,
      ...ZERO,
      ...known,
      source: r.source ?? 'ai',
      ...(r.foodId ? { foodId: r.foodId } : {}),
      ...(r.barcode ? { barcode: r.barcode } : {}),
      ...(r.unit ? { unit: r.unit } : {}),
      ...(r.foodName ? { foodName: r.foodName } : {}),
      ...(r.micros ? { micros: r.micros } : {}),
      ...(r.estimatePerGram ? { estimatePerGram: r.estimatePerGram } : {}),
      ...(r.serving ? { serving: r.serving } : {}),
    };
  });
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
