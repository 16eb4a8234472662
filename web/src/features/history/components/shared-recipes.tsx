// Recipes other members shared with the user's lists: shown marked "shared", read-only, each with
// "I ate this". The user's own shares are not repeated here (their entries say where they are shared).
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import { BookIcon } from '../../../components/icons';
import { useAddToList } from '../../../domains/lists/hooks/use-add-to-list';
import { useListLabels, useMyLists } from '../../../domains/lists/hooks/use-my-lists';
import type { ShoppingList } from '../../../domains/lists/queries';
import { formatCalories } from '../../../domains/nutrition/components/format-nutrition';
import { NutritionTiles } from '../../../domains/nutrition/components/nutrition-tiles';
import { PlanIt } from '../../../domains/plans/components/plan-it';
import { RecipeView } from '../../../domains/recipes/components/recipe-view';
import { type SharedRecipe, sharedRecipesQuery } from '../../../domains/recipes/queries';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { repeatsTitle } from '../lib/meal';
import { LogRecipe } from './recipe-actions';

/** The newest shares read per list. */
export const SHARED_PER_LIST = 10;

function SharedRecipeEntry({ recipe, listLabel }: { recipe: SharedRecipe; listLabel: string }) {
  const { t, i18n } = useTranslation();
  const disclosure = useDisclosure();
  const addToList = useAddToList();
  const title = recipe.title || recipe.description || t('history.untitled');
  return (
    <li className={`history-entry card${disclosure.open ? ' history-entry--open' : ''}`}>
      <DisclosureButton disclosure={disclosure} className="history-entry__toggle">
        {recipe.thumbnail ? (
          <img className="history-entry__thumb" src={recipe.thumbnail} alt="" loading="lazy" />
        ) : (
          <span className="history-entry__thumb history-entry__thumb--empty" aria-hidden="true">
            <BookIcon size={24} />
          </span>
        )}
        <span className="history-entry__summary">
          <span className="history-entry__title">{title}</span>
          <span className="history-entry__meta">
            <span>
              {recipe.sharedByName
                ? t('history.sharedBy', { name: recipe.sharedByName, list: listLabel })
                : t('history.sharedIn', { list: listLabel })}
            </span>
            <span>
              {t('history.kcalPerPortion', { value: formatCalories(recipe.calories, i18n.language) })}
            </span>
          </span>
          <span className="history-entry__badges">
            <span className="history-entry__type">{t(`history.type.${recipe.type}`)}</span>
            <span className="history-entry__shared">{t('history.shared')}</span>
          </span>
        </span>
        <span className="history-entry__chevron" aria-hidden="true" />
      </DisclosureButton>
      {disclosure.open && (
        <div id={disclosure.panelId} className="history-entry__panel">
          {recipe.description && !repeatsTitle(recipe.description, title) && (
            <p className="muted">{recipe.description}</p>
          )}
          <p className="muted history-entry__note">{t('history.perPortion')}</p>
          <NutritionTiles values={recipe} />
          {recipe.recipeIngredients.length > 0 && (
            <RecipeView
              ingredients={recipe.recipeIngredients}
              instructions={recipe.instructions}
              basePersons={recipe.servings > 0 ? Math.round(recipe.servings) : 1}
              headingLevel={3}
              addToList={addToList}
            />
          )}
          <p className="muted history-entry__note">{t('history.recipeNotCounted')}</p>
          <LogRecipe mealId={recipe.mealId} />
          <PlanIt mealId={recipe.mealId} persons={recipe.servings} />
        </div>
      )}
    </li>
  );
}

function ListShares({ uid, list, label }: { uid: string; list: ShoppingList; label: string }) {
  const { t } = useTranslation();
  const shares = useLiveQuery(sharedRecipesQuery(list.id, SHARED_PER_LIST));
  const others = (shares.data ?? []).filter((recipe) => recipe.sharedBy !== uid);
  if (others.length === 0) return null;
  return (
    <section className="history-shared" aria-labelledby={`shared-${list.id}`}>
      <h2 id={`shared-${list.id}`} className="history-day__title history-shared__title">
        {t('history.sharedHeading', { list: label })}
      </h2>
      <ul className="history-shared__list">
        {others.map((recipe) => (
          <SharedRecipeEntry key={recipe.id} recipe={recipe} listLabel={label} />
        ))}
      </ul>
    </section>
  );
}

/**
 * One section per list of the user's that has recipes shared by other members. A list the user has to
 * themselves holds no one else's shares, so it is not asked (each query costs a read, even when empty).
 */
export function SharedRecipes({ uid }: { uid: string }) {
  const lists = useMyLists(uid);
  const labels = useListLabels(lists.data);
  if (!lists.data) return null;
  return (
    <>
      {lists.data
        .filter((list) => list.memberIds.length > 1)
        .map((list) => (
          <ListShares key={list.id} uid={uid} list={list} label={labels.get(list.id) ?? list.name} />
        ))}
    </>
  );
}
