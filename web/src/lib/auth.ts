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

let state: AuthState = { user: null, loading: true };
const listeners = new Set<() => void>();
let started = false;

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Starts loading Firebase Auth and listening for the user (idempotent; subscribing also starts it). */
export function startAuth(): void {
  if (started) return;
  started = true;
  Promise.all([getFirebaseAuth(), import('firebase/auth')])
    .then(([auth, { onAuthStateChanged }]) => {
      onAuthStateChanged(auth, (user) => {
        setState({ user: user ? { uid: user.uid, email: user.email } : null, loading: false });
      });
    })
    .catch((error: unknown) => {
      console.error('auth: could not start', error);
      setState({ user: null, loading: false });
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  startAuth();
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
