// Shopping list membership: every list operation and every item of a list is checked against
// shoppingLists/{id}.memberIds, which the functions keep in step with members/{uid}.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { AppError } from '../lib/errors.js';

export const LISTS = 'shoppingLists';
export const MEMBERS = 'members';
export const ITEMS = 'shoppingItems';
export const INVITES = 'invites';

export function memberIdsOf(snap: DocumentSnapshot): string[] {
  const ids = snap.get('memberIds');
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The list, if it exists and `uid` is a member; listNotFound / notMember otherwise. */
export async function readListForMember(
  db: Firestore,
  listId: string,
  uid: string,
  tx?: Transaction,
): Promise<DocumentSnapshot> {
  const ref = db.collection(LISTS).doc(listId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new AppError('listNotFound');
  if (!memberIdsOf(snap).includes(uid)) throw new AppError('notMember');
  return snap;
}
