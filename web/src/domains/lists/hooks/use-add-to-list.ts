// Sends recipe ingredients to a shopping list the user chooses (the list open on /shopping to begin
// with, else the first list; or the personal items). A feature that shows a recipe runs this and hands it
// to the recipe view, which shows the choice and stays a component without backend calls.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../hooks/use-auth';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import { newOpId } from '../../../lib/op-ids';
import { type DisplayIngredient, perPerson } from '../../../lib/scale-display';
import { useProfile } from '../../account/hooks/use-profile';
import { targetListId } from '../target-list';
import { useActiveList } from './use-active-list';
import { useListLabels, useMyLists } from './use-my-lists';

/** Where ingredients can go: a list (its id) or the personal items (null), as the user reads it. */
export interface AddTarget {
  id: string | null;
  label: string;
}

export interface AddToList {
  /** Adds the ingredients, written for `basePersons`, scaled to `persons`; resolves true when added. */
  add(ingredients: DisplayIngredient[], persons: number, basePersons: number): Promise<boolean>;
  busy: boolean;
  /** The user's lists, then the personal items. */
  targets: AddTarget[];
  /** Where `add` sends now. */
  target: string | null;
  choose(target: string | null): void;
}

export function useAddToList(): AddToList {
  const { t } = useTranslation();
  const [stored] = useActiveList();
  const { profile } = useProfile();
  const uid = useAuth().user?.uid ?? null;
  const lists = useMyLists(uid);
  const labels = useListLabels(lists.data);
  const { busy, run } = useCallableAction();
  // undefined: the user has not chosen here; the default follows the shopping screen.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);

  const targets = useMemo<AddTarget[]>(
    () => [
      ...(lists.data ?? []).map((list) => ({ id: list.id, label: labels.get(list.id) ?? list.name })),
      { id: null, label: t('shopping.personalItems') },
    ],
    [lists.data, labels, t],
  );
  // Until the lists have loaded, the profile names them in the same order.
  const listIds = lists.data?.map((list) => list.id) ?? profile?.shoppingLists ?? [];
  const target =
    chosen !== undefined && (chosen === null || listIds.includes(chosen))
      ? chosen
      : targetListId(stored, listIds);
  const targetLabel = targets.find((candidate) => candidate.id === target)?.label ?? '';

  const add = useCallback(
    async (ingredients: DisplayIngredient[], persons: number, basePersons: number): Promise<boolean> => {
      if (ingredients.length === 0) return false;
      const outcome = await run(
        'addIngredients',
        () =>
          call('addIngredientsToList', {
            listId: target,
            persons,
            ingredients: perPerson(ingredients, basePersons),
            // A request the SDK or the user sends again adds nothing a second time.
            opId: newOpId(),
          }),
        {
          success: 'shopping.ingredientsAddedTo',
          successValues: ({ added, merged }) => ({ count: added + (merged ?? 0), list: targetLabel }),
          // Ingredients are not kept for later: offline, the user hears so at once.
          needsConnection: true,
        },
      );
      return outcome.ok;
    },
    [target, targetLabel, run],
  );

  return { add, busy, targets, target, choose: setChosen };
}
