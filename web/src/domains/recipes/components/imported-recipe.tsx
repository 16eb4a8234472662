// A recipe read from a web address, shown like a scanned one: its title, where it came from (a link), how much
// of its nutrition the food table knew, then the recipe view for its servings with the table's figures per serving.
import type { ImportedRecipe as Recipe } from '@shared/recipes/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddToList } from '../../lists/hooks/use-add-to-list';
import { RecipeView, type RecipeViewState } from './recipe-view';

interface Props {
  recipe: Recipe;
  addToList: AddToList;
  initialView?: RecipeViewState | null;
  onViewChange?: (view: RecipeViewState) => void;
  /** What the screen offers under the recipe ("Plan it", "I ate this"). */
  children?: ReactNode;
}

/** The page's host as a reader recognises it ("www.example.com"), else the address as it is. */
export function sourceHost(address: string): string {
  return URL.canParse(address) ? new URL(address).host : address;
}

const TIMES = ['prep', 'cook', 'total'] as const;

/** A line whose amount could not be read (amount 0, no unit) is shown as the page wrote it. */
function shownIngredients(recipe: Recipe) {
  return recipe.ingredients.map(({ item, amount, unit, original }) => ({
    item: amount === 0 && !unit && original ? original : item,
    amount,
    unit,
  }));
}

export function ImportedRecipe({ recipe, addToList, initialView, onViewChange, children }: Props) {
  const { t } = useTranslation();
  const { matched, total } = recipe.coverage;
  return (
    <>
      <h2 className="recipe-view__title imported-recipe__title">{recipe.title}</h2>
      <p className="imported-recipe__source">
        {t('recipe.import.source')}{' '}
        <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
          {sourceHost(recipe.sourceUrl)}
        </a>
      </p>
      {recipe.times && TIMES.some((kind) => recipe.times?.[kind]) && (
        <p className="imported-recipe__times" data-testid="import-times">
          {TIMES.filter((kind) => recipe.times?.[kind])
            .map((kind) => t(`recipe.import.times.${kind}`, { minutes: recipe.times?.[kind] }))
            .join(' · ')}
        </p>
      )}
      <p className="muted imported-recipe__coverage" data-testid="import-coverage">
        {matched > 0 ? t('recipe.import.coverage', { matched, count: total }) : t('recipe.import.noCoverage')}
      </p>
      <RecipeView
        ingredients={shownIngredients(recipe)}
        instructions={recipe.instructions}
        basePersons={recipe.servings}
        nutrition={matched > 0 ? recipe.nutritionPerServing : null}
        addToList={addToList}
        initialView={initialView}
        onViewChange={onViewChange}
      />
      {children}
    </>
  );
}
