// `/settings?invite=<id>` (the link in invitation e-mails): accept the invite for the signed-in user,
// or explain why not, then drop the parameter so a reload does not try again.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-message';
import { settingsApi } from './settings-api';

export type InviteLinkState = { kind: 'idle' } | { kind: 'accepting' } | { kind: 'failed'; message: string };

export function useInviteLink(): InviteLinkState {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  // Keep the navigation state (the header's way back) when the parameter is dropped.
  const locationState = useRef<unknown>(null);
  locationState.current = useLocation().state;
  const [state, setState] = useState<InviteLinkState>({ kind: 'idle' });
  const handled = useRef(new Set<string>());
  const inviteId = params.get('invite');

  useEffect(() => {
    if (!inviteId || handled.current.has(inviteId)) return;
    handled.current.add(inviteId);
    setState({ kind: 'accepting' });
    settingsApi
      .acceptInvite(inviteId)
      .then(() => {
        setState({ kind: 'idle' });
        toast.show(t('settings.inviteAccepted'), { tone: 'success' });
      })
      .catch((error: unknown) => {
        setState({ kind: 'failed', message: errorMessage(error, t, (key) => i18n.exists(key)) });
      })
      .finally(() => {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('invite');
            return next;
          },
          { replace: true, state: locationState.current },
        );
      });
  }, [inviteId, setParams, t, i18n, toast]);

  return state;
}
