// Per-user daily quota on AI calls (cost and abuse control), counted atomically in usage/{uid}, and the
// global daily budget of all users (global-budget.ts), counted in the same transaction. A call is counted
// before the provider is asked, so failing or abusive requests are limited too; a refused call counts
// against neither. An account without a verified e-mail address gets a small allowance of the quota:
// throwaway accounts cost nothing to make, and forty of them at the full quota would spend the global
// budget and shut AI off for everyone (docs/product-rules.md#ai-quota).
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { logEvents } from '../platform/log.js';
import { usageDay, usageResetAt } from '../platform/usage-day.js';
import { collections, readUsage, readUser } from '../shared/documents.js';
import type { Language } from '../shared/languages.js';
import { claimBudgetShard } from './global-budget.js';

/** Counts one AI call for the caller (or refuses it) and returns their language, in one transaction. */
export async function beginAiCall(ctx: CallContext, deps: Deps): Promise<Language> {
  const now = deps.clock.now();
  const day = usageDay(now);
  const ref = deps.db.collection(collections.usage).doc(ctx.uid);
  const userRef = deps.db.collection(collections.users).doc(ctx.uid);
  const limit = deps.config.aiDailyQuota;
  const unverifiedLimit = Math.min(limit, deps.config.aiUnverifiedDailyQuota);
  return deps.db.runTransaction(async (tx) => {
    const [snap, user] = await tx.getAll(ref, userRef);
    const usage = readUsage(snap?.data());
    const used = usage?.day === day ? (usage.count ?? 0) : 0;
    const resetAt = usageResetAt(day);
    if (used >= limit) {
      throw new AppError('quotaExceeded', { details: { limit, resetAt } });
    }
    // Verifying the address lifts the allowance to the full quota at once (the count is the same).
    if (!ctx.emailVerified && used >= unverifiedLimit) {
      throw new AppError('aiVerifyEmail', { details: { limit: unverifiedLimit, resetAt } });
    }
    const budget = deps.config.aiGlobalDailyQuota;
    const shard = await claimBudgetShard(deps.db, tx, day, budget, now);
    if (!shard) {
      deps.log.warn(logEvents.aiBudgetExhausted, { day, budget });
      throw new AppError('aiBudgetExhausted', { details: { resetAt } });
    }
    tx.set(shard.ref, shard.next);
    const inForce = ctx.emailVerified ? limit : unverifiedLimit;
    tx.set(ref, { day, count: used + 1, limit: inForce, updatedAt: now }, { merge: true });
    return readUser(user?.data()).language;
  });
}
