// acceptInvite (docs/product-rules.md#accepting-and-declining): the caller's e-mail is verified, the invite
// exists, is pending, is addressed to that e-mail (case-insensitive), is not expired (invite-expiry.ts),
// and its sender is still a member of the list (a member who left cannot bring anyone in; leaving voids
// their pending invites, and this catches any that predate that). Membership, memberIds, the profile's
// list ids and the invite status change together.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { memberIdsOf, newMember } from '../lists/list-access.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { StoredUpdate } from '../platform/stored.js';
import {
  collections,
  type InviteDocument,
  type MemberDocument,
  readInvite,
  readMember,
  readUser,
  type ShoppingListDocument,
  type UserDocument,
} from '../shared/documents.js';
import { inviteDeletableAt, inviteExpired } from '../shared/invites/invite-expiry.js';
import { limits } from '../shared/limits.js';

export const handleAcceptInvite: Handler<'acceptInvite'> = async (input, ctx, deps) => {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const { ref, invite, email } = await readInviteForCaller(db, tx, input.inviteId, ctx);
    if (invite.status !== 'pending') throw new AppError('inviteNotPending');
    if (inviteExpired(invite.createdAt, deps.clock.now())) throw new AppError('inviteExpired');
    // readInvite already reads an older invite's `groupId` as its list id.
    const listId = invite.listId;
    const listRef = db.collection(collections.shoppingLists).doc(listId || '-');
    const userRef = db.collection(collections.users).doc(ctx.uid);
    const inviterRef = listRef.collection(collections.members).doc(invite.fromUserId || '-');
    const [list, userSnap, inviterSnap] = await tx.getAll(listRef, userRef, inviterRef);
    if (!list?.exists) throw new AppError('listNotFound');
    if (!memberIdsOf(list).includes(invite.fromUserId)) throw new AppError('inviterLeft');
    const user = readUser(userSnap?.data());
    const now = FieldValue.serverTimestamp();
    if (!memberIdsOf(list).includes(ctx.uid)) {
      if (memberIdsOf(list).length >= limits.membersPerList) throw new AppError('tooManyMembers');
      if (user.shoppingLists.length >= limits.listsPerUser) throw new AppError('tooManyLists');
      // The address is verified (readInviteForCaller): what a member record shows is proved.
      const member = newMember({ uid: ctx.uid, email, name: user.name }, now);
      const join: StoredUpdate<ShoppingListDocument> = { memberIds: FieldValue.arrayUnion(ctx.uid) };
      tx.set(listRef.collection(collections.members).doc(ctx.uid), member);
      tx.update(listRef, join);
    }
    const joined: StoredUpdate<UserDocument> = { shoppingLists: FieldValue.arrayUnion(listId) };
    const accepted: StoredUpdate<InviteDocument> = {
      status: 'accepted',
      acceptedAt: now,
      expiresAt: Timestamp.fromDate(inviteDeletableAt('accepted', deps.clock.now())),
    };
    // An invitation sent before its sender's member record carried their name: the new member sees the
    // sender named as the invitation named them, not by address.
    const inviter = inviterSnap?.exists ? readMember(inviterSnap.data()) : null;
    if (inviter && !inviter.displayName?.trim() && invite.fromName?.trim()) {
      const named: StoredUpdate<MemberDocument> = { displayName: invite.fromName.trim() };
      tx.update(inviterRef, named);
    }
    if (userSnap?.exists) tx.update(userRef, joined);
    tx.update(ref, accepted);
    return { listId };
  });
};

/**
 * The invite if it exists and is addressed to the caller's verified e-mail. An unverified caller learns
 * nothing (not even whether the invite exists): anyone can sign up with someone else's address. An invite
 * that does not read as one (no addressee, inviter or known status) is addressed to nobody.
 */
export async function readInviteForCaller(
  db: Deps['db'],
  tx: Transaction,
  inviteId: string,
  ctx: CallContext,
) {
  assertEmailVerified(ctx);
  const snap = await tx.get(db.collection(collections.invites).doc(inviteId));
  if (!snap.exists) throw new AppError('inviteNotFound');
  const invite = readInvite(snap.data());
  if (!invite || ctx.email !== invite.toEmail.toLowerCase()) throw new AppError('inviteWrongUser');
  return { ref: snap.ref, invite, email: ctx.email };
}

/** Sending, accepting and declining invitations need an e-mail address the caller has proved to own. */
export function assertEmailVerified(ctx: CallContext): asserts ctx is CallContext & { email: string } {
  if (!ctx.email || !ctx.emailVerified) throw new AppError('emailNotVerified');
}
