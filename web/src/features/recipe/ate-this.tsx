// "I ate this": the recipe logged in today's diary by portions, as History offers it.
import { useTranslation } from 'react-i18next';
import { useLogRecipe } from '../../domains/diary/hooks/use-log-recipe';
import { LogRecipeControl } from '../../domains/recipes/components/log-recipe-control';

export function AteThis({ mealId }: { mealId: string }) {
  const { t } = useTranslation();
  return (
    <div className="recipe-page__log">
      <p className="muted recipe-page__log-note">{t('history.recipeNotCounted')}</p>
      <LogRecipeControl {...useLogRecipe(mealId)} />
    </div>
  );
}
