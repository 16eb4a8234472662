// Shopping list membership: every list operation and every item of a list is checked against
// shoppingLists/{id}.memberIds, which the functions keep in step with members/{uid}.
import type { DocumentSnapshot, FieldValue, Firestore, Transaction } from 'firebase-admin/firestore';
import type { CallContext } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Stored } from '../platform/stored.js';
import {
  collections,
  type MemberDocument,
  readShoppingList,
  type ShoppingListDocument,
} from '../shared/documents.js';

export function memberIdsOf(snap: DocumentSnapshot): string[] {
  return readShoppingList(snap.data())?.memberIds ?? [];
}

/** A new list whose only member is its creator. */
export function newList(name: string, uid: string, now: FieldValue): Stored<ShoppingListDocument> {
  return { name, createdBy: uid, createdAt: now, memberIds: [uid] };
}

/** The address a member record shows the other members: the account's once it is verified, never before
 * (anyone can sign up with an address they do not own; docs/product-rules.md#creating-a-list). */
export const memberEmail = (ctx: CallContext): string => (ctx.emailVerified && ctx.email ? ctx.email : '');

/** The members/{uid} record of a list; the display name only when the account has one. */
export function newMember(
  member: { uid: string; email: string; name?: string | null },
  joinedAt: FieldValue,
): Stored<MemberDocument> {
  return {
    userId: member.uid,
    email: member.email,
    ...(member.name ? { displayName: member.name } : {}),
    joinedAt,
  };
}

/** The list, if it exists and `uid` is a member; listNotFound / notMember otherwise. */
export async function readListForMember(
  db: Firestore,
  listId: string,
  uid: string,
  tx?: Transaction,
): Promise<DocumentSnapshot> {
  const ref = db.collection(collections.shoppingLists).doc(listId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new AppError('listNotFound');
  if (!memberIdsOf(snap).includes(uid)) throw new AppError('notMember');
  return snap;
}
