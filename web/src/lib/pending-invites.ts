// The invitations waiting for the signed-in user's answer: the header's badge and the Settings section
// read the same live query, so one listener serves both.
import { type LiveQuery, useLiveQuery } from '../hooks/use-live-query';
import { useAuth } from './auth';
import { type Invite, pendingInvitesQuery } from './live-data';
import { useProfile } from './profile';

/** The address invitations are matched on: the account's, else the profile's. */
export function useInviteEmail(): string | null {
  const { user } = useAuth();
  const { profile } = useProfile();
  return user?.email ?? profile?.email ?? null;
}

export function usePendingInvites(email: string | null): LiveQuery<Invite[]> {
  return useLiveQuery(email ? pendingInvitesQuery(email) : null);
}
