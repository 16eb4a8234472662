// Item changes go through the outbox (lib/outbox.ts), online or not: each is shown at once over the live
// items, kept durably until the server confirms it, and sent in order (at once when online, when the
// connection is back otherwise). A confirmed change stays shown until the live data has it (or a short
// while), so a later change by another member still wins. Deletes wait for their undo window
// (use-deferred-delete.ts) before they enter the outbox.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingItem } from '../../../domains/lists/queries';
import { useAuth } from '../../../hooks/use-auth';
import { newItemId } from '../../../lib/op-ids';
import type { OutboxEntry } from '../../../lib/outbox';
import { applyOutbox, liveAgrees, supersedes } from './outbox-overlay';
import { takeInterruptedDeletes, useDeferredDelete } from './use-deferred-delete';
import { useOutbox } from './use-outbox';

export function useItemActions(listId: string | null, live: ShoppingItem[] | null) {
  const { t } = useTranslation();
  const uid = useAuth().user?.uid ?? null;
  const deferDelete = useDeferredDelete(uid);
  const { snapshot, enqueue } = useOutbox(uid);
  // Items deleted with an undo still possible: hidden here until the delete enters the outbox.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  // Confirmed changes the live data has shown once: from then on the live data wins.
  const settled = useRef(new Set<string>());

  useEffect(() => {
    if (!live) return;
    const ids = new Set(live.map((item) => item.id));
    setHidden((current) => {
      const next = new Set([...current].filter((id) => ids.has(id)));
      return next.size === current.size ? current : next;
    });
  }, [live]);

  const hideAll = useCallback((ids: readonly string[], hide: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (hide) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const items = useMemo(() => {
    if (!live || !uid) return [];
    for (const entry of snapshot.acked) {
      if (liveAgrees(live, entry)) settled.current.add(entry.opId);
    }
    for (const entry of snapshot.acked) {
      const done = (later: OutboxEntry) => settled.current.has(later.opId) && supersedes(later, entry);
      if (snapshot.acked.some(done)) settled.current.add(entry.opId);
    }
    const entries = [
      ...snapshot.acked.filter((entry) => !settled.current.has(entry.opId)),
      ...snapshot.pending,
    ].sort((a, b) => a.seq - b.seq);
    return applyOutbox(live, entries, listId, uid).filter((item) => !hidden.has(item.id));
  }, [live, snapshot, hidden, listId, uid]);

  /** Enqueues deletes of `ids`; false when there is no account to keep them for. */
  const sendDeletes = useCallback(
    (ids: readonly string[], clearChecked = false) => {
      const entries = ids.map((itemId) =>
        enqueue({ name: 'deleteItem', request: { itemId }, ...(clearChecked ? { clearChecked: true } : {}) }),
      );
      // From now on the outbox hides them (and shows them again if the delete is refused).
      hideAll(ids, false);
      return entries.every((entry) => entry !== null);
    },
    [enqueue, hideAll],
  );

  // Deletes a reload cut short enter the outbox now; an item deleted meanwhile is no failure.
  useEffect(() => {
    if (!uid) return;
    const ids = takeInterruptedDeletes(uid);
    if (ids.length > 0) sendDeletes(ids);
  }, [sendDeletes, uid]);

  const toggle = useCallback(
    (item: ShoppingItem, checked: boolean) => {
      enqueue({ name: 'updateItem', request: { itemId: item.id, checked, changedAt: Date.now() } });
    },
    [enqueue],
  );

  const rename = useCallback(
    (item: ShoppingItem, raw: string) => {
      const name = raw.trim();
      if (!name || name === item.name) return;
      enqueue({ name: 'updateItem', request: { itemId: item.id, name, changedAt: Date.now() } });
    },
    [enqueue],
  );

  const remove = useCallback(
    (item: ShoppingItem) =>
      deferDelete({
        ids: [item.id],
        message: t('shopping.itemDeleted', { name: item.name }),
        hide: () => hideAll([item.id], true),
        restore: () => hideAll([item.id], false),
        send: async () => sendDeletes([item.id]),
      }),
    [deferDelete, hideAll, sendDeletes, t],
  );

  /** Returns false when the item could not be added, so the form can keep the text. */
  const add = useCallback(
    async (raw: string): Promise<boolean> => {
      const name = raw.trim();
      if (!name) return false;
      return enqueue({ name: 'addItem', request: { listId, name, itemId: newItemId() } }) !== null;
    },
    [listId, enqueue],
  );

  // Exactly the items checked when the user cleared them are deleted, one by one: sent later (after the
  // undo window, or after a time offline), "clear checked" must not take items ticked since by others.
  // Each delete is marked as part of the clear, so a failure reads as a failed clear.
  const clearChecked = useCallback(() => {
    const ids = items.filter((item) => item.checked).map((item) => item.id);
    if (ids.length === 0) return;
    deferDelete({
      ids,
      message: t('shopping.checkedCleared', { count: ids.length }),
      hide: () => hideAll(ids, true),
      restore: () => hideAll(ids, false),
      send: async () => sendDeletes(ids, true),
    });
  }, [items, deferDelete, hideAll, sendDeletes, t]);

  // Until the waiting changes are loaded, the live items alone would show what the user already changed.
  return { ready: snapshot.loaded, items, toggle, rename, remove, add, clearChecked };
}
