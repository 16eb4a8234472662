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

afterEach(async () => {
  await forgetOutboxes();
  call.mockClear();
});

describe('outboxFor', () => {
  it("sends the signed-in account's changes", async () => {
    auth.user = { uid: 'me' };
    setOutboxAccount('me');
    const outbox = outboxFor('me');
    outbox.enqueue(tick);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
  });

  it('neither keeps nor sends a change for an account that is not signed in here', async () => {
    auth.user = { uid: 'someone-else' };
    setOutboxAccount('someone-else');
    const outbox = outboxFor('me');
    outbox.enqueue(tick);
    await outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps and sends nothing more for an account once the auth layer says it left', async () => {
    auth.user = { uid: 'me' };
    setOutboxAccount('me');
    const before = outboxFor('me');
    setOutboxAccount(null);
    const after = outboxFor('me');
    expect(after).not.toBe(before);
    after.enqueue(tick);
    await after.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(call).not.toHaveBeenCalled();
  });

  it('starts afresh after the account was forgotten', async () => {
    auth.user = { uid: 'me' };
    setOutboxAccount('me');
    const before = outboxFor('me');
    await forgetOutboxes();
    expect(outboxFor('me')).not.toBe(before);
  });
});
