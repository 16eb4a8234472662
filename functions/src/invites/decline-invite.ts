// declineInvite: the addressee removes a pending invite (docs/product-rules.md#accepting-and-declining).
import type { CallContext, Deps } from '../deps.js';
import { AppError } from '../lib/errors.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { readInviteForCaller } from './accept-invite.js';

export async function handleDeclineInvite(
  input: ParsedRequest<'declineInvite'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'declineInvite'>> {
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const { ref, invite } = await readInviteForCaller(db, tx, input.inviteId, ctx);
    if (invite.status !== 'pending') throw new AppError('inviteNotPending');
    tx.delete(ref);
  });
  return {};
}
