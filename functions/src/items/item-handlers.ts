// addItem, updateItem, deleteItem, clearCheckedItems. Each runs in one transaction with its optional
// `opId` (item-ops.ts), so a change queued offline and sent more than once is applied once
// (docs/product-rules.md#offline-changes):
// - addItem with a client `itemId` creates the item under that id; a repeat of that id by the same user
//   for the same list creates nothing second and answers the same id; an id already used by another
//   user or for another list is refused (already-exists) without touching that item;
// - updateItem applies last writer wins per field group: the item keeps the time of its accepted tick
//   change (`checkedChangedAt`) and rename (`nameChangedAt`), and a change made earlier than that is
//   ignored for that field (the call still succeeds); ticking sets `checkedAt` to the time of the tick,
//   unticking clears it;
// - an update or delete of an item that is gone is NOT_FOUND and writes nothing: a delete wins over
//   edits still queued somewhere.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored, StoredUpdate } from '../platform/stored.js';
import { collections, readShoppingItem, type ShoppingItemDocument } from '../shared/documents.js';
import { assertCanWriteTo, assertRoomFor, itemsOf, readItemForCaller } from './item-access.js';
import { changeTime, runItemOp } from './item-ops.js';

export const handleAddItem: Handler<'addItem'> = async (input, ctx, deps) => {
  const { db } = deps;
  const items = db.collection(collections.shoppingItems);
  return runItemOp(deps, ctx.uid, 'addItem', input.opId, async (tx) => {
    await assertCanWriteTo(db, input.listId, ctx.uid, tx);
    const ref = input.itemId === undefined ? items.doc() : items.doc(input.itemId);
    if (input.itemId !== undefined) {
      const existing = await tx.get(ref);
      if (existing.exists) {
        const item = readShoppingItem(existing.data());
        if (item && item.userId === ctx.uid && item.shoppingListId === input.listId)
          return { itemId: ref.id };
        throw new AppError('itemIdTaken');
      }
    }
    await assertRoomFor(db, input.listId, ctx.uid, 1);
    tx.create(ref, newItem(input.name, input.listId, ctx.uid));
    return { itemId: ref.id };
  });
};

export function newItem(
  name: string,
  listId: string | null,
  uid: string,
  createdAt: Stored<ShoppingItemDocument>['createdAt'] = FieldValue.serverTimestamp(),
): Stored<ShoppingItemDocument> {
  return {
    name,
    checked: false,
    checkedAt: null,
    userId: uid,
    shoppingListId: listId,
    createdAt,
  };
}

/** A change made at `at` loses to an accepted one made later (`stored`). */
const isStale = (at: number, stored: Date | undefined) => stored !== undefined && at < stored.getTime();

export const handleUpdateItem: Handler<'updateItem'> = async (input, ctx, deps) => {
  const at = changeTime(input.changedAt, deps.clock.now());
  return runItemOp(deps, ctx.uid, 'updateItem', input.opId, async (tx) => {
    const { snap, item } = await readItemForCaller(deps.db, input.itemId, ctx.uid, tx);
    const time = Timestamp.fromMillis(at);
    const update: StoredUpdate<ShoppingItemDocument> = {};
    if (input.name !== undefined && !isStale(at, item.nameChangedAt)) {
      update.name = input.name;
      update.nameChangedAt = time;
      // A renamed line is no longer the recipe ingredient it was added as.
      if (item.ingredient) update.ingredient = FieldValue.delete();
    }
    if (input.checked !== undefined && !isStale(at, item.checkedChangedAt)) {
      update.checked = input.checked;
      update.checkedAt = input.checked ? time : null;
      update.checkedChangedAt = time;
    }
    if (Object.keys(update).length > 0) tx.update(snap.ref, update);
    return {};
  });
};

export const handleDeleteItem: Handler<'deleteItem'> = async (input, ctx, deps) =>
  runItemOp(deps, ctx.uid, 'deleteItem', input.opId, async (tx) => {
    const { snap } = await readItemForCaller(deps.db, input.itemId, ctx.uid, tx);
    tx.delete(snap.ref);
    return {};
  });

/** One transaction: a list holds at most a few hundred items (limits.itemsPerList). */
export const handleClearCheckedItems: Handler<'clearCheckedItems'> = async (input, ctx, deps) => {
  const { db } = deps;
  return runItemOp(deps, ctx.uid, 'clearCheckedItems', input.opId, async (tx) => {
    await assertCanWriteTo(db, input.listId, ctx.uid, tx);
    const checked = await tx.get(itemsOf(db, input.listId, ctx.uid).where('checked', '==', true).select());
    for (const doc of checked.docs) tx.delete(doc.ref);
    return { deleted: checked.size };
  });
};
