// The selected shopping list, kept in localStorage and shared by every hook instance
// (docs/product-rules.md#the-active-list).
import { useCallback, useSyncExternalStore } from 'react';

export const ACTIVE_LIST_KEY = 'meal-app.activeListId';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(ACTIVE_LIST_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVE_LIST_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setActiveListId(listId: string | null): void {
  try {
    if (listId) localStorage.setItem(ACTIVE_LIST_KEY, listId);
    else localStorage.removeItem(ACTIVE_LIST_KEY);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts only for this page.
  }
  for (const listener of listeners) listener();
}

export function useActiveList(): [string | null, (listId: string | null) => void] {
  const listId = useSyncExternalStore(subscribe, read, () => null);
  const set = useCallback((next: string | null) => setActiveListId(next), []);
  return [listId, set];
}

/**
 * Navigation state for `/shopping` right after the user joined a list: the list to open (and announce)
 * once it reaches the user's lists, which can be a moment after the join was confirmed.
 */
export interface JoinedListState {
  joinedListId: string;
}

export function joinedListIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('joinedListId' in state)) return null;
  const { joinedListId } = state;
  return typeof joinedListId === 'string' && joinedListId ? joinedListId : null;
}
