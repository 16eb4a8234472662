// logWeight and deleteWeight: one weigh-in per user and local calendar day, in weights/{uid}_{day}
// (docs/product-rules.md#weight-over-time). A weigh-in for the user's latest day becomes the profile's
// weight in the same transaction, so Health and the formulas follow the scale without a second step.
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored, StoredUpdate } from '../platform/stored.js';
import {
  collections,
  type MeasurementSystem,
  readUser,
  type UserDocument,
  type WeightDocument,
  weightId,
} from '../shared/documents.js';
import { kgToLb, roundTo } from '../shared/weight/weight-units.js';
import { claimWeighInChange } from './weigh-in-cap.js';

/** How far the zone furthest ahead of UTC (UTC+14, Kiribati's Line Islands) is ahead of it. */
const MAX_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * The latest calendar day that has begun somewhere on Earth at `now`. The server does not know the user's
 * time zone (logWeight takes only the day), and a day begins first at UTC+14, 14 hours before it begins at
 * UTC: so any day up to UTC's date 14 hours from now may be "today" for the user, and a later day is the
 * future everywhere.
 */
export function latestDayBegun(now: Date): string {
  return new Date(now.getTime() + MAX_ZONE_AHEAD_MS).toISOString().slice(0, 10);
}

/** The profile's weight for a weigh-in, stored the way updateProfile stores it: kg for a metric profile,
 * pounds (to 0.1, which gives back a weight typed in pounds exactly) for an imperial one. */
export function profileWeight(kg: number, system: MeasurementSystem): number {
  return system === 'imperial' ? roundTo(kgToLb(kg), 1) : kg;
}

export const handleLogWeight: Handler<'logWeight'> = async ({ day, kg }, ctx, deps) => {
  if (day > latestDayBegun(deps.clock.now())) throw new AppError('weighInInFuture');
  const { db } = deps;
  const stored = roundTo(kg, 2);
  const weights = db.collection(collections.weights);
  const userRef = db.collection(collections.users).doc(ctx.uid);
  const later = weights
    .where('userId', '==', ctx.uid)
    .where('day', '>', day)
    .orderBy('day', 'desc')
    .limit(1)
    .select();
  await db.runTransaction(async (tx) => {
    // The profile is read in every logWeight, so two weigh-ins logged at once conflict and one retries on
    // the other's result: the profile ends with the later day's weight whatever the order of commits.
    // One read after the other: a transaction's first read is what starts it.
    const user = await tx.get(userRef);
    const isLatest = (await tx.get(later)).empty;
    const counted = await claimWeighInChange(tx, ctx.uid, deps);
    const now = FieldValue.serverTimestamp();
    const weighIn: Stored<WeightDocument> = { userId: ctx.uid, day, kg: stored, updatedAt: now };
    tx.set(weights.doc(weightId(ctx.uid, day)), weighIn);
    // No profile yet (ensureProfile runs at sign-in): nothing to update, and none is made here.
    if (isLatest && user.exists) {
      const update: StoredUpdate<UserDocument> = {
        weight: profileWeight(stored, readUser(user.data()).measurementSystem),
        lastUpdated: now,
      };
      tx.update(userRef, update);
    }
    counted();
  });
  return { day, kg: stored };
};

/** Deleting a day without a weigh-in changes nothing (a second tap, or a retry) and counts nothing. The
 * profile's weight is left as it is, also when the latest weigh-in goes: it is the user's weight as last
 * entered, and an older weigh-in is not a better answer to "what do you weigh". */
export const handleDeleteWeight: Handler<'deleteWeight'> = async ({ day }, ctx, deps) => {
  const ref = deps.db.collection(collections.weights).doc(weightId(ctx.uid, day));
  await deps.db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return;
    const counted = await claimWeighInChange(tx, ctx.uid, deps);
    tx.delete(ref);
    counted();
  });
  return {};
};
