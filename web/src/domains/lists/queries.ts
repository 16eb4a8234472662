// The lists' live reads: the lists a user belongs to, their members, items and pending invitations, each
// row read with its collection's tolerant reader (lib/live-data.ts is the machinery).
import { collections, membersPath } from '@shared/collections';
import { subscribeDoc } from '../../lib/firestore';
import { type LiveSource, liveQuery, matching, type Read, type Row, withReader } from '../../lib/live-data';

export type ShoppingList = Row<Read<'readShoppingList'>>;
export type ListMember = Row<Read<'readMember'>>;
export type ShoppingItem = Row<Read<'readShoppingItem'>>;
export type Invite = Row<Read<'readInvite'>>;

/** The lists `uid` is a member of, in no particular order (see useMyLists for the order shown). */
export function myListsQuery(uid: string): LiveSource<ShoppingList[]> {
  return liveQuery(
    { collection: collections.shoppingLists, where: [['memberIds', 'array-contains', uid]] },
    'readShoppingList',
  );
}

export function membersQuery(listId: string): LiveSource<ListMember[]> {
  return liveQuery({ collection: membersPath(listId) }, 'readMember');
}

/**
 * The name each list's creator goes by as its member (display name, else e-mail), by list id: one
 * member document per list asked for (lists sharing a name, to say whose each is). A creator who has
 * left is not named. Answers once every list has answered.
 */
export function listCreatorsQuery(
  lists: readonly Pick<ShoppingList, 'id' | 'createdBy'>[],
): LiveSource<ReadonlyMap<string, string>> {
  const wanted = lists.filter((list) => list.createdBy !== '');
  return {
    key: `listCreators:${wanted.map((list) => `${list.id}/${list.createdBy}`).join(',')}`,
    subscribe: (onData, onError) => {
      const names = new Map<string, string>();
      const answered = new Set<string>();
      const stops = wanted.map((list) =>
        withReader(
          'readMember',
          (read) =>
            subscribeDoc(
              `${membersPath(list.id)}/${list.createdBy}`,
              (member) => {
                const name = member?.displayName?.trim() || member?.email || '';
                if (name) names.set(list.id, name);
                else names.delete(list.id);
                answered.add(list.id);
                if (answered.size === wanted.length) onData(new Map(names));
              },
              onError,
              read,
            ),
          onError,
        ),
      );
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

/** Items of a list, or the user's personal items (listId null), newest first. */
export function listItemsQuery(uid: string, listId: string | null): LiveSource<ShoppingItem[]> {
  const fields = listId ? { shoppingListId: listId } : { shoppingListId: null, userId: uid };
  return matching(collections.shoppingItems, fields, 'readShoppingItem', { newest: 'createdAt' });
}

/** Invites waiting for an answer from `email` (stored lower-cased). */
export function pendingInvitesQuery(email: string): LiveSource<Invite[]> {
  return matching(collections.invites, { toEmail: email.toLowerCase(), status: 'pending' }, 'readInvite');
}

/** The invitations to a list still waiting for an answer (its members see them, to cancel one). */
export function listInvitesQuery(listId: string): LiveSource<Invite[]> {
  return matching(collections.invites, { listId, status: 'pending' }, 'readInvite');
}
