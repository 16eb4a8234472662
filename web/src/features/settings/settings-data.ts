// Firestore shapes Settings reads (DESIGN 2) and the live queries that read them.
import { useLiveQuery } from '../../hooks/use-live-query';

export interface ShoppingList {
  name: string;
  createdBy: string;
  createdAt?: Date;
  memberIds: string[];
}

export interface ListMember {
  userId: string;
  email: string;
  displayName?: string;
  joinedAt?: Date;
}

export interface Invite {
  listId: string;
  listName?: string;
  fromUserId: string;
  fromEmail: string;
  toEmail: string;
  status: 'pending' | 'accepted' | 'declined';
  createdAt?: Date;
}

export function useMyLists(uid: string | null) {
  const query = useLiveQuery<ShoppingList>(
    uid ? { collection: 'shoppingLists', where: [['memberIds', 'array-contains', uid]] } : null,
  );
  // Oldest first (the default list on top); sorted here so no composite index is needed.
  const rows = [...query.rows].sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  return { ...query, rows };
}

export function useMembers(listId: string | null) {
  return useLiveQuery<ListMember>(listId ? { collection: `shoppingLists/${listId}/members` } : null);
}

export function usePendingInvites(email: string | null | undefined) {
  return useLiveQuery<Invite>(
    email
      ? {
          collection: 'invites',
          where: [
            ['toEmail', '==', email.toLowerCase()],
            ['status', '==', 'pending'],
          ],
        }
      : null,
  );
}
