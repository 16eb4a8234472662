// Whether the first screen should ask a new account to complete its profile. Set when ensureProfile
// creates the account (right after sign-up), and closed for good, per account on this device, once the
// user dismisses it or the profile is complete; a later sign-in never brings it back.
import { profilePromptKey as key } from '../../lib/storage-keys';

// Screens that word their own hint differently while the prompt shows re-read it when it closes.
const listeners = new Set<() => void>();

/** Calls `listener` whenever the prompt is opened or closed; returns the unsubscribe. */
export function subscribeProfilePrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(uid: string, value: 'show' | 'closed'): void {
  try {
    localStorage.setItem(key(uid), value);
  } catch {
    // Storage unavailable: the prompt simply does not persist.
  }
  for (const listener of listeners) listener();
}

export function markNewAccount(uid: string): void {
  write(uid, 'show');
}

export function closeProfilePrompt(uid: string): void {
  write(uid, 'closed');
}

export function profilePromptPending(uid: string): boolean {
  try {
    return localStorage.getItem(key(uid)) === 'show';
  } catch {
    return false;
  }
}
