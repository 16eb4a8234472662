// A failed Auth call as the app reports it, apart from the auth store (./auth, which exports it to the
// screens) so that the account actions (./auth-actions) use it without importing that store. Imports nothing.

/** A failed Auth call: `code` is the provider's code (e.g. auth/email-already-in-use). */
export class AuthError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}

/** `error` as an AuthError: the provider's code, and its message without the SDK's prefix. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code =
    typeof error === 'object' && error && 'code' in error
      ? String((error as { code: unknown }).code)
      : 'unknown';
  const raw = error instanceof Error ? error.message : String(error);
  // The SDK prefixes its messages with "Firebase: "; the rest is the provider's message.
  return new AuthError(code, raw.replace(/^Firebase:\s*/, ''));
}
