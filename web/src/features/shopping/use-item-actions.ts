// Item changes through the callables, shown at once (optimistic) and reconciled with the live query:
// an override lives until the live data agrees, is dropped on failure (with a toast), and never outlives
// the server's answer by long, so a later change by another member still wins. Deletes wait for their
// undo window (use-deferred-delete.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../hooks/use-callable-action';
import { useAuth } from '../../lib/auth';
import { call } from '../../lib/callable';
import type { ShoppingItem } from '../../lib/live-data';
import { takeInterruptedDeletes, useDeferredDelete } from './use-deferred-delete';

/** How long an acknowledged change may wait for the live query before the live value is trusted again. */
export const SETTLE_MS = 3000;

interface Overrides {
  checked: Map<string, boolean>;
  names: Map<string, string>;
  hidden: Set<string>;
}

const empty = (): Overrides => ({ checked: new Map(), names: new Map(), hidden: new Set() });
const copy = (current: Overrides): Overrides => ({
  checked: new Map(current.checked),
  names: new Map(current.names),
  hidden: new Set(current.hidden),
});

export function useItemActions(listId: string | null, live: ShoppingItem[] | null) {
  // Parallel: ticking, renaming and adding items are independent and never wait for each other.
  const { run } = useCallableAction({ whileRunning: 'parallel' });
  const { t } = useTranslation();
  const uid = useAuth().user?.uid ?? null;
  const deferDelete = useDeferredDelete(uid);
  const [overrides, setOverrides] = useState<Overrides>(empty);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // The live items when a delayed delete is finally sent.
  const latest = useRef(live);
  latest.current = live;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  // Reconcile: forget overrides the live data now agrees with (or whose item is gone).
  useEffect(() => {
    if (!live) return;
    const byId = new Map(live.map((item) => [item.id, item]));
    setOverrides((current) => {
      let changed = false;
      const next = copy(current);
      for (const [id, checked] of current.checked) {
        const item = byId.get(id);
        if (!item || item.checked === checked) changed = next.checked.delete(id) || changed;
      }
      for (const [id, name] of current.names) {
        const item = byId.get(id);
        if (!item || item.name === name) changed = next.names.delete(id) || changed;
      }
      for (const id of current.hidden) if (!byId.has(id)) changed = next.hidden.delete(id) || changed;
      return changed ? next : current;
    });
  }, [live]);

  const update = useCallback((change: (draft: Overrides) => void) => {
    setOverrides((current) => {
      const draft = copy(current);
      change(draft);
      return draft;
    });
  }, []);

  const settleLater = useCallback(
    (change: (draft: Overrides) => void) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        update(change);
      }, SETTLE_MS);
      timers.current.add(timer);
    },
    [update],
  );

  /** Shows `value` in the item at once and sends `change`; the override goes when settled or on failure. */
  const sendUpdate = useCallback(
    async <V>(
      overridesOf: (draft: Overrides) => Map<string, V>,
      item: ShoppingItem,
      value: V,
      change: { checked: boolean } | { name: string },
    ) => {
      update((d) => overridesOf(d).set(item.id, value));
      const outcome = await run('updateItem', () => call('updateItem', { itemId: item.id, ...change }));
      if (outcome.ok)
        settleLater((d) => overridesOf(d).get(item.id) === value && overridesOf(d).delete(item.id));
      else if (outcome.reason === 'failed') update((d) => overridesOf(d).delete(item.id));
    },
    [update, settleLater, run],
  );

  const toggle = useCallback(
    (item: ShoppingItem, checked: boolean) => sendUpdate((d) => d.checked, item, checked, { checked }),
    [sendUpdate],
  );

  const rename = useCallback(
    async (item: ShoppingItem, raw: string) => {
      const name = raw.trim();
      if (!name || name === item.name) return;
      await sendUpdate((d) => d.names, item, name, { name });
    },
    [sendUpdate],
  );

  const hideAll = useCallback(
    (ids: readonly string[], hidden: boolean) =>
      update((d) => {
        for (const id of ids) {
          if (hidden) d.hidden.add(id);
          else d.hidden.delete(id);
        }
      }),
    [update],
  );

  // Deletes a reload cut short: hidden at once, sent now. Quietly: the user did not just act, and an
  // item someone else deleted meanwhile is no failure; an item whose delete really failed shows again.
  useEffect(() => {
    if (!uid) return;
    for (const itemId of takeInterruptedDeletes(uid)) {
      hideAll([itemId], true);
      call('deleteItem', { itemId }).catch(() => hideAll([itemId], false));
    }
  }, [hideAll, uid]);

  const remove = useCallback(
    (item: ShoppingItem) =>
      deferDelete({
        ids: [item.id],
        message: t('shopping.itemDeleted', { name: item.name }),
        hide: () => hideAll([item.id], true),
        restore: () => hideAll([item.id], false),
        // A failure other than "not sent" (the page was left meanwhile) brings the item back.
        send: async () => {
          const outcome = await run('deleteItem', () => call('deleteItem', { itemId: item.id }));
          return outcome.ok || outcome.reason !== 'failed';
        },
      }),
    [deferDelete, hideAll, run, t],
  );

  /** Returns false when the item could not be added, so the form can keep the text. */
  const add = useCallback(
    async (raw: string): Promise<boolean> => {
      const name = raw.trim();
      if (!name) return false;
      const outcome = await run('addItem', () => call('addItem', { listId, name }));
      return outcome.ok;
    },
    [listId, run],
  );

  const items = useMemo(
    () =>
      (live ?? [])
        .filter((item) => !overrides.hidden.has(item.id))
        .map((item) => ({
          ...item,
          checked: overrides.checked.get(item.id) ?? item.checked,
          name: overrides.names.get(item.id) ?? item.name,
        })),
    [live, overrides],
  );

  const clearChecked = useCallback(() => {
    const ids = items.filter((item) => item.checked).map((item) => item.id);
    if (ids.length === 0) return;
    // Sent later, "clear checked" must not take items ticked since (by the user or another member):
    // then exactly the cleared items are deleted one by one.
    const sendClear = async () => {
      const checkedNow = (latest.current ?? []).filter((item) => item.checked).map((item) => item.id);
      const same = checkedNow.every((id) => ids.includes(id));
      const outcome = await run('clearCheckedItems', async () => {
        if (same) await call('clearCheckedItems', { listId });
        else await Promise.all(ids.map((itemId) => call('deleteItem', { itemId })));
      });
      return outcome.ok || outcome.reason !== 'failed';
    };
    deferDelete({
      ids,
      message: t('shopping.checkedCleared', { count: ids.length }),
      hide: () => hideAll(ids, true),
      restore: () => hideAll(ids, false),
      send: sendClear,
    });
  }, [items, listId, deferDelete, hideAll, run, t]);

  return { items, toggle, rename, remove, add, clearChecked };
}
