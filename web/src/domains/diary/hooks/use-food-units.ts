// The units a row's table food can be counted in, for changing a row's unit ("medium" -> "large"): a row
// keeps its own unit but not its food's others, so they are asked of the food table by the food's name
// (one search, only once the row's serving is being changed) and matched by the food's id.
import { canonicalFoodId } from '@shared/nutrition/food-ids';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/callable';
import { isLanguage } from '../../../lib/i18n';
import type { MealRow } from '../meal-rows';
import { GRAMS_UNIT, type UnitChoice, unitChoices } from '../serving';

/** The row's own unit first, then its food's other portions, then grams. */
export function useFoodUnits(row: MealRow, wanted: boolean): UnitChoice[] {
  const { i18n } = useTranslation();
  const [portions, setPortions] = useState<UnitChoice[]>([]);
  const foodId = row.source === 'database' ? row.foodId : undefined;
  const query = row.foodName ?? row.name;
  useEffect(() => {
    if (!wanted || !foodId) return;
    let current = true;
    const language = isLanguage(i18n.language) ? i18n.language : undefined;
    call('searchFoods', { query: query.slice(0, 100), limit: 10, ...(language ? { language } : {}) })
      .then(({ foods }) => {
        const food = foods.find((f) => canonicalFoodId(f.id) === canonicalFoodId(foodId));
        if (current && food) setPortions(unitChoices(food).filter((u) => u.unit !== 'g'));
      })
      // Without the search the row's own unit and grams are still offered.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, foodId, query, i18n.language]);
  const own =
    row.serving && row.serving.unit !== 'g' ? [{ unit: row.serving.unit, grams: row.serving.grams }] : [];
  return [...own, ...portions.filter((u) => u.unit !== row.serving?.unit), GRAMS_UNIT];
}
