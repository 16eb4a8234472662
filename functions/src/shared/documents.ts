// What the app stores in Firestore: every collection name, one schema per collection describing a stored
// document, and tolerant readers. Shared by the functions (writers and readers), the web app (readers,
// alias `@shared/documents`) and the seed loader. zod only: no firebase imports.
//
// Two views of each collection:
// - `<x>Schema` is the stored shape, strict (unknown fields refused). Writers type their documents from
//   it and the seed is validated against it.
// - `read<X>` never throws: a field that is missing or holds a stray value (older documents, seeded or
//   hand-edited data) falls back to the value written beside it in `tolerant(...)`; a field without a
//   fallback is one the document is useless without, so its absence makes the reader return null and
//   callers skip the document.
// Times are Dates once parsed: the admin SDK's Timestamps (anything with toDate()) and the web's Dates
// (web/src/lib/firestore.ts converts) both parse.
import { z } from 'zod';
import { keepStrings, keepValid, timeSchema, tolerant } from './document-reading.js';
import { activityLevels, dailyGoals, genders, languages, measurementSystems } from './profile-values.js';

export { timeSchema } from './document-reading.js';
export * from './profile-values.js';

export const languageSchema = z.enum(languages);
export const genderSchema = z.enum(genders);
export const measurementSystemSchema = z.enum(measurementSystems);
export const activityLevelSchema = z.enum(activityLevels);
export const dailyGoalSchema = z.enum(dailyGoals);

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
  /** The day's AI calls of all users, split over a few shard documents (ids `0`..`n-1`) so that no
   * single document takes every AI call's write. */
  aiBudget: 'aiBudget',
  /** A user's diary totals for one local calendar day; the document id is `{uid}_{YYYY-MM-DD}`. */
  days: 'days',
  /** A recipe meal shared with a shopping list, copied so the list's members can read it; the document id
   * is `{listId}_{mealId}`. */
  sharedRecipes: 'sharedRecipes',
} as const;
export type CollectionName = keyof typeof collections;

/** shoppingLists/{listId}/members */
export const membersPath = (listId: string) =>
  `${collections.shoppingLists}/${listId}/${collections.members}`;

// ---------- field types ----------

const amount = z.number().finite().min(0);
const nullableNumber = z.number().finite().nullable();
const stringArray = z.array(z.string());

export const nutritionTotalsSchema = z.strictObject({
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
});
export const consistencyCheckSchema = z.strictObject({ macroCalories: z.number(), consistent: z.boolean() });
/** A structured recipe ingredient as stored: amount 0 and unit '' mean "to taste" (e.g. salt). */
export const storedIngredientSchema = z.strictObject({ item: z.string(), amount, unit: z.string() });
export const nutritionFiguresSchema = z.strictObject({
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
});
/**
 * One food on a meal (a diary row). Older meals carry only `name` and `grams`. `perGram` holds the row's
 * figures per gram as first estimated (or as last set by hand), unrounded: changing the grams rescales
 * from them, so repeated edits never compound rounding. A row without `perGram` (an older row, or an
 * estimate without a weight) is estimated again when its grams change.
 */
export const foodItemSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string(),
  grams: amount,
  calories: amount.optional(),
  protein: amount.optional(),
  carbs: amount.optional(),
  fat: amount.optional(),
  perGram: nutritionFiguresSchema.optional(),
});

// ---------- users/{uid} ----------

export const userSchema = z.strictObject({
  /** The uid again (written at creation; the document id is authoritative). */
  id: z.string().optional(),
  email: z.string(),
  name: z.string(),
  /** Older profiles carry the name here; read as `name` when `name` is missing. */
  displayName: z.string().optional(),
  gender: genderSchema.nullable(),
  age: nullableNumber,
  height: nullableNumber,
  weight: nullableNumber,
  measurementSystem: measurementSystemSchema,
  language: languageSchema,
  activityLevel: activityLevelSchema.nullable(),
  /** Missing on older profiles: read as 'maintain'. */
  dailyGoal: dailyGoalSchema.optional(),
  /** Ids of the lists the user belongs to, in the order joined. */
  shoppingLists: stringArray,
  createdAt: timeSchema,
  lastLogin: timeSchema,
  lastUpdated: timeSchema,
});
export type UserDocument = z.output<typeof userSchema>;

const readUserFields = tolerant(userSchema, {
  id: undefined,
  email: '',
  name: '',
  displayName: undefined,
  gender: null,
  age: null,
  height: null,
  weight: null,
  measurementSystem: 'metric',
  language: 'en',
  activityLevel: null,
  dailyGoal: 'maintain',
  shoppingLists: keepStrings,
  createdAt: null,
  lastLogin: null,
  lastUpdated: null,
});
/** Every field falls back (a profile created by a partial write is still a profile): never null. */
export function readUser(data: unknown) {
  const user = readUserFields(data);
  if (!user) throw new Error('unreachable: every user field has a fallback');
  const named = typeof (data as { name?: unknown } | null)?.name === 'string';
  return named ? user : { ...user, name: user.displayName ?? '' };
}
export type User = ReturnType<typeof readUser>;

// ---------- shoppingLists/{listId} ----------

export const shoppingListSchema = z.strictObject({
  name: z.string(),
  createdBy: z.string(),
  createdAt: timeSchema,
  /** Kept in step with the members subcollection; every access check reads it. */
  memberIds: stringArray,
});
export type ShoppingListDocument = z.output<typeof shoppingListSchema>;
export const readShoppingList = tolerant(shoppingListSchema, {
  name: '',
  createdBy: '',
  createdAt: null,
  memberIds: keepStrings,
});
export type ShoppingList = NonNullable<ReturnType<typeof readShoppingList>>;

// ---------- shoppingLists/{listId}/members/{uid} ----------

export const memberSchema = z.strictObject({
  userId: z.string(),
  email: z.string(),
  displayName: z.string().optional(),
  joinedAt: timeSchema,
});
export type MemberDocument = z.output<typeof memberSchema>;
export const readMember = tolerant(memberSchema, {
  userId: '',
  email: '',
  displayName: undefined,
  joinedAt: null,
});
export type ListMember = NonNullable<ReturnType<typeof readMember>>;

// ---------- shoppingItems/{itemId} ----------

export const shoppingItemSchema = z.strictObject({
  name: z.string(),
  checked: z.boolean(),
  /** Set when ticked, null when not. */
  checkedAt: timeSchema.nullable(),
  /** Who added it; the owner of a personal item. */
  userId: z.string(),
  /** null: a personal item, outside any list. An item without this field belongs nowhere: refused. */
  shoppingListId: z.string().nullable(),
  createdAt: timeSchema,
  /** When the accepted tick or untick was made (the client's time of the change): an older change of
   * `checked` is ignored (last writer wins). Absent until the first tick. */
  checkedChangedAt: timeSchema.optional(),
  /** The same for renames. */
  nameChangedAt: timeSchema.optional(),
  /** A line added from a recipe: the ingredient and its total amount, so adding the same ingredient
   * and unit again increases this line while it is unticked. Removed by a rename. */
  ingredient: storedIngredientSchema.optional(),
});
export type ShoppingItemDocument = z.output<typeof shoppingItemSchema>;
export const readShoppingItem = tolerant(shoppingItemSchema, {
  name: '',
  checked: false,
  checkedAt: null,
  userId: '',
  createdAt: null,
  checkedChangedAt: undefined,
  nameChangedAt: undefined,
  ingredient: undefined,
});
export type ShoppingItem = NonNullable<ReturnType<typeof readShoppingItem>>;

// ---------- meals/{mealId} ----------

export const mealTypes = ['nutrition', 'recipe', 'scanned_recipe'] as const;
export type MealType = (typeof mealTypes)[number];
/** How an eaten entry was logged. */
export const mealSources = ['photo', 'text', 'recipe'] as const;
export type MealSource = (typeof mealSources)[number];
export const mealSlots = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof mealSlots)[number];
/** A local calendar date, YYYY-MM-DD. */
export const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The estimate a correction replaced, kept so the correction can be undone once. */
export const previousEstimateSchema = z.strictObject({
  description: z.string(),
  ingredients: stringArray,
  items: z.array(foodItemSchema),
  ...nutritionTotalsSchema.shape,
  macroCalories: z.number().optional(),
  consistent: z.boolean().optional(),
});

export const mealSchema = z.strictObject({
  /** The owner. A meal without one is refused. */
  user_id: z.string(),
  timestamp: timeSchema,
  type: z.enum(mealTypes),
  description: z.string(),
  /** The same text as `description`, kept for older readers. */
  meal: z.string(),
  ...nutritionTotalsSchema.shape,
  /** Display strings: food names, or "200 g flour" for recipes. */
  ingredients: stringArray,
  macroCalories: z.number().optional(),
  consistent: z.boolean().optional(),
  /** Small data URL; the photo itself is never stored. */
  thumbnail: z.string().optional(),
  /** Written (true) only when the demo AI answered. */
  demo: z.literal(true).optional(),
  // type 'nutrition'
  items: z.array(foodItemSchema).optional(),
  // eaten entries (the diary): a meal is in the diary if and only if it has a `day`. Its totals are the
  // sum of its `items`, and days/{uid}_{day} sums the day's entries.
  /** The user's local calendar date the meal was eaten on. */
  day: daySchema.optional(),
  slot: z.enum(mealSlots).optional(),
  eatenAt: timeSchema.optional(),
  source: z.enum(mealSources).optional(),
  /** The IANA time zone the entry was logged in. */
  timeZone: z.string().optional(),
  /** source 'recipe': the recipe meal it was logged from, and how many portions. */
  recipeId: z.string().optional(),
  portions: z.number().optional(),
  /** Present after a correction until it is undone. */
  previous: previousEstimateSchema.optional(),
  // types 'recipe' and 'scanned_recipe'
  title: z.string().optional(),
  recipeIngredients: z.array(storedIngredientSchema).optional(),
  instructions: stringArray.optional(),
  // type 'scanned_recipe': the recipe as scanned, for `servings` persons
  servings: z.number().optional(),
  recipe: z
    .strictObject({
      title: z.string(),
      servings: z.number(),
      ingredients: stringArray,
      instructions: stringArray,
      nutritionInfo: nutritionTotalsSchema,
    })
    .optional(),
  // type 'recipe': generated for one person
  persons: z.number().optional(),
  nutritionData: nutritionTotalsSchema.optional(),
  recipeCheck: consistencyCheckSchema.optional(),
});
export type MealDocument = z.output<typeof mealSchema>;
/** A meal without a type shows as a plain nutrition entry; unknown numbers read as missing, not 0. */
export const readMeal = tolerant(mealSchema, {
  timestamp: null,
  type: 'nutrition',
  description: '',
  meal: '',
  calories: undefined,
  protein: undefined,
  carbs: undefined,
  fat: undefined,
  ingredients: keepStrings,
  macroCalories: undefined,
  consistent: undefined,
  thumbnail: undefined,
  demo: undefined,
  items: keepValid(foodItemSchema),
  day: undefined,
  slot: undefined,
  eatenAt: undefined,
  source: undefined,
  timeZone: undefined,
  recipeId: undefined,
  portions: undefined,
  previous: undefined,
  title: undefined,
  recipeIngredients: keepValid(storedIngredientSchema),
  instructions: keepStrings,
  servings: undefined,
  recipe: undefined,
  persons: undefined,
  nutritionData: undefined,
  recipeCheck: undefined,
});
export type Meal = NonNullable<ReturnType<typeof readMeal>>;

// ---------- invites/{inviteId} ----------

export const inviteStatuses = ['pending', 'accepted', 'declined'] as const;
export const inviteSchema = z.strictObject({
  listId: z.string(),
  /** Older invites name the list here; read as `listId` when `listId` is missing. */
  groupId: z.string().optional(),
  /** Follows renames while pending (shown to the invitee and in the e-mail). */
  listName: z.string(),
  /** A missing inviter or addressee, or an unknown status, makes the invite unusable: refused. */
  fromUserId: z.string().min(1),
  fromEmail: z.string(),
  /** The inviter's name when the invite was sent; see inviter-label.ts. */
  fromName: z.string().optional(),
  toEmail: z.email(),
  status: z.enum(inviteStatuses),
  createdAt: timeSchema,
  /** Claimed by the e-mail sender so a retried event sends no second mail. */
  emailSentAt: timeSchema.optional(),
  acceptedAt: timeSchema.optional(),
});
export type InviteDocument = z.output<typeof inviteSchema>;
const readInviteFields = tolerant(inviteSchema, {
  listId: '',
  groupId: undefined,
  listName: '',
  fromEmail: '',
  fromName: undefined,
  createdAt: null,
  emailSentAt: undefined,
  acceptedAt: undefined,
});
export function readInvite(data: unknown) {
  const invite = readInviteFields(data);
  return invite && !invite.listId && invite.groupId ? { ...invite, listId: invite.groupId } : invite;
}
export type Invite = NonNullable<ReturnType<typeof readInvite>>;

// ---------- usage/{uid} ----------

export const usageSchema = z.strictObject({
  /** AI calls: UTC day (YYYY-MM-DD) of `count`, and the limit in force when counted. */
  day: z.string().optional(),
  count: z.number().int().min(0).optional(),
  limit: z.number().optional(),
  updatedAt: timeSchema.optional(),
  /** Invites sent: UTC day of `invites`. */
  invitesDay: z.string().optional(),
  invites: z.number().int().min(0).optional(),
});
export type UsageDocument = z.output<typeof usageSchema>;
/** A stray counter reads as missing, i.e. nothing used that day. */
export const readUsage = tolerant(usageSchema, {
  day: undefined,
  count: undefined,
  limit: undefined,
  updatedAt: undefined,
  invitesDay: undefined,
  invites: undefined,
});

// ---------- itemOps/{hash of uid and opId} ----------

export const itemOpCallables = [
  'addItem',
  'updateItem',
  'deleteItem',
  'clearCheckedItems',
  'addIngredientsToList',
] as const;
export const itemOpSchema = z.strictObject({
  /** The callable the change was sent to. */
  callable: z.enum(itemOpCallables),
  /** Its first answer, given again to every repeat. Absent on the double-click marks of
   * addIngredientsToList (one per user, list, item name and 10-second window). */
  result: z.record(z.string(), z.unknown()).optional(),
  /** A double-click mark's line. */
  itemId: z.string().optional(),
  createdAt: timeSchema,
  /** After this the record may be removed (a TTL policy on this field). */
  expiresAt: timeSchema,
});
export type ItemOpDocument = z.output<typeof itemOpSchema>;
export const readItemOp = tolerant(itemOpSchema, {
  result: undefined,
  itemId: undefined,
  createdAt: null,
  expiresAt: null,
});

// ---------- aiBudget/{shard} ----------

export const aiBudgetShardSchema = z.strictObject({
  /** UTC day (YYYY-MM-DD) of `count`; another day reads as nothing spent. */
  day: z.string(),
  count: z.number().int().min(0),
  /** This shard's share of the global daily budget when counted. */
  limit: z.number().int().min(0),
  updatedAt: timeSchema,
});
export type AiBudgetShardDocument = z.output<typeof aiBudgetShardSchema>;
export const readAiBudgetShard = tolerant(aiBudgetShardSchema, {
  day: '',
  count: 0,
  limit: 0,
  updatedAt: null,
});

// ---------- days/{uid}_{day} ----------

/** The sums of one user's eaten entries on one local day; written in the same transaction as every
 * change to those entries. */
export const dayTotalsSchema = z.strictObject({
  userId: z.string(),
  day: daySchema,
  ...nutritionTotalsSchema.shape,
  /** How many eaten entries the day has. */
  meals: z.number().int().min(0),
  updatedAt: timeSchema,
});
export type DayTotalsDocument = z.output<typeof dayTotalsSchema>;
export const readDayTotals = tolerant(dayTotalsSchema, {
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  meals: 0,
  updatedAt: null,
});
export const dayTotalsId = (uid: string, day: string) => `${uid}_${day}`;

// ---------- sharedRecipes/{listId}_{mealId} ----------

/** A copy of one recipe meal shared with a list: its members read it (History, marked shared) and can log
 * it; the sharer's unshare, leaving the list or the list's deletion removes it. */
export const sharedRecipeSchema = z.strictObject({
  listId: z.string(),
  mealId: z.string(),
  sharedBy: z.string(),
  sharedByName: z.string().optional(),
  sharedAt: timeSchema,
  type: z.enum(['recipe', 'scanned_recipe']),
  title: z.string(),
  description: z.string(),
  ingredients: stringArray,
  recipeIngredients: z.array(storedIngredientSchema),
  instructions: stringArray,
  /** Persons the ingredients are for; the nutrition is per person. */
  servings: z.number(),
  ...nutritionTotalsSchema.shape,
  thumbnail: z.string().optional(),
});
export type SharedRecipeDocument = z.output<typeof sharedRecipeSchema>;
export const readSharedRecipe = tolerant(sharedRecipeSchema, {
  sharedByName: undefined,
  sharedAt: null,
  description: '',
  ingredients: keepStrings,
  recipeIngredients: keepValid(storedIngredientSchema),
  instructions: keepStrings,
  servings: 1,
  thumbnail: undefined,
});
export const sharedRecipeId = (listId: string, mealId: string) => `${listId}_${mealId}`;

// ---------- every collection ----------

export const documentSchemas = {
  users: userSchema,
  shoppingLists: shoppingListSchema,
  members: memberSchema,
  shoppingItems: shoppingItemSchema,
  itemOps: itemOpSchema,
  meals: mealSchema,
  invites: inviteSchema,
  usage: usageSchema,
  aiBudget: aiBudgetShardSchema,
  days: dayTotalsSchema,
  sharedRecipes: sharedRecipeSchema,
} as const satisfies Record<CollectionName, z.ZodType>;

/**
 * Checks a document against the stored shape of its collection (the second-to-last path segment).
 * Returns the problems as "field: message" lines, [] when it is valid or its collection is unknown.
 */
export function storedDocumentProblems(path: string, data: unknown): string[] {
  const segments = path.split('/');
  const collection = segments[segments.length - 2] as CollectionName;
  const schema = Object.hasOwn(documentSchemas, collection) ? documentSchemas[collection] : undefined;
  if (!schema) return [];
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? `unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`
      : `${issue.path.join('.')}: ${issue.message}`,
  );
}

// ---------- writing ----------

/**
 * A document as written: each time field may also hold `T`, the writer's server-time sentinel or
 * Timestamp (opaque here, so this module needs no firebase import).
 */
export type Writable<D, T> = {
  [K in keyof D]: Date extends Exclude<D[K], null | undefined> ? Exclude<D[K], Date> | T : D[K];
};
/** A partial update: any field may also take a field transform such as arrayUnion (`T`). */
export type Update<D, T> = { [K in keyof D]?: D[K] | T };
