// How a failed re-authentication or password change reads in Settings: the common provider codes in the
// app's words, anything else as the provider's own message.
import { AuthError } from '../../lib/auth';

const keys: Record<string, string> = {
  'auth/wrong-password': 'settings.password.wrong',
  'auth/invalid-credential': 'settings.password.wrong',
  'auth/invalid-login-credentials': 'settings.password.wrong',
  'auth/missing-password': 'settings.password.wrong',
  'auth/weak-password': 'settings.password.weak',
  'auth/too-many-requests': 'settings.password.tooMany',
  'auth/network-request-failed': 'common.connectionError',
  'auth/requires-recent-login': 'settings.recentSignInRequired',
};

/** The user closed Google's window: nothing to report. */
export function isDismissal(error: unknown): boolean {
  return (
    error instanceof AuthError &&
    (error.code === 'auth/popup-closed-by-user' || error.code === 'auth/cancelled-popup-request')
  );
}

/** An i18n key for the failure, or the provider's message when there is no key for it. */
export function accountAuthError(error: unknown): { key: string } | { message: string } {
  if (error instanceof AuthError) {
    const key = Object.hasOwn(keys, error.code) ? keys[error.code] : undefined;
    return key ? { key } : { message: error.message };
  }
  return { key: 'common.error' };
}
