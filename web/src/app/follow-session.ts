// lib/auth owns the session and loads lazily what forgets an account (lib/forget-account.ts, the outbox
// with it), so the parts of lib below it never import it back: the callable layer announces a session the
// server ended, and the outbox is told who is signed in. The signed-in shell connects them here when it
// loads, before any of its screens calls a function or queues a change.
import { getAuthState, signOut, subscribeAuth } from '../lib/auth';
import { onSessionEnded } from '../lib/callable';
import { setOutboxAccount } from '../lib/outbox-browser';

/** Connects the session to the callable layer and the outbox; returns the disconnect. */
export function followSession(): () => void {
  const tellOutbox = () => setOutboxAccount(getAuthState().user?.uid ?? null);
  tellOutbox();
  const stops = [
    subscribeAuth(tellOutbox),
    // Signing out forgets what this browser keeps of the account (lib/auth does, however it leaves).
    onSessionEnded(() => void signOut()),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
