// Table foods as searchFoods answers them, for component tests.
import { figureNames } from '@shared/document-fields';
import type { TableFood } from '@shared/nutrition/contracts';
import { microNames } from '@shared/nutrition/micros';

/** Vitamins and minerals of a food the table knows none of: each one null. */
export const noMicros = Object.fromEntries(microNames.map((name) => [name, null])) as Record<
  (typeof microNames)[number],
  null
>;

/** A food's figures per 100 g, in the order of `figureNames` (kcal, protein, carbs, fat, fibre, sugars,
 * sodium in mg, saturated fat), with no vitamins or minerals known. */
const per100g = (figures: readonly number[]) => ({
  ...noMicros,
  ...(Object.fromEntries(figureNames.map((name, i) => [name, figures[i]])) as Record<
    (typeof figureNames)[number],
    number
  >),
});

/** Bananas from the SR table, offered first as one medium banana. */
export const tableBanana: TableFood = {
  id: 'sr24:09040',
  name: 'Bananas, raw',
  source: 'sr24',
  per100g: per100g([89, 1.1, 22.8, 0.3, 2.6, 12.2, 1, 0.1]),
  portions: [
    { label: '1 cup, mashed', grams: 225, unit: 'cup, mashed' },
    { label: '1 medium (7" to 7-7/8" long)', grams: 118, unit: 'medium (7" to 7-7/8" long)' },
  ],
  serving: { quantity: 1, unit: 'medium (7" to 7-7/8" long)', grams: 118 },
};

/** Whole-wheat bread from the SR table, offered first as one slice. */
export const tableBread: TableFood = {
  id: 'sr24:18075',
  name: 'Bread, whole-wheat',
  source: 'sr24',
  per100g: per100g([247, 13, 41, 3.4, 7, 6, 450, 0.7]),
  portions: [
    { label: '1 slice', grams: 28, unit: 'slice' },
    { label: '1 slice, large', grams: 38, unit: 'slice, large' },
  ],
  serving: { quantity: 1, unit: 'slice', grams: 28 },
};
