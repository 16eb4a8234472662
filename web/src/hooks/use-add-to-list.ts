// Sends recipe ingredients to the shopping list the user has selected on /shopping. A feature that shows
// a recipe runs this and hands it to the recipe view, which stays a component without backend calls.
import { useCallback } from 'react';
import { type DisplayIngredient, perPerson } from '../components/recipe/scale-display';
import { targetListId } from '../components/recipe/target-list';
import { useActiveList } from '../lib/active-list';
import { call } from '../lib/callable';
import { useProfile } from '../lib/profile';
import { useCallableAction } from './use-callable-action';

export interface AddToList {
  /** Adds the ingredients, written for `basePersons`, scaled to `persons`; resolves true when added. */
  add(ingredients: DisplayIngredient[], persons: number, basePersons: number): Promise<boolean>;
  busy: boolean;
}

export function useAddToList(): AddToList {
  const [stored] = useActiveList();
  const { profile } = useProfile();
  const { busy, run } = useCallableAction();

  const add = useCallback(
    async (ingredients: DisplayIngredient[], persons: number, basePersons: number): Promise<boolean> => {
      if (ingredients.length === 0) return false;
      const listId = targetListId(stored, profile?.shoppingLists ?? []);
      const outcome = await run(
        'addIngredients',
        () =>
          call('addIngredientsToList', {
            listId,
            persons,
            ingredients: perPerson(ingredients, basePersons),
          }),
        { success: 'recipe.ingredientsAdded', successValues: ({ added }) => ({ count: added }) },
      );
      return outcome.ok;
    },
    [stored, profile, run],
  );

  return { add, busy };
}
