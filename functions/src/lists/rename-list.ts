// renameList: any member may rename (SPEC 6); pending invites carry the list name for their e-mail and
// the invitee's screen, so they follow the rename.
import type { CallContext, Deps } from '../deps.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { INVITES, readListForMember } from './list-access.js';

export async function handleRenameList(
  input: ParsedRequest<'renameList'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'renameList'>> {
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const list = await readListForMember(db, input.listId, ctx.uid, tx);
    const pending = await tx.get(
      db.collection(INVITES).where('listId', '==', input.listId).where('status', '==', 'pending'),
    );
    tx.update(list.ref, { name: input.name });
    for (const invite of pending.docs) tx.update(invite.ref, { listName: input.name });
  });
  return {};
}
