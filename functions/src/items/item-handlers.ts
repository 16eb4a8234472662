// addItem, updateItem, deleteItem, clearCheckedItems (docs/product-rules.md#shopping-items: ticking sets
// or clears checkedAt; checked items can be cleared).
import { FieldValue } from 'firebase-admin/firestore';
import { deleteQueryInBatches } from '../lib/batch-delete.js';
import type { Handler } from '../lib/run-callable.js';
import type { Stored, StoredUpdate } from '../lib/stored.js';
import { collections, type ShoppingItemDocument } from '../shared/documents.js';
import { assertCanAddTo, assertCanWriteTo, readItemForCaller } from './item-access.js';

export const handleAddItem: Handler<'addItem'> = async (input, ctx, deps) => {
  await assertCanAddTo(deps.db, input.listId, ctx.uid, 1);
  const ref = deps.db.collection(collections.shoppingItems).doc();
  await ref.create(newItem(input.name, input.listId, ctx.uid));
  return { itemId: ref.id };
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

export const handleUpdateItem: Handler<'updateItem'> = async (input, ctx, deps) => {
  const item = await readItemForCaller(deps.db, input.itemId, ctx.uid);
  const update: StoredUpdate<ShoppingItemDocument> = {};
  if (input.name !== undefined) update.name = input.name;
  if (input.checked !== undefined) {
    update.checked = input.checked;
    update.checkedAt = input.checked ? FieldValue.serverTimestamp() : null;
  }
  await item.ref.update(update);
  return {};
};

export const handleDeleteItem: Handler<'deleteItem'> = async (input, ctx, deps) => {
  const item = await readItemForCaller(deps.db, input.itemId, ctx.uid);
  await item.ref.delete();
  return {};
};

export const handleClearCheckedItems: Handler<'clearCheckedItems'> = async (input, ctx, deps) => {
  const { db } = deps;
  await assertCanWriteTo(db, input.listId, ctx.uid);
  let query = db
    .collection(collections.shoppingItems)
    .where('shoppingListId', '==', input.listId)
    .where('checked', '==', true);
  if (input.listId === null) query = query.where('userId', '==', ctx.uid);
  return { deleted: await deleteQueryInBatches(db, query) };
};
