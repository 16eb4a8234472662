// The auth state of lib/auth.ts for components: they render again when the user signs in or out, and
// get the sign-in and sign-out actions with it.
import { useSyncExternalStore } from 'react';
import {
  type AuthState,
  getAuthState,
  resetPassword,
  signIn,
  signInWithGoogle,
  signOut,
  signUp,
  subscribeAuth,
} from '../lib/auth';

const actions = { signIn, signUp, signOut, resetPassword, signInWithGoogle };

export function useAuth(): AuthState & typeof actions {
  const current = useSyncExternalStore(subscribeAuth, getAuthState);
  return { ...current, ...actions };
}
