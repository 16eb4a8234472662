// The rows of an entry and the recent foods as the reader's language names them: a table food's name in
// that language where the table has one (../../nutrition/table-food-names.ts). Only what is shown changes:
// the rows the editor sends back keep their names as written; a recent food is added under the name shown.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableFoodNames } from '../../nutrition/hooks/use-table-food-names';
import { namedInLanguage } from '../../nutrition/table-food-names';
import type { MealRow } from '../meal-rows';
import type { RecentFood } from '../recent-foods';

export function useRowsInLanguage(items: readonly MealRow[], recent: readonly RecentFood[]) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const tableFoods = items.some((row) => row.foodId) || recent.some((food) => 'foodId' in food.row);
  const names = useTableFoodNames(tableFoods);
  return useMemo(() => {
    if (!names) return { rows: items, recent };
    const rows = items.map((row) => namedInLanguage(row, language, names));
    const foods = recent.map((food) => {
      const foodId = 'foodId' in food.row ? food.row.foodId : undefined;
      const { name } = namedInLanguage({ name: food.name, ...(foodId ? { foodId } : {}) }, language, names);
      return name === food.name ? food : { ...food, name, row: { ...food.row, name } };
    });
    return { rows, recent: foods };
  }, [items, recent, names, language]);
}
