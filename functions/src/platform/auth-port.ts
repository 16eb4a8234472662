// Firebase Authentication as handlers see it (only what deleting an account needs).
export interface AuthPort {
  /** Deletes the sign-in account; an account that no longer exists counts as deleted. */
  deleteUser(uid: string): Promise<void>;
}
