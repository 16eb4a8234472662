// What "+ Add food" sends to logFoods for each way of adding: a recent food, a product by its barcode, a
// label's figures per 100 g for the grams eaten. Each checks what was typed first and says what is wrong
// in the user's words (an i18n key), so nothing refused is sent. Pure, so it is tested without a screen.
import type { CallableRequest } from '@contracts';
import {
  FIGURES,
  type FigureKey,
  type LabelFigures,
  MAX_FIGURE,
  MAX_ROW_GRAMS,
  parseAmount,
  withLabelRow,
} from './meal-rows';
import type { RecentFood } from './recent-foods';

/** One food as logFoods takes it: a table food by grams or by a serving, a product, or figures. */
export type FoodItem = CallableRequest<'logFoods'>['items'][number];

export type Checked = { ok: true; item: FoodItem } | { ok: false; problem: string };

/** Grams as typed: a number from 0 (exclusive) to a row's maximum. */
const gramsOf = (text: string) => {
  const grams = parseAmount(text);
  return grams !== null && grams > 0 && grams <= MAX_ROW_GRAMS ? grams : null;
};

/** A recent food as it was logged: a table food or a product by its id, else its own figures. */
export function recentItem({ row }: RecentFood): FoodItem {
  if (row.foodId) return { foodId: row.foodId, grams: row.grams };
  if (row.barcode) return { barcode: row.barcode, grams: row.grams };
  const { name, grams, calories = 0, protein = 0, carbs = 0, fat = 0 } = row;
  const extras = Object.fromEntries(
    (['fiber', 'sugars', 'sodium', 'saturatedFat'] as const).flatMap((key) =>
      row[key] === undefined ? [] : [[key, row[key]]],
    ),
  );
  return { name, grams, calories, protein, carbs, fat, ...extras };
}

export function barcodeItem(barcode: string, gramsText: string): Checked {
  const grams = gramsOf(gramsText);
  return grams === null
    ? { ok: false, problem: 'diary.rows.gramsInvalid' }
    : { ok: true, item: { barcode, grams } };
}

/** A label's figures per 100 g (as the user confirmed them) worked out for the grams eaten. */
export function labelItem(
  name: string,
  gramsText: string,
  per100g: Record<FigureKey, string>,
  extras: Partial<LabelFigures>,
): Checked {
  if (!name.trim()) return { ok: false, problem: 'diary.rows.nameRequired' };
  const grams = gramsOf(gramsText);
  if (grams === null) return { ok: false, problem: 'diary.rows.gramsInvalid' };
  const parsed = { ...extras } as LabelFigures;
  for (const key of FIGURES) {
    const value = parseAmount(per100g[key]);
    if (value === null || value > MAX_FIGURE[key]) return { ok: false, problem: 'diary.rows.figuresInvalid' };
    parsed[key] = value;
  }
  const [row] = withLabelRow([], name.trim(), grams, parsed);
  if (!row) return { ok: false, problem: 'diary.rows.figuresInvalid' };
  const { calories = 0, protein = 0, carbs = 0, fat = 0, micros } = row;
  const given = Object.fromEntries(
    (['fiber', 'sugars', 'sodium', 'saturatedFat'] as const).flatMap((key) =>
      row[key] === undefined ? [] : [[key, row[key]]],
    ),
  );
  // Marked as the label's, so the row keeps its mark and the vitamins and minerals the label gave.
  const item = { name: row.name, grams, calories, protein, carbs, fat, ...given, source: 'label' as const };
  return { ok: true, item: micros ? { ...item, micros } : item };
}
