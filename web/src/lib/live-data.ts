// Every Firestore read of the app, typed: each query names its collection and fields here (from the
// shared document contract) and reads every row with that collection's tolerant reader, so features
// never spell a collection or field name. A query is a LiveSource: `useLiveQuery` subscribes to it,
// and sources with the same key share one listener.
// The readers load with the first subscription (see document-readers.ts).
import { collections, membersPath } from '@shared/collections';
import { loadReaders, type Readers, readersNow } from './document-readers';
import { countQuery, type QuerySpec, type ReadDocument, subscribeDoc, subscribeQuery } from './firestore';

export type { MealType } from '@shared/documents';

type ReaderName = { [K in keyof Readers]: K extends `read${string}` ? K : never }[keyof Readers];
/** What reader `K` makes of a stored document. */
type Read<K extends ReaderName> = NonNullable<ReturnType<Readers[K]>>;

/** A document as the app reads it: its fields (see the shared readers) and its id. */
export type Row<T> = T & { id: string };
export type Profile = Row<Read<'readUser'>>;
export type ShoppingList = Row<Read<'readShoppingList'>>;
export type ListMember = Row<Read<'readMember'>>;
export type ShoppingItem = Row<Read<'readShoppingItem'>>;
export type Invite = Row<Read<'readInvite'>>;
export type Meal = Row<Read<'readMeal'>>;
/** favorites/{id}: a copy of a meal the user keeps to log again in one tap. */
export type Favorite = Row<Read<'readFavorite'>>;
/** sharedRecipes/{listId}_{mealId}: a copy of a recipe a member shared with a list. */
export type SharedRecipe = Row<Read<'readSharedRecipe'>>;
/** days/{uid}_{day}: the sums of the user's eaten entries on one local day. */
export type DayTotals = Row<Read<'readDayTotals'>>;

/**
 * Opens a subscription with reader `name`: at once when the readers have loaded, else once they have,
 * unless it was cancelled meanwhile; a failed load (offline before they were ever loaded) is reported,
 * and the next subscription tries again.
 */
function withReader<K extends ReaderName>(
  name: K,
  open: (read: ReadDocument<Read<K>>) => () => void,
  onError: (error: Error) => void,
): () => void {
  const readers = readersNow();
  if (readers) return open(readers[name] as ReadDocument<Read<K>>);
  let cancelled = false;
  let stop: (() => void) | undefined;
  loadReaders().then(
    (readers) => {
      if (!cancelled) stop = open(readers[name] as ReadDocument<Read<K>>);
    },
    (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

export interface LiveSource<T> {
  /** Equal keys mean the same query (and share a listener). */
  key: string;
  /** Calls `onData` with every new answer until the returned function is called. */
  subscribe(onData: (value: T) => void, onError: (error: Error) => void): () => void;
}

function liveQuery<K extends ReaderName>(spec: QuerySpec, reader: K): LiveSource<Row<Read<K>>[]> {
  return {
    // A cursor row is named by its id: the row itself carries a thumbnail of up to 40 KB.
    key: JSON.stringify({ ...spec, startAfter: (spec.startAfter as { id?: string } | undefined)?.id }),
    subscribe: (onData, onError) =>
      withReader(reader, (read) => subscribeQuery(spec, onData, onError, read), onError),
  };
}

/** The documents of `collection` whose fields hold the given values, at most `limit`, newest first by
 * the `newest` field where given (with it, the fields and that order make a composite index). */
function matching<K extends ReaderName>(
  collection: string,
  fields: Record<string, unknown>,
  reader: K,
  { limit, newest }: { limit?: number; newest?: string } = {},
): LiveSource<Row<Read<K>>[]> {
  const where = Object.entries(fields).map(([field, value]): [string, '==', unknown] => [field, '==', value]);
  return liveQuery(
    {
      collection,
      where,
      ...(newest === undefined ? {} : { orderBy: [[newest, 'desc']] }),
      ...(limit === undefined ? {} : { limit }),
    },
    reader,
  );
}

/** users/{uid}; null while it does not exist. Every field falls back, so a profile always reads. */
export function profileQuery(uid: string): LiveSource<Profile | null> {
  const path = `${collections.users}/${uid}`;
  return {
    key: path,
    subscribe: (onData, onError) =>
      withReader('readUser', (read) => subscribeDoc(path, onData, onError, read), onError),
  };
}

/** The lists `uid` is a member of, in no particular order (see useMyLists for the order shown). */
export function myListsQuery(uid: string): LiveSource<ShoppingList[]> {
  return liveQuery(
    { collection: collections.shoppingLists, where: [['memberIds', 'array-contains', uid]] },
    'readShoppingList',
  );
}

export function membersQuery(listId: string): LiveSource<ListMember[]> {
  return liveQuery({ collection: membersPath(listId) }, 'readMember');
}

/**
 * The name each list's creator goes by as its member (display name, else e-mail), by list id: one
 * member document per list asked for (lists sharing a name, to say whose each is). A creator who has
 * left is not named. Answers once every list has answered.
 */
export function listCreatorsQuery(
  lists: readonly Pick<ShoppingList, 'id' | 'createdBy'>[],
): LiveSource<ReadonlyMap<string, string>> {
  const wanted = lists.filter((list) => list.createdBy !== '');
  return {
    key: `listCreators:${wanted.map((list) => `${list.id}/${list.createdBy}`).join(',')}`,
    subscribe: (onData, onError) => {
      const names = new Map<string, string>();
      const answered = new Set<string>();
      const stops = wanted.map((list) =>
        withReader(
          'readMember',
          (read) =>
            subscribeDoc(
              `${membersPath(list.id)}/${list.createdBy}`,
              (member) => {
                const name = member?.displayName?.trim() || member?.email || '';
                if (name) names.set(list.id, name);
                else names.delete(list.id);
                answered.add(list.id);
                if (answered.size === wanted.length) onData(new Map(names));
              },
              onError,
              read,
            ),
          onError,
        ),
      );
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

/** Items of a list, or the user's personal items (listId null), newest first. */
export function listItemsQuery(uid: string, listId: string | null): LiveSource<ShoppingItem[]> {
  const fields = listId ? { shoppingListId: listId } : { shoppingListId: null, userId: uid };
  return matching(collections.shoppingItems, fields, 'readShoppingItem', { newest: 'createdAt' });
}

/** Invites waiting for an answer from `email` (stored lower-cased). */
export function pendingInvitesQuery(email: string): LiveSource<Invite[]> {
  return matching(collections.invites, { toEmail: email.toLowerCase(), status: 'pending' }, 'readInvite');
}

/** The invitations to a list still waiting for an answer (its members see them, to cancel one). */
export function listInvitesQuery(listId: string): LiveSource<Invite[]> {
  return matching(collections.invites, { listId, status: 'pending' }, 'readInvite');
}

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
  return liveQuery(
    {
      collection: collections.days,
      where: [
        ['userId', '==', uid],
        ['day', 'in', days.slice(0, 30)],
      ],
    },
    'readDayTotals',
  );
}

/** The user's eaten entries of one diary day, newest first (at most `limit`). */
export function dayMealsQuery(uid: string, day: string, limit: number): LiveSource<Meal[]> {
  return matching(collections.meals, { user_id: uid, day }, 'readMeal', { limit, newest: 'timestamp' });
}

/** The latest `limit` recipes shared with list `listId` (by any member, the user included). */
export function sharedRecipesQuery(listId: string, limit: number): LiveSource<SharedRecipe[]> {
  return matching(collections.sharedRecipes, { listId }, 'readSharedRecipe', { limit, newest: 'sharedAt' });
}

/** Whether meal `mealId` is shared with list `listId`: its copy there, or nothing. */
export function recipeShareQuery(listId: string, mealId: string): LiveSource<SharedRecipe[]> {
  return matching(collections.sharedRecipes, { listId, mealId }, 'readSharedRecipe', { limit: 1 });
}
