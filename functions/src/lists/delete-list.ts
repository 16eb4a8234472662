// deleteList: any member may delete the list (SPEC 6); its items and pending invites go with it.
import type { CallContext, Deps } from '../deps.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { deleteListCompletely } from './remove-list.js';

export async function handleDeleteList(
  input: ParsedRequest<'deleteList'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'deleteList'>> {
  await deleteListCompletely(deps, input.listId, ctx);
  return {};
}
