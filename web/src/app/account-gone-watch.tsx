// An account deleted on another device leaves this one signed in with a token that still works for up to
// an hour, over screens with nothing left to read. Its profile document going away says the account is
// gone: this phone signs out at once and says why, in the user's language.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../domains/account/hooks/use-profile';
import { useAuth } from '../hooks/use-auth';
import { useToast } from '../hooks/use-toast';
import { signOut } from '../lib/auth';

/** A long toast: it is read on the login screen the phone has just been sent to. */
const GONE_TOAST_MS = 8000;

export function AccountGoneWatch() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useAuth();
  const { profile, loading } = useProfile();
  const uid = user?.uid ?? null;
  // The uid whose profile this page has seen exist: only then is a missing one a deleted one.
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (uid && profile) seen.current = uid;
    else if (uid && !profile && !loading && seen.current === uid) {
      seen.current = null;
      toast.show(t('common.accountGone'), { tone: 'error', durationMs: GONE_TOAST_MS });
      void signOut();
    }
  }, [uid, profile, loading, toast, t]);

  return null;
}
