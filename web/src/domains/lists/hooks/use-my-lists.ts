// The lists the signed-in user belongs to, for every screen that shows them, in one order (../my-lists.ts)
// and named on screen the same way (lists sharing a name say whose they are). One shared listener serves every component that asks at the same time.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../hooks/use-auth';
import { type LiveQuery, useLiveQuery } from '../../../hooks/use-live-query';
import { useProfile } from '../../account/hooks/use-profile';
import { collidingLists, listLabels, orderLists } from '../my-lists';
import { listCreatorsQuery, myListsQuery, type ShoppingList } from '../queries';

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

const NO_CREATORS: ReadonlyMap<string, string> = new Map();

/**
 * listLabels in the user's language, kept while the lists are unchanged. Lists that share a name say
 * whose they are: only for those is the creator's member document read.
 */
export function useListLabels(lists: readonly ShoppingList[] | null): Map<string, string> {
  const { t } = useTranslation();
  const uid = useAuth().user?.uid ?? null;
  const others = collidingLists(lists ?? []).filter((list) => list.createdBy !== uid);
  const creators = useLiveQuery(others.length > 0 ? listCreatorsQuery(others) : null).data;
  return useMemo(
    () =>
      listLabels(lists ?? [], uid, creators ?? NO_CREATORS, {
        yours: (name) => t('common.listYours', { name }),
        ownedBy: (name, owner) => t('common.listOwnedBy', { name, owner }),
        numbered: (name, number) => t('common.sameNameNumber', { name, number }),
      }),
    [lists, uid, creators, t],
  );
}
