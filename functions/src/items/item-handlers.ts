// addItem, updateItem, deleteItem, clearCheckedItems (docs/product-rules.md#shopping-items: ticking sets
// or clears checkedAt; checked items can be cleared).
import { FieldValue } from 'firebase-admin/firestore';
import type { CallContext, Deps } from '../deps.js';
import { deleteQueryInBatches } from '../lib/batch-delete.js';
import type { Stored, StoredUpdate } from '../lib/stored.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { collections, type ShoppingItemDocument } from '../shared/documents.js';
import { assertCanAddTo, assertCanWriteTo, readItemForCaller } from './item-access.js';

export async function handleAddItem(
  input: ParsedRequest<'addItem'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'addItem'>> {
  await assertCanAddTo(deps.db, input.listId, ctx.uid, 1);
  const ref = deps.db.collection(collections.shoppingItems).doc();
  await ref.create(newItem(input.name, input.listId, ctx.uid));
  return { itemId: ref.id };
}

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

export async function handleUpdateItem(
  input: ParsedRequest<'updateItem'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'updateItem'>> {
  const item = await readItemForCaller(deps.db, input.itemId, ctx.uid);
  const update: StoredUpdate<ShoppingItemDocument> = {};
  if (input.name !== undefined) update.name = input.name;
  if (input.checked !== undefined) {
    update.checked = input.checked;
    update.checkedAt = input.checked ? FieldValue.serverTimestamp() : null;
  }
  await item.ref.update(update);
  return {};
}

export async function handleDeleteItem(
  input: ParsedRequest<'deleteItem'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'deleteItem'>> {
  const item = await readItemForCaller(deps.db, input.itemId, ctx.uid);
  await item.ref.delete();
  return {};
}

export async function handleClearCheckedItems(
  input: ParsedRequest<'clearCheckedItems'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'clearCheckedItems'>> {
  const { db } = deps;
  await assertCanWriteTo(db, input.listId, ctx.uid);
  let query = db
    .collection(collections.shoppingItems)
    .where('shoppingListId', '==', input.listId)
    .where('checked', '==', true);
  if (input.listId === null) query = query.where('userId', '==', ctx.uid);
  return { deleted: await deleteQueryInBatches(db, query) };
}
