// energyBalance: what the user burns a day, measured from the diary's day totals and the weigh-ins of the
// 28 days ending today in the user's zone (shared/weight/energy-balance.ts), with the weigh-ins of the last
// 90 days and their trend for the chart. Two range queries, each bounded by its window: at most 28 day
// documents and 90 weigh-ins are read, however long the account's history (the weigh-ins of the 28 days are
// among the 90). No AI call.
import type { CollectionReference } from 'firebase-admin/firestore';
import { localTime } from '../diary/diary-time.js';
import type { Handler } from '../platform/run-callable.js';
import { collections, readDayTotals, readWeight } from '../shared/documents.js';
import {
  type DayIntake,
  DEFAULT_EXPENDITURE_WINDOW_DAYS,
  estimateExpenditure,
  expenditureWindowStart,
} from '../shared/weight/energy-balance.js';
import { addDays, type WeighIn, weightTrend } from '../shared/weight/weight-trend.js';

/** The chart's days, today included. */
export const CHART_DAYS = 90;

/** The owner's documents of `collection` whose `day` is in [first, last], newest first, at most `max`.
 * The composite index userId + day (descending) of firestore.indexes.json serves it. */
function ownDays(collection: CollectionReference, uid: string, first: string, last: string, max: number) {
  return collection
    .where('userId', '==', uid)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .orderBy('day', 'desc')
    .limit(max)
    .get();
}

export const handleEnergyBalance: Handler<'energyBalance'> = async ({ timeZone }, ctx, { db, clock }) => {
  const today = localTime(clock.now(), timeZone).day;
  const windowDays = DEFAULT_EXPENDITURE_WINDOW_DAYS;
  const [days, weights] = await Promise.all([
    ownDays(db.collection(collections.days), ctx.uid, expenditureWindowStart(today), today, windowDays),
    ownDays(
      db.collection(collections.weights),
      ctx.uid,
      addDays(today, -(CHART_DAYS - 1)),
      today,
      CHART_DAYS,
    ),
  ]);
  const intakes: DayIntake[] = days.docs.flatMap((doc) => {
    const totals = readDayTotals(doc.data());
    return totals ? [{ day: totals.day, calories: totals.calories }] : [];
  });
  const weighIns: WeighIn[] = weights.docs.flatMap((doc) => {
    const weighIn = readWeight(doc.data());
    return weighIn ? [{ day: weighIn.day, kg: weighIn.kg }] : [];
  });
  // The estimate reads only the weigh-ins of its 28 days; the chart's trend all 90 days'.
  const estimate = estimateExpenditure({ intakes, weighIns, today, windowDays });
  return { ...estimate, points: weightTrend(weighIns).points };
};
