// Who may touch a shopping item: members of its list, or for a personal item (no list) its owner.
// Items the caller may not see are reported as missing.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { AppError } from '../lib/errors.js';
import { ITEMS, LISTS, memberIdsOf, readListForMember } from '../lists/list-access.js';
import { limits } from '../shared/contracts.js';

export async function readItemForCaller(
  db: Firestore,
  itemId: string,
  uid: string,
): Promise<DocumentSnapshot> {
  const item = await db.collection(ITEMS).doc(itemId).get();
  if (!item.exists) throw new AppError('itemNotFound');
  const listId = item.get('shoppingListId');
  if (listId === null || listId === undefined) {
    if (item.get('userId') !== uid) throw new AppError('itemNotFound');
    return item;
  }
  const list = await db.collection(LISTS).doc(String(listId)).get();
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
  let items = db.collection(ITEMS).where('shoppingListId', '==', listId);
  if (listId === null) items = items.where('userId', '==', uid);
  const count = (await items.count().get()).data().count;
  if (count + adding > limits.itemsPerList) throw new AppError('tooManyItems');
}

/** For changes to a list's items (or the caller's personal items when `listId` is null). */
export async function assertCanWriteTo(db: Firestore, listId: string | null, uid: string): Promise<void> {
  if (listId !== null) await readListForMember(db, listId, uid);
}
