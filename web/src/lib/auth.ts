// Auth state as a tiny external store: the Firebase Auth SDK is imported only when the first
// component subscribes (after first paint), which keeps it out of the first-load bundle. The account
// actions (./auth-actions) load on first use. Components read the store through hooks/use-auth.ts.
import type { Auth, User } from 'firebase/auth';
import type { AuthStore } from './auth-actions';
import { getFirebaseAuth } from './firebase';
import { REDIRECT_PENDING_KEY, SESSION_HINT_KEY } from './storage-keys';

export interface AuthUser {
  uid: string;
  email: string | null;
  /** Whether the account's e-mail address is verified (invitations require it). */
  emailVerified: boolean;
}

export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
}

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
function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code =
    typeof error === 'object' && error && 'code' in error
      ? String((error as { code: unknown }).code)
      : 'unknown';
  const raw = error instanceof Error ? error.message : String(error);
  // The SDK prefixes its messages with "Firebase: "; the rest is the provider's message.
  return new AuthError(code, raw.replace(/^Firebase:\s*/, ''));
}

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

/*
 * SESSION_HINT_KEY is set while this browser holds a signed-in session, to who is signed in (uid, e-mail,
 * whether it is verified; an older value "1" says only that someone is). Without it nobody is signed in
 * here (or was, before this key existed), so the login screen shows at once instead of after the Auth SDK
 * has loaded and read its persistence; if the SDK then finds a user after all, the app switches to the
 * signed-in shell. With the user known, that user's screens show at once while Auth confirms the session,
 * which takes the SDK a read of its storage and a round trip to the server. Nothing is sent as that user
 * before then: every Firestore read and callable waits inside the SDK for Auth to be ready. If Auth finds
 * no session after all (signed out in another tab, the account deleted), the login screen replaces the app.
 */

interface SessionHint {
  /** Someone is signed in here, so the app loads Auth at once and waits for it. */
  expected: boolean;
  /** Who, when known. */
  user: AuthUser | null;
}

function readSessionHint(): SessionHint {
  let value: string | null;
  try {
    value = localStorage.getItem(SESSION_HINT_KEY);
  } catch {
    return { expected: true, user: null }; // Storage unavailable: wait for the SDK rather than flash the login screen.
  }
  if (value === null) return { expected: false, user: null };
  return { expected: true, user: parseHintUser(value) };
}

function parseHintUser(value: string): AuthUser | null {
  try {
    const { uid, email, emailVerified } = JSON.parse(value) as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '' || typeof emailVerified !== 'boolean') return null;
    if (email !== null && typeof email !== 'string') return null;
    return { uid, email, emailVerified };
  } catch {
    return null;
  }
}

function writeSessionHint(user: AuthUser | null): void {
  try {
    if (user) localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(user));
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage unavailable: the next visit waits for the SDK.
  }
}

/**
 * REDIRECT_PENDING_KEY is set in sessionStorage while a Google sign-in (or re-authentication) went to
 * Google by redirect, because the popup was blocked. Only then does the start-up load the redirect handling
 * and ask for its result; everyone else's first paint stays without the Auth SDK.
 */
function redirectPending(): boolean {
  try {
    return sessionStorage.getItem(REDIRECT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

function markRedirectPending(pending: boolean): void {
  try {
    if (pending) sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
    else sessionStorage.removeItem(REDIRECT_PENDING_KEY);
  } catch {
    // Storage unavailable: the SDK still completes the sign-in when it next starts with the resolver.
  }
}

const hint = readSessionHint();
/** Back from a redirect sign-in, the app waits for its result whoever the hint names. */
const sessionExpected = hint.expected || redirectPending();
let state: AuthState =
  hint.user && !redirectPending()
    ? { user: hint.user, loading: false }
    : { user: null, loading: sessionExpected };
/** The signed-in Firebase user as the SDK last reported it (for currentProviders). */
let firebaseUser: User | null = null;
/** A failed redirect sign-in, kept until the login screen shows it. */
let redirectError: AuthError | null = null;

/** Whether this browser held a session at start-up, so Auth and the signed-in shell load at once. */
export function expectsSession(): boolean {
  return sessionExpected;
}

const listeners = new Set<() => void>();
let started = false;

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Forgets what this browser keeps of the account that left (lib/forget-account.ts, loaded only then and
 * with the signed-in shell, so that it is at hand offline too). Never fails.
 */
function forgetAccount(): Promise<void> {
  return import('./forget-account')
    .then((module) => module.forgetAccount())
    .catch((error: unknown) => console.warn('auth: the account could not be forgotten here', error));
}

/** How long the start-up waits for a fresh ID token before showing the user anyway (a slow network). */
const TOKEN_WAIT_MS = 3000;

/**
 * Takes a new ID token when the one held predates the e-mail's verification. Never fails, and gives up
 * waiting after TOKEN_WAIT_MS (the refresh goes on).
 */
function tokenSeesVerification(user: User): Promise<void> {
  const refresh = user
    .getIdTokenResult()
    .then(({ claims }) => (claims.email_verified === true ? undefined : user.getIdToken(true)))
    .then(
      () => undefined,
      () => undefined, // Offline or signed out meanwhile: the next token refresh carries the claim.
    );
  return Promise.race([refresh, new Promise<void>((resolve) => setTimeout(resolve, TOKEN_WAIT_MS))]);
}

/** Starts loading Firebase Auth and listening for the user (idempotent). */
export function startAuth(): void {
  if (started) return;
  started = true;
  Promise.all([getFirebaseAuth(), import('firebase/auth')])
    .then(([auth, sdk]) => {
      // Back from a redirect sign-in: the screen keeps waiting until its result is in, so the login
      // screen does not flash before the user appears.
      let awaitingRedirect = redirectPending();
      let turn = 0;
      const show = (user: User | null, mine: number) => {
        if (!user?.emailVerified) {
          setState({ user: user ? toAuthUser(user) : null, loading: false });
          return;
        }
        // Verified (e.g. by following the link in another tab): the app says so only once the ID token
        // says so too, since that token is what the server checks.
        void tokenSeesVerification(user).then(() => {
          if (mine === turn) setState({ user: toAuthUser(user), loading: false });
        });
      };
      const publish = (user: User | null) => {
        const mine = ++turn;
        firebaseUser = user;
        writeSessionHint(user ? toAuthUser(user) : null);
        // The account shown so far (or named by the hint) left this browser: signed out here or in
        // another tab, deleted, or its session ended elsewhere.
        const left = state.user !== null && state.user.uid !== user?.uid;
        if (!left) return show(user, mine);
        const forgotten = forgetAccount();
        // Nobody signed in: the login screen shows at once. Someone else: their screens wait until
        // nothing of the last account is left to read.
        if (!user) return show(null, mine);
        void forgotten.then(() => mine === turn && show(user, mine));
      };
      sdk.onAuthStateChanged(auth, (user) => {
        if (awaitingRedirect) firebaseUser = user;
        else publish(user);
      });
      if (awaitingRedirect) {
        sdk
          .getRedirectResult(auth, sdk.browserPopupRedirectResolver)
          .catch((error: unknown) => {
            redirectError = toAuthError(error);
          })
          .finally(() => {
            markRedirectPending(false);
            awaitingRedirect = false;
            publish(auth.currentUser);
          });
      }
    })
    .catch((error: unknown) => {
      console.error('auth: could not start', error);
      // The next sign-in action tries to load the SDK again (see loadOnce).
      started = false;
      setState({ user: null, loading: false });
    });
}

/** How long a signed-out screen goes without the Auth SDK when nobody touches it. */
export const AUTH_IDLE_START_MS = 4000;
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Starts Auth at once when a session is expected (the app waits for it). Otherwise the login screen
 * needs the SDK (about 45 KB) only once it is used: it starts on the first touch, key or focus, or
 * after AUTH_IDLE_START_MS when the browser is idle, which also catches a session without the hint.
 * Every sign-in action starts it too. Returns a function that cancels the schedule.
 */
export function scheduleAuthStart(win: Window = window): () => void {
  if (sessionExpected) {
    startAuth();
    return () => {};
  }
  let timer: number | undefined;
  let idle: number | undefined;
  const cancel = () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, start, true);
    win.clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback(idle);
  };
  function start() {
    cancel();
    startAuth();
  }
  for (const type of INTENT_EVENTS) win.addEventListener(type, start, { capture: true, passive: true });
  timer = win.setTimeout(() => {
    if (typeof win.requestIdleCallback === 'function')
      idle = win.requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, AUTH_IDLE_START_MS);
  return cancel;
}

/** The current auth state, outside React. */
export function getAuthState(): AuthState {
  return state;
}

/** Calls `listener` after every change of the auth state; returns the unsubscribe. */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function withAuth<T>(run: (auth: Auth) => Promise<T>): Promise<T> {
  // Whatever the call does to the user is reported through the listener.
  startAuth();
  try {
    return await run(await getFirebaseAuth());
  } catch (error) {
    throw toAuthError(error);
  }
}

/** Runs an action on the signed-in user; without one it fails with auth/no-current-user. */
function withUser<T>(run: (user: User, auth: Auth) => Promise<T>): Promise<T> {
  return withAuth((auth) => {
    const user = auth.currentUser;
    if (!user) throw new AuthError('auth/no-current-user', 'No user is signed in.');
    return run(user, auth);
  });
}

/** The failed redirect sign-in, once: the login screen shows it after coming back from Google. */
export function takeRedirectError(): AuthError | null {
  const error = redirectError;
  redirectError = null;
  return error;
}

/** The sign-in methods of the signed-in account (e.g. "password", "google.com"); none when signed out. */
export function currentProviders(): string[] {
  return firebaseUser?.providerData.map((info) => info.providerId) ?? [];
}

/** What the account actions (./auth-actions, loaded on first use) work with: handed to them, not imported. */
const authStore: AuthStore = {
  withAuth,
  withUser,
  markRedirectPending,
  /** Publishes what the SDK now knows about the signed-in user (e.g. after a reload). */
  showUser(user: User): void {
    firebaseUser = user;
    writeSessionHint(toAuthUser(user));
    setState({ user: toAuthUser(user), loading: false });
  },
};

// The actions load with their module on first use, so the sign-in screen's first paint carries none of
// them (nor the Auth SDK).
type Actions = ReturnType<typeof import('./auth-actions').accountActions>;
const lazy = <K extends keyof Actions>(name: K): Actions[K] =>
  (async (...args: unknown[]) => {
    const { accountActions } = await import('./auth-actions');
    const action = accountActions(authStore)[name] as (...params: unknown[]) => Promise<unknown>;
    return action(...args);
  }) as Actions[K];

export const signIn = lazy('signIn');
/** Creates the account and sends the verification e-mail, whose link leads back to the current page. */
export const signUp = lazy('signUp');
export const signOut = lazy('signOut');
/** Sends the password-reset e-mail; after the new password is set, its page leads back here. */
export const resetPassword = lazy('resetPassword');
/** Google sign-in in a popup, or by redirect where the popup is blocked. */
export const signInWithGoogle = lazy('signInWithGoogle');
/** Sends the verification e-mail to the signed-in user; its link leads back to the current page. */
export const sendVerificationEmail = lazy('sendVerificationEmail');
/**
 * Reads the account again, takes a fresh ID token so the server sees the email_verified claim, updates
 * the auth state, and returns whether the e-mail is verified now.
 */
export const refreshVerification = lazy('refreshVerification');
/** Confirms the account holder: with the password for password accounts, with Google otherwise. */
export const reauthenticate = lazy('reauthenticate');
/** Changes the password after confirming the current one; failures carry the provider's code. */
export const changePassword = lazy('changePassword');
