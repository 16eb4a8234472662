// The caps on lookups that reach Open Food Facts (docs/product-rules.md#abuse-caps), counted in one
// transaction before the request: per account a UTC day (limits.productLookupsPerDay, a smaller allowance
// without a verified address) and a minute (a burst from one account), and all accounts together a
// minute (productBudget/{minute}), so that nobody can use the app to flood Open Food Facts, whose terms
// ask clients to stay well under 100 product reads a minute. A refused lookup counts nothing.
import { Timestamp } from 'firebase-admin/firestore';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Stored } from '../platform/stored.js';
import { usageDay, usageResetAt } from '../platform/usage-day.js';
import {
  collections,
  type ProductBudgetDocument,
  readProductBudget,
  readUsage,
  type UsageDocument,
} from '../shared/documents.js';
import { limits } from '../shared/limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one lookup for the caller, or refuses it with the cap it would pass. */
export async function countProductLookup(ctx: CallContext, deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const day = usageDay(now);
  const minute = now.toISOString().slice(0, 16);
  const userRef = deps.db.collection(collections.usage).doc(ctx.uid);
  const budgetRef = deps.db.collection(collections.productBudget).doc(minute);
  await deps.db.runTransaction(async (tx) => {
    const [userSnap, budgetSnap] = await tx.getAll(userRef, budgetRef);
    const usage = readUsage(userSnap?.data());
    const today = usage?.productLookupsDay === day ? (usage.productLookups ?? 0) : 0;
    const dayLimit = ctx.emailVerified ? limits.productLookupsPerDay : limits.productLookupsPerDayUnverified;
    if (today >= dayLimit)
      throw new AppError(ctx.emailVerified ? 'tooManyProductLookups' : 'productLookupsVerifyEmail', {
        details: { limit: dayLimit, resetAt: usageResetAt(day) },
      });
    const thisMinute = usage?.productLookupsMinute === minute ? (usage.productLookupsInMinute ?? 0) : 0;
    if (thisMinute >= limits.productLookupsPerMinute) throw new AppError('productLookupsTooFast');
    const everyone = budgetSnap?.exists ? (readProductBudget(budgetSnap.data())?.count ?? 0) : 0;
    if (everyone >= limits.productLookupsPerMinuteGlobal) throw new AppError('productLookupsBusy');
    const counted: UsageDocument = {
      productLookupsDay: day,
      productLookups: today + 1,
      productLookupsMinute: minute,
      productLookupsInMinute: thisMinute + 1,
    };
    tx.set(userRef, counted, { merge: true });
    const budget: Stored<ProductBudgetDocument> = {
      minute,
      count: everyone + 1,
      expiresAt: Timestamp.fromMillis(now.getTime() + DAY_MS),
    };
    tx.set(budgetRef, budget);
  });
}
