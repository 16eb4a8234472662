// The items as the user should see them: the live items with the user's changes that the server has not
// confirmed (or whose confirmation the live data has not caught up with) laid over them, in the order
// they were made.
import type { ShoppingItem } from '../../../domains/lists/queries';
import type { OutboxEntry } from '../../../lib/outbox';

/** Whether the live items already show what `entry` did (then the entry no longer needs showing). */
export function liveAgrees(live: readonly ShoppingItem[], entry: OutboxEntry): boolean {
  const { op } = entry;
  switch (op.name) {
    case 'addItem':
      return live.some((item) => item.id === op.request.itemId);
    case 'deleteItem':
      return !live.some((item) => item.id === op.request.itemId);
    case 'updateItem': {
      const item = live.find((candidate) => candidate.id === op.request.itemId);
      if (!item) return true;
      return (
        (op.request.checked === undefined || item.checked === op.request.checked) &&
        (op.request.name === undefined || item.name === op.request.name)
      );
    }
    case 'clearCheckedItems':
      return !live.some((item) => item.checked && item.shoppingListId === op.request.listId);
  }
}

/**
 * Whether `later` changes the same item's fields as `earlier` (all of them): once the live data shows
 * `later`, `earlier` is history and must not be laid over it again. Firestore may never show the state in
 * between (a tick taken back at once), so `earlier` could otherwise wait for a value that never comes.
 */
export function supersedes(later: OutboxEntry, earlier: OutboxEntry): boolean {
  if (later.op.name !== 'updateItem' || earlier.op.name !== 'updateItem' || later.seq <= earlier.seq) {
    return false;
  }
  const [a, b] = [later.op.request, earlier.op.request];
  return (
    a.itemId === b.itemId &&
    (b.checked === undefined || a.checked !== undefined) &&
    (b.name === undefined || a.name !== undefined)
  );
}

/**
 * `live` (the items of list `listId`, or the personal items of `uid` for null) with `entries` applied
 * in order: added items first (newest on top), updates shown, deleted items left out.
 */
export function applyOutbox(
  live: readonly ShoppingItem[],
  entries: readonly OutboxEntry[],
  listId: string | null,
  uid: string,
): ShoppingItem[] {
  let items = [...live];
  for (const { op, createdAt } of entries) {
    switch (op.name) {
      case 'addItem': {
        if (op.request.listId !== listId || items.some((item) => item.id === op.request.itemId)) break;
        const added: ShoppingItem = {
          id: op.request.itemId,
          name: op.request.name,
          checked: false,
          checkedAt: null,
          userId: uid,
          shoppingListId: listId,
          createdAt: new Date(createdAt),
        };
        items = [added, ...items];
        break;
      }
      case 'updateItem': {
        const { itemId, checked, name } = op.request;
        items = items.map((item) =>
          item.id !== itemId
            ? item
            : {
                ...item,
                ...(name === undefined ? {} : { name }),
                ...(checked === undefined || checked === item.checked
                  ? {}
                  : { checked, checkedAt: checked ? new Date(createdAt) : null }),
              },
        );
        break;
      }
      case 'deleteItem':
        items = items.filter((item) => item.id !== op.request.itemId);
        break;
      case 'clearCheckedItems':
        if (op.request.listId === listId) items = items.filter((item) => !item.checked);
        break;
    }
  }
  return items;
}
