// logWater: the glasses of water drunk on a diary day, set (not added to) as the user counts them; the
// day's document (days/{uid}_{day}) carries them as `water` in ml, beside the sums of its entries, which
// keep it (day-totals.ts). A day with neither water nor entries has no document. A day may be any from
// limits.firstDiaryDay to today in the caller's zone. Each call counts as one meal write.
import type { Handler } from '../platform/run-callable.js';
import { limits } from '../shared/limits.js';
import { writeMealsWithDayTotals } from './day-totals.js';
import { assertLoggableDay } from './diary-time.js';
import { claimMealWrite } from './meal-write-cap.js';

export const handleLogWater: Handler<'logWater'> = async (input, ctx, deps) => {
  const { db } = deps;
  const { day, glasses } = input;
  assertLoggableDay(day, input.timeZone, deps.clock.now());
  const water = glasses * limits.glassMl;
  await db.runTransaction(async (tx) => {
    const counted = await claimMealWrite(tx, ctx.uid, deps);
    // The day's sums are taken again with it, so the day stays the sum of its entries.
    await writeMealsWithDayTotals(db, tx, ctx.uid, [], [], [day], { [day]: water });
    counted();
  });
  return { day, glasses, water };
};
