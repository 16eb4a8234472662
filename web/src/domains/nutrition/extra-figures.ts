// The figures shown beside the macros where they are known: fibre, sugars and salt. Food tables and labels
// give sodium; people read salt, which is sodium x 2.5. A figure no row knew is absent, never shown as 0.

export const EXTRA_FIGURES = ['fiber', 'sugars', 'salt'] as const;
export type ExtraFigure = (typeof EXTRA_FIGURES)[number];

/** Totals as stored: fibre and sugars in g, sodium in mg; missing (or null) where unknown. */
export interface ExtraFigureSource {
  fiber?: number | null;
  sugars?: number | null;
  sodium?: number | null;
}

/** Grams of salt for milligrams of sodium. */
export const saltGrams = (sodiumMg: number) => (sodiumMg * 2.5) / 1000;

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The known ones of fibre, sugars and salt, in grams, in that order. */
export function extraFigures(
  values: ExtraFigureSource | null | undefined,
): { key: ExtraFigure; grams: number }[] {
  if (!values) return [];
  const out: { key: ExtraFigure; grams: number }[] = [];
  if (known(values.fiber)) out.push({ key: 'fiber', grams: values.fiber });
  if (known(values.sugars)) out.push({ key: 'sugars', grams: values.sugars });
  if (known(values.sodium)) out.push({ key: 'salt', grams: saltGrams(values.sodium) });
  return out;
}
