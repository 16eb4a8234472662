// Deletes with an undo: the items disappear at once, a toast offers "Undo" for as long as toasts show
// (2 s), and the delete is sent only when that window closes without undo, when another toast takes its
// place (its undo is gone), or when the screen is left. A reload or a closed tab ends the page before a
// request could go out: the waiting ids are kept in storage and deleted when the list is next opened.
// Nothing is deleted that the user took back, and nothing the user deleted comes back.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';

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

interface DeferOptions {
  /** The items deleted. */
  ids: readonly string[];
  /** The toast's text, e.g. '"Milk" deleted'. */
  message: string;
  /** Hides the items now. */
  hide: () => void;
  /** Shows them again (undo, or the delete failed). */
  restore: () => void;
  /** Sends the delete; resolves false when it failed. */
  send: () => Promise<boolean>;
}

export function useDeferredDelete(uid: string | null) {
  const { t } = useTranslation();
  const toast = useToast();
  // Toast id -> the delete still waiting.
  const waiting = useRef(new Map<number, { ids: readonly string[]; sendNow: () => void }>());

  useEffect(() => {
    const pending = waiting.current;
    const onPageHide = () =>
      uid && storeIds(uid, [...storedIds(uid), ...[...pending.values()].flatMap((w) => w.ids)]);
    // Back from the back-forward cache: the page lives on and sends them itself.
    const onPageShow = (event: PageTransitionEvent) => uid && event.persisted && storeIds(uid, []);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      for (const [toastId, { sendNow }] of pending) {
        sendNow();
        toast.dismiss(toastId);
      }
    };
  }, [toast, uid]);

  return useCallback(
    ({ ids, message, hide, restore, send }: DeferOptions) => {
      hide();
      let settled = false;
      let toastId = 0;
      const settle = () => {
        if (settled) return false;
        settled = true;
        waiting.current.delete(toastId);
        return true;
      };
      const sendNow = () => {
        if (!settle()) return;
        void send().then((ok) => ok || restore());
      };
      toastId = toast.show(message, {
        action: {
          label: t('shopping.undo'),
          onAction: () => settle() && restore(),
        },
        onClose: (reason) => reason !== 'action' && sendNow(),
      });
      waiting.current.set(toastId, { ids, sendNow });
    },
    [t, toast],
  );
}
