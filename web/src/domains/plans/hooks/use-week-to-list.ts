// "Add this week to <list>": addPlanToList for the week's days and the list picked (a shared list: the
// plan's shopping is done together), a toast saying how many lines were added and merged, then the pantry
// staples the plans need offered unticked; the ticked ones go to the same list through addIngredientsToList.
import { useEffect, useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import type { DisplayIngredient } from '../../../lib/scale-display';
import { toggled } from '../../../lib/toggled';
import { useAddToList } from '../../lists/hooks/use-add-to-list';
import { plansApi } from '../plans-api';

export function useWeekToList(from: string, to: string) {
  const addToList = useAddToList();
  const action = useCallableAction();
  // The personal items are no list: the plan goes to one of the user's lists.
  const lists = addToList.targets.filter((target) => target.id !== null);
  const listId = addToList.target ?? lists[0]?.id ?? null;
  const { target, choose } = addToList;
  // Where the shopping screen has the personal items open, the week still goes to a list, and its staples
  // with it: the list shown is made the one addToList sends to.
  useEffect(() => {
    if (target === null && listId !== null) choose(listId);
  }, [target, listId, choose]);
  const label = lists.find((list) => list.id === listId)?.label ?? '';
  const [staples, setStaples] = useState<{ listId: string; items: DisplayIngredient[] } | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());

  const addWeek = async () => {
    if (!listId) return;
    const outcome = await action.run('addPlanToList', () => plansApi.addPlanToList({ from, to, listId }), {
      success: 'plan.shop.added',
      successValues: ({ added, merged }) => ({ added, merged, list: label }),
      successMs: 4000,
    });
    if (!outcome.ok) return;
    setStaples({ listId, items: outcome.value.staples });
    setTicked(new Set());
  };

  const toggleStaple = (index: number) => setTicked((current) => toggled(current, index));

  const addStaples = async () => {
    if (!staples) return;
    const chosen = staples.items.filter((_, index) => ticked.has(index));
    // Their amounts are already the plans' own, for all persons: added as they are.
    if (await addToList.add(chosen, 1, 1)) setStaples(null);
  };

  return {
    lists,
    listId,
    label,
    choose: (id: string) => {
      addToList.choose(id);
      setStaples(null);
    },
    addWeek,
    busy: action.busy || addToList.busy,
    /** The staples of the last addition, offered while the list it went to is still the one picked. */
    staples: staples && staples.listId === listId ? staples.items : [],
    ticked,
    toggleStaple,
    addStaples,
    dismissStaples: () => setStaples(null),
  };
}

export type WeekToList = ReturnType<typeof useWeekToList>;
