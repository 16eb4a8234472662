// The signed-in user's outbox for React: its waiting changes (re-rendered when they change), a way to
// add one, and the one notice for changes the server refused for good.
import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../hooks/use-toast';
import { CallError } from '../../../lib/callable';
import type { Dropped, OutboxOp, OutboxSnapshot } from '../../../lib/outbox';
import { outboxFor } from '../../../lib/outbox-browser';

const EMPTY: OutboxSnapshot = { loaded: false, pending: [], acked: [] };
const noop = () => () => {};

export function useOutbox(uid: string | null) {
  const outbox = uid ? outboxFor(uid) : null;
  const snapshot = useSyncExternalStore(
    outbox ? (listener) => outbox.subscribe(listener) : noop,
    () => outbox?.snapshot() ?? EMPTY,
    () => EMPTY,
  );
  const enqueue = useCallback((op: OutboxOp) => outbox?.enqueue(op) ?? null, [outbox]);
  return { snapshot, enqueue };
}

// What a dropped change was, when the server's reason cannot be shown.
const fallbackReason: Record<OutboxOp['name'], string> = {
  addItem: 'shopping.addItemError',
  updateItem: 'shopping.updateItemError',
  deleteItem: 'shopping.deleteItemError',
  clearCheckedItems: 'shopping.clearCheckedError',
};

// Several screens may listen at once; only the first mounted one speaks, so a drop is said once.
const speakers: string[] = [];

/** Says once, wherever the user is, that changes were dropped and why (the first one's reason). */
export function useOutboxNotices(uid: string | null): void {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const token = useId();

  useEffect(() => {
    if (!uid) return;
    speakers.push(token);
    const stop = outboxFor(uid).onDropped((dropped: Dropped[]) => {
      if (speakers[0] !== token) return;
      const [first] = dropped;
      if (!first) return;
      const notice = { tone: 'error', durationMs: 6000 } as const;
      // A clear of checked items goes as one delete per item; its failure is said as the clear's.
      const ofClear = ({ entry }: Dropped) =>
        entry.op.name === 'deleteItem' && entry.op.clearChecked === true;
      if (dropped.every(ofClear)) {
        toast.show(t('shopping.clearCheckedError'), notice);
        return;
      }
      const code = first.error instanceof CallError ? first.error.code : undefined;
      const reason = ofClear(first)
        ? 'shopping.clearCheckedError'
        : code?.startsWith('shopping.') && i18n.exists(code)
          ? code
          : fallbackReason[first.entry.op.name];
      toast.show(t('shopping.changesDropped', { count: dropped.length, reason: t(reason) }), notice);
    });
    return () => {
      stop();
      speakers.splice(speakers.indexOf(token), 1);
    };
  }, [uid, token, t, i18n, toast]);
}
