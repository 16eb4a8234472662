// Who may touch a shopping item: members of its list, or for a personal item (no list) its owner.
// Items the caller may not see are reported as missing.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { AppError } from '../lib/errors.js';
import { memberIdsOf, readListForMember } from '../lists/list-access.js';
import { limits } from '../shared/contracts.js';
import { collections, readShoppingItem } from '../shared/documents.js';

export async function readItemForCaller(
  db: Firestore,
  itemId: string,
  uid: string,
): Promise<DocumentSnapshot> {
  const item = await db.collection(collections.shoppingItems).doc(itemId).get();
  // An item that belongs nowhere (unreadable list id) is as good as missing.
  const stored = item.exists ? readShoppingItem(item.data()) : null;
  if (!stored) throw new AppError('itemNotFound');
  if (stored.shoppingListId === null) {
    if (stored.userId !== uid) throw new AppError('itemNotFound');
    return item;
  }
  const list = await db.collection(collections.shoppingLists).doc(stored.shoppingListId).get();
  if (!list.exists || !memberIdsOf(list).includes(uid)) throw new AppError('itemNotFound');
  return item;
}

/**
 * For adding `adding` items to a list (or to the caller's personal items when `listId` is null):
 * membership, and the per-list item cap (a soft cap: counted, not locked).
 */
export async function assertCanAddTo(
  db: Firestore,
  listId: string | null,
  uid: string,
  adding: number,
): Promise<void> {
  if (listId !== null) await readListForMember(db, listId, uid);
  let items = db.collection(collections.shoppingItems).where('shoppingListId', '==', listId);
  if (listId === null) items = items.where('userId', '==', uid);
  const count = (await items.count().get()).data().count;
  if (count + adding > limits.itemsPerList) throw new AppError('tooManyItems');
}

/** For changes to a list's items (or the caller's personal items when `listId` is null). */
export async function assertCanWriteTo(db: Firestore, listId: string | null, uid: string): Promise<void> {
  if (listId !== null) await readListForMember(db, listId, uid);
}
