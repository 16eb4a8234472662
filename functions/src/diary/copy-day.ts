// copyDay: every eaten entry of one day (or of one of its slots) copied onto another day, into the same
// slots (or the slot asked for) at the same time of day (docs/product-rules.md#logging-in-seconds). The entries are read and copied
// in one transaction with the target day's totals; at most limits.entriesPerCopy of them, so that the
// transaction stays small (a day with more is copied slot by slot). Each copied entry counts as one meal
// write. No AI call.
import type { Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import { collections, type Meal, readMeal } from '../shared/documents.js';
import { limits } from '../shared/limits.js';
import { assertDiaryDay, isDayInEntryWindow, localTime, SLOT_TIMES, zonedMoment } from './diary-time.js';
import { mealTemplate, type NewEntry, storeEntries } from './entry-copies.js';

export const handleCopyDay: Handler<'copyDay'> = async (input, ctx, deps) => {
  const { timeZone, toDay } = input;
  const today = localTime(deps.clock.now(), timeZone).day;
  assertDiaryDay(input.fromDay, today);
  if (!isDayInEntryWindow(toDay, today)) throw new AppError('dayOutOfRange');
  const written = await storeEntries(deps, ctx.uid, async (tx) => {
    const entries = await readEntries(tx, deps, ctx.uid, input.fromDay, input.slot);
    if (entries.length === 0) throw new AppError('nothingToCopy');
    if (entries.length > limits.entriesPerCopy)
      throw new AppError('tooManyToCopy', {
        details: { limit: limits.entriesPerCopy, found: entries.length },
      });
    return entries.map(({ id, meal }): NewEntry => {
      const slot = input.toSlot ?? meal.slot ?? 'snack';
      return {
        template: mealTemplate(id, meal, meal.items ?? []),
        factor: 1,
        day: toDay,
        slot,
        eatenAt: sameTimeOn(meal, toDay, timeZone),
        timeZone,
      };
    });
  });
  return { mealIds: written.map((w) => w.mealId) };
};

/** When `meal` is eaten on `day`: at the same time of day as it was, in the zone the copy or move is made
 * in (at its slot's usual time when it has none). */
export function sameTimeOn(meal: Meal, day: string, timeZone: string): Date {
  const [hour, minute] = meal.eatenAt
    ? ((t) => [t.hour, t.minute] as const)(localTime(meal.eatenAt, timeZone))
    : SLOT_TIMES[meal.slot ?? 'snack'];
  return zonedMoment(day, hour, minute, timeZone);
}

/** The caller's eaten entries of `day` (of `slot` only, when given), in the order they were eaten. */
export async function readEntries(tx: Transaction, deps: Deps, uid: string, day: string, slot?: string) {
  const snaps = await tx.get(
    deps.db.collection(collections.meals).where('user_id', '==', uid).where('day', '==', day),
  );
  return snaps.docs
    .flatMap((doc) => {
      const meal = readMeal(doc.data());
      return meal ? [{ id: doc.id, meal }] : [];
    })
    .filter(({ meal: m }) => m.user_id === uid && m.day === day && m.type === 'nutrition')
    .filter(({ meal: m }) => slot === undefined || m.slot === slot)
    .sort((a, b) => (a.meal.eatenAt?.getTime() ?? 0) - (b.meal.eatenAt?.getTime() ?? 0));
}
