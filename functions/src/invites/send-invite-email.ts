// onInviteCreated's handler: claims the invite (emailSentAt) in a transaction, so a retried event sends
// no second mail, then sends the accept link. A failed send is logged with SPEC 8's 'Failed to send
// invitation email' and the invite stays (the claim is released so a retry may send it).
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { USERS } from '../account/profile.js';
import type { Deps } from '../deps.js';
import { INVITES } from '../lists/list-access.js';
import { renderInviteEmail } from './invite-email.js';

const inviteSchema = z.object({
  listName: z.string().default(''),
  fromUserId: z.string(),
  fromEmail: z.string().default(''),
  toEmail: z.email(),
  status: z.string(),
});

export type InviteEmailOutcome = 'sent' | 'already-sent' | 'not-pending' | 'invalid' | 'failed';

export async function sendInviteEmail(inviteId: string, deps: Deps): Promise<InviteEmailOutcome> {
  const { db } = deps;
  const ref = db.collection(INVITES).doc(inviteId);
  const claim = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { outcome: 'invalid' as const };
    if (snap.get('emailSentAt')) return { outcome: 'already-sent' as const };
    const parsed = inviteSchema.safeParse(snap.data());
    if (!parsed.success) return { outcome: 'invalid' as const };
    if (parsed.data.status !== 'pending') return { outcome: 'not-pending' as const };
    const inviter = await tx.get(db.collection(USERS).doc(parsed.data.fromUserId));
    tx.update(ref, { emailSentAt: FieldValue.serverTimestamp() });
    return { outcome: 'claimed' as const, invite: parsed.data, inviter: inviter.data() ?? {} };
  });
  if (claim.outcome !== 'claimed') {
    deps.log.info('invite.email.skipped', { inviteId, outcome: claim.outcome });
    return claim.outcome;
  }
  const { invite, inviter } = claim;
  const inviterName =
    typeof inviter.name === 'string' && inviter.name.trim() ? inviter.name.trim() : invite.fromEmail;
  const acceptUrl = `${deps.config.appUrl}/settings?invite=${encodeURIComponent(inviteId)}`;
  const mail = renderInviteEmail({
    language: typeof inviter.language === 'string' ? inviter.language : 'en',
    inviter: inviterName,
    listName: invite.listName,
    acceptUrl,
  });
  try {
    await deps.mail.send({ to: invite.toEmail, from: deps.config.mailFrom, ...mail });
    deps.log.info('invite.email.sent', { inviteId });
    return 'sent';
  } catch (error) {
    deps.log.error('Failed to send invitation email', { inviteId, error });
    await ref.update({ emailSentAt: FieldValue.delete() }).catch((releaseError: unknown) => {
      deps.log.error('invite.email.releaseFailed', { inviteId, error: releaseError });
    });
    return 'failed';
  }
}
