// Deletes with an undo: what is deleted disappears at once, a toast offers "Undo" for as long as toasts
// show (2 s), and the delete is sent only when that window closes without undo, when another toast takes
// its place (its undo is gone), or when the screen is left. A failed delete brings the things back.
// Nothing is deleted that the user took back.
import { useCallback, useEffect, useRef } from 'react';
import { useToast } from './use-toast';

export interface UndoableDelete {
  /** The ids deleted (what `waitingIds` reports while the undo is possible). */
  ids: readonly string[];
  /** The toast's text, e.g. '"Milk" deleted'. */
  message: string;
  /** The label of the toast's undo button, in the screen's words. */
  undoLabel: string;
  /** Hides them now. */
  hide: () => void;
  /** Shows them again (undo, or the delete failed). */
  restore: () => void;
  /** Sends the delete; resolves false when it failed and what was deleted should show again. */
  send: () => Promise<boolean>;
}

export interface UndoableDeletes {
  defer: (request: UndoableDelete) => void;
  /** The ids of the deletes still waiting for their undo window to close. */
  waitingIds: () => string[];
}

export function useUndoableDelete(): UndoableDeletes {
  const toast = useToast();
  // Toast id -> the delete still waiting.
  const waiting = useRef(new Map<number, { ids: readonly string[]; sendNow: () => void }>());

  // Leaving the screen sends what is still waiting: its undo goes with the toast.
  useEffect(() => {
    const pending = waiting.current;
    return () => {
      for (const [toastId, { sendNow }] of pending) {
        sendNow();
        toast.dismiss(toastId);
      }
    };
  }, [toast]);

  const defer = useCallback(
    ({ ids, message, undoLabel, hide, restore, send }: UndoableDelete) => {
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
        action: { label: undoLabel, onAction: () => settle() && restore() },
        onClose: (reason) => reason !== 'action' && sendNow(),
      });
      waiting.current.set(toastId, { ids, sendNow });
    },
    [toast],
  );

  const waitingIds = useCallback(() => [...waiting.current.values()].flatMap((w) => [...w.ids]), []);

  return { defer, waitingIds };
}
