// The lists the signed-in user belongs to, for every screen that shows them, in one order (lib/my-lists.ts)
// and named on screen the same way. One shared listener serves every component that asks at the same time.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { myListsQuery, type ShoppingList } from '../lib/live-data';
import { listLabels, orderLists } from '../lib/my-lists';
import { type LiveQuery, useLiveQuery } from './use-live-query';
import { useProfile } from './use-profile';

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

/** listLabels in the user's language, kept while the lists are unchanged. */
export function useListLabels(lists: readonly ShoppingList[] | null): Map<string, string> {
  const { t } = useTranslation();
  return useMemo(
    () => listLabels(lists ?? [], (name, number) => t('common.sameNameNumber', { name, number })),
    [lists, t],
  );
}
