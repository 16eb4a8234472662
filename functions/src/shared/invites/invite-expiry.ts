// Invitations can be accepted for limits.inviteExpiryDays days after they were sent. An expired invite
// stays `pending` in the database (nothing is written when it is refused; the addressee may still decline
// it, its sender cancel it), but it no longer blocks a new invite to the same address and list, nor counts
// towards the addressee's cap of pending invitations.
import { limits } from '../limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an invite sent at `createdAt` has expired at `now`. An invite without a send time never does. */
export function inviteExpired(createdAt: Date | null | undefined, now: Date): boolean {
  if (!createdAt) return false;
  return now.getTime() - createdAt.getTime() > limits.inviteExpiryDays * DAY_MS;
}

/** When the TTL policy may delete an invite (its `expiresAt`): limits.settledInviteRetentionDays after it
 * settles. Written at sending (it settles by expiring if nobody answers) and again at accepting. */
export function inviteDeletableAt(settles: 'unanswered' | 'accepted', at: Date): Date {
  const days = (settles === 'unanswered' ? limits.inviteExpiryDays : 0) + limits.settledInviteRetentionDays;
  return new Date(at.getTime() + days * DAY_MS);
}
