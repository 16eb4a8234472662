// The common provider failures map to our own texts; everything else shows the provider's message.

/** Failures any Auth call can meet. */
const commonErrorKeys: Record<string, string> = {
  'auth/too-many-requests': 'auth.errors.tooManyRequests',
  'auth/network-request-failed': 'auth.errors.network',
};

const signUpErrorKeys: Record<string, string> = {
  ...commonErrorKeys,
  'auth/email-already-in-use': 'auth.errors.emailInUse',
  'auth/invalid-email': 'auth.errors.invalidEmail',
  'auth/operation-not-allowed': 'auth.errors.operationNotAllowed',
  'auth/weak-password': 'auth.errors.weakPassword',
};

// With e-mail enumeration protection on, a wrong password and an unknown address both come back as
// invalid-credential; without it, as wrong-password and user-not-found. Both get the same words either
// way: the login screen never tells whether an account uses an address.
const signInErrorKeys: Record<string, string> = {
  ...commonErrorKeys,
  'auth/invalid-credential': 'auth.errors.wrongCredentials',
  'auth/invalid-login-credentials': 'auth.errors.wrongCredentials',
  'auth/wrong-password': 'auth.errors.wrongCredentials',
  'auth/user-not-found': 'auth.errors.wrongCredentials',
  'auth/invalid-email': 'auth.errors.invalidEmail',
  'auth/user-disabled': 'auth.errors.userDisabled',
};

// An unknown address is not a failure of a reset request (see isUnknownAccount).
const resetErrorKeys: Record<string, string> = {
  ...commonErrorKeys,
  'auth/invalid-email': 'auth.errors.invalidEmail',
  'auth/missing-email': 'auth.errors.invalidEmail',
  'auth/user-disabled': 'auth.errors.userDisabled',
};

const keyOf = (table: Record<string, string>, code: string) =>
  Object.hasOwn(table, code) ? table[code] : undefined;

/** The i18n key for a sign-up failure, or undefined when the provider's message should be shown. */
export function signUpErrorKey(code: string): string | undefined {
  return keyOf(signUpErrorKeys, code);
}

/** The i18n key for a sign-in failure, or undefined when the provider's message should be shown. */
export function signInErrorKey(code: string): string | undefined {
  return keyOf(signInErrorKeys, code);
}

/** The i18n key for a failed password-reset request, or undefined for the provider's message. */
export function resetErrorKey(code: string): string | undefined {
  return keyOf(resetErrorKeys, code);
}

/** A reset asked for an address no account uses: answered as if sent, so nobody learns which exist. */
export function isUnknownAccount(code: string): boolean {
  return code === 'auth/user-not-found';
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
