// The outbox as the app runs it belongs to the account signed in here, as the auth layer tells it: after a
// sign-out, a screen that still asks for the account's outbox (sending what its undo window held) keeps and
// sends nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOutboxes, outboxFor, setOutboxAccount } from './outbox-browser';

const auth = vi.hoisted(() => ({ user: null as { uid: string } | null }));
const call = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('./callable', () => ({ call, CallError: class extends Error {} }));
vi.mock('./firebase', () => ({
  getFirebaseAuth: async () => ({ authStateReady: async () => {}, currentUser: auth.user }),
}));

const tick = { name: 'updateItem', request: { itemId: 'item-1', checked: true, changedAt: 1 } } as const;

/** `uid` signs in here, as the auth layer tells the outboxes. */
function signIn(uid: string) {
  auth.user = { uid };
  setOutboxAccount(uid);
}

/** Queues a change in `outbox`, lets it send, and finds that nothing reached the server. */
async function expectNothingSent(outbox: ReturnType<typeof outboxFor>) {
  outbox.enqueue(tick);
  await outbox.flush();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(call).not.toHaveBeenCalled();
}

afterEach(async () => {
  await forgetOutboxes();
  call.mockClear();
});

describe('outboxFor', () => {
  it("sends the signed-in account's changes", async () => {
    signIn('me');
    const outbox = outboxFor('me');
    outbox.enqueue(tick);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
  });

  it('neither keeps nor sends a change for an account that is not signed in here', async () => {
    signIn('someone-else');
    await expectNothingSent(outboxFor('me'));
  });

  it('keeps and sends nothing more for an account once the auth layer says it left', async () => {
    signIn('me');
    const before = outboxFor('me');
    setOutboxAccount(null);
    const after = outboxFor('me');
    expect(after).not.toBe(before);
    await expectNothingSent(after);
  });

  it('starts afresh after the account was forgotten', async () => {
    signIn('me');
    const before = outboxFor('me');
    await forgetOutboxes();
    expect(outboxFor('me')).not.toBe(before);
  });
});
