// The names of the app's Firestore collections and paths, apart from the document schemas (documents.ts
// re-exports them): the web names its queries from here without loading zod. Imports nothing.

export const collections = {
  users: 'users',
  shoppingLists: 'shoppingLists',
  /** Subcollection of shoppingLists/{listId}; the document id is the member's uid. */
  members: 'members',
  shoppingItems: 'shoppingItems',
  /** Item changes already applied, by user and client operation id (the document id is a hash of both),
   * so a replayed change is applied once, and the double-click marks of addIngredientsToList; never read
   * by clients. */
  itemOps: 'itemOps',
  meals: 'meals',
  invites: 'invites',
  /** Per-user counters (daily AI calls, daily invites); the document id is the uid. */
  usage: 'usage',
  /** Invitation mails per address per day (all senders), by the address's hash; never read by clients. */
  inviteRecipients: 'inviteRecipients',
  /** The day's AI calls of all users, split over a few shard documents (ids `0`..`n-1`) so that no
   * single document takes every AI call's write. */
  aiBudget: 'aiBudget',
  /** A user's diary totals for one local calendar day; the document id is `{uid}_{YYYY-MM-DD}`. */
  days: 'days',
  /** A recipe meal shared with a shopping list, copied so the list's members can read it; the document id
   * is `{listId}_{mealId}`. */
  sharedRecipes: 'sharedRecipes',
  /** A user's weigh-in on one local calendar day; the document id is `{uid}_{YYYY-MM-DD}`. */
  weights: 'weights',
  /** A user's favourite meals, copies that live on their own. */
  favorites: 'favorites',
  /** Open Food Facts' answers by barcode (the document id), cached for a while; never read by clients. */
  products: 'products',
  /** Open Food Facts lookups of all users in one UTC minute (the document id, YYYY-MM-DDTHH:MM); never
   * read by clients. */
  productBudget: 'productBudget',
  /** A recipe planned on a day and slot: read by its owner, and by the members of its list when it has one
   * (`listId`). */
  mealPlans: 'mealPlans',
} as const;
export type CollectionName = keyof typeof collections;

/** shoppingLists/{listId}/members */
export const membersPath = (listId: string) =>
  `${collections.shoppingLists}/${listId}/${collections.members}`;
