// deleteList: any member may delete the list; its items and pending invites go with it
// (docs/product-rules.md#deleting-a-list).
import type { CallContext, Deps } from '../deps.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { deleteListCompletely } from './list-cascade.js';

export async function handleDeleteList(
  input: ParsedRequest<'deleteList'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'deleteList'>> {
  await deleteListCompletely(deps, input.listId, ctx);
  return {};
}
