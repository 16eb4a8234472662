// `/settings?invite=<id>&list=<name>&from=<inviter>` (the link in invitation e-mails, shared/invites/invite-link.ts).
// Opening it asks first: "join <inviter>'s list <name>?", naming the list and the inviter from the
// invitation as stored (the user's pending invitations), never from the link, which anyone can write. Joining accepts the invite for the signed-in
// user and opens the list on Groceries; "not now" or a failure drops the link's parameters (the invitation
// stays under Pending invitations). An account whose e-mail is not verified yet keeps the link waiting:
// it is asked for once the e-mail is verified.

import { type InviteLinkHint, inviteLinkParams } from '@shared/invites/invite-link';
import { inviterLabel } from '@shared/invites/inviter-label';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { usePendingInvites, useVerifiedEmail } from '../../domains/lists/hooks/use-pending-invites';
import { listsApi } from '../../domains/lists/lists-api';
import { useCallableAction } from '../../hooks/use-callable-action';
import { useOpenJoinedList } from './use-open-joined-list';

export type InviteLinkState =
  | { kind: 'idle' }
  /** A link is open but the account's e-mail is not verified yet. */
  | { kind: 'waitingForVerification' }
  /** The user is asked whether to join; `hint` is null for a link without the list's name. */
  | { kind: 'confirm'; hint: InviteLinkHint | null; join: () => void; dismiss: () => void }
  | { kind: 'accepting' }
  | { kind: 'failed'; message: string };

export function useInviteLink(): InviteLinkState {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // Keep the navigation state (the header's way back) when the parameters are dropped.
  const locationState = useRef<unknown>(null);
  locationState.current = location.state;
  // Queued: a second link opened while the first is being accepted is accepted after it.
  const { busy, error, run } = useCallableAction({ errors: 'inline', whileRunning: 'queue' });
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const openJoinedList = useOpenJoinedList();
  const verified = useVerifiedEmail() !== null;
  const pending = usePendingInvites();
  const inviteId = params.get(inviteLinkParams.invite);
  const invite = inviteId ? pending.data?.find((i) => i.id === inviteId) : undefined;

  const dropLink = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of Object.values(inviteLinkParams)) next.delete(name);
        return next;
      },
      { replace: true, state: locationState.current },
    );
  }, [setParams]);

  const join = useCallback(
    (id: string) => {
      setAnswered((seen) => new Set(seen).add(id));
      void run('acceptInvite', () => listsApi.acceptInvite(id)).then((outcome) => {
        // In place of the link: going back does not offer it again.
        if (outcome.ok) openJoinedList(outcome.value.listId, { replace: true });
        else if (outcome.reason === 'failed') dropLink();
      });
    },
    [run, openJoinedList, dropLink],
  );

  if (busy) return { kind: 'accepting' };
  if (error) return { kind: 'failed', message: error.message };
  if (!inviteId || answered.has(inviteId)) return { kind: 'idle' };
  if (!verified) return { kind: 'waitingForVerification' };
  return {
    kind: 'confirm',
    hint: invite ? { listName: invite.listName, inviter: inviterLabel(invite) } : null,
    join: () => join(inviteId),
    dismiss: () => {
      setAnswered((seen) => new Set(seen).add(inviteId));
      dropLink();
    },
  };
}
