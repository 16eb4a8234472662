// Whether a recipe is shared with one list (its copy there, read live) and the action that changes that:
// shareRecipe or unshareRecipe, confirmed by a toast that names the list.
import { useCallableAction } from '../../../hooks/use-callable-action';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { recipeShareQuery } from '../queries';
import { recipesApi } from '../recipes-api';

/** `label` is the list's name as the user reads it. */
export function useRecipeShare(listId: string, label: string, mealId: string) {
  const share = useLiveQuery(recipeShareQuery(listId, mealId));
  const action = useCallableAction();
  const shared = (share.data?.length ?? 0) > 0;
  const toggle = () =>
    shared
      ? action.run('unshareRecipe', () => recipesApi.unshareRecipe(mealId, listId), {
          success: 'history.unshared',
          successValues: () => ({ list: label }),
        })
      : action.run('shareRecipe', () => recipesApi.shareRecipe(mealId, listId), {
          success: 'history.sharedWith',
          successValues: () => ({ list: label }),
        });
  return { shared, busy: share.loading || action.busy, toggle };
}
