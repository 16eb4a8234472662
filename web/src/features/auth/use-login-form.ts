// The sign-in form's state: log in or sign up, the address and password typed, the failure in the
// user's words (a Google sign-in by redirect that failed shows here once), and the two ways in.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthError, signIn, signInWithGoogle, signUp, takeRedirectError } from '../../lib/auth';
import {
  googleErrorKey,
  isPopupDismissal,
  signInErrorKey,
  signUpErrorKey,
  validateSignUp,
} from './auth-errors';

export type Mode = 'login' | 'signup';

export function useLoginForm() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Back from a Google sign-in by redirect that failed: its error shows here once.
  const [error, setError] = useState<string | null>(() => {
    const failed = takeRedirectError();
    if (!failed || isPopupDismissal(failed.code)) return null;
    const key = googleErrorKey(failed.code);
    return key ? t(key) : failed.message;
  });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmedEmail = email.trim();
    if (mode === 'signup') {
      const problem = validateSignUp(trimmedEmail, password);
      if (problem) {
        setError(t(problem));
        return;
      }
    }
    setBusy(true);
    try {
      if (mode === 'signup') await signUp(trimmedEmail, password);
      else await signIn(trimmedEmail, password);
      // On success the auth listener swaps this screen for the app.
    } catch (caught) {
      const authError = caught instanceof AuthError ? caught : new AuthError('unknown', t('common.error'));
      const key = mode === 'signup' ? signUpErrorKey(authError.code) : signInErrorKey(authError.code);
      setError(key ? t(key) : authError.message);
      setBusy(false);
    }
  };

  const google = async () => {
    setError(null);
    setBusy(true);
    try {
      await signInWithGoogle();
    } catch (caught) {
      if (caught instanceof AuthError && !isPopupDismissal(caught.code)) {
        const key = googleErrorKey(caught.code);
        setError(key ? t(key) : caught.message);
      }
      setBusy(false);
    }
  };

  const toggleMode = () => {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    setError(null);
  };

  return { mode, email, setEmail, password, setPassword, error, busy, submit, google, toggleMode };
}
