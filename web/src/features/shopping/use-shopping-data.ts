// Live subscriptions of the shopping screen; each is torn down when its input changes or the screen is left.
import { useEffect, useMemo, useState } from 'react';
import { subscribeQuery } from '../../lib/firestore';
import type { ListMember, ShoppingItem, ShoppingList } from './types';

export interface Live<T> {
  rows: T[] | null;
  error: boolean;
}

/** Lists the user belongs to, in the order they appear in the profile (join order), so "first" is stable. */
export function useShoppingLists(
  uid: string | null,
  order: readonly string[] | undefined,
): Live<ShoppingList> {
  const [state, setState] = useState<Live<ShoppingList>>({ rows: null, error: false });
  useEffect(() => {
    if (!uid) return;
    return subscribeQuery<Omit<ShoppingList, 'id'>>(
      { collection: 'shoppingLists', where: [['memberIds', 'array-contains', uid]] },
      (rows) => setState({ rows, error: false }),
      () => setState((s) => ({ ...s, error: true })),
    );
  }, [uid]);
  return useMemo(() => {
    if (!state.rows || !order) return state;
    const rank = (id: string) => {
      const index = order.indexOf(id);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const rows = [...state.rows].sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
    return { rows, error: state.error };
  }, [state, order]);
}

/** Items of a list, or the user's personal items (no list), newest first. */
export function useListItems(
  uid: string | null,
  listId: string | null,
  enabled: boolean,
): Live<ShoppingItem> {
  const [state, setState] = useState<Live<ShoppingItem>>({ rows: null, error: false });
  useEffect(() => {
    if (!uid || !enabled) return;
    setState({ rows: null, error: false });
    const where: [string, '==', unknown][] = listId
      ? [['shoppingListId', '==', listId]]
      : [
          ['shoppingListId', '==', null],
          ['userId', '==', uid],
        ];
    return subscribeQuery<Omit<ShoppingItem, 'id'>>(
      { collection: 'shoppingItems', where, orderBy: [['createdAt', 'desc']] },
      (rows) => setState({ rows, error: false }),
      () => setState((s) => ({ ...s, error: true })),
    );
  }, [uid, listId, enabled]);
  return state;
}

/** Members of a list; only subscribed while the member panel is open. */
export function useListMembers(listId: string | null, open: boolean): ListMember[] | null {
  const [members, setMembers] = useState<ListMember[] | null>(null);
  useEffect(() => {
    if (!listId || !open) return;
    setMembers(null);
    return subscribeQuery<Omit<ListMember, 'id'>>(
      { collection: `shoppingLists/${listId}/members` },
      setMembers,
      () => setMembers([]),
    );
  }, [listId, open]);
  return members;
}
