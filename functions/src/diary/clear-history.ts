// clearHistory: every meal of the caller. The diary's days go day by day, each day's entries and its
// totals in one transaction (so a meal logged meanwhile on another device is counted again by its own
// write); then the remaining meals and the copies of recipes the caller shared.

import { deleteQueryInBatches } from '../platform/batch-delete.js';
import type { Deps } from '../platform/deps.js';
import type { Handler } from '../platform/run-callable.js';
import { collections } from '../shared/documents.js';

export const handleClearHistory: Handler<'clearHistory'> = async (_input, ctx, deps) => {
  const deleted =
    (await clearDiary(deps, ctx.uid)) +
    (await deleteQueryInBatches(
      deps.db,
      deps.db.collection(collections.meals).where('user_id', '==', ctx.uid),
    ));
  await deleteQueryInBatches(
    deps.db,
    deps.db.collection(collections.sharedRecipes).where('sharedBy', '==', ctx.uid),
  );
  return { deleted };
};

/** Deletes every day of `uid` with its eaten entries; returns how many entries went. */
export async function clearDiary(deps: Deps, uid: string): Promise<number> {
  const { db } = deps;
  let deleted = 0;
  const days = await db.collection(collections.days).where('userId', '==', uid).get();
  for (const day of days.docs) {
    const date = day.get('day');
    deleted += await db.runTransaction(async (tx) => {
      const entries =
        typeof date === 'string'
          ? await tx.get(
              db.collection(collections.meals).where('user_id', '==', uid).where('day', '==', date),
            )
          : { docs: [] };
      await tx.get(day.ref);
      for (const entry of entries.docs) tx.delete(entry.ref);
      tx.delete(day.ref);
      return entries.docs.length;
    });
  }
  return deleted;
}
