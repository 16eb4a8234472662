import { describe, expect, it, vi } from 'vitest';
import { firstAnswer, lastQuerySpec, serveStoredRows } from '../../testing/fake-firestore';
import { listItemsQuery, membersQuery, myListsQuery, pendingInvitesQuery } from './queries';

vi.mock('../../lib/firestore', () => import('../../testing/fake-firestore'));

describe('the lists queries', () => {
  it('asks for the lists a user is a member of and reads stray fields tolerantly', async () => {
    serveStoredRows([{ id: 'l1', name: 'Weekly', memberIds: ['u1', 7] }]);
    const lists = await firstAnswer(myListsQuery('u1'));
    expect(lastQuerySpec()).toEqual({
      collection: 'shoppingLists',
      where: [['memberIds', 'array-contains', 'u1']],
    });
    expect(lists).toEqual([{ id: 'l1', name: 'Weekly', createdBy: '', createdAt: null, memberIds: ['u1'] }]);
  });

  it('reads personal items by owner and leaves out items that belong nowhere', async () => {
    serveStoredRows([
      { id: 'i1', name: 'Milk', checked: false, shoppingListId: null, userId: 'u1' },
      { id: 'i2', name: 'Lost', checked: false },
    ]);
    const items = await firstAnswer(listItemsQuery('u1', null));
    expect(lastQuerySpec()).toEqual({
      collection: 'shoppingItems',
      where: [
        ['shoppingListId', '==', null],
        ['userId', '==', 'u1'],
      ],
      orderBy: [['createdAt', 'desc']],
    });
    expect(items?.map((item) => item.id)).toEqual(['i1']);
  });

  it('names members and pending invites by path and lower-cased address', async () => {
    serveStoredRows([]);
    await firstAnswer(membersQuery('l1'));
    expect(lastQuerySpec()).toEqual({ collection: 'shoppingLists/l1/members' });
    await firstAnswer(pendingInvitesQuery('Ann@Example.com'));
    expect(lastQuerySpec()?.where).toEqual([
      ['toEmail', '==', 'ann@example.com'],
      ['status', '==', 'pending'],
    ]);
  });
});
