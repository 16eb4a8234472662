import { deleteQueryInBatches } from '../lib/batch-delete.js';
import type { Handler } from '../lib/run-callable.js';
import { collections } from '../shared/documents.js';

export const handleClearHistory: Handler<'clearHistory'> = async (_input, ctx, deps) => {
  const deleted = await deleteQueryInBatches(
    deps.db,
    deps.db.collection(collections.meals).where('user_id', '==', ctx.uid),
  );
  return { deleted };
};
