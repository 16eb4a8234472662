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

/** A food of the SR table: each portion is one of its unit ("1 slice"), `everyday` the one offered first. */
export function srFood(
  code: string,
  name: string,
  figures: readonly number[],
  { portions, everyday }: { portions: Record<string, number>; everyday: string },
): TableFood {
  return {
    id: `sr24:${code}`,
    name,
    source: 'sr24',
    per100g: per100g(figures),
    portions: Object.entries(portions).map(([unit, grams]) => ({ label: `1 ${unit}`, grams, unit })),
    serving: { quantity: 1, unit: everyday, grams: portions[everyday] ?? 0 },
  };
}

/** Bananas, offered first as one medium banana. */
export const tableBanana = srFood('09040', 'Bananas, raw', [89, 1.1, 22.8, 0.3, 2.6, 12.2, 1, 0.1], {
  portions: { 'cup, mashed': 225, 'medium (7" to 7-7/8" long)': 118 },
  everyday: 'medium (7" to 7-7/8" long)',
});

/** Whole-wheat bread, offered first as one slice. */
export const tableBread = srFood('18075', 'Bread, whole-wheat', [247, 13, 41, 3.4, 7, 6, 450, 0.7], {
  portions: { slice: 28, 'slice, large': 38 },
  everyday: 'slice',
});
