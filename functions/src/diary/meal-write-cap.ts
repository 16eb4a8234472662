// The daily cap on meal writes that ask no AI (docs/product-rules.md#abuse-caps): updateMeal,
// undoMealCorrection, deleteMeal, logRecipe, shareRecipe and unshareRecipe each count one write in
// usage/{uid} (`mealWritesDay`, `mealWrites`), and so do logFoods and logWater; a call that writes several
// entries (copyDay, logging again, moveSlot, deleteSlot) counts each of them. MEAL_WRITES_DAILY_QUOTA a UTC
// day (500 by default) is far above what a person logs and edits by hand, and keeps a script from filling
// the database through the callables that have no AI cost. A call refused for any other reason (not found, bad input) counts
// nothing: the count is written with the change, or right after the call's checks.
import type { Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { usageDay, usageResetAt } from '../platform/usage-day.js';
import { collections, readUsage, type UsageDocument } from '../shared/documents.js';

/**
 * Reads the caller's count in `tx` (before any of the transaction's writes) and refuses the call when its
 * `writes` would pass the cap (all of them or none); the returned function writes the count (after the
 * caller's other reads).
 */
export async function claimMealWrite(
  tx: Transaction,
  uid: string,
  deps: Deps,
  writes = 1,
): Promise<() => void> {
  const day = usageDay(deps.clock.now());
  const limit = deps.config.mealWritesDailyQuota;
  const ref = deps.db.collection(collections.usage).doc(uid);
  const usage = readUsage((await tx.get(ref)).data());
  const used = usage?.mealWritesDay === day ? (usage.mealWrites ?? 0) : 0;
  if (used + writes > limit)
    throw new AppError('tooManyMealWrites', { details: { limit, resetAt: usageResetAt(day) } });
  const counted: UsageDocument = { mealWritesDay: day, mealWrites: used + writes };
  return () => tx.set(ref, counted, { merge: true });
}

/** Counts one meal write in a transaction of its own, for callables whose write is not a transaction. */
export async function countMealWrite(uid: string, deps: Deps): Promise<void> {
  await deps.db.runTransaction(async (tx) => (await claimMealWrite(tx, uid, deps))());
}
