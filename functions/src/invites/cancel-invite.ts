// cancelInvite: the sender of a pending invite, or any member of its list, withdraws it; the invite is
// deleted, so its accept link answers "not found". Anyone else is told the invite does not exist, the same
// answer as for an id that was never used, so invite ids cannot be probed.

import { memberIdsOf } from '../lists/list-access.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import { collections, readInvite } from '../shared/documents.js';

export const handleCancelInvite: Handler<'cancelInvite'> = async (input, ctx, deps) => {
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(db.collection(collections.invites).doc(input.inviteId));
    const invite = snap.exists ? readInvite(snap.data()) : null;
    if (!invite) throw new AppError('inviteNotFound');
    let allowed = invite.fromUserId === ctx.uid;
    if (!allowed && invite.listId) {
      const list = await tx.get(db.collection(collections.shoppingLists).doc(invite.listId));
      allowed = list.exists && memberIdsOf(list).includes(ctx.uid);
    }
    if (!allowed) throw new AppError('inviteNotFound');
    if (invite.status !== 'pending') throw new AppError('inviteNotPending');
    tx.delete(snap.ref);
  });
  return {};
};
