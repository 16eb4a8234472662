// logWater: the glasses of water drunk on a diary day, set (not added to) as the user counts them; the
// day's document (days/{uid}_{day}) carries them as `water` in ml, beside the sums of its entries, which
// keep it (day-totals.ts). A day with neither water nor entries has no document. A day may be any from
// limits.firstDiaryDay to today in the caller's zone. Each call counts as one meal write.
import { FieldValue } from 'firebase-admin/firestore';
import type { Handler } from '../platform/run-callable.js';
import type { Stored } from '../platform/stored.js';
import { type DayTotalsDocument, readDayTotals } from '../shared/documents.js';
import { limits } from '../shared/limits.js';
import { dayRef } from './day-totals.js';
import { assertLoggableDay } from './diary-time.js';
import { claimMealWrite } from './meal-write-cap.js';

export const handleLogWater: Handler<'logWater'> = async (input, ctx, deps) => {
  const { db } = deps;
  const { day, glasses } = input;
  assertLoggableDay(day, input.timeZone, deps.clock.now());
  const water = glasses * limits.glassMl;
  await db.runTransaction(async (tx) => {
    const ref = dayRef(db, ctx.uid, day);
    const snap = await tx.get(ref);
    const counted = await claimMealWrite(tx, ctx.uid, deps);
    const current = snap.exists ? readDayTotals(snap.data()) : null;
    if (current && (current.meals > 0 || water > 0))
      tx.update(ref, {
        water: water > 0 ? water : FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    else if (snap.exists) tx.delete(ref);
    else if (water > 0) {
      const fresh: Stored<DayTotalsDocument> = {
        userId: ctx.uid,
        day,
        calories: 0,
        protein: 0,
        carbs: 0,
        fat: 0,
        meals: 0,
        rows: 0,
        water,
        updatedAt: FieldValue.serverTimestamp(),
      };
      tx.set(ref, fresh);
    }
    counted();
  });
  return { day, glasses, water };
};
