// The caps on invitations (docs/product-rules.md#sending-an-invitation), checked inside inviteMember's
// transaction. Every invitation sends an e-mail, so the mail caps count sends, not pending invitations: a
// cancelled invitation still counts, and invite-cancel loops cannot mail an address again and again. The
// pending cap is per sender, so nobody's invitations block an address for anyone else.
//   - per sender and day: limits.invitesPerDay (usage/{uid} invitesDay, invites)
//   - per sender, address and day: limits.invitesPerSenderAndRecipientPerDay (usage/{uid} invitesTo)
//   - per address and day, senders: limits.invitesSendersPerRecipientPerDay (inviteRecipients/{hash}); a
//     sender already counted there today is not refused by it, so a few strangers cannot use up the day
//   - pending per sender and address: limits.pendingInvitesPerSenderAndRecipient
// Addresses and senders are stored only as hashes here: the counters outlive the invitations they counted.
import { createHash } from 'node:crypto';
import {
  type DocumentReference,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { AppError } from '../platform/errors.js';
import type { Stored } from '../platform/stored.js';
import {
  collections,
  type InviteRecipientDocument,
  readInviteRecipient,
  readUsage,
  type UsageDocument,
} from '../shared/documents.js';
import { limits } from '../shared/limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The key of an address in the counters: a hash, so no counter holds the address. */
export function addressKey(email: string): string {
  return createHash('sha256').update(`invite-recipient:${email}`).digest('hex');
}

/** A sender's key in an address's counter: a hash, so the counter names nobody. */
function senderKey(uid: string): string {
  return createHash('sha256').update(`invite-sender:${uid}`).digest('hex').slice(0, 32);
}

export interface InviteCounters {
  usageRef: DocumentReference;
  recipientRef: DocumentReference;
}

/** Reads the sender's and the address's counters in `tx` (call before any write). */
export async function readInviteCounters(
  db: Firestore,
  tx: Transaction,
  uid: string,
  email: string,
): Promise<InviteCounters & { usage: unknown; recipient: unknown }> {
  const usageRef = db.collection(collections.usage).doc(uid);
  const recipientRef = db.collection(collections.inviteRecipients).doc(addressKey(email));
  const [usage, recipient] = await tx.getAll(usageRef, recipientRef);
  return { usageRef, recipientRef, usage: usage?.data(), recipient: recipient?.data() };
}

/**
 * Refuses the send when a cap is reached, else writes the counters that count it (in `tx`, after every
 * read). `pendingFromSender` is the sender's unexpired pending invitations to the address.
 */
export function countInviteSend(
  tx: Transaction,
  counters: Awaited<ReturnType<typeof readInviteCounters>>,
  email: string,
  pendingFromSender: number,
  now: Date,
): void {
  const day = now.toISOString().slice(0, 10);
  if (pendingFromSender >= limits.pendingInvitesPerSenderAndRecipient)
    throw new AppError('tooManyPendingInvites');
  const usage = readUsage(counters.usage);
  const today = usage?.invitesDay === day;
  const sentToday = today ? (usage?.invites ?? 0) : 0;
  if (sentToday >= limits.invitesPerDay) throw new AppError('tooManyInvites');
  const key = addressKey(email);
  const toAddress = today ? { ...usage?.invitesTo } : {};
  if ((toAddress[key] ?? 0) >= limits.invitesPerSenderAndRecipientPerDay)
    throw new AppError('tooManyInvitesToAddress');
  const recipient = readInviteRecipient(counters.recipient);
  const mailsToday = recipient?.day === day ? recipient.count : 0;
  const senders = recipient?.day === day ? { ...recipient.senders } : {};
  const sender = senderKey(counters.usageRef.id);
  if (senders[sender] === undefined && Object.keys(senders).length >= limits.invitesSendersPerRecipientPerDay)
    throw new AppError('tooManyMailsToAddress');

  const sent: UsageDocument = {
    invitesDay: day,
    invites: sentToday + 1,
    invitesTo: { ...toAddress, [key]: (toAddress[key] ?? 0) + 1 },
  };
  // mergeFields replaces invitesTo whole, so yesterday's addresses do not pile up.
  tx.set(counters.usageRef, sent, { mergeFields: ['invitesDay', 'invites', 'invitesTo'] });
  const nextDay = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
  const counted: Stored<InviteRecipientDocument> = {
    day,
    count: mailsToday + 1,
    senders: { ...senders, [sender]: (senders[sender] ?? 0) + 1 },
    expiresAt: Timestamp.fromMillis(nextDay + DAY_MS),
  };
  tx.set(counters.recipientRef, counted);
}
