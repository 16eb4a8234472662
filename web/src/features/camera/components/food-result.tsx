import { useTranslation } from 'react-i18next';
import { EstimateLabels } from '../../../components/nutrition/estimate-labels';
import { NutritionTiles } from '../../../components/nutrition/nutrition-tiles';
import type { FoodResult } from '../use-analysis';

/** Nutrition card (skeleton while loading) and the ingredients card in two columns. */
export function FoodResultPanel({ result }: { result: FoodResult | null }) {
  const { t } = useTranslation();
  const nutrition = result?.nutrition;
  return (
    <div className="camera-result" aria-live="polite">
      <section className="card" aria-labelledby="camera-nutrition-title">
        <h2 id="camera-nutrition-title">{t('camera.nutritionTitle')}</h2>
        {result && <EstimateLabels demo={result.demo} consistent={nutrition?.consistent} />}
        {nutrition ? (
          <p className="camera-result__description">{nutrition.description}</p>
        ) : (
          <div className="camera-result__description-skeleton" aria-hidden="true">
            <span className="nutrition-skeleton" />
            <span className="nutrition-skeleton" />
          </div>
        )}
        <NutritionTiles values={nutrition ?? null} loading={!nutrition} />
      </section>
      {nutrition && (
        <section className="card" aria-labelledby="camera-ingredients-title">
          <h2 id="camera-ingredients-title">{t('camera.ingredientsTitle')}</h2>
          {nutrition.ingredients.length > 0 ? (
            <ul className="camera-result__ingredients">
              {nutrition.ingredients.map((ingredient, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain strings that may repeat
                <li key={index}>{ingredient}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('camera.noIngredients')}</p>
          )}
        </section>
      )}
    </div>
  );
}
