import { describe, expect, it, vi } from 'vitest';
import { firstAnswer, lastQuerySpec, serveStoredRows } from '../../testing/fake-firestore';
import { favoritesQuery, mealsQuery } from './queries';

vi.mock('../../lib/firestore', () => import('../../testing/fake-firestore'));

describe('the diary queries', () => {
  it('pages own meals newest first after a given row', async () => {
    serveStoredRows([]);
    const cursor = { id: 'm10' } as Parameters<typeof mealsQuery>[1]['startAfter'];
    await firstAnswer(mealsQuery('u1', { limit: 10, startAfter: cursor }));
    expect(lastQuerySpec()).toEqual({
      collection: 'meals',
      where: [['user_id', '==', 'u1']],
      orderBy: [['timestamp', 'desc']],
      limit: 10,
      startAfter: cursor,
    });
  });

  it("asks for the owner's latest favourites and reads each tolerantly", async () => {
    serveStoredRows([{ id: 'f1', userId: 'u1', name: 'Porridge', calories: 320, items: [{ bogus: true }] }]);
    const favorites = await firstAnswer(favoritesQuery('u1', 8));
    expect(lastQuerySpec()).toEqual({
      collection: 'favorites',
      where: [['userId', '==', 'u1']],
      orderBy: [['createdAt', 'desc']],
      limit: 8,
    });
    expect(favorites).toMatchObject([{ id: 'f1', name: 'Porridge', calories: 320, items: [] }]);
  });
});
