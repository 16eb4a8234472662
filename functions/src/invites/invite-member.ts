// inviteMember (docs/product-rules.md#sending-an-invitation): the list must exist, the caller be a
// member, the e-mail (trimmed, lower-cased by the contract) not the caller's own nor a member's, no
// pending invite for the same list and e-mail, and fewer than limits.pendingInvitesPerRecipient pending
// invites to that e-mail from anyone. Expired invites (invite-expiry.ts) count for neither: an expired
// invite to the same list and e-mail is replaced. Checked and written in one transaction so two quick
// clicks create one invite.
import { FieldValue } from 'firebase-admin/firestore';
import { readListForMember } from '../lists/list-access.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored } from '../platform/stored.js';
import { limits } from '../shared/contracts.js';
import {
  collections,
  type InviteDocument,
  readInvite,
  readMember,
  readShoppingList,
  readUsage,
  readUser,
  type UsageDocument,
} from '../shared/documents.js';
import { inviteExpired } from '../shared/invite-expiry.js';
import { assertEmailVerified } from './accept-invite.js';

export const handleInviteMember: Handler<'inviteMember'> = async (input, ctx, deps) => {
  const { db } = deps;
  // The invitation names the sender's address to the invitee: it must be one the sender owns.
  assertEmailVerified(ctx);
  const inviteRef = db.collection(collections.invites).doc();
  const usageRef = db.collection(collections.usage).doc(ctx.uid);
  const day = deps.clock.now().toISOString().slice(0, 10);
  await db.runTransaction(async (tx) => {
    const list = await readListForMember(db, input.listId, ctx.uid, tx);
    const [members, pendingToAddress, inviter, usage] = await Promise.all([
      tx.get(list.ref.collection(collections.members)),
      tx.get(
        db
          .collection(collections.invites)
          .where('toEmail', '==', input.email)
          .where('status', '==', 'pending'),
      ),
      tx.get(db.collection(collections.users).doc(ctx.uid)),
      tx.get(usageRef),
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
    if (pending.filter((p) => !p.expired).length >= limits.pendingInvitesPerRecipient)
      throw new AppError('tooManyPendingInvites');
    // Every invite sends an e-mail: a daily cap per sender keeps the app from being a spam relay.
    const counted = readUsage(usage.data());
    const sentToday = counted?.invitesDay === day ? (counted.invites ?? 0) : 0;
    if (sentToday >= limits.invitesPerDay) throw new AppError('tooManyInvites');
    const count: UsageDocument = { invitesDay: day, invites: sentToday + 1 };
    tx.set(usageRef, count, { merge: true });
    const created: Stored<InviteDocument> = {
      listId: input.listId,
      listName: readShoppingList(list.data())?.name ?? '',
      fromUserId: ctx.uid,
      fromEmail: inviterEmail,
      ...(inviterName ? { fromName: inviterName } : {}),
      toEmail: input.email,
      status: 'pending',
      createdAt: FieldValue.serverTimestamp(),
    };
    for (const stale of forThisList) tx.delete(stale.ref);
    tx.create(inviteRef, created);
  });
  return { inviteId: inviteRef.id };
};
