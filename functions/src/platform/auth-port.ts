// Firebase Authentication as handlers and the callable core see it.
export interface AuthAccount {
  disabled: boolean;
  /** Tokens issued (signed in) before this moment are revoked; null when nothing was revoked. */
  tokensValidAfter: Date | null;
}

export interface AuthPort {
  /** Deletes the sign-in account; an account that no longer exists counts as deleted. */
  deleteUser(uid: string): Promise<void>;
  /** The sign-in account as it is now, or null when it no longer exists. */
  account(uid: string): Promise<AuthAccount | null>;
}
