// A shared browser after a sign-out: nothing of the account is left in its storage for the next person.
import { describe, expect, it, vi } from 'vitest';
import { readActiveListId } from './active-list';
import { forgetAccount } from './forget-account';
import { ACTIVE_LIST_KEY } from './storage-keys';

const cleared = vi.hoisted(() => ({ firestore: 0, outboxes: 0 }));
vi.mock('./firestore-instance', () => ({
  clearFirestoreCache: async () => {
    cleared.firestore += 1;
  },
}));
vi.mock('./outbox-browser', () => ({
  forgetOutboxes: async () => {
    cleared.outboxes += 1;
  },
}));

describe('forgetAccount', () => {
  it("clears the Firestore cache, the waiting changes and the account's keys, keeping the device's language", async () => {
    localStorage.setItem(ACTIVE_LIST_KEY, 'list-party');
    localStorage.setItem('meal-app.pendingDeletes.demo-user', '["item-batteries"]');
    localStorage.setItem('meal-app.profilePrompt.demo-user', 'closed');
    localStorage.setItem('meal-app.language', 'da');
    localStorage.setItem('another-app.key', 'kept');

    await forgetAccount();

    expect(cleared).toEqual({ firestore: 1, outboxes: 1 });
    expect(readActiveListId()).toBeNull();
    expect(localStorage.getItem('meal-app.pendingDeletes.demo-user')).toBeNull();
    expect(localStorage.getItem('meal-app.profilePrompt.demo-user')).toBeNull();
    expect(localStorage.getItem('meal-app.language')).toBe('da');
    expect(localStorage.getItem('another-app.key')).toBe('kept');
  });
});
