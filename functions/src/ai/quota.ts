// Per-user daily quota on AI calls (cost and abuse control), counted atomically in usage/{uid}, and the
// global daily budget of all users (global-budget.ts), counted in the same transaction. A call is counted
// before the provider is asked, so failing or abusive requests are limited too; a refused call counts
// against neither.
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { logEvents } from '../platform/log.js';
import { collections, readUsage, readUser } from '../shared/documents.js';
import { claimBudgetShard } from './global-budget.js';
import type { Language } from './prompts.js';

/** Counts one AI call for `uid` (or refuses it) and returns the user's language, in one transaction. */
export async function beginAiCall(uid: string, deps: Deps): Promise<Language> {
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const ref = deps.db.collection(collections.usage).doc(uid);
  const userRef = deps.db.collection(collections.users).doc(uid);
  const limit = deps.config.aiDailyQuota;
  return deps.db.runTransaction(async (tx) => {
    const [snap, user] = await tx.getAll(ref, userRef);
    const usage = readUsage(snap?.data());
    const used = usage?.day === day ? (usage.count ?? 0) : 0;
    const resetAt = new Date(`${day}T00:00:00.000Z`);
    resetAt.setUTCDate(resetAt.getUTCDate() + 1);
    if (used >= limit) {
      throw new AppError('quotaExceeded', { details: { limit, resetAt: resetAt.toISOString() } });
    }
    const budget = deps.config.aiGlobalDailyQuota;
    const shard = await claimBudgetShard(deps.db, tx, day, budget, now);
    if (!shard) {
      deps.log.warn(logEvents.aiBudgetExhausted, { day, budget });
      throw new AppError('aiBudgetExhausted', { details: { resetAt: resetAt.toISOString() } });
    }
    tx.set(shard.ref, shard.next);
    tx.set(ref, { day, count: used + 1, limit, updatedAt: now }, { merge: true });
    return readUser(user?.data()).language;
  });
}
