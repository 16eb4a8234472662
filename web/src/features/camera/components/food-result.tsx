import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MealCorrection } from '../../../domains/diary/components/meal-correction';
import { MealRowsEditor } from '../../../domains/diary/components/meal-rows-editor';
import { EstimateLabels } from '../../../domains/nutrition/components/estimate-labels';
import { ExtraFigures } from '../../../domains/nutrition/components/extra-figures';
import { NutritionTiles } from '../../../domains/nutrition/components/nutrition-tiles';
import type { FoodResult, MealUpdate } from '../hooks/use-analysis';
import { LoggedPlace } from './logged-place';

interface Props {
  result: FoodResult | null;
  /** A change to the logged meal (rows, correction, slot, day): the panel shows the server's answer. */
  onUpdated?: (update: MealUpdate) => void;
}

/**
 * Nutrition card (skeleton while loading) with, for a meal logged in the diary, where it went (its slot and
 * day, changed on demand), the meal's rows and the "fix it in words" box. An estimate without rows lists its ingredients instead.
 */
export function FoodResultPanel({ result, onUpdated }: Props) {
  const { t } = useTranslation();
  const nutrition = result?.nutrition;
  // A correction can be undone once; a new correction makes the one before it the one to restore.
  const [undoable, setUndoable] = useState<string | null>(null);
  const mealId = result?.mealId ?? null;
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
        <ExtraFigures values={nutrition} className="camera-result__extras" />
        {result && mealId && nutrition && (
          <>
            {result.diary && (
              <LoggedPlace
                mealId={mealId}
                day={result.diary.day}
                slot={result.diary.slot}
                onUpdated={onUpdated}
              />
            )}
            {nutrition.items.length > 0 && (
              <MealRowsEditor mealId={mealId} items={nutrition.items} onUpdated={onUpdated} />
            )}
            <MealCorrection
              mealId={mealId}
              canUndo={undoable === mealId}
              onUpdated={(update, change) => {
                setUndoable(change === 'corrected' ? mealId : null);
                onUpdated?.(update);
              }}
            />
          </>
        )}
      </section>
      {nutrition && nutrition.items.length === 0 && (
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
