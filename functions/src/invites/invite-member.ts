// inviteMember (SPEC 5): the list must exist, the caller be a member, the e-mail (trimmed, lower-cased
// by the contract) not already a member, and no pending invite for the same list and e-mail. Checked and
// written in one transaction so two quick clicks create one invite.
import { FieldValue } from 'firebase-admin/firestore';
import { USERS } from '../account/profile.js';
import type { CallContext, Deps } from '../deps.js';
import { AppError } from '../lib/errors.js';
import { INVITES, MEMBERS, readListForMember } from '../lists/list-access.js';
import { type CallableResponse, limits, type ParsedRequest } from '../shared/contracts.js';

export async function handleInviteMember(
  input: ParsedRequest<'inviteMember'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'inviteMember'>> {
  const { db } = deps;
  const inviteRef = db.collection(INVITES).doc();
  const usageRef = db.collection('usage').doc(ctx.uid);
  const day = deps.clock.now().toISOString().slice(0, 10);
  await db.runTransaction(async (tx) => {
    const list = await readListForMember(db, input.listId, ctx.uid, tx);
    const [members, pending, inviter, usage] = await Promise.all([
      tx.get(list.ref.collection(MEMBERS)),
      tx.get(
        db
          .collection(INVITES)
          .where('listId', '==', input.listId)
          .where('toEmail', '==', input.email)
          .where('status', '==', 'pending'),
      ),
      tx.get(db.collection(USERS).doc(ctx.uid)),
      tx.get(usageRef),
    ]);
    const memberEmails = members.docs.map((m) => String(m.get('email') ?? '').toLowerCase());
    if (memberEmails.includes(input.email)) throw new AppError('alreadyMember');
    if (!pending.empty) throw new AppError('inviteAlreadySent');
    if (members.size >= limits.membersPerList) throw new AppError('tooManyMembers');
    // Every invite sends an e-mail: a daily cap per sender keeps the app from being a spam relay.
    const sentToday = usage.get('invitesDay') === day ? Number(usage.get('invites') ?? 0) : 0;
    if (sentToday >= limits.invitesPerDay) throw new AppError('tooManyInvites');
    tx.set(usageRef, { invitesDay: day, invites: sentToday + 1 }, { merge: true });
    const fromEmail = ctx.email ?? String(inviter.get('email') ?? '');
    tx.create(inviteRef, {
      listId: input.listId,
      listName: String(list.get('name') ?? ''),
      fromUserId: ctx.uid,
      fromEmail,
      toEmail: input.email,
      status: 'pending',
      createdAt: FieldValue.serverTimestamp(),
    });
  });
  return { inviteId: inviteRef.id };
}
