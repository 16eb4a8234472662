// Whether an invitation the user has been sent can still be accepted (hooks/use-pending-invites.ts reads
// the invitations themselves).
import { inviteExpired } from '@shared/invites/invite-expiry';
import type { Invite } from './queries';

/** Whether an invitation can no longer be accepted because it is too old. */
export function isExpired(invite: Pick<Invite, 'createdAt'>, now: Date = new Date()): boolean {
  return inviteExpired(invite.createdAt, now);
}
