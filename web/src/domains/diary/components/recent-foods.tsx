// "Recent foods" in the rows editor: one chip per food the user logged lately (its name, grams and kcal),
// which adds that food to the meal at those grams in one tap; the grams can be changed on the row after.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalories } from '../../nutrition/components/format-nutrition';
import type { RecentFood } from '../recent-foods';
import './recent-foods.css';
import { rowAmount } from './row-amount';

interface Props {
  foods: readonly RecentFood[];
  busy: boolean;
  onAdd: (food: RecentFood) => void;
}

export function RecentFoods({ foods, busy, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const titleId = useId();
  if (foods.length === 0) return null;
  return (
    <div className="recent-foods">
      <p id={titleId} className="recent-foods__title">
        {t('diary.rows.recent')}
      </p>
      <ul className="chip-row" aria-labelledby={titleId}>
        {foods.map((food) => {
          const grams = rowAmount(t, lang, food.grams, food.unit);
          return (
            <li key={food.key}>
              <button
                type="button"
                className="chip"
                disabled={busy}
                aria-label={t('diary.rows.recentAdd', { name: food.name, grams })}
                onClick={() => onAdd(food)}
              >
                <span className="chip__name">{food.name}</span>
                <span className="chip__note">
                  {grams} · {t('diary.rows.kcalValue', { value: formatCalories(food.calories, lang) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
