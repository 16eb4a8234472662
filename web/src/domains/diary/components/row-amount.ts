// A row's amount as the user reads it: grams, or ml for a drink (its `grams` then hold the ml, a drink's
// density being taken as 1 g/ml).
import type { TFunction } from 'i18next';
import { formatGrams } from '../../nutrition/components/format-nutrition';

export function rowAmount(t: TFunction, lang: string, grams: number, unit?: 'ml'): string {
  const value = formatGrams(grams, lang);
  return unit === 'ml' ? t('diary.rows.mlValue', { value }) : t('diary.rows.gramsValue', { value });
}
