import { useTranslation } from 'react-i18next';
import { useAddToList } from '../../../domains/lists/hooks/use-add-to-list';
import { EstimateLabels } from '../../../domains/nutrition/components/estimate-labels';
import { RecipeView } from '../../../domains/recipes/components/recipe-view';
import type { ScanResult } from '../hooks/use-analysis';

/** The scanned recipe (title, servings, nutrition) with the recipe view below it. */
export function ScanResultPanel({ result }: { result: ScanResult }) {
  const { t } = useTranslation();
  const { recipe } = result;
  const addToList = useAddToList();
  const servings = Math.max(1, Math.round(recipe.servings || 1));
  return (
    <section className="card camera-scan-result" aria-labelledby="camera-scan-title">
      <h2 id="camera-scan-title">{recipe.title}</h2>
      <p className="muted">{t('camera.servings', { count: servings })}</p>
      <EstimateLabels demo={result.demo} consistent={result.consistent} />
      <RecipeView
        ingredients={recipe.recipeIngredients}
        instructions={recipe.instructions}
        basePersons={servings}
        nutrition={recipe.nutritionInfo}
        addToList={addToList}
      />
    </section>
  );
}
