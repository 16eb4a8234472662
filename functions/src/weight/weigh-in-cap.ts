// The daily cap on weigh-in changes (docs/product-rules.md#abuse-caps): logWeight and deleteWeight each
// count one in usage/{uid} (`weighInsDay`, `weighIns`), limits.weighInChangesPerDay a UTC day. A month of
// weigh-ins typed in from paper fits; a script filling a century of days does not.
import type { Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { usageDay, usageResetAt } from '../platform/usage-day.js';
import { collections, readUsage, type UsageDocument } from '../shared/documents.js';
import { limits } from '../shared/limits.js';

/** Reads the caller's count in `tx` and refuses past the cap; the returned function writes the count
 * (call it after the transaction's other reads). */
export async function claimWeighInChange(tx: Transaction, uid: string, deps: Deps): Promise<() => void> {
  const day = usageDay(deps.clock.now());
  const limit = limits.weighInChangesPerDay;
  const ref = deps.db.collection(collections.usage).doc(uid);
  const usage = readUsage((await tx.get(ref)).data());
  const used = usage?.weighInsDay === day ? (usage.weighIns ?? 0) : 0;
  if (used >= limit)
    throw new AppError('tooManyWeighIns', { details: { limit, resetAt: usageResetAt(day) } });
  const counted: UsageDocument = { weighInsDay: day, weighIns: used + 1 };
  return () => tx.set(ref, counted, { merge: true });
}
