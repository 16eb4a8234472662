// onInviteCreated's handler: claims the invite (emailSentAt) in a transaction, so a retried event sends
// no second mail, then sends the accept link (shared/invites/invite-link.ts). A failed send is logged as 'Failed to send
// invitation email' and the invite stays (the claim is released so a retry may send it).
import { FieldValue } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps.js';
import { logEvents } from '../platform/log.js';
import type { StoredUpdate } from '../platform/stored.js';
import { collections, type InviteDocument, readInvite, readUser } from '../shared/documents.js';
import { inviteAcceptUrl } from '../shared/invites/invite-link.js';
import { inviterLabel } from '../shared/invites/inviter-label.js';
import { renderInviteEmail } from './invite-email.js';

export type InviteEmailOutcome = 'sent' | 'already-sent' | 'not-pending' | 'invalid' | 'failed';

export async function sendInviteEmail(inviteId: string, deps: Deps): Promise<InviteEmailOutcome> {
  const { db } = deps;
  const ref = db.collection(collections.invites).doc(inviteId);
  const claim = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { outcome: 'invalid' as const };
    if (snap.get('emailSentAt' satisfies keyof InviteDocument)) return { outcome: 'already-sent' as const };
    // Unreadable: no inviter, no valid addressee or an unknown status.
    const invite = readInvite(snap.data());
    if (!invite) return { outcome: 'invalid' as const };
    if (invite.status !== 'pending') return { outcome: 'not-pending' as const };
    const inviter = await tx.get(db.collection(collections.users).doc(invite.fromUserId));
    const claimed: StoredUpdate<InviteDocument> = { emailSentAt: FieldValue.serverTimestamp() };
    tx.update(ref, claimed);
    return { outcome: 'claimed' as const, invite, inviter: readUser(inviter.data()) };
  });
  if (claim.outcome !== 'claimed') {
    deps.log.info(logEvents.inviteEmailSkipped, { inviteId, outcome: claim.outcome });
    return claim.outcome;
  }
  const { invite, inviter } = claim;
  // Older invites carry no fromName: the inviter's current profile name stands in.
  const inviterName = inviterLabel({ ...invite, fromName: invite.fromName ?? inviter.name });
  // The list and inviter ride along for the login screen of a signed-out visitor.
  const acceptUrl = inviteAcceptUrl(deps.config.appUrl, inviteId, {
    listName: invite.listName,
    inviter: inviterName,
  });
  const mail = renderInviteEmail({
    language: inviter.language,
    inviter: inviterName,
    listName: invite.listName,
    acceptUrl,
  });
  try {
    await deps.mail.send({ to: invite.toEmail, from: deps.config.mailFrom, ...mail });
    deps.log.info(logEvents.inviteEmailSent, { inviteId });
    return 'sent';
  } catch (error) {
    deps.log.error(logEvents.inviteEmailFailed, { inviteId, error });
    const release: StoredUpdate<InviteDocument> = { emailSentAt: FieldValue.delete() };
    await ref.update(release).catch((releaseError: unknown) => {
      deps.log.error(logEvents.inviteEmailReleaseFailed, { inviteId, error: releaseError });
    });
    return 'failed';
  }
}
