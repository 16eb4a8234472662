// Adding up amounts of one ingredient written in different units of one measure: 200 g and 0.5 kg of flour
// are 700 g, 1 l and 250 ml of milk 1.25 l. Amounts in the same unit keep it (1 l + 0.5 l = 1.5 l); units
// of one measure that differ are summed in grams or millilitres, as a kitchen scale or a measuring jug shows
// them, or in kilos or litres from 1000 up when one of the two was written so. Units that cannot be added (pieces and grams, a cup and a
// gram) stay apart: their keys differ.

import type { ScalableIngredient } from './scale-amount.js';

type Measure = { base: 'g' | 'ml'; factor: number };
const gram: Measure = { base: 'g', factor: 1 };
const litre: Measure = { base: 'ml', factor: 1000 };

/** Units of mass and volume by their lower-case spelling, in grams or millilitres. */
const measures: Record<string, Measure> = {
  mg: { base: 'g', factor: 0.001 },
  g: gram,
  gr: gram,
  kg: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  cl: { base: 'ml', factor: 10 },
  dl: { base: 'ml', factor: 100 },
  ...Object.fromEntries(
    ['l', 'lt', 'liter', 'litre', 'litro', 'litros'].map((spelling) => [spelling, litre]),
  ),
};

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const measureOf = (unit: string) => measures[norm(unit).replace(/\.$/, '')];

/** Item and unit as compared for merging: trimmed, inner spaces collapsed, lower case, and every unit of
 * mass (volume) read as grams (millilitres). */
export function ingredientKey(item: string, unit: string): string {
  return JSON.stringify([norm(item), measureOf(unit)?.base ?? norm(unit)]);
}

/** The sum of two amounts of one ingredient with the same key (the first one's item spelling kept). */
export function addAmounts(a: ScalableIngredient, b: ScalableIngredient): ScalableIngredient {
  if (norm(a.unit) === norm(b.unit)) return { ...a, amount: a.amount + b.amount };
  const ma = measureOf(a.unit);
  const mb = measureOf(b.unit);
  if (!ma || !mb || ma.base !== mb.base) return { ...a, amount: a.amount + b.amount };
  const total = a.amount * ma.factor + b.amount * mb.factor;
  // A kilo or a litre and more reads in the larger unit as one of the two wrote it ("2 L", not "2000 ml").
  const large = [a.unit, b.unit].find((unit) => measureOf(unit)?.factor === 1000);
  if (large && total >= 1000) return { item: a.item, unit: large.trim(), amount: total / 1000 };
  return { item: a.item, unit: ma.base, amount: total };
}

/** `amount` of `from`'s unit in `to`'s unit (same key); the amount itself when they cannot convert. */
export function amountIn(from: ScalableIngredient, to: string): number {
  const mf = measureOf(from.unit);
  const mt = measureOf(to);
  if (norm(from.unit) === norm(to) || !mf || !mt || mf.base !== mt.base) return from.amount;
  return (from.amount * mf.factor) / mt.factor;
}
