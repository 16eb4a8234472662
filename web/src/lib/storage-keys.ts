// Every name this app gives what it keeps in the browser, in one place: the modules that read and write
// them, the one that forgets an account's (lib/forget-account.ts) and the build's start-up hints
// (vite.config.ts) spell them alike, and none of them has to import another for a key. Imports nothing.

/** Every localStorage key of the app starts with this; lib/forget-account.ts removes the account's by it. */
export const APP_KEY_PREFIX = 'meal-app.';

// Keys of the device, kept when an account leaves.
/** The language chosen on this device (lib/i18n.ts). */
export const LANGUAGE_KEY = 'meal-app.language';
/** Who holds a session in this browser, so the first screen knows whether to wait for Auth (lib/auth.ts). */
export const SESSION_HINT_KEY = 'meal-app.session';
/** Whose documents the Firestore cache may hold (lib/firestore-instance.ts). */
export const CACHE_OWNER_KEY = 'meal-app.cacheOwner';

// Keys of the account, forgotten when it leaves.
/** The selected shopping list (lib/active-list.ts). */
export const ACTIVE_LIST_KEY = 'meal-app.activeListId';
/** Whether the first screen asks this new account to complete its profile (lib/profile-prompt.ts). */
export const profilePromptKey = (uid: string) => `meal-app.profilePrompt.${uid}`;

/** sessionStorage: a Google sign-in went to Google by redirect and must be completed (lib/auth.ts). */
export const REDIRECT_PENDING_KEY = 'meal-app.auth-redirect';

/** IndexedDB: the shopping changes waiting to be sent, of every account (lib/outbox-browser.ts). */
export const OUTBOX_DATABASE = 'meal-app-outbox';
