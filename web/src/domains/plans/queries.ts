// The meal plan's live reads: the planned meals of a week, the user's own and those shared with one of
// their lists, each read with the plan's tolerant reader (lib/live-data.ts is the machinery). Equality and
// `in` filters only, which need no composite index.
import { collections } from '@shared/collections';
import { type LiveSource, onDays, type Read, type Row } from '../../lib/live-data';

/** mealPlans/{planId}: a recipe put on a day and slot for a number of persons. */
export type MealPlan = Row<Read<'readMealPlan'>>;

/** The user's own plans on `days` (a week: at most 30 days are asked for). */
export function ownPlansQuery(uid: string, days: readonly string[]): LiveSource<MealPlan[]> {
  return onDays(collections.mealPlans, { userId: uid }, days, 'readMealPlan');
}

/** The plans shared with list `listId` on `days`, by any member (the user included). */
export function listPlansQuery(listId: string, days: readonly string[]): LiveSource<MealPlan[]> {
  return onDays(collections.mealPlans, { listId: listId }, days, 'readMealPlan');
}

/**
 * The week's plans the user sees: their own and those shared with each of `listIds`, each plan once (a plan
 * of the user's shared with a list answers both queries). Answers once every query has answered, then on
 * every change of any of them.
 */
export function weekPlansQuery(
  uid: string,
  listIds: readonly string[],
  days: readonly string[],
): LiveSource<MealPlan[]> {
  const sources = [ownPlansQuery(uid, days), ...listIds.map((listId) => listPlansQuery(listId, days))];
  return {
    key: `plans:${sources.map((source) => source.key).join('|')}`,
    subscribe(onData, onError) {
      const answers: (MealPlan[] | undefined)[] = sources.map(() => undefined);
      const publish = () => {
        if (answers.some((answer) => answer === undefined)) return;
        const byId = new Map<string, MealPlan>();
        for (const plan of answers.flat()) if (plan) byId.set(plan.id, plan);
        onData([...byId.values()]);
      };
      const stops = sources.map((source, index) =>
        source.subscribe((plans) => {
          answers[index] = plans;
          publish();
        }, onError),
      );
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
