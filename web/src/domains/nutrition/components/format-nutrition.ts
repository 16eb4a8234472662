// How nutrition numbers read on screen: kcal as whole numbers, grams to one decimal, '---' when unknown
// (docs/product-rules.md#screens), digits and separators in the reader's language.

export const MISSING_VALUE = '---';

export type NutritionValue = number | null | undefined;

function isKnown(value: NutritionValue): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export function formatCalories(value: NutritionValue, language: string): string {
  if (!isKnown(value)) return MISSING_VALUE;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.round(value));
}

export function formatGrams(value: NutritionValue, language: string): string {
  if (!isKnown(value)) return MISSING_VALUE;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(Math.round(value * 10) / 10);
}
