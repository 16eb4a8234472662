// The invitations waiting for the signed-in user's answer: the header's badge and the Settings section
// read the same live query, so one listener serves both.

import { useAuth } from '../../../hooks/use-auth';
import { type LiveQuery, useLiveQuery } from '../../../hooks/use-live-query';
import { isExpired } from '../pending-invites';
import { type Invite, pendingInvitesQuery } from '../queries';

/**
 * The address invitations reach: the account's, once verified. Anyone can sign up with an address they
 * do not own, so neither the server nor the security rules show an invitation to an unverified one.
 */
export function useVerifiedEmail(): string | null {
  const { user } = useAuth();
  return user?.emailVerified && user.email ? user.email : null;
}

/** Pending invitations to the verified address, expired ones included (Settings says they expired). */
export function usePendingInvites(): LiveQuery<Invite[]> {
  const email = useVerifiedEmail();
  return useLiveQuery(email ? pendingInvitesQuery(email) : null);
}

/** The invitations that can still be accepted: what the header's badge counts. */
export function useOpenInviteCount(): number {
  return (usePendingInvites().data ?? []).filter((invite) => !isExpired(invite)).length;
}
