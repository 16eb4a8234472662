// "Recent foods" in the rows editor: one chip per food the user logged lately (its name, grams and kcal),
// which adds that food to the meal at those grams in one tap; the grams can be changed on the row after.
import { useTranslation } from 'react-i18next';
import { formatCalories } from '../../nutrition/components/format-nutrition';
import type { RecentFood } from '../recent-foods';
import { ChipList } from './chip-list';
import { rowAmount } from './row-amount';

interface Props {
  foods: readonly RecentFood[];
  busy: boolean;
  onAdd: (food: RecentFood) => void;
}

export function RecentFoods({ foods, busy, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const chips = foods.map((food) => {
    const grams = rowAmount(t, lang, food.grams, food.unit);
    return {
      key: food.key,
      name: food.name,
      note: `${grams} · ${t('diary.rows.kcalValue', { value: formatCalories(food.calories, lang) })}`,
      label: t('diary.rows.recentAdd', { name: food.name, grams }),
      onPick: () => onAdd(food),
    };
  });
  return <ChipList title={t('diary.rows.recent')} chips={chips} busy={busy} />;
}
