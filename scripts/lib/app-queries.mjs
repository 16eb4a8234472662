// Every query the app makes, by who makes it: the web app's live queries (web/src/lib/live-data.ts) and the
// functions' queries (functions/src). `npm run check:deploy` asks of each whether firestore.indexes.json
// serves it as Cloud Firestore would; the test suites run the same queries on a local Firestore that holds
// those indexes, and web/src/lib/live-data.test.ts keeps the web's entries equal to what live-data.ts asks.
// Filters are [field, op]; orders [field, 'asc' | 'desc'].

/** @type {import('./app-queries.d.mts').AppQuery[]} */
export const appQueries = [
  // web/src/lib/live-data.ts
  { by: 'web myListsQuery', collection: 'shoppingLists', where: [['memberIds', 'array-contains']] },
  { by: 'web membersQuery', collection: 'members' },
  {
    by: 'web listItemsQuery (a list)',
    collection: 'shoppingItems',
    where: [['shoppingListId', '==']],
    orderBy: [['createdAt', 'desc']],
  },
  {
    by: 'web listItemsQuery (personal items)',
    collection: 'shoppingItems',
    where: [
      ['shoppingListId', '=='],
      ['userId', '=='],
    ],
    orderBy: [['createdAt', 'desc']],
  },
  {
    by: 'web pendingInvitesQuery',
    collection: 'invites',
    where: [
      ['toEmail', '=='],
      ['status', '=='],
    ],
  },
  {
    by: 'web listInvitesQuery',
    collection: 'invites',
    where: [
      ['listId', '=='],
      ['status', '=='],
    ],
  },
  { by: 'web mealsQuery', collection: 'meals', where: [['user_id', '==']], orderBy: [['timestamp', 'desc']] },
  { by: 'web countMeals', collection: 'meals', where: [['user_id', '==']] },
  {
    by: 'web favoritesQuery',
    collection: 'favorites',
    where: [['userId', '==']],
    orderBy: [['createdAt', 'desc']],
  },
  {
    by: 'web favoriteOfMealQuery',
    collection: 'favorites',
    where: [
      ['userId', '=='],
      ['mealId', '=='],
    ],
  },
  {
    by: 'web dayTotalsQuery',
    collection: 'days',
    where: [
      ['userId', '=='],
      ['day', '=='],
    ],
  },
  {
    by: 'web dayRangeQuery',
    collection: 'days',
    where: [
      ['userId', '=='],
      ['day', 'in'],
    ],
  },
  {
    by: 'web dayMealsQuery',
    collection: 'meals',
    where: [
      ['user_id', '=='],
      ['day', '=='],
    ],
    orderBy: [['timestamp', 'desc']],
  },
  {
    by: 'web sharedRecipesQuery',
    collection: 'sharedRecipes',
    where: [['listId', '==']],
    orderBy: [['sharedAt', 'desc']],
  },
  {
    by: 'web recipeShareQuery',
    collection: 'sharedRecipes',
    where: [
      ['listId', '=='],
      ['mealId', '=='],
    ],
  },
  // functions/src
  {
    by: 'functions logWeight (a later weigh-in)',
    collection: 'weights',
    where: [
      ['userId', '=='],
      ['day', '>'],
    ],
    orderBy: [['day', 'desc']],
  },
  {
    by: 'functions energyBalance (weigh-ins of the chart)',
    collection: 'weights',
    where: [
      ['userId', '=='],
      ['day', '>='],
      ['day', '<='],
    ],
    orderBy: [['day', 'desc']],
  },
  {
    by: 'functions energyBalance (day totals of the window)',
    collection: 'days',
    where: [
      ['userId', '=='],
      ['day', '>='],
      ['day', '<='],
    ],
    orderBy: [['day', 'desc']],
  },
  {
    by: 'functions ensureProfile, deleteAccount (member records)',
    collection: 'members',
    group: true,
    where: [['userId', '==']],
  },
  {
    by: 'functions deleteAccount, exportData (lists)',
    collection: 'shoppingLists',
    where: [['memberIds', 'array-contains']],
  },
  {
    by: 'functions deleteAccount (lists created)',
    collection: 'shoppingLists',
    where: [['createdBy', '==']],
  },
  {
    by: 'functions deleteAccount, exportData, clearHistory (meals)',
    collection: 'meals',
    where: [['user_id', '==']],
  },
  {
    by: 'functions copyDay, day totals, clearHistory (a day’s entries)',
    collection: 'meals',
    where: [
      ['user_id', '=='],
      ['day', '=='],
    ],
  },
  {
    by: 'functions deleteAccount, exportData, clearHistory (days)',
    collection: 'days',
    where: [['userId', '==']],
  },
  { by: 'functions deleteAccount, exportData (weigh-ins)', collection: 'weights', where: [['userId', '==']] },
  {
    by: 'functions deleteAccount, exportData, favourites',
    collection: 'favorites',
    where: [['userId', '==']],
  },
  {
    by: 'functions saveFavorite (already saved)',
    collection: 'favorites',
    where: [
      ['userId', '=='],
      ['mealId', '=='],
    ],
  },
  {
    by: 'functions deleteAccount, exportData, clearHistory (shared recipes)',
    collection: 'sharedRecipes',
    where: [['sharedBy', '==']],
  },
  {
    by: 'functions logRecipe (shared copies of a meal)',
    collection: 'sharedRecipes',
    where: [['mealId', '==']],
  },
  {
    by: 'functions deleteMeal (the shares of a deleted recipe)',
    collection: 'sharedRecipes',
    where: [
      ['sharedBy', '=='],
      ['mealId', '=='],
    ],
  },
  { by: 'functions deleteList (shared recipes)', collection: 'sharedRecipes', where: [['listId', '==']] },
  {
    by: 'functions leaveList (a member’s shares)',
    collection: 'sharedRecipes',
    where: [
      ['listId', '=='],
      ['sharedBy', '=='],
    ],
  },
  { by: 'functions deleteAccount (personal items)', collection: 'shoppingItems', where: [['userId', '==']] },
  {
    by: 'functions exportData, item callables (personal items)',
    collection: 'shoppingItems',
    where: [
      ['shoppingListId', '=='],
      ['userId', '=='],
    ],
  },
  {
    by: 'functions item callables, deleteList (a list’s items)',
    collection: 'shoppingItems',
    where: [['shoppingListId', '==']],
  },
  {
    by: 'functions clearCheckedItems, addIngredientsToList (checked or open items)',
    collection: 'shoppingItems',
    where: [
      ['shoppingListId', '=='],
      ['checked', '=='],
    ],
  },
  {
    by: 'functions clearCheckedItems, addIngredientsToList (personal, checked or open)',
    collection: 'shoppingItems',
    where: [
      ['shoppingListId', '=='],
      ['userId', '=='],
      ['checked', '=='],
    ],
  },
  {
    by: 'functions deleteAccount, exportData (invitations sent)',
    collection: 'invites',
    where: [['fromUserId', '==']],
  },
  {
    by: 'functions deleteAccount, exportData (invitations received)',
    collection: 'invites',
    where: [['toEmail', '==']],
  },
  {
    by: 'functions inviteMember (pending to an address)',
    collection: 'invites',
    where: [
      ['toEmail', '=='],
      ['status', '=='],
    ],
  },
  {
    by: 'functions renameList, deleteList (pending invitations of a list)',
    collection: 'invites',
    where: [
      ['listId', '=='],
      ['status', '=='],
    ],
  },
  {
    by: 'functions leaveList (the leaver’s pending invitations)',
    collection: 'invites',
    where: [
      ['listId', '=='],
      ['fromUserId', '=='],
      ['status', '=='],
    ],
  },
  {
    by: 'functions addPlanToList (own plans of the days)',
    collection: 'mealPlans',
    where: [
      ['userId', '=='],
      ['day', '>='],
      ['day', '<='],
    ],
  },
  {
    by: 'functions addPlanToList (plans shared with a list, of the days)',
    collection: 'mealPlans',
    where: [
      ['listId', '=='],
      ['day', '>='],
      ['day', '<='],
    ],
  },
  { by: 'functions deleteAccount, exportData (plans)', collection: 'mealPlans', where: [['userId', '==']] },
  { by: 'functions deleteList (plans shared with it)', collection: 'mealPlans', where: [['listId', '==']] },
  {
    by: 'functions leaveList (a member’s plans shared with it)',
    collection: 'mealPlans',
    where: [
      ['listId', '=='],
      ['userId', '=='],
    ],
  },
  {
    by: 'functions planRecipe, updatePlan (plans on one day)',
    collection: 'mealPlans',
    where: [
      ['userId', '=='],
      ['day', '=='],
    ],
  },
];

const ops = {
  '==': 'EQUAL',
  in: 'IN',
  'array-contains': 'ARRAY_CONTAINS',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
};

/** An app query as the REST API's StructuredQuery (values do not matter to an index). */
export function structuredQuery(query) {
  const filters = (query.where ?? []).map(([fieldPath, op]) => ({
    fieldFilter: { field: { fieldPath }, op: ops[op], value: { stringValue: 'x' } },
  }));
  return {
    from: [{ collectionId: query.collection, ...(query.group ? { allDescendants: true } : {}) }],
    ...(filters.length > 0 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
    orderBy: (query.orderBy ?? []).map(([fieldPath, dir]) => ({
      field: { fieldPath },
      direction: dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
    })),
  };
}
