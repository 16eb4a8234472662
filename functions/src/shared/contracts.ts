// Request and response schemas of every callable, shared by the functions and the web app (alias
// `@contracts`). zod only: no firebase imports, so the web bundle stays small. Requests are strict
// (unknown keys refused) and bounded; a message set here names its error catalogue entry (`catalogued`),
// and the server answers with that entry's English message and i18n key.
import { z } from 'zod';
import {
  cleanName,
  cleanText,
  email,
  freeText,
  INVALID_CHARACTERS,
  id,
  imageDataUrl,
  listIdOrPersonal,
  requiredName,
  thumbnailDataUrl,
} from './contract-fields.js';
import { catalogued } from './error-codes.js';
import { limits } from './limits.js';

export { limits } from './limits.js';

// The profile's enums are declared once, with the stored documents.
import {
  activityLevelSchema,
  dailyGoalSchema,
  daySchema,
  genderSchema,
  languageSchema,
  mealSlots,
  mealSources,
  measurementSystemSchema,
} from './documents.js';

export {
  activityLevelSchema,
  dailyGoalSchema,
  genderSchema,
  languageSchema,
  measurementSystemSchema,
} from './documents.js';

const nonNegative = z.number().finite().min(0);

export const nutritionFactsSchema = z.object({
  calories: nonNegative,
  protein: nonNegative,
  carbs: nonNegative,
  fat: nonNegative,
});

export const recipeIngredientSchema = z.strictObject({
  item: requiredName('Ingredient name is required'),
  amount: z.number().finite().min(0).max(1_000_000),
  unit: z.string().trim().max(limits.unitChars).refine(cleanName, INVALID_CHARACTERS),
});
export type RecipeIngredient = z.output<typeof recipeIngredientSchema>;

export const recipeSchema = z.object({
  title: z.string(),
  ingredients: z.array(recipeIngredientSchema),
  instructions: z.array(z.string()),
  persons: z.literal(1),
});

export const scannedRecipeSchema = z.object({
  title: z.string(),
  servings: z.number(),
  /** Display strings, e.g. "200 g flour". */
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  nutritionInfo: nutritionFactsSchema,
  /** The same ingredients structured, so they can be scaled and added to a shopping list. */
  recipeIngredients: z.array(recipeIngredientSchema),
});

/**
 * Calorie consistency: `macroCalories` is what protein, carbs and fat add up to; `consistent` is
 * false when the model's calorie total is far from it. Inconsistent answers are kept (the user still
 * sees an estimate) but flagged on the meal and in the result so the UI can say so.
 */
const calorieConsistency = {
  macroCalories: z.number(),
  consistent: z.boolean(),
};

export const profileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  gender: genderSchema.nullable(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  measurementSystem: measurementSystemSchema,
  language: languageSchema,
  activityLevel: activityLevelSchema.nullable(),
  dailyGoal: dailyGoalSchema,
  shoppingLists: z.array(z.string()),
});
export type Profile = z.output<typeof profileSchema>;

// ---------- requests and responses ----------

export const ensureProfileRequest = z.strictObject({
  /** The browser's language; used only when the account is new (docs/product-rules.md#languages). */
  language: languageSchema.optional(),
});
export const ensureProfileResponse = z.object({ profile: profileSchema, created: z.boolean() });

/** Empty values (null) clear a field and skip the range checks (docs/product-rules.md#profile-validation). */
export const updateProfileRequest = z.strictObject({
  name: z.string().trim().max(limits.nameChars).refine(cleanName, INVALID_CHARACTERS).optional(),
  gender: genderSchema.nullable().optional(),
  age: z.number().finite().nullable().optional(),
  height: z.number().finite().nullable().optional(),
  weight: z.number().finite().nullable().optional(),
  measurementSystem: measurementSystemSchema.optional(),
  language: languageSchema.optional(),
  activityLevel: activityLevelSchema.nullable().optional(),
  dailyGoal: dailyGoalSchema.optional(),
});
export const updateProfileResponse = z.object({ profile: profileSchema });

// ---------- the diary ----------

export const mealSlotSchema = z.enum(mealSlots);
export type MealSlot = z.output<typeof mealSlotSchema>;
export const mealSourceSchema = z.enum(mealSources);

/** An IANA time zone the server knows ("Europe/Copenhagen"); the diary's day is computed in it. */
export const timeZoneSchema = z
  .string({ error: catalogued('invalidTimeZone') })
  .min(1, catalogued('invalidTimeZone'))
  .max(64, catalogued('invalidTimeZone'))
  .refine(isTimeZone, catalogued('invalidTimeZone'));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date, YYYY-MM-DD. */
export const daySchemaStrict = daySchema.refine((d) => {
  const date = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
}, catalogued('invalidDay'));

/** The user's words about a meal ("2 eggs and toast", "it was 200 g rice, not 100"). */
const mealText = (max: number) =>
  z
    .string({ error: catalogued('mealTextRequired') })
    .trim()
    .min(1, catalogued('mealTextRequired'))
    .max(max, catalogued('mealTextTooLong'))
    .refine(cleanText, INVALID_CHARACTERS);

const figure = (max: number) =>
  z
    .number({ error: catalogued('invalidFigures') })
    .finite(catalogued('invalidFigures'))
    .min(0, catalogued('invalidFigures'))
    .max(max, catalogued('invalidFigures'));

/** One row as the client sends it: `id` names an existing row; figures, when given, override the estimate
 * (all four together). */
export const foodRowInputSchema = z
  .strictObject({
    id: id.optional(),
    name: requiredName(catalogued('foodNameRequired')),
    grams: z
      .number({ error: catalogued('invalidGrams') })
      .finite(catalogued('invalidGrams'))
      .min(0, catalogued('invalidGrams'))
      .max(limits.rowGrams, catalogued('gramsTooLarge')),
    calories: figure(10_000).optional(),
    protein: figure(1_000).optional(),
    carbs: figure(1_000).optional(),
    fat: figure(1_000).optional(),
  })
  .refine((r) => {
    const given = [r.calories, r.protein, r.carbs, r.fat].filter((v) => v !== undefined).length;
    return given === 0 || given === 4;
  }, catalogued('invalidFigures'));
export type FoodRowInput = z.output<typeof foodRowInputSchema>;

const foodRows = z
  .array(foodRowInputSchema, { error: catalogued('rowsRequired') })
  .min(1, catalogued('rowsRequired'))
  .max(limits.mealRows, catalogued('tooManyRows'))
  .refine((rows) => {
    const ids = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    return new Set(ids).size === ids.length;
  }, catalogued('duplicateRow'));

/** One row of a meal as returned: whole kcal, grams and macros to one decimal. */
export const foodRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  grams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type FoodRow = z.output<typeof foodRowSchema>;

/** A meal's estimate: the totals are the sum of `items`. */
export const mealNutritionSchema = nutritionFactsSchema.extend({
  description: z.string(),
  ingredients: z.array(z.string()),
  ...calorieConsistency,
  items: z.array(foodRowSchema),
});

/** Where an eaten entry sits in the diary. */
const diaryPlace = {
  day: z.string(),
  slot: mealSlotSchema,
};

export const analyzeFoodImageRequest = z
  .strictObject({
    image: imageDataUrl,
    thumbnail: thumbnailDataUrl.optional(),
    /** A short remark for the same AI call ("half portion", "no dressing"). */
    note: z
      .string()
      .trim()
      .max(limits.mealNoteChars, catalogued('mealTextTooLong'))
      .refine(cleanText, INVALID_CHARACTERS)
      .optional(),
    /** When given, the photo is logged as eaten now, in this zone's calendar. */
    timeZone: timeZoneSchema.optional(),
    /** The diary slot; only with a time zone. */
    slot: mealSlotSchema.optional(),
  })
  .refine((v) => v.slot === undefined || v.timeZone !== undefined, {
    message: 'A slot needs a time zone',
    path: ['slot'],
  });
export const analyzeFoodImageResponse = z.object({
  mealId: z.string(),
  nutrition: mealNutritionSchema,
  /** Set when the photo was logged in the diary (a `timeZone` was given). */
  diary: z.object(diaryPlace).optional(),
  demo: z.boolean().optional(),
});

export const logMealRequest = z.strictObject({
  description: mealText(limits.mealTextChars),
  timeZone: timeZoneSchema,
  slot: mealSlotSchema.optional(),
});
export const logMealResponse = z.object({
  mealId: z.string(),
  nutrition: mealNutritionSchema,
  ...diaryPlace,
  demo: z.boolean().optional(),
});

export const updateMealRequest = z
  .strictObject({
    mealId: id,
    items: foodRows.optional(),
    slot: mealSlotSchema.optional(),
    day: daySchemaStrict.optional(),
  })
  .refine(
    (v) => v.items !== undefined || v.slot !== undefined || v.day !== undefined,
    'Nothing to update: give items, slot or day',
  );
export const updateMealResponse = z.object({
  mealId: z.string(),
  nutrition: mealNutritionSchema,
  day: z.string().optional(),
  slot: mealSlotSchema.optional(),
  demo: z.boolean().optional(),
});

export const correctMealRequest = z.strictObject({ mealId: id, text: mealText(limits.mealNoteChars) });
export const correctMealResponse = updateMealResponse;
export const undoMealCorrectionRequest = z.strictObject({ mealId: id });
export const undoMealCorrectionResponse = updateMealResponse;

export const deleteMealRequest = z.strictObject({ mealId: id });
export const deleteMealResponse = z.object({});

export const logRecipeRequest = z.strictObject({
  mealId: id,
  portions: z
    .number({ error: catalogued('invalidPortions') })
    .finite(catalogued('invalidPortions'))
    .min(0.1, catalogued('invalidPortions'))
    .max(limits.maxPortions, catalogued('invalidPortions')),
  timeZone: timeZoneSchema,
  slot: mealSlotSchema.optional(),
});
export const logRecipeResponse = logMealResponse;

export const shareRecipeRequest = z.strictObject({ mealId: id, listId: id });
export const shareRecipeResponse = z.object({});
export const unshareRecipeRequest = z.strictObject({ mealId: id, listId: id });
export const unshareRecipeResponse = z.object({});

/** Either a photo (`image`, optional `thumbnail`) or pasted recipe text, never both. */
export const scanRecipeRequest = z
  .strictObject({
    image: imageDataUrl.optional(),
    thumbnail: thumbnailDataUrl.optional(),
    text: freeText(catalogued('recipeTextRequired')).optional(),
  })
  .refine((v) => (v.image === undefined) !== (v.text === undefined), 'Give either an image or recipe text')
  .refine((v) => v.thumbnail === undefined || v.image !== undefined, 'A thumbnail needs an image');
export const scanRecipeResponse = z.object({
  mealId: z.string(),
  recipe: scannedRecipeSchema,
  ...calorieConsistency,
  demo: z.boolean().optional(),
});

/** Either a prompt (ingredients or a meal description) or the id of one of the caller's meals. */
export const generateRecipeRequest = z
  .strictObject({
    prompt: freeText(catalogued('promptRequired')).optional(),
    mealId: id.optional(),
  })
  .refine((v) => v.prompt !== undefined || v.mealId !== undefined, catalogued('promptRequired'))
  .refine((v) => v.prompt === undefined || v.mealId === undefined, 'Give either a prompt or a meal id');
export const generateRecipeResponse = z.object({
  recipe: recipeSchema,
  nutritionData: nutritionFactsSchema,
  mealId: z.string().optional(),
  ...calorieConsistency,
  demo: z.boolean().optional(),
});

export const clearHistoryRequest = z.strictObject({});
export const clearHistoryResponse = z.object({ deleted: z.number().int() });

export const createListRequest = z.strictObject({ name: requiredName(catalogued('listNameRequired')) });
export const createListResponse = z.object({ listId: z.string() });
export const renameListRequest = z.strictObject({
  listId: id,
  name: requiredName(catalogued('listNameRequired')),
});
export const renameListResponse = z.object({});
export const deleteListRequest = z.strictObject({ listId: id });
export const deleteListResponse = z.object({});
export const leaveListRequest = z.strictObject({ listId: id });
export const leaveListResponse = z.object({ listDeleted: z.boolean() });

export const inviteMemberRequest = z.strictObject({ listId: id, email });
export const inviteMemberResponse = z.object({ inviteId: z.string() });
export const acceptInviteRequest = z.strictObject({ inviteId: id });
export const acceptInviteResponse = z.object({ listId: z.string() });
export const declineInviteRequest = z.strictObject({ inviteId: id });
export const declineInviteResponse = z.object({});
/** By the sender or any member of the invite's list, while it is pending. */
export const cancelInviteRequest = z.strictObject({ inviteId: id });
export const cancelInviteResponse = z.object({});

export const deleteAccountRequest = z.strictObject({});
export const deleteAccountResponse = z.object({});
/** A stored document as plain JSON (times as ISO strings), with its document id as `id`. */
const exportedDocument = z.record(z.string(), z.unknown());
export const exportDataRequest = z.strictObject({});
export const exportDataResponse = z.object({
  exportedAt: z.string(),
  uid: z.string(),
  email: z.string().nullable(),
  profile: exportedDocument.nullable(),
  usage: exportedDocument.nullable(),
  meals: z.array(exportedDocument),
  /** The diary's day totals. */
  days: z.array(exportedDocument),
  /** Copies of the caller's recipes shared with lists. */
  sharedRecipes: z.array(exportedDocument),
  personalItems: z.array(exportedDocument),
  /** The lists the caller belongs to, with their members (as every member can read them) and items. */
  lists: z.array(
    z.object({
      list: exportedDocument,
      members: z.array(exportedDocument),
      items: z.array(exportedDocument),
    }),
  ),
  invitationsReceived: z.array(exportedDocument),
  invitationsSent: z.array(exportedDocument),
});

/** The item callables take an optional `opId`: a client-chosen id of one change, the same on every attempt
 * to send it. The server applies an opId of a user once; a repeat answers the first result and writes
 * nothing (docs/product-rules.md#offline-changes). */
export const opId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be 8 to 64 characters: letters, digits, - or _');

/** How far a client's `changedAt` may lie from the server's clock: offline for up to 30 days, a device
 * clock up to 5 minutes ahead. */
export const changedAtWindow = { pastMs: 30 * 24 * 60 * 60 * 1000, futureMs: 5 * 60 * 1000 } as const;

/** With `itemId` (a client id) the item is created under that id; a repeat creates nothing second. */
export const addItemRequest = z.strictObject({
  listId: listIdOrPersonal,
  name: requiredName(catalogued('itemNameRequired')),
  itemId: id.optional(),
  opId: opId.optional(),
});
export const addItemResponse = z.object({ itemId: z.string() });
/** `changedAt`: when the user made the change (epoch ms, default now); last writer wins per field. */
export const updateItemRequest = z
  .strictObject({
    itemId: id,
    name: requiredName(catalogued('itemNameRequired')).optional(),
    checked: z.boolean().optional(),
    changedAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    opId: opId.optional(),
  })
  .refine((v) => v.name !== undefined || v.checked !== undefined, 'Nothing to update: give name or checked');
export const updateItemResponse = z.object({});
export const deleteItemRequest = z.strictObject({ itemId: id, opId: opId.optional() });
export const deleteItemResponse = z.object({});
export const clearCheckedItemsRequest = z.strictObject({ listId: listIdOrPersonal, opId: opId.optional() });
export const clearCheckedItemsResponse = z.object({ deleted: z.number().int() });

export const addIngredientsToListRequest = z.strictObject({
  listId: listIdOrPersonal,
  persons: z.number().int().min(1).max(limits.maxPersons),
  ingredients: z
    .array(recipeIngredientSchema)
    .min(1, 'Select at least one ingredient')
    .max(limits.ingredients, `At most ${limits.ingredients} ingredients`),
  opId: opId.optional(),
});
/** `added`: new lines; `merged`: unticked lines of the same ingredient and unit whose amount grew. */
export const addIngredientsToListResponse = z.object({
  added: z.number().int(),
  merged: z.number().int().optional(),
});

// ---------- the map ----------

export const callables = {
  ensureProfile: { request: ensureProfileRequest, response: ensureProfileResponse },
  updateProfile: { request: updateProfileRequest, response: updateProfileResponse },
  analyzeFoodImage: { request: analyzeFoodImageRequest, response: analyzeFoodImageResponse },
  scanRecipe: { request: scanRecipeRequest, response: scanRecipeResponse },
  generateRecipe: { request: generateRecipeRequest, response: generateRecipeResponse },
  clearHistory: { request: clearHistoryRequest, response: clearHistoryResponse },
  createList: { request: createListRequest, response: createListResponse },
  renameList: { request: renameListRequest, response: renameListResponse },
  deleteList: { request: deleteListRequest, response: deleteListResponse },
  leaveList: { request: leaveListRequest, response: leaveListResponse },
  inviteMember: { request: inviteMemberRequest, response: inviteMemberResponse },
  acceptInvite: { request: acceptInviteRequest, response: acceptInviteResponse },
  declineInvite: { request: declineInviteRequest, response: declineInviteResponse },
  cancelInvite: { request: cancelInviteRequest, response: cancelInviteResponse },
  deleteAccount: { request: deleteAccountRequest, response: deleteAccountResponse },
  exportData: { request: exportDataRequest, response: exportDataResponse },
  addItem: { request: addItemRequest, response: addItemResponse },
  updateItem: { request: updateItemRequest, response: updateItemResponse },
  deleteItem: { request: deleteItemRequest, response: deleteItemResponse },
  clearCheckedItems: { request: clearCheckedItemsRequest, response: clearCheckedItemsResponse },
  addIngredientsToList: { request: addIngredientsToListRequest, response: addIngredientsToListResponse },
  logMeal: { request: logMealRequest, response: logMealResponse },
  updateMeal: { request: updateMealRequest, response: updateMealResponse },
  correctMeal: { request: correctMealRequest, response: correctMealResponse },
  undoMealCorrection: { request: undoMealCorrectionRequest, response: undoMealCorrectionResponse },
  deleteMeal: { request: deleteMealRequest, response: deleteMealResponse },
  logRecipe: { request: logRecipeRequest, response: logRecipeResponse },
  shareRecipe: { request: shareRecipeRequest, response: shareRecipeResponse },
  unshareRecipe: { request: unshareRecipeRequest, response: unshareRecipeResponse },
} as const;

export type CallableName = keyof typeof callables;
/** What a client sends (before trimming / lower-casing). */
export type CallableRequest<N extends CallableName> = z.input<(typeof callables)[N]['request']>;
/** What a handler receives after parsing. */
export type ParsedRequest<N extends CallableName> = z.output<(typeof callables)[N]['request']>;
export type CallableResponse<N extends CallableName> = z.output<(typeof callables)[N]['response']>;
