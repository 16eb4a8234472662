// acceptInvite (SPEC 5): the invite exists, is pending and is addressed to the caller's e-mail
// (case-insensitive). Membership, memberIds, the profile's list ids and the invite status change together.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { USERS } from '../account/profile.js';
import type { CallContext, Deps } from '../deps.js';
import { AppError } from '../lib/errors.js';
import { INVITES, LISTS, MEMBERS, memberIdsOf } from '../lists/list-access.js';
import { type CallableResponse, limits, type ParsedRequest } from '../shared/contracts.js';

export async function handleAcceptInvite(
  input: ParsedRequest<'acceptInvite'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'acceptInvite'>> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const invite = await readInviteForCaller(db, tx, input.inviteId, ctx);
    if (invite.get('status') !== 'pending') throw new AppError('inviteNotPending');
    // Older invites name the list `groupId` (SPEC 3).
    const listId = String(invite.get('listId') ?? invite.get('groupId') ?? '');
    const listRef = db.collection(LISTS).doc(listId || '-');
    const userRef = db.collection(USERS).doc(ctx.uid);
    const [list, user] = await tx.getAll(listRef, userRef);
    if (!list?.exists) throw new AppError('listNotFound');
    const now = FieldValue.serverTimestamp();
    if (!memberIdsOf(list).includes(ctx.uid)) {
      if (memberIdsOf(list).length >= limits.membersPerList) throw new AppError('tooManyMembers');
      const joined = user?.get('shoppingLists');
      if (Array.isArray(joined) && joined.length >= limits.listsPerUser) throw new AppError('tooManyLists');
      tx.set(listRef.collection(MEMBERS).doc(ctx.uid), {
        userId: ctx.uid,
        email: ctx.email ?? String(user?.get('email') ?? ''),
        ...(typeof user?.get('name') === 'string' && user.get('name')
          ? { displayName: user.get('name') }
          : {}),
        joinedAt: now,
      });
      tx.update(listRef, { memberIds: FieldValue.arrayUnion(ctx.uid) });
    }
    if (user?.exists) tx.update(userRef, { shoppingLists: FieldValue.arrayUnion(listId) });
    tx.update(invite.ref, { status: 'accepted', acceptedAt: now });
    return { listId };
  });
}

/** The invite if it exists and is addressed to the caller. */
export async function readInviteForCaller(
  db: Deps['db'],
  tx: Transaction,
  inviteId: string,
  ctx: CallContext,
) {
  const invite = await tx.get(db.collection(INVITES).doc(inviteId));
  if (!invite.exists) throw new AppError('inviteNotFound');
  let email = ctx.email;
  if (!email) {
    const user = await tx.get(db.collection(USERS).doc(ctx.uid));
    email = typeof user.get('email') === 'string' ? String(user.get('email')).toLowerCase() : null;
  }
  const toEmail = String(invite.get('toEmail') ?? '').toLowerCase();
  if (!email || email !== toEmail) throw new AppError('inviteWrongUser');
  return invite;
}
