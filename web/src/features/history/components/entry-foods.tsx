// A food entry's line in the diary (foods logged from the table, a barcode, a label or by hand): each of its
// foods on a line of its own, with its amount (its serving, else grams), kcal and where its figures come from.
import { useTranslation } from 'react-i18next';
import { usePortionWords } from '../../../domains/diary/components/serving-fields';
import { SourceMark } from '../../../domains/diary/components/source-mark';
import type { Meal } from '../../../domains/diary/queries';
import { isAmountUnit, servingText } from '../../../domains/diary/serving';
import { formatCalories, formatGrams } from '../../../domains/nutrition/components/format-nutrition';

/** An entry made of foods added one by one, whose foods the diary lists instead of a title. */
export const isFoodsEntry = (meal: Meal) => meal.source === 'foods' && (meal.items?.length ?? 0) > 0;

export function EntryFoods({ meal }: { meal: Meal }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const words = usePortionWords();
  const grams = (value: number) => t('diary.rows.gramsValue', { value: formatGrams(value, lang) });
  return (
    <span className="entry-foods">
      {(meal.items ?? []).map((row, index) => (
        <span key={row.id ?? index} className="entry-foods__row" data-testid="diary-food">
          <span className="entry-foods__name">
            {row.name} <SourceMark source={row.source} foodId={row.foodId} />
          </span>
          <span className="entry-foods__amount muted">
            {row.serving ? servingText(row.serving, lang, words) : grams(row.grams)}
            {/* "2 x slice (28 g)" says what one weighs: the whole is said too. */}
            {row.serving &&
              !isAmountUnit(row.serving.unit) &&
              row.serving.quantity !== 1 &&
              ` · ${grams(row.grams)}`}
          </span>
          <span className="entry-foods__kcal">
            {t('diary.rows.kcalValue', { value: formatCalories(row.calories ?? 0, lang) })}
          </span>
        </span>
      ))}
    </span>
  );
}
