// Invitations to a shopping list. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import { timeSchema, tolerant } from '../document-reading.js';

// ---------- invites/{inviteId} ----------

export const inviteStatuses = ['pending', 'accepted', 'declined'] as const;
export const inviteSchema = z.strictObject({
  listId: z.string(),
  /** Older invites name the list here; read as `listId` when `listId` is missing. */
  groupId: z.string().optional(),
  /** Follows renames while pending (shown to the invitee and in the e-mail). */
  listName: z.string(),
  /** A missing inviter or addressee, or an unknown status, makes the invite unusable: refused. */
  fromUserId: z.string().min(1),
  fromEmail: z.string(),
  /** The inviter's name when the invite was sent; see inviter-label.ts. */
  fromName: z.string().optional(),
  toEmail: z.email(),
  status: z.enum(inviteStatuses),
  createdAt: timeSchema,
  /** Claimed by the e-mail sender so a retried event sends no second mail. */
  emailSentAt: timeSchema.optional(),
  acceptedAt: timeSchema.optional(),
  /** When Firestore's TTL policy deletes the invite: 30 days after it was accepted, or after it expired
   * unanswered (limits.settledInviteRetentionDays). Nothing reads it. */
  expiresAt: timeSchema.optional(),
});
export type InviteDocument = z.output<typeof inviteSchema>;
const readInviteFields = tolerant(inviteSchema, {
  listId: '',
  groupId: undefined,
  listName: '',
  fromEmail: '',
  fromName: undefined,
  createdAt: null,
  emailSentAt: undefined,
  acceptedAt: undefined,
  expiresAt: undefined,
});
export function readInvite(data: unknown) {
  const invite = readInviteFields(data);
  return invite && !invite.listId && invite.groupId ? { ...invite, listId: invite.groupId } : invite;
}
export type Invite = NonNullable<ReturnType<typeof readInvite>>;

// ---------- inviteRecipients/{sha256 of the address} ----------

/** The invitation mails an address received on one UTC day, from all senders together, and from each
 * sender (keyed by a hash of the sender's uid); the document id is the hash of the address, so neither
 * the address nor a sender is stored here. Never read by clients. */
export const inviteRecipientSchema = z.strictObject({
  day: z.string(),
  count: z.number().int().min(0),
  senders: z.record(z.string(), z.number().int().min(0)).optional(),
  /** The TTL policy deletes the counter the day after `day`. */
  expiresAt: timeSchema,
});
export type InviteRecipientDocument = z.output<typeof inviteRecipientSchema>;
export const readInviteRecipient = tolerant(inviteRecipientSchema, {
  day: '',
  count: 0,
  senders: undefined,
  expiresAt: null,
});
