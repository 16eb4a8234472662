// The cap on recipe pages one account may fetch (limits.recipeImportsPerDay a UTC day), kept in
// usage/{uid} beside the other daily counters (`recipeImportsDay`, `recipeImports`). Each fetch counts
// before it is made, whatever the page then holds: it is the fetch that costs (the functions' time and
// traffic, and someone else's server), so failed imports cannot be repeated without end either. An
// address refused before any fetch (not a web address) counts nothing.
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { usageDay, usageResetAt } from '../platform/usage-day.js';
import { collections, readUsage, readUser, type UsageDocument } from '../shared/documents.js';
import type { Language } from '../shared/languages.js';
import { limits } from '../shared/limits.js';

/** Counts one page fetch for the caller, or refuses it; returns the caller's language. */
export async function countRecipeImport(ctx: CallContext, deps: Deps): Promise<Language> {
  const day = usageDay(deps.clock.now());
  const usageRef = deps.db.collection(collections.usage).doc(ctx.uid);
  const userRef = deps.db.collection(collections.users).doc(ctx.uid);
  return deps.db.runTransaction(async (tx) => {
    const [usageSnap, userSnap] = await tx.getAll(usageRef, userRef);
    const usage = readUsage(usageSnap?.data());
    const used = usage?.recipeImportsDay === day ? (usage.recipeImports ?? 0) : 0;
    const limit = limits.recipeImportsPerDay;
    if (used >= limit)
      throw new AppError('tooManyRecipeImports', { details: { limit, resetAt: usageResetAt(day) } });
    const counted: UsageDocument = { recipeImportsDay: day, recipeImports: used + 1 };
    tx.set(usageRef, counted, { merge: true });
    return readUser(userSnap?.data()).language;
  });
}
