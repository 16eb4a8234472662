// renameList: any member may rename (docs/product-rules.md#who-may-do-what); pending invites carry the list
// name for their e-mail and the invitee's screen, so they follow the rename.
import type { CallContext, Deps } from '../deps.js';
import type { StoredUpdate } from '../lib/stored.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { collections, type InviteDocument, type ShoppingListDocument } from '../shared/documents.js';
import { readListForMember } from './list-access.js';

export async function handleRenameList(
  input: ParsedRequest<'renameList'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'renameList'>> {
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
}
