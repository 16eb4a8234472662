// The food rows of an eaten entry (name, grams, kcal, protein, carbs, fat) and the row lists each change
// sends: new grams for a row (the server rescales it from its first estimate), a row removed, a row added
// by name and grams (the server estimates it, or takes the food table's figures when it names a table
// food), or a row's four figures set by hand. Every change sends the whole row list to updateMeal; the
// totals are always the sum of the rows the server answers with.

import type { CallableRequest, CallableResponse } from '@contracts';
import type { Micros, RowFigures, RowSource } from '@shared/document-fields';
import { limits } from '@shared/limits';
import { type Serving, servingGrams } from './serving';

/** A row as stored or as returned: older rows may lack an id or figures. */
/** Fibre, sugars and saturated fat in g, sodium in mg: only where the row's source knows them. */
export interface MealRow extends RowFigures {
  id?: string;
  name: string;
  grams: number;
  /** Vitamins and minerals for the row's grams, where its source gave them (the table, a product, a label). */
  micros?: Micros;
  /** Where the figures come from; missing on older rows, which are estimates. */
  source?: RowSource;
  foodId?: string;
  barcode?: string;
  /** 'ml' for a drink: shown and typed in ml, `grams` holding the same number (1 ml counted as 1 g). */
  unit?: 'ml';
  /** A table row: its food's name, in the user's language where the table has one. */
  foodName?: string;
  /** The model's own figures per gram, kept when the table's replaced them. */
  estimatePerGram?: Record<FigureKey, number>;
  /** How the user counted the row ("1 x medium", grams of one); absent: counted in grams. */
  serving?: Serving;
}

export type MealUpdate = CallableResponse<'updateMeal'>;
/** The row list updateMeal takes. */
export type RowList = NonNullable<CallableRequest<'updateMeal'>['items']>;

/** Highest weight of one row, and the highest figures, as the server allows. */
export const MAX_ROW_GRAMS = limits.rowGrams;
export const MAX_FIGURE = limits.rowFigures;
export const FIGURES = ['calories', 'protein', 'carbs', 'fat'] as const;
export type FigureKey = (typeof FIGURES)[number];

/** A number as typed (comma or point decimals); null for anything else. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** The four figures as typed (for the row, or per 100 g: the limits are the same); null when one is not a
 * number or is over what the server allows. */
export function parseFigures(texts: Record<FigureKey, string>): Record<FigureKey, number> | null {
  const parsed = {} as Record<FigureKey, number>;
  for (const key of FIGURES) {
    const value = parseAmount(texts[key]);
    if (value === null || value > MAX_FIGURE[key]) return null;
    parsed[key] = value;
  }
  return parsed;
}

/** Row ids as the server names them: older rows without an id go by position. */
export const rowId = (row: MealRow, index: number) => row.id ?? `row${index}`;

/** The row as sent when it stays as it is: the server keeps (or rescales) its own figures. */
export const keep = (row: MealRow, index: number) => ({
  id: rowId(row, index),
  name: row.name,
  grams: row.grams,
  ...(row.serving ? { serving: row.serving } : {}),
});

/** The row as sent with new grams: counted in grams from then on (its serving is dropped). */
const inGrams = (row: MealRow, index: number, grams: number) => ({
  id: rowId(row, index),
  name: row.name,
  grams,
});

/** The sum of the rows' figures (a missing figure counts as 0). */
export function sumRows(rows: readonly MealRow[]): Record<FigureKey, number> {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const row of rows) for (const key of FIGURES) total[key] += row[key] ?? 0;
  return total;
}

export const EXTRAS = ['fiber', 'sugars', 'sodium', 'saturatedFat'] as const;
export type ExtraKey = (typeof EXTRAS)[number];

/** Whether the row's source gave any figure beyond the macros (an estimate gives none). */
export const knowsExtras = (row: MealRow) => EXTRAS.some((key) => typeof row[key] === 'number');

/** The sums of the figures beyond the macros, as the server sums a meal's: each over the rows that know
 * it, and absent when no row does (unknown, not 0). */
export function sumExtras(rows: readonly MealRow[]): Partial<Record<ExtraKey, number>> {
  const total: Partial<Record<ExtraKey, number>> = {};
  for (const row of rows)
    for (const key of EXTRAS) {
      const value = row[key];
      if (typeof value === 'number') total[key] = (total[key] ?? 0) + value;
    }
  return total;
}

/** The rows with new grams for row `index`, for the server to rescale. */
export const withGrams = (rows: readonly MealRow[], index: number, grams: number): RowList =>
  rows.map((r, i) => (i === index ? inGrams(r, i, grams) : keep(r, i)));

/** The rows with row `index` counted as `serving` (its grams follow: quantity x grams of one unit). */
export const withServing = (rows: readonly MealRow[], index: number, serving: Serving): RowList =>
  rows.map((r, i) => (i === index ? { ...inGrams(r, i, servingGrams(serving)), serving } : keep(r, i)));

/** The rows without row `index`. */
export const withoutRow = (rows: readonly MealRow[], index: number): RowList =>
  rows.flatMap((r, i) => (i === index ? [] : [keep(r, i)]));

/** The rows and `row` added as it is. */
export const withRow = (rows: readonly MealRow[], row: RowList[number]): RowList => [...rows.map(keep), row];

/** The rows and a new one by name and grams: with a food table id the server takes that food's figures,
 * with a barcode the product's, without either it estimates them. */
export const withAddedRow = (
  rows: readonly MealRow[],
  name: string,
  grams: number,
  foodId?: string,
  barcode?: string,
): RowList =>
  withRow(rows, {
    name,
    grams,
    ...(foodId === undefined ? {} : { foodId }),
    ...(barcode === undefined ? {} : { barcode }),
  });

/** The rows with row `index`'s four figures set by hand. */
export const withFigures = (
  rows: readonly MealRow[],
  index: number,
  figures: Record<FigureKey, number>,
): RowList => rows.map((r, i) => (i === index ? { ...keep(r, i), ...figures } : keep(r, i)));

/** Figures per 100 g as a pack's nutrition label states them (sodium in mg), with the vitamins and
 * minerals it prints. */
export type LabelFigures = Record<FigureKey, number> &
  Partial<Record<ExtraKey, number>> & { micros?: Micros };

/** Adds a row called `name` with a nutrition label's figures per 100 g as typed (and its extras as read)
 * for the grams typed; resolves true once the server has it. */
export type AddFromLabel = (
  name: string,
  gramsText: string,
  per100g: Record<FigureKey, string>,
  extras: Partial<LabelFigures>,
) => Promise<boolean>;

/** The rows and a new one with a label's figures for its grams, marked as read from the label. */
export const withLabelRow = (
  rows: readonly MealRow[],
  name: string,
  grams: number,
  per100g: LabelFigures,
): RowList => {
  const scaled = (value: number, digits: number) =>
    Math.round(((value * grams) / 100) * 10 ** digits) / 10 ** digits;
  const figures = Object.fromEntries(
    FIGURES.map((key) => [key, scaled(per100g[key], key === 'calories' ? 0 : 1)]),
  );
  const extras = Object.fromEntries(
    EXTRAS.flatMap((key) => {
      const value = per100g[key];
      return typeof value === 'number' ? [[key, scaled(value, key === 'sodium' ? 0 : 1)]] : [];
    }),
  );
  const micros = per100g.micros
    ? Object.fromEntries(Object.entries(per100g.micros).map(([key, value]) => [key, scaled(value, 3)]))
    : undefined;
  return withRow(rows, {
    name,
    grams,
    ...figures,
    ...extras,
    ...(micros ? { micros } : {}),
    source: 'label' as const,
  });
};
