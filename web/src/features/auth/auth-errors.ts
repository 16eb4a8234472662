// Sign-up errors map to our own texts; everything else (and every login or reset failure)
// shows the provider's message.
const signUpErrorKeys: Record<string, string> = {
  'auth/email-already-in-use': 'auth.errors.emailInUse',
  'auth/invalid-email': 'auth.errors.invalidEmail',
  'auth/operation-not-allowed': 'auth.errors.operationNotAllowed',
  'auth/weak-password': 'auth.errors.weakPassword',
};

/** The i18n key for a sign-up failure, or undefined when the provider's message should be shown. */
export function signUpErrorKey(code: string): string | undefined {
  return signUpErrorKeys[code];
}

/** Popup closed or replaced by the user: not an error worth showing. */
export function isPopupDismissal(code: string): boolean {
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

export const MIN_PASSWORD_LENGTH = 6;

export type CredentialProblem = 'auth.invalidEmail' | 'auth.passwordTooShort';

/**
 * Sign-up checks: e-mail contains @, password at least 6 characters
 * (docs/product-rules.md#sign-up-and-sign-in).
 */
export function validateSignUp(email: string, password: string): CredentialProblem | undefined {
  if (!email.includes('@')) return 'auth.invalidEmail';
  if (password.length < MIN_PASSWORD_LENGTH) return 'auth.passwordTooShort';
  return undefined;
}

/**
 * Google sign-in needs Google's sign-in scripts; when they cannot load (offline, blocked) the SDK only
 * says "internal error". Those cases get our own message; others show the provider's message.
 */
export function googleErrorKey(code: string): string | undefined {
  return code === 'auth/internal-error' || code === 'auth/network-request-failed'
    ? 'auth.googleUnavailable'
    : undefined;
}
