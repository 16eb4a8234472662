import type { Handler } from '../platform/run-callable.js';
import type { StoredUpdate } from '../platform/stored.js';
import { collections, type InviteDocument, type ShoppingListDocument } from '../shared/documents.js';
import { readListForMember } from './list-access.js';

export const handleRenameList: Handler<'renameList'> = async (input, ctx, deps) => {
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const list = await readListForMember(db, input.listId, ctx.uid, tx);
    const pending = await tx.get(
      db.collection(collections.invites).where('listId', '==', input.listId).where('status', '==', 'pending'),
    );
    const listUpdate: StoredUpdate<ShoppingListDocument> = { name: input.name };
    const inviteUpdate: StoredUpdate<InviteDocument> = { listName: input.name };
    tx.update(list.ref, listUpdate);
    for (const invite of pending.docs) tx.update(invite.ref, inviteUpdate);
  });
  return {};
};
