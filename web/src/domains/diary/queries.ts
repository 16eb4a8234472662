// The diary's live reads: the user's meals (paged, or one day's), favourites and day totals, each row read
// with its collection's tolerant reader (lib/live-data.ts is the machinery).
import { collections } from '@shared/collections';
import { countQuery, type QuerySpec, subscribeDoc } from '../../lib/firestore';
import {
  type LiveSource,
  liveQuery,
  matching,
  onDays,
  type Read,
  type Row,
  withReader,
} from '../../lib/live-data';

export type Meal = Row<Read<'readMeal'>>;
/** favorites/{id}: a copy of a meal the user keeps to log again in one tap. */
export type Favorite = Row<Read<'readFavorite'>>;
/** days/{uid}_{day}: the sums of the user's eaten entries on one local day. */
export type DayTotals = Row<Read<'readDayTotals'>>;

const ownMeals = (uid: string): QuerySpec => ({
  collection: collections.meals,
  where: [['user_id', '==', uid]],
  orderBy: [['timestamp', 'desc']],
});

/**
 * Up to `limit` of the user's meals, newest first, after `startAfter` (a row this query delivered
 * earlier: the page continues exactly after it).
 */
export function mealsQuery(uid: string, page: { limit: number; startAfter?: Meal }): LiveSource<Meal[]> {
  return liveQuery({ ...ownMeals(uid), limit: page.limit, startAfter: page.startAfter }, 'readMeal');
}

/** The photo of the user's meal `mealId`, which an entry copied from it shows (the image is stored once);
 * null when it has none or is gone. */
export function mealPhotoQuery(mealId: string): LiveSource<string | null> {
  const path = `${collections.meals}/${mealId}`;
  return {
    key: `photo:${path}`,
    subscribe: (onData, onError) =>
      withReader(
        'readMeal',
        (read) => subscribeDoc(path, (meal) => onData(meal?.thumbnail ?? null), onError, read),
        onError,
      ),
  };
}

/** How many meals the user has (one aggregate read, whatever the number). */
export function countMeals(uid: string, signal?: AbortSignal): Promise<number> {
  return countQuery(ownMeals(uid), signal);
}

/** The user's latest `limit` favourites, newest first (index userId + createdAt desc). */
export function favoritesQuery(uid: string, limit: number): LiveSource<Favorite[]> {
  return matching(collections.favorites, { userId: uid }, 'readFavorite', { limit, newest: 'createdAt' });
}

/** The user's favourite saved from their entry `mealId`, if any. */
export function favoriteOfMealQuery(uid: string, mealId: string): LiveSource<Favorite[]> {
  return matching(collections.favorites, { userId: uid, mealId }, 'readFavorite', { limit: 1 });
}

// The owner's days are read with a query on `userId` (the rules can only check it on documents that
// exist; a missing day simply answers nothing) and equality filters only, which need no composite index.

/** days/{uid}_{day}: one document, null while the day has no eaten entry. */
export function dayTotalsQuery(uid: string, day: string): LiveSource<DayTotals | null> {
  const source = matching(collections.days, { userId: uid, day }, 'readDayTotals', { limit: 1 });
  return {
    key: `${collections.days}:${uid}:${day}`,
    subscribe: (onData, onError) => source.subscribe((rows) => onData(rows[0] ?? null), onError),
  };
}

/** The given days' totals (at most 30 days: one document each, no more), in no particular order; a day
 * without eaten entries is absent. */
export function dayRangeQuery(uid: string, days: string[]): LiveSource<DayTotals[]> {
  return onDays(collections.days, { userId: uid }, days, 'readDayTotals');
}

/** The user's eaten entries of one diary day, newest first (at most `limit`). */
export function dayMealsQuery(uid: string, day: string, limit: number): LiveSource<Meal[]> {
  return matching(collections.meals, { user_id: uid, day }, 'readMeal', { limit, newest: 'timestamp' });
}
