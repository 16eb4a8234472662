// Auth state as a tiny external store: the Firebase Auth SDK is imported only when the first
// component subscribes (after first paint), which keeps it out of the first-load bundle.
import { useSyncExternalStore } from 'react';
import { setActiveListId } from './active-list';
import { getFirebaseAuth } from './firebase';

export interface AuthUser {
  uid: string;
  email: string | null;
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

/**
 * Set while this browser holds a signed-in session. Without it nobody is signed in here (or was, before
 * this key existed), so the login screen shows at once instead of after the Auth SDK has loaded and read
 * its persistence; if the SDK then finds a user after all, the app switches to the signed-in shell.
 */
export const SESSION_HINT_KEY = 'meal-app.session';

function readSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true; // Storage unavailable: wait for the SDK rather than flash the login screen.
  }
}

function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage unavailable: the next visit waits for the SDK.
  }
}

let state: AuthState = { user: null, loading: readSessionHint() };

/** Until Auth answers: true when this browser holds a session, so the app waits for Auth. */
export function expectsSession(): boolean {
  return state.loading;
}

const listeners = new Set<() => void>();
let started = false;

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Starts loading Firebase Auth and listening for the user (idempotent). */
export function startAuth(): void {
  if (started) return;
  started = true;
  Promise.all([getFirebaseAuth(), import('firebase/auth')])
    .then(([auth, { onAuthStateChanged }]) => {
      onAuthStateChanged(auth, (user) => {
        writeSessionHint(user !== null);
        setState({ user: user ? { uid: user.uid, email: user.email } : null, loading: false });
      });
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
  if (state.loading) {
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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

async function withAuth<T>(
  run: (auth: Awaited<ReturnType<typeof getFirebaseAuth>>) => Promise<T>,
): Promise<T> {
  // Whatever the call does to the user is reported through the listener.
  startAuth();
  try {
    return await run(await getFirebaseAuth());
  } catch (error) {
    throw toAuthError(error);
  }
}

export async function signIn(email: string, password: string): Promise<void> {
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  await withAuth((auth) => signInWithEmailAndPassword(auth, email, password));
}

export async function signUp(email: string, password: string): Promise<void> {
  const { createUserWithEmailAndPassword } = await import('firebase/auth');
  await withAuth((auth) => createUserWithEmailAndPassword(auth, email, password));
}

export async function signOut(): Promise<void> {
  const sdk = await import('firebase/auth');
  await withAuth((auth) => sdk.signOut(auth));
  // The selected list belongs to this account; the next person on this device starts fresh.
  setActiveListId(null);
}

export async function resetPassword(email: string): Promise<void> {
  const { sendPasswordResetEmail } = await import('firebase/auth');
  await withAuth((auth) => sendPasswordResetEmail(auth, email));
}

/** Google sign-in in a popup; the popup resolver is loaded only now, when the button is pressed. */
export async function signInWithGoogle(): Promise<void> {
  const { GoogleAuthProvider, signInWithPopup, browserPopupRedirectResolver } = await import('firebase/auth');
  await withAuth((auth) => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver));
}

const actions = { signIn, signUp, signOut, resetPassword, signInWithGoogle };

export function useAuth(): AuthState & typeof actions {
  const current = useSyncExternalStore(subscribe, () => state);
  return { ...current, ...actions };
}
