// leaveList (docs/product-rules.md#leaving-a-list): the member record and the list id on the profile go, and
// so do the caller's pending invitations to the list (a member who left cannot bring anyone in); when the
// list had one member or fewer (the caller was the last one), the list and all its items are deleted
// instead.
import { FieldValue } from 'firebase-admin/firestore';
import type { Handler } from '../platform/run-callable.js';
import type { StoredUpdate } from '../platform/stored.js';
import { collections, type ShoppingListDocument, type UserDocument } from '../shared/documents.js';
import { memberIdsOf, readListForMember } from './list-access.js';
import { deleteListCompletely, unshareAllFromList } from './list-cascade.js';

export const handleLeaveList: Handler<'leaveList'> = async (input, ctx, deps) => {
  const { db } = deps;
  const listDeleted = await db.runTransaction(async (tx) => {
    const list = await readListForMember(db, input.listId, ctx.uid, tx);
    const members = await tx.get(list.ref.collection(collections.members));
    const memberCount = new Set([...memberIdsOf(list), ...members.docs.map((m) => m.id)]).size;
    // The last member leaving deletes the list, outside this transaction (see list-cascade.ts).
    if (memberCount <= 1) return true;
    const userRef = db.collection(collections.users).doc(ctx.uid);
    const user = await tx.get(userRef);
    const invitedByCaller = await tx.get(
      db
        .collection(collections.invites)
        .where('listId', '==', input.listId)
        .where('fromUserId', '==', ctx.uid)
        .where('status', '==', 'pending'),
    );
    const listUpdate: StoredUpdate<ShoppingListDocument> = { memberIds: FieldValue.arrayRemove(ctx.uid) };
    const userUpdate: StoredUpdate<UserDocument> = { shoppingLists: FieldValue.arrayRemove(input.listId) };
    tx.delete(list.ref.collection(collections.members).doc(ctx.uid));
    tx.update(list.ref, listUpdate);
    if (user.exists) tx.update(userRef, userUpdate);
    for (const invite of invitedByCaller.docs) tx.delete(invite.ref);
    return false;
  });
  if (listDeleted) await deleteListCompletely(deps, input.listId, ctx);
  // The recipes and meal plans the caller shared with the list are no longer the other members' to read.
  else await unshareAllFromList(deps, ctx.uid, input.listId);
  return { listDeleted };
};
