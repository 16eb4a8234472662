// Cascade deletes: Firestore batches hold at most 500 writes, so large sets are deleted page by page.
import type { Firestore, Query } from 'firebase-admin/firestore';

export const BATCH_LIMIT = 500;

/** Deletes every document matching `query`; returns how many were deleted. */
export async function deleteQueryInBatches(
  db: Firestore,
  query: Query,
  batchSize = BATCH_LIMIT,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(batchSize).select().get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < batchSize) return deleted;
  }
}
