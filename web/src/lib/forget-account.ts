// What this browser keeps of a signed-in account, forgotten when the account leaves it: a sign-out, a
// deleted account, or a session that ended elsewhere (lib/auth.ts calls this). On a shared browser the
// next person must find nothing of the last one, online or offline: not the documents Firestore cached
// (lists, items, meals, profile), not the shopping changes still waiting in the outbox, not the per-account
// keys in localStorage (the active list, deletes waiting for their undo window, the profile prompt).
import { setActiveListId } from './active-list';
import { clearFirestoreCache } from './firestore-instance';
import { forgetOutboxes } from './outbox-browser';
import { APP_KEY_PREFIX, CACHE_OWNER_KEY, LANGUAGE_KEY, SESSION_HINT_KEY } from './storage-keys';

/** The app's keys that outlive an account: the device's language, the session hint and the cache's owner. */
const KEPT = new Set([LANGUAGE_KEY, SESSION_HINT_KEY, CACHE_OWNER_KEY]);

/** Removes every app key but the kept ones, so a key added for an account later is forgotten too. */
function forgetStoredKeys(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith(APP_KEY_PREFIX) && !KEPT.has(key)) localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
  // Tells the screens still listening (another tab's included, through the storage event).
  setActiveListId(null);
}

/** Forgets everything the browser holds of the account that left; never fails. */
export async function forgetAccount(): Promise<void> {
  forgetStoredKeys();
  await Promise.all([
    forgetOutboxes().catch((error: unknown) => {
      console.warn('outbox: the waiting changes could not be forgotten', error);
    }),
    clearFirestoreCache(),
  ]);
}
