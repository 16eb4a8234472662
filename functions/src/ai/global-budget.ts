// The global daily budget of AI calls (cost ceiling): `AI_GLOBAL_DAILY_QUOTA` calls a UTC day for all users
// together. It is split over up to BUDGET_SHARDS documents, each with its share of the budget (the shares
// add up to the budget exactly), so concurrent AI calls spread their writes instead of queueing on one
// document. A call counts against one random shard inside the caller's quota transaction; only when that
// shard is spent does it read the others to find one with room, so the budget is never exceeded and is
// only refused when every shard is spent.
import {
  type DocumentReference,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Stored } from '../platform/stored.js';
import { type AiBudgetShardDocument, collections, readAiBudgetShard } from '../shared/documents.js';

export const BUDGET_SHARDS = 10;

/** The shard limits of a daily budget: `budget` split as evenly as possible over at most BUDGET_SHARDS. */
export function shardLimits(budget: number): number[] {
  const shards = Math.min(BUDGET_SHARDS, budget);
  return Array.from(
    { length: shards },
    (_, i) => Math.floor(budget / shards) + (i < budget % shards ? 1 : 0),
  );
}

export interface BudgetClaim {
  ref: DocumentReference;
  next: Stored<AiBudgetShardDocument>;
}

/**
 * Reads (in `tx`) a shard with room left today and returns the write that counts one call on it, or null
 * when the day's budget is spent. The caller applies the write, so it commits with the per-user count.
 */
export async function claimBudgetShard(
  db: Firestore,
  tx: Transaction,
  day: string,
  budget: number,
  now: Date,
  random: () => number = Math.random,
): Promise<BudgetClaim | null> {
  const limits = shardLimits(budget);
  if (limits.length === 0) return null;
  const refs = limits.map((_, i) => db.collection(collections.aiBudget).doc(String(i)));
  const usedOn = (data: unknown) => {
    const shard = readAiBudgetShard(data);
    return shard?.day === day ? shard.count : 0;
  };
  const claim = (i: number, used: number): BudgetClaim => ({
    ref: refs[i] as DocumentReference,
    next: { day, count: used + 1, limit: limits[i] as number, updatedAt: Timestamp.fromDate(now) },
  });
  const first = Math.floor(random() * limits.length) % limits.length;
  const firstUsed = usedOn((await tx.get(refs[first] as DocumentReference)).data());
  if (firstUsed < (limits[first] as number)) return claim(first, firstUsed);
  const all = await tx.getAll(...refs);
  const open = all.flatMap((snap, i) => {
    const used = usedOn(snap.data());
    return used < (limits[i] as number) ? [{ i, used }] : [];
  });
  const pick = open[Math.floor(random() * open.length) % Math.max(open.length, 1)];
  return pick ? claim(pick.i, pick.used) : null;
}

/** The day's AI calls so far, all shards summed (for tests and monitoring). */
export async function budgetSpent(db: Firestore, day: string): Promise<number> {
  const snaps = await db.collection(collections.aiBudget).get();
  return snaps.docs.reduce((sum, snap) => {
    const shard = readAiBudgetShard(snap.data());
    return sum + (shard?.day === day ? shard.count : 0);
  }, 0);
}
