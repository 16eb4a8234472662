// Shopping deletes with an undo (see useUndoableDelete). A reload or a closed tab ends the page before a
// request could go out: the waiting ids are kept in storage and deleted when the list is next opened.
// Nothing is deleted that the user took back, and nothing the user deleted comes back.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type UndoableDelete, useUndoableDelete } from '../../../hooks/use-undoable-delete';

// One key per account: another account signed in on this browser must not send (or swallow) them.
const interruptedKey = (uid: string) => `meal-app.pendingDeletes.${uid}`;

function storedIds(uid: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(interruptedKey(uid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function storeIds(uid: string, ids: readonly string[]): void {
  try {
    if (ids.length > 0) localStorage.setItem(interruptedKey(uid), JSON.stringify([...new Set(ids)]));
    else localStorage.removeItem(interruptedKey(uid));
  } catch {
    // No storage (private mode): a delete interrupted by a reload is lost, as before undo existed.
  }
}

/** Ids whose delete a reload or a closed tab interrupted; they are handed out once. */
export function takeInterruptedDeletes(uid: string): string[] {
  const ids = storedIds(uid);
  if (ids.length > 0) storeIds(uid, []);
  return ids;
}

export function useDeferredDelete(uid: string | null) {
  const { t } = useTranslation();
  const { defer, waitingIds } = useUndoableDelete();

  useEffect(() => {
    const onPageHide = () => uid && storeIds(uid, [...storedIds(uid), ...waitingIds()]);
    // Back from the back-forward cache: the page lives on and sends them itself.
    const onPageShow = (event: PageTransitionEvent) => uid && event.persisted && storeIds(uid, []);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [uid, waitingIds]);

  return useCallback(
    (request: Omit<UndoableDelete, 'undoLabel'>) => defer({ ...request, undoLabel: t('shopping.undo') }),
    [defer, t],
  );
}
