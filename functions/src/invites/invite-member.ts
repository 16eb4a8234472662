// inviteMember (docs/product-rules.md#sending-an-invitation): the list must exist, the caller be a
// member, the e-mail (trimmed, lower-cased by the contract) not the caller's own nor a member's, no
// pending invite for the same list and e-mail, and the caps of invite-caps.ts not reached. Expired invites
// (invite-expiry.ts) are not pending for these checks: an expired invite to the same list and e-mail is
// replaced. Checked and written in one transaction so two quick clicks create one invite.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { readListForMember } from '../lists/list-access.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored, StoredUpdate } from '../platform/stored.js';
import {
  collections,
  type InviteDocument,
  type MemberDocument,
  readInvite,
  readMember,
  readShoppingList,
  readUser,
} from '../shared/documents.js';
import { inviteDeletableAt, inviteExpired } from '../shared/invites/invite-expiry.js';
import { limits } from '../shared/limits.js';
import { assertEmailVerified } from './accept-invite.js';
import { countInviteSend, readInviteCounters } from './invite-caps.js';

export const handleInviteMember: Handler<'inviteMember'> = async (input, ctx, deps) => {
  const { db } = deps;
  // The invitation names the sender's address to the invitee: it must be one the sender owns.
  assertEmailVerified(ctx);
  const inviteRef = db.collection(collections.invites).doc();
  await db.runTransaction(async (tx) => {
    const list = await readListForMember(db, input.listId, ctx.uid, tx);
    const [members, pendingToAddress, inviter, counters] = await Promise.all([
      tx.get(list.ref.collection(collections.members)),
      tx.get(
        db
          .collection(collections.invites)
          .where('toEmail', '==', input.email)
          .where('status', '==', 'pending'),
      ),
      tx.get(db.collection(collections.users).doc(ctx.uid)),
      readInviteCounters(db, tx, ctx.uid, input.email),
    ]);
    const profile = readUser(inviter.data());
    const inviterEmail = ctx.email;
    const inviterName = profile.name.trim() || ctx.name || '';
    // Checked before membership: "already a member" would be the wrong words for one's own address.
    if (input.email === inviterEmail) throw new AppError('inviteSelf');
    const memberEmails = members.docs.map((m) => (readMember(m.data())?.email ?? '').toLowerCase());
    if (memberEmails.includes(input.email)) throw new AppError('alreadyMember');
    const now = deps.clock.now();
    const pending = pendingToAddress.docs.flatMap((doc) => {
      const invite = readInvite(doc.data());
      return invite ? [{ ref: doc.ref, invite, expired: inviteExpired(invite.createdAt, now) }] : [];
    });
    const forThisList = pending.filter((p) => p.invite.listId === input.listId);
    if (forThisList.some((p) => !p.expired)) throw new AppError('inviteAlreadySent');
    if (members.size >= limits.membersPerList) throw new AppError('tooManyMembers');
    const fromCaller = pending.filter((p) => !p.expired && p.invite.fromUserId === ctx.uid).length;
    countInviteSend(tx, counters, input.email, fromCaller, now);
    const created: Stored<InviteDocument> = {
      listId: input.listId,
      listName: readShoppingList(list.data())?.name ?? '',
      fromUserId: ctx.uid,
      fromEmail: inviterEmail,
      ...(inviterName ? { fromName: inviterName } : {}),
      toEmail: input.email,
      status: 'pending',
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromDate(inviteDeletableAt('unanswered', now)),
    };
    for (const stale of forThisList) tx.delete(stale.ref);
    tx.create(inviteRef, created);
    // The inviter's own member record may predate their verifying the address or naming themselves (a
    // first list is made at sign-up): it shows both from now on, so the invitee finds the list's members
    // named as the invitation named its sender.
    const own = members.docs.find((m) => m.id === ctx.uid);
    const ownRecord = own ? readMember(own.data()) : null;
    const shown: StoredUpdate<MemberDocument> = {
      ...(ownRecord?.email !== inviterEmail ? { email: inviterEmail } : {}),
      ...(inviterName && ownRecord?.displayName !== inviterName ? { displayName: inviterName } : {}),
    };
    if (own && Object.keys(shown).length > 0) tx.update(own.ref, shown);
  });
  return { inviteId: inviteRef.id };
};
