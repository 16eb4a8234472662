// Every Firestore read of the app, typed: each query names its collection and fields here (from the
// shared document contract) and reads every row with that collection's tolerant reader, so features
// never spell a collection or field name. A query is a LiveSource: `useLiveQuery` subscribes to it,
// and sources with the same key share one listener.
import {
  collections,
  dayTotalsId,
  type Favorite as FavoriteDocument,
  type Invite as InviteDocument,
  type Meal as MealDocument,
  type ListMember as MemberDocument,
  membersPath,
  readDayTotals,
  readFavorite,
  readInvite,
  readMeal,
  readMember,
  readSharedRecipe,
  readShoppingItem,
  readShoppingList,
  readUser,
  type ShoppingItem as ShoppingItemDocument,
  type ShoppingList as ShoppingListDocument,
  type User,
} from '@shared/documents';
import { countQuery, type QuerySpec, type ReadDocument, subscribeDoc, subscribeQuery } from './firestore';

export type { MealType } from '@shared/documents';

/** A document as the app reads it: its fields (see the shared readers) and its id. */
export type Row<T> = T & { id: string };
export type Profile = Row<User>;
export type ShoppingList = Row<ShoppingListDocument>;
export type ListMember = Row<MemberDocument>;
export type ShoppingItem = Row<ShoppingItemDocument>;
export type Invite = Row<InviteDocument>;
export type Meal = Row<MealDocument>;
/** favorites/{id}: a copy of a meal the user keeps to log again in one tap. */
export type Favorite = Row<FavoriteDocument>;
/** sharedRecipes/{listId}_{mealId}: a copy of a recipe a member shared with a list. */
export type SharedRecipe = Row<NonNullable<ReturnType<typeof readSharedRecipe>>>;
/** days/{uid}_{day}: the sums of the user's eaten entries on one local day. */
export type DayTotals = Row<NonNullable<ReturnType<typeof readDayTotals>>>;

export interface LiveSource<T> {
  /** Equal keys mean the same query (and share a listener). */
  key: string;
  /** Calls `onData` with every new answer until the returned function is called. */
  subscribe(onData: (value: T) => void, onError: (error: Error) => void): () => void;
}

function liveQuery<T>(spec: QuerySpec, read: ReadDocument<T>): LiveSource<Row<T>[]> {
  return {
    // A cursor row is named by its id: the row itself carries a thumbnail of up to 40 KB.
    key: JSON.stringify({ ...spec, startAfter: (spec.startAfter as { id?: string } | undefined)?.id }),
    subscribe: (onData, onError) => subscribeQuery(spec, onData, onError, read),
  };
}

/** users/{uid}; null while it does not exist. Every field falls back, so a profile always reads. */
export function profileQuery(uid: string): LiveSource<Profile | null> {
  const path = `${collections.users}/${uid}`;
  return {
    key: path,
    subscribe: (onData, onError) => subscribeDoc(path, onData, onError, readUser),
  };
}

/** The lists `uid` is a member of, in no particular order (see useMyLists for the order shown). */
export function myListsQuery(uid: string): LiveSource<ShoppingList[]> {
  return liveQuery(
    { collection: collections.shoppingLists, where: [['memberIds', 'array-contains', uid]] },
    readShoppingList,
  );
}

export function membersQuery(listId: string): LiveSource<ListMember[]> {
  return liveQuery({ collection: membersPath(listId) }, readMember);
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
          readMember,
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
  const where: QuerySpec['where'] = listId
    ? [['shoppingListId', '==', listId]]
    : [
        ['shoppingListId', '==', null],
        ['userId', '==', uid],
      ];
  return liveQuery(
    { collection: collections.shoppingItems, where, orderBy: [['createdAt', 'desc']] },
    readShoppingItem,
  );
}

/** Invites waiting for an answer from `email` (stored lower-cased). */
export function pendingInvitesQuery(email: string): LiveSource<Invite[]> {
  return liveQuery(
    {
      collection: collections.invites,
      where: [
        ['toEmail', '==', email.toLowerCase()],
        ['status', '==', 'pending'],
      ],
    },
    readInvite,
  );
}

/** The invitations to a list still waiting for an answer (its members see them, to cancel one). */
export function listInvitesQuery(listId: string): LiveSource<Invite[]> {
  return liveQuery(
    {
      collection: collections.invites,
      where: [
        ['listId', '==', listId],
        ['status', '==', 'pending'],
      ],
    },
    readInvite,
  );
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
  return liveQuery({ ...ownMeals(uid), limit: page.limit, startAfter: page.startAfter }, readMeal);
}

/** How many meals the user has (one aggregate read, whatever the number). */
export function countMeals(uid: string, signal?: AbortSignal): Promise<number> {
  return countQuery(ownMeals(uid), signal);
}

/** The user's latest `limit` favourites, newest first (index userId + createdAt desc). */
export function favoritesQuery(uid: string, limit: number): LiveSource<Favorite[]> {
  return liveQuery(
    {
      collection: collections.favorites,
      where: [['userId', '==', uid]],
      orderBy: [['createdAt', 'desc']],
      limit,
    },
    readFavorite,
  );
}

// The owner's days are read with a query on `userId` (the rules can only check it on documents that
// exist; a missing day simply answers nothing) and equality filters only, which need no composite index.

/** days/{uid}_{day}: one document, null while the day has no eaten entry. */
export function dayTotalsQuery(uid: string, day: string): LiveSource<DayTotals | null> {
  const source = liveQuery(
    {
      collection: collections.days,
      where: [
        ['userId', '==', uid],
        ['day', '==', day],
      ],
      limit: 1,
    },
    readDayTotals,
  );
  return {
    key: `${collections.days}/${dayTotalsId(uid, day)}`,
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
    readDayTotals,
  );
}

/** The user's eaten entries of one diary day, newest first (at most `limit`). */
export function dayMealsQuery(uid: string, day: string, limit: number): LiveSource<Meal[]> {
  return liveQuery(
    {
      collection: collections.meals,
      where: [
        ['user_id', '==', uid],
        ['day', '==', day],
      ],
      orderBy: [['timestamp', 'desc']],
      limit,
    },
    readMeal,
  );
}

/** The latest `limit` recipes shared with list `listId` (by any member, the user included). */
export function sharedRecipesQuery(listId: string, limit: number): LiveSource<SharedRecipe[]> {
  return liveQuery(
    {
      collection: collections.sharedRecipes,
      where: [['listId', '==', listId]],
      orderBy: [['sharedAt', 'desc']],
      limit,
    },
    readSharedRecipe,
  );
}

/** Whether meal `mealId` is shared with list `listId`: its copy there, or nothing (equality filters only). */
export function recipeShareQuery(listId: string, mealId: string): LiveSource<SharedRecipe[]> {
  return liveQuery(
    {
      collection: collections.sharedRecipes,
      where: [
        ['listId', '==', listId],
        ['mealId', '==', mealId],
      ],
      limit: 1,
    },
    readSharedRecipe,
  );
}
