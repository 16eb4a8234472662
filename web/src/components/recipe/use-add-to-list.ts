// Sends recipe ingredients to the shopping list the user has selected on /shopping.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveList } from '../../lib/active-list';
import { CallError, call } from '../../lib/callable';
import { useProfile } from '../../lib/profile';
import { useToast } from '../toast';
import { type DisplayIngredient, perPerson } from './scale-display';
import { targetListId } from './target-list';

export function useAddToList(basePersons: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const [stored] = useActiveList();
  const { profile } = useProfile();
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two clicks in the same frame both see busy=false in their closures.
  const inFlight = useRef(false);

  const add = useCallback(
    async (ingredients: DisplayIngredient[], persons: number): Promise<boolean> => {
      if (inFlight.current || ingredients.length === 0) return false;
      inFlight.current = true;
      setBusy(true);
      try {
        const listId = targetListId(stored, profile?.shoppingLists ?? []);
        const { added } = await call('addIngredientsToList', {
          listId,
          persons,
          ingredients: perPerson(ingredients, basePersons),
        });
        toast.show(t('recipe.ingredientsAdded', { count: added }), { tone: 'success' });
        return true;
      } catch (error) {
        const full = error instanceof CallError && error.code === 'shopping.tooManyItems';
        toast.show(t(full ? 'shopping.tooManyItems' : 'history.failedToAddIngredients'), { tone: 'error' });
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [stored, profile, basePersons, t, toast],
  );

  return { add, busy };
}
