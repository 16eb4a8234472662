import { describe, expect, it, vi } from 'vitest';
import { serveStoredDocument } from '../testing/fake-firestore';
import { type QuerySpec, type ReadDocument, subscribeDoc, subscribeQuery } from './firestore';
import {
  favoritesQuery,
  listItemsQuery,
  mealsQuery,
  membersQuery,
  myListsQuery,
  pendingInvitesQuery,
  profileQuery,
} from './live-data';

vi.mock(import('./firestore'), async (importOriginal) => ({
  ...(await importOriginal()),
  subscribeQuery: vi.fn(),
  subscribeDoc: vi.fn(),
}));

/** Runs a query against stored documents the way firestore.ts does: each row through the reader. */
function answer(stored: Record<string, unknown>[]) {
  vi.mocked(subscribeQuery).mockImplementation(((
    _spec: QuerySpec,
    onData: (rows: unknown[]) => void,
    _onError: unknown,
    read: ReadDocument<object>,
  ) => {
    onData(
      stored.flatMap(({ id, ...fields }) => {
        const value = read(fields);
        return value ? [{ ...value, id }] : [];
      }),
    );
    return () => {};
  }) as typeof subscribeQuery);
}

/** The source's first answer (the readers load with the first subscription, so it comes later). */
function first<T>(source: { subscribe(onData: (v: T) => void, onError: (e: Error) => void): () => void }) {
  return new Promise<T>((resolve, reject) => source.subscribe(resolve, reject));
}

const lastSpec = () => vi.mocked(subscribeQuery).mock.calls.at(-1)?.[0];

describe('live-data queries', () => {
  it('asks for the lists a user is a member of and reads stray fields tolerantly', async () => {
    answer([{ id: 'l1', name: 'Weekly', memberIds: ['u1', 7] }]);
    const lists = await first(myListsQuery('u1'));
    expect(lastSpec()).toEqual({
      collection: 'shoppingLists',
      where: [['memberIds', 'array-contains', 'u1']],
    });
    expect(lists).toEqual([{ id: 'l1', name: 'Weekly', createdBy: '', createdAt: null, memberIds: ['u1'] }]);
  });

  it('reads personal items by owner and leaves out items that belong nowhere', async () => {
    answer([
      { id: 'i1', name: 'Milk', checked: false, shoppingListId: null, userId: 'u1' },
      { id: 'i2', name: 'Lost', checked: false },
    ]);
    const items = await first(listItemsQuery('u1', null));
    expect(lastSpec()).toEqual({
      collection: 'shoppingItems',
      where: [
        ['shoppingListId', '==', null],
        ['userId', '==', 'u1'],
      ],
      orderBy: [['createdAt', 'desc']],
    });
    expect(items?.map((item) => item.id)).toEqual(['i1']);
  });

  it('pages own meals newest first after a given row', async () => {
    answer([]);
    const cursor = { id: 'm10' } as Parameters<typeof mealsQuery>[1]['startAfter'];
    await first(mealsQuery('u1', { limit: 10, startAfter: cursor }));
    expect(lastSpec()).toEqual({
      collection: 'meals',
      where: [['user_id', '==', 'u1']],
      orderBy: [['timestamp', 'desc']],
      limit: 10,
      startAfter: cursor,
    });
  });

  it("asks for the owner's latest favourites and reads each tolerantly", async () => {
    answer([{ id: 'f1', userId: 'u1', name: 'Porridge', calories: 320, items: [{ bogus: true }] }]);
    const favorites = await first(favoritesQuery('u1', 8));
    expect(lastSpec()).toEqual({
      collection: 'favorites',
      where: [['userId', '==', 'u1']],
      orderBy: [['createdAt', 'desc']],
      limit: 8,
    });
    expect(favorites).toMatchObject([{ id: 'f1', name: 'Porridge', calories: 320, items: [] }]);
  });

  it('names members and pending invites by path and lower-cased address', async () => {
    answer([]);
    await first(membersQuery('l1'));
    expect(lastSpec()).toEqual({ collection: 'shoppingLists/l1/members' });
    await first(pendingInvitesQuery('Ann@Example.com'));
    expect(lastSpec()?.where).toEqual([
      ['toEmail', '==', 'ann@example.com'],
      ['status', '==', 'pending'],
    ]);
  });

  it('opens the first query once the readers have loaded, and none that was cancelled before', async () => {
    // A fresh app: nothing has loaded the readers yet.
    vi.resetModules();
    const firestore = await import('./firestore');
    const fresh = await import('./live-data');
    vi.mocked(firestore.subscribeQuery).mockImplementation(((_spec: unknown, onData: (rows: []) => void) => {
      onData([]);
      return () => {};
    }) as typeof subscribeQuery);
    const cancel = fresh.mealsQuery('left', { limit: 10 }).subscribe(
      () => {},
      () => {},
    );
    cancel();
    const stayed = first(fresh.mealsQuery('u1', { limit: 10 }));
    expect(firestore.subscribeQuery).not.toHaveBeenCalled();
    expect(await stayed).toEqual([]);
    expect(vi.mocked(firestore.subscribeQuery).mock.calls.map(([spec]) => spec.where)).toEqual([
      [['user_id', '==', 'u1']],
    ]);
  });

  it('reads the profile document with every field falling back', async () => {
    serveStoredDocument({ name: 'Ann', language: 'xx' });
    expect(await first(profileQuery('u1'))).toMatchObject({
      id: 'u1',
      name: 'Ann',
      language: 'en',
      shoppingLists: [],
    });
    expect(vi.mocked(subscribeDoc).mock.calls.at(-1)?.[0]).toBe('users/u1');
  });
});
