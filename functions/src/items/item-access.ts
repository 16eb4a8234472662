// Who may touch a shopping item: members of its list, or for a personal item (no list) its owner.
// Items the caller may not see are reported as missing.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { memberIdsOf, readListForMember } from '../lists/list-access.js';
import { AppError } from '../platform/errors.js';
import { collections, readShoppingItem, type ShoppingItem } from '../shared/documents.js';
import { limits } from '../shared/limits.js';

/** The item and what it holds, read in `tx`; itemNotFound when it is missing or not the caller's to see. */
export async function readItemForCaller(
  db: Firestore,
  itemId: string,
  uid: string,
  tx: Transaction,
): Promise<{ snap: DocumentSnapshot; item: ShoppingItem }> {
  const snap = await tx.get(db.collection(collections.shoppingItems).doc(itemId));
  // An item that belongs nowhere (unreadable list id) is as good as missing.
  const item = snap.exists ? readShoppingItem(snap.data()) : null;
  if (!item) throw new AppError('itemNotFound');
  if (item.shoppingListId === null) {
    if (item.userId !== uid) throw new AppError('itemNotFound');
    return { snap, item };
  }
  const list = await tx.get(db.collection(collections.shoppingLists).doc(item.shoppingListId));
  if (!list.exists || !memberIdsOf(list).includes(uid)) throw new AppError('itemNotFound');
  return { snap, item };
}

/** Whether `uid` may write to `listId` (null: the caller's personal items), read in `tx`. */
export async function assertCanWriteTo(
  db: Firestore,
  listId: string | null,
  uid: string,
  tx: Transaction,
): Promise<void> {
  if (listId !== null) await readListForMember(db, listId, uid, tx);
}

/** The items of a list (or the caller's personal items when `listId` is null). */
export function itemsOf(db: Firestore, listId: string | null, uid: string) {
  const items = db.collection(collections.shoppingItems).where('shoppingListId', '==', listId);
  return listId === null ? items.where('userId', '==', uid) : items;
}

/** The per-list item cap for adding `adding` items (a soft cap: counted, not locked). */
export async function assertRoomFor(
  db: Firestore,
  listId: string | null,
  uid: string,
  adding: number,
): Promise<void> {
  if (adding === 0) return;
  const count = (await itemsOf(db, listId, uid).count().get()).data().count;
  if (count + adding > limits.itemsPerList) throw new AppError('tooManyItems');
}
