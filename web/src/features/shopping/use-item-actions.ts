// Item changes through the callables, shown at once (optimistic) and reconciled with the live query:
// an override lives until the live data agrees, is dropped on failure (with a toast), and never outlives
// the server's answer by long, so a later change by another member still wins.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { CallError, call } from '../../lib/callable';
import type { ShoppingItem } from './types';

/** How long an acknowledged change may wait for the live query before the live value is trusted again. */
export const SETTLE_MS = 3000;

interface Overrides {
  checked: Map<string, boolean>;
  names: Map<string, string>;
  hidden: Set<string>;
}

const empty = (): Overrides => ({ checked: new Map(), names: new Map(), hidden: new Set() });

export function useItemActions(listId: string | null, live: ShoppingItem[] | null) {
  const { t } = useTranslation();
  const toast = useToast();
  const [overrides, setOverrides] = useState<Overrides>(empty);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

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
      const next: Overrides = {
        checked: new Map(current.checked),
        names: new Map(current.names),
        hidden: new Set(current.hidden),
      };
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
      const draft: Overrides = {
        checked: new Map(current.checked),
        names: new Map(current.names),
        hidden: new Set(current.hidden),
      };
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

  const fail = useCallback((key: string) => toast.show(t(key), { tone: 'error' }), [t, toast]);

  const toggle = useCallback(
    async (item: ShoppingItem, checked: boolean) => {
      update((d) => d.checked.set(item.id, checked));
      try {
        await call('updateItem', { itemId: item.id, checked });
        settleLater((d) => d.checked.get(item.id) === checked && d.checked.delete(item.id));
      } catch {
        update((d) => d.checked.delete(item.id));
        fail('shopping.updateItemError');
      }
    },
    [update, settleLater, fail],
  );

  const rename = useCallback(
    async (item: ShoppingItem, raw: string) => {
      const name = raw.trim();
      if (!name || name === item.name) return;
      update((d) => d.names.set(item.id, name));
      try {
        await call('updateItem', { itemId: item.id, name });
        settleLater((d) => d.names.get(item.id) === name && d.names.delete(item.id));
      } catch {
        update((d) => d.names.delete(item.id));
        fail('shopping.updateItemError');
      }
    },
    [update, settleLater, fail],
  );

  const remove = useCallback(
    async (item: ShoppingItem) => {
      update((d) => d.hidden.add(item.id));
      try {
        await call('deleteItem', { itemId: item.id });
      } catch {
        update((d) => d.hidden.delete(item.id));
        fail('shopping.deleteItemError');
      }
    },
    [update, fail],
  );

  /** Returns false when the item could not be added, so the form can keep the text. */
  const add = useCallback(
    async (raw: string): Promise<boolean> => {
      const name = raw.trim();
      if (!name) return false;
      try {
        await call('addItem', { listId, name });
        return true;
      } catch (error) {
        // A full list is worth saying as such: retrying would fail the same way.
        fail(
          error instanceof CallError && error.code === 'shopping.tooManyItems'
            ? error.code
            : 'shopping.addItemError',
        );
        return false;
      }
    },
    [listId, fail],
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

  const clearChecked = useCallback(async () => {
    const ids = items.filter((item) => item.checked).map((item) => item.id);
    if (ids.length === 0) return;
    update((d) => {
      for (const id of ids) d.hidden.add(id);
    });
    try {
      await call('clearCheckedItems', { listId });
    } catch {
      update((d) => {
        for (const id of ids) d.hidden.delete(id);
      });
      fail('shopping.clearCheckedError');
    }
  }, [items, listId, update, fail]);

  return { items, toggle, rename, remove, add, clearChecked };
}
