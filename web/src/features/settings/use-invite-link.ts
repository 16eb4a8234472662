// `/settings?invite=<id>` (the link in invitation e-mails, shared/invite-link.ts): accept the invite for
// the signed-in user and open the list joined on Groceries, or explain why not and drop the link's
// parameters so a reload does not try again.

import { inviteLinkParams } from '@shared/invite-link';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCallableAction } from '../../hooks/use-callable-action';
import { settingsApi } from './settings-api';
import { useOpenJoinedList } from './use-open-joined-list';

export type InviteLinkState = { kind: 'idle' } | { kind: 'accepting' } | { kind: 'failed'; message: string };

export function useInviteLink(): InviteLinkState {
  const [params, setParams] = useSearchParams();
  // Keep the navigation state (the header's way back) when the parameter is dropped.
  const locationState = useRef<unknown>(null);
  locationState.current = useLocation().state;
  // Queued: a second link opened while the first is being accepted is accepted after it.
  const { busy, error, run } = useCallableAction({ errors: 'inline', whileRunning: 'queue' });
  const handled = useRef(new Set<string>());
  const openJoinedList = useOpenJoinedList();
  const inviteId = params.get(inviteLinkParams.invite);

  useEffect(() => {
    if (!inviteId || handled.current.has(inviteId)) return;
    handled.current.add(inviteId);
    void run('acceptInvite', () => settingsApi.acceptInvite(inviteId)).then((outcome) => {
      // Once the user has left settings, changing the address would pull them back.
      // In place of the link: going back does not accept it again.
      if (outcome.ok) openJoinedList(outcome.value.listId, { replace: true });
      else if (outcome.reason === 'failed') {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const name of Object.values(inviteLinkParams)) next.delete(name);
            return next;
          },
          { replace: true, state: locationState.current },
        );
      }
    });
  }, [inviteId, setParams, run, openJoinedList]);

  if (busy) return { kind: 'accepting' };
  if (error) return { kind: 'failed', message: error.message };
  return { kind: 'idle' };
}
