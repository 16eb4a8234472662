// The selected shopping list (lib/active-list.ts) for components: every instance renders again when it
// changes, here or in another tab.
import { useCallback, useSyncExternalStore } from 'react';
import { readActiveListId, setActiveListId, subscribeActiveList } from '../../../lib/active-list';

export function useActiveList(): [string | null, (listId: string | null) => void] {
  const listId = useSyncExternalStore(subscribeActiveList, readActiveListId, () => null);
  const set = useCallback((next: string | null) => setActiveListId(next), []);
  return [listId, set];
}
