// The signed-in shell connects the session to the parts of lib that must not import lib/auth: a call the
// server answers with "session ended" signs this browser out, and the outbox keeps and sends changes only for
// the account signed in here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/callable';
import { forgetOutboxes, outboxFor } from '../lib/outbox-browser';
import { followSession } from './follow-session';

const session = vi.hoisted(() => ({
  user: null as { uid: string } | null,
  listeners: new Set<() => void>(),
  signOut: vi.fn(async () => {}),
}));
const server = vi.hoisted(() => ({ answer: vi.fn() }));

vi.mock('../lib/auth', () => ({
  getAuthState: () => ({ user: session.user, loading: false }),
  subscribeAuth: (listener: () => void) => {
    session.listeners.add(listener);
    return () => session.listeners.delete(listener);
  },
  signOut: session.signOut,
}));
vi.mock('../lib/firebase', () => ({
  getFirebaseFunctions: async () => ({}),
  getFirebaseAuth: async () => ({ authStateReady: async () => {}, currentUser: session.user }),
}));
vi.mock('firebase/functions', () => ({
  httpsCallable: () => async (data: unknown) => ({ data: await server.answer(data) }),
}));

function signIn(user: { uid: string } | null) {
  session.user = user;
  for (const listener of session.listeners) listener();
}

/** A refusal as the Functions SDK throws it: a Functions status and the app's error code in its details. */
const refusal = (message: string, status: string, code: string) =>
  Object.assign(new Error(message), { code: `functions/${status}`, details: { code } });

const tick = { name: 'updateItem', request: { itemId: 'item-1', checked: true, changedAt: 1 } } as const;
let disconnect: () => void;

beforeEach(() => {
  session.user = { uid: 'me' };
  disconnect = followSession();
});
afterEach(async () => {
  disconnect();
  await forgetOutboxes();
  server.answer.mockReset();
  session.signOut.mockClear();
});

describe('followSession', () => {
  it('signs out when the server says the session ended, and only then', async () => {
    server.answer.mockRejectedValueOnce(refusal('Session ended', 'unauthenticated', 'common.sessionEnded'));
    await expect(call('exportData', {})).rejects.toMatchObject({ code: 'common.sessionEnded' });
    expect(session.signOut).toHaveBeenCalledTimes(1);

    server.answer.mockRejectedValueOnce(refusal('Not found', 'not-found', 'history.mealNotFound'));
    await expect(call('exportData', {})).rejects.toMatchObject({ code: 'history.mealNotFound' });
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it("sends the signed-in account's changes, and none of an account that signed out", async () => {
    server.answer.mockResolvedValue({});
    outboxFor('me').enqueue(tick);
    await vi.waitFor(() => expect(server.answer).toHaveBeenCalledTimes(1));

    signIn(null);
    const left = outboxFor('me');
    left.enqueue(tick);
    await left.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.answer).toHaveBeenCalledTimes(1);
  });

  it('follows the account that signs in after it', async () => {
    server.answer.mockResolvedValue({});
    signIn({ uid: 'friend' });
    outboxFor('friend').enqueue(tick);
    await vi.waitFor(() => expect(server.answer).toHaveBeenCalledTimes(1));
    expect(server.answer).toHaveBeenCalledWith(expect.objectContaining({ itemId: 'item-1' }));
  });
});
