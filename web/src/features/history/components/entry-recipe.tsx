// An entry's ingredients and recipe in History: the plain ingredients while it has no recipe, the recipe it
// carries or one generated for it on request (generateRecipe), with the ingredients to add to a shopping
// list; for a recipe entry, that it is not counted, "I ate this", "Plan it" and, for the user's own, sharing.
import type { CallableResponse } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import type { Meal } from '../../../domains/diary/queries';
import { useAddToList } from '../../../domains/lists/hooks/use-add-to-list';
import { PlanIt } from '../../../domains/plans/components/plan-it';
import { RecipeView } from '../../../domains/recipes/components/recipe-view';
import { recipesApi } from '../../../domains/recipes/recipes-api';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { type MealRecipe, mealRecipe, mealType, repeatsTitle } from '../lib/meal';
import { LogRecipe, ShareRecipe } from './recipe-actions';

function fromGenerated(answer: CallableResponse<'generateRecipe'>): MealRecipe {
  const { recipe } = answer;
  return {
    title: recipe.title,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    basePersons: 1,
  };
}

interface Props {
  meal: Meal;
  title: string;
  /** The signed-in user's entry (not one shared with them). */
  own: boolean;
  /** The user's own eaten entry, whose rows show above (its plain ingredients would repeat them). */
  editable: boolean;
  currentUid: string | null;
}

export function EntryRecipe({ meal, title, own, editable, currentUid }: Props) {
  const { t } = useTranslation();
  const [generated, setGenerated] = useState<MealRecipe | null>(null);
  const generation = useCallableAction({ errors: 'inline' });
  const generating = generation.busy;
  const addToList = useAddToList();
  // The live document gets the recipe written back too; the answer shows it without waiting for that.
  const recipe = mealRecipe(meal) ?? generated;
  const isRecipe = mealType(meal) !== 'nutrition';

  const generate = async () => {
    const outcome = await generation.run(
      'generateMealRecipe',
      () => recipesApi.generateRecipe({ mealId: meal.id }),
      { needsConnection: true },
    );
    if (outcome.ok) setGenerated(fromGenerated(outcome.value));
  };

  return (
    <>
      {/* A recipe lists its ingredients with amounts below; the plain list would repeat them. */}
      {!editable && !recipe && (meal.ingredients?.length ?? 0) > 0 && (
        <>
          <h3 className="history-entry__heading">{t('history.ingredients')}</h3>
          <ul className="history-entry__ingredients">
            {meal.ingredients?.map((ingredient, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: plain strings that may repeat
              <li key={index}>{ingredient}</li>
            ))}
          </ul>
        </>
      )}
      {recipe ? (
        <RecipeView
          title={repeatsTitle(recipe.title, title) ? undefined : recipe.title}
          ingredients={recipe.ingredients}
          instructions={recipe.instructions}
          basePersons={recipe.basePersons}
          headingLevel={3}
          addToList={addToList}
        />
      ) : (
        <div className="history-entry__generate">
          <button
            type="button"
            className="button button--primary button--block"
            disabled={generating}
            onClick={generate}
          >
            {generating && <Spinner size={18} />}
            {generating ? t('history.generatingRecipe') : t('history.generateRecipe')}
          </button>
          {generation.error && (
            <p className="form-error" role="alert">
              {t(generation.error.code)}
            </p>
          )}
        </div>
      )}
      {isRecipe && recipe && (
        <>
          <p className="muted history-entry__note">{t('history.recipeNotCounted')}</p>
          <LogRecipe mealId={meal.id} />
          <PlanIt mealId={meal.id} persons={recipe.basePersons} />
          {own && currentUid && <ShareRecipe uid={currentUid} mealId={meal.id} />}
        </>
      )}
    </>
  );
}
