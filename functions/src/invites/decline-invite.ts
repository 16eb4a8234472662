import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import { readInviteForCaller } from './accept-invite.js';

export const handleDeclineInvite: Handler<'declineInvite'> = async (input, ctx, deps) => {
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const { ref, invite } = await readInviteForCaller(db, tx, input.inviteId, ctx);
    if (invite.status !== 'pending') throw new AppError('inviteNotPending');
    tx.delete(ref);
  });
  return {};
};
