import { useTranslation } from 'react-i18next';
import './nutrition.css';
import { formatCalories, formatGrams, MISSING_VALUE, type NutritionValue } from './format-nutrition';

export interface NutritionValues {
  calories?: NutritionValue;
  protein?: NutritionValue;
  carbs?: NutritionValue;
  fat?: NutritionValue;
}

interface Props {
  values: NutritionValues | null;
  /** Shows shimmering placeholders while an analysis is still running. */
  loading?: boolean;
}

/** The four tiles shown by the camera result, the recipe view and history (calories, protein, carbs, fat). */
export function NutritionTiles({ values, loading = false }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const tiles = (['calories', 'protein', 'carbs', 'fat'] as const).map((key) => ({
    key,
    label: t(`recipe.nutrition.${key}`),
    value: key === 'calories' ? formatCalories(values?.calories, lang) : formatGrams(values?.[key], lang),
    unit: key === 'calories' ? t('recipe.nutrition.kcal') : t('recipe.nutrition.grams'),
  }));
  if (loading) {
    return (
      <div
        className="nutrition-tiles"
        role="status"
        aria-busy="true"
        aria-label={t('recipe.nutrition.loading')}
      >
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className={`nutrition-tile nutrition-tile--${tile.key} nutrition-tile--loading`}
          >
            <span className="nutrition-skeleton nutrition-skeleton--value" />
            <span className="nutrition-skeleton nutrition-skeleton--label" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <dl className="nutrition-tiles">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className={`nutrition-tile nutrition-tile--${tile.key}`}
          data-testid={`tile-${tile.key}`}
        >
          <dt className="nutrition-tile__label">{tile.label}</dt>
          <dd className="nutrition-tile__value">
            {tile.value}
            {tile.value !== MISSING_VALUE && <span className="nutrition-tile__unit"> {tile.unit}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
