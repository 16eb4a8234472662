// The lists the signed-in user belongs to, for every screen that shows them, in one order: the order
// joined (the profile's list ids), then by name for lists the profile does not name yet. One shared
// listener serves every component that asks at the same time.
import { useMemo } from 'react';
import { type LiveQuery, useLiveQuery } from '../hooks/use-live-query';
import { myListsQuery, type ShoppingList } from './live-data';
import { useProfile } from './profile';

export function orderLists(lists: ShoppingList[], joined: readonly string[]): ShoppingList[] {
  const rank = (id: string) => {
    const index = joined.indexOf(id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...lists].sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
}

/** Loading until both the lists and the profile (which holds the order) have arrived. */
export function useMyLists(uid: string | null): LiveQuery<ShoppingList[]> {
  const { profile, loading: profileLoading } = useProfile();
  const lists = useLiveQuery(uid ? myListsQuery(uid) : null);
  const joined = profile?.shoppingLists;
  return useMemo(() => {
    if (profileLoading) return { data: null, loading: true, error: lists.error };
    if (lists.data === null) return lists;
    return { ...lists, data: orderLists(lists.data, joined ?? []) };
  }, [lists, joined, profileLoading]);
}
