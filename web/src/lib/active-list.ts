// The selected shopping list, kept in localStorage and shared by every reader
// (docs/product-rules.md#the-active-list); components read it through
// domains/lists/hooks/use-active-list.ts.
import { ACTIVE_LIST_KEY } from './storage-keys';

const listeners = new Set<() => void>();

/** The stored choice; null when there is none or storage is unavailable. */
export function readActiveListId(): string | null {
  try {
    return localStorage.getItem(ACTIVE_LIST_KEY);
  } catch {
    return null;
  }
}

/** Calls `listener` when the choice changes, here or in another tab; returns the unsubscribe. */
export function subscribeActiveList(listener: () => void): () => void {
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
