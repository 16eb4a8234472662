// clearHistory: deletes every meal of the caller, in batches of at most 500 writes.
import type { CallContext, Deps } from '../deps.js';
import { deleteQueryInBatches } from '../lib/batch-delete.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { collections } from '../shared/documents.js';

export async function handleClearHistory(
  _input: ParsedRequest<'clearHistory'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'clearHistory'>> {
  const deleted = await deleteQueryInBatches(
    deps.db,
    deps.db.collection(collections.meals).where('user_id', '==', ctx.uid),
  );
  return { deleted };
}
