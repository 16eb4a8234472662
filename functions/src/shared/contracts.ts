// Request and response schemas of every callable, shared by the functions and the web app (alias
// `@contracts`). zod only: no firebase imports, so the web bundle stays small. Requests are strict
// (unknown keys refused) and bounded; a message set here names its error catalogue entry (`catalogued`),
// and the server answers with that entry's English message and i18n key.
import { z } from 'zod';
import {
  cleanName,
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
import { activityLevelSchema, genderSchema, languageSchema, measurementSystemSchema } from './documents.js';

export { activityLevelSchema, genderSchema, languageSchema, measurementSystemSchema } from './documents.js';

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
});
export const updateProfileResponse = z.object({ profile: profileSchema });

export const analyzeFoodImageRequest = z.strictObject({
  image: imageDataUrl,
  thumbnail: thumbnailDataUrl.optional(),
});
export const analyzeFoodImageResponse = z.object({
  mealId: z.string(),
  nutrition: nutritionFactsSchema.extend({
    description: z.string(),
    ingredients: z.array(z.string()),
    ...calorieConsistency,
  }),
  demo: z.boolean().optional(),
});

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

export const addItemRequest = z.strictObject({
  listId: listIdOrPersonal,
  name: requiredName(catalogued('itemNameRequired')),
});
export const addItemResponse = z.object({ itemId: z.string() });
export const updateItemRequest = z
  .strictObject({
    itemId: id,
    name: requiredName(catalogued('itemNameRequired')).optional(),
    checked: z.boolean().optional(),
  })
  .refine((v) => v.name !== undefined || v.checked !== undefined, 'Nothing to update: give name or checked');
export const updateItemResponse = z.object({});
export const deleteItemRequest = z.strictObject({ itemId: id });
export const deleteItemResponse = z.object({});
export const clearCheckedItemsRequest = z.strictObject({ listId: listIdOrPersonal });
export const clearCheckedItemsResponse = z.object({ deleted: z.number().int() });

export const addIngredientsToListRequest = z.strictObject({
  listId: listIdOrPersonal,
  persons: z.number().int().min(1).max(limits.maxPersons),
  ingredients: z
    .array(recipeIngredientSchema)
    .min(1, 'Select at least one ingredient')
    .max(limits.ingredients, `At most ${limits.ingredients} ingredients`),
});
export const addIngredientsToListResponse = z.object({ added: z.number().int() });

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
} as const;

export type CallableName = keyof typeof callables;
/** What a client sends (before trimming / lower-casing). */
export type CallableRequest<N extends CallableName> = z.input<(typeof callables)[N]['request']>;
/** What a handler receives after parsing. */
export type ParsedRequest<N extends CallableName> = z.output<(typeof callables)[N]['request']>;
export type CallableResponse<N extends CallableName> = z.output<(typeof callables)[N]['response']>;
