// leaveList (SPEC 4): the member record and the list id on the profile go; when the list had one member
// or fewer (the caller was the last one), the list and all its items are deleted instead.
import { FieldValue } from 'firebase-admin/firestore';
import { USERS } from '../account/profile.js';
import type { CallContext, Deps } from '../deps.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { MEMBERS, memberIdsOf, readListForMember } from './list-access.js';
import { deleteListCompletely } from './remove-list.js';

export async function handleLeaveList(
  input: ParsedRequest<'leaveList'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'leaveList'>> {
  const { db } = deps;
  const listDeleted = await db.runTransaction(async (tx) => {
    const list = await readListForMember(db, input.listId, ctx.uid, tx);
    const members = await tx.get(list.ref.collection(MEMBERS));
    const memberCount = new Set([...memberIdsOf(list), ...members.docs.map((m) => m.id)]).size;
    // The last member leaving deletes the list, outside this transaction (see remove-list.ts).
    if (memberCount <= 1) return true;
    const userRef = db.collection(USERS).doc(ctx.uid);
    const user = await tx.get(userRef);
    tx.delete(list.ref.collection(MEMBERS).doc(ctx.uid));
    tx.update(list.ref, { memberIds: FieldValue.arrayRemove(ctx.uid) });
    if (user.exists) tx.update(userRef, { shoppingLists: FieldValue.arrayRemove(input.listId) });
    return false;
  });
  if (listDeleted) await deleteListCompletely(deps, input.listId, ctx);
  return { listDeleted };
}
