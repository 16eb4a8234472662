// `/settings?invite=<id>` (the link in invitation e-mails): accept the invite for the signed-in user,
// or explain why not, then drop the parameter so a reload does not try again.
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCallableAction } from '../../hooks/use-callable-action';
import { settingsApi } from './settings-api';

export type InviteLinkState = { kind: 'idle' } | { kind: 'accepting' } | { kind: 'failed'; message: string };

export function useInviteLink(): InviteLinkState {
  const [params, setParams] = useSearchParams();
  // Keep the navigation state (the header's way back) when the parameter is dropped.
  const locationState = useRef<unknown>(null);
  locationState.current = useLocation().state;
  // Queued: a second link opened while the first is being accepted is accepted after it.
  const { busy, error, run } = useCallableAction({ errors: 'inline', whileRunning: 'queue' });
  const handled = useRef(new Set<string>());
  const inviteId = params.get('invite');

  useEffect(() => {
    if (!inviteId || handled.current.has(inviteId)) return;
    handled.current.add(inviteId);
    void run('acceptInvite', () => settingsApi.acceptInvite(inviteId), {
      success: 'settings.inviteAccepted',
    }).then((outcome) => {
      // Once the user has left settings, changing the address would pull them back.
      if (outcome.ok || outcome.reason === 'failed') {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('invite');
            return next;
          },
          { replace: true, state: locationState.current },
        );
      }
    });
  }, [inviteId, setParams, run]);

  if (busy) return { kind: 'accepting' };
  if (error) return { kind: 'failed', message: error.message };
  return { kind: 'idle' };
}
