// The recipes' callables: scanning, generating, sharing with a list.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import {
  calorieConsistency,
  cleanName,
  emptyResponse,
  freeText,
  INVALID_CHARACTERS,
  id,
  imageDataUrl,
  nameText,
  nutritionFactsSchema,
  requiredName,
  thumbnailDataUrl,
} from '../contract-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';

export const recipeIngredientSchema = z.strictObject({
  item: requiredName('Ingredient name is required'),
  amount: z.number().finite().min(0).max(1_000_000),
  unit: nameText().max(limits.unitChars).refine(cleanName, INVALID_CHARACTERS),
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

/** Sharing and unsharing name the caller's recipe (a meal) and the list. */
const recipeAndList = z.strictObject({ mealId: id, listId: id });
const shareRecipe = { request: recipeAndList, response: emptyResponse };
const unshareRecipe = { request: recipeAndList, response: emptyResponse };

/** Either a photo (`image`, optional `thumbnail`) or pasted recipe text, never both. */
const scanRecipe = {
  request: z
    .strictObject({
      image: imageDataUrl.optional(),
      thumbnail: thumbnailDataUrl.optional(),
      text: freeText(catalogued('recipeTextRequired')).optional(),
    })
    .refine((v) => (v.image === undefined) !== (v.text === undefined), 'Give either an image or recipe text')
    .refine((v) => v.thumbnail === undefined || v.image !== undefined, 'A thumbnail needs an image'),
  response: z.object({
    mealId: z.string(),
    recipe: scannedRecipeSchema,
    ...calorieConsistency,
    demo: z.boolean().optional(),
  }),
};

/** Either a prompt (ingredients or a meal description) or the id of one of the caller's meals. */
const generateRecipe = {
  request: z
    .strictObject({
      prompt: freeText(catalogued('promptRequired')).optional(),
      mealId: id.optional(),
    })
    .refine((v) => v.prompt !== undefined || v.mealId !== undefined, catalogued('promptRequired'))
    .refine((v) => v.prompt === undefined || v.mealId === undefined, 'Give either a prompt or a meal id'),
  response: z.object({
    recipe: recipeSchema,
    nutritionData: nutritionFactsSchema,
    mealId: z.string().optional(),
    ...calorieConsistency,
    demo: z.boolean().optional(),
  }),
};

/** A recipe page's address as typed or shared: trimmed, http(s) only (whether its host may be fetched is
 * decided by the server after DNS). */
export const webAddress = z
  .string({ error: catalogued('recipeUrlInvalid') })
  .trim()
  .min(1, catalogued('recipeUrlInvalid'))
  .max(limits.urlChars, catalogued('recipeUrlInvalid'))
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  }, catalogued('recipeUrlInvalid'));

/** One ingredient line of an imported recipe: what could be read as amount and unit (0 and '' when the
 * line has none, e.g. "salt to taste"), and the line as the page wrote it. */
export const importedIngredientSchema = z.object({
  item: z.string(),
  amount: z.number(),
  unit: z.string(),
  original: z.string(),
  /** The food table food the line was matched to (its name in the caller's language), when one was. */
  food: z.string().optional(),
});
export type ImportedIngredient = z.output<typeof importedIngredientSchema>;

export const importedRecipeSchema = z.object({
  title: z.string(),
  /** Persons the ingredients are for (the page's yield; 1 when it states none). */
  servings: z.number(),
  ingredients: z.array(importedIngredientSchema),
  instructions: z.array(z.string()),
  /** The address the recipe was read from (after redirects). */
  sourceUrl: z.string(),
  /** Summed from the food table over the matched ingredients, divided by `servings`. */
  nutritionPerServing: nutritionFactsSchema,
  /** How many ingredient lines were matched in the food table, of how many. */
  coverage: z.object({ matched: z.number(), total: z.number() }),
  /** Minutes, from the page's ISO 8601 durations, when it gives them. */
  times: z
    .object({ prep: z.number().optional(), cook: z.number().optional(), total: z.number().optional() })
    .optional(),
  /** The page's picture of the dish (an http(s) address; never fetched by the server). */
  image: z.string().optional(),
  /** `structured`: the page's schema.org Recipe; `model`: the AI read the page's text. */
  readBy: z.enum(['structured', 'model']),
});
export type ImportedRecipe = z.output<typeof importedRecipeSchema>;

/** Reads a recipe page (schema.org Recipe, or the AI reading its text when it has none) and stores it in
 * History as a recipe meal with its source address. */
const importRecipeFromUrl = {
  request: z.strictObject({ url: webAddress }),
  response: z.object({
    mealId: z.string(),
    recipe: importedRecipeSchema,
    demo: z.boolean().optional(),
  }),
};

export const recipesCallables = {
  shareRecipe,
  unshareRecipe,
  scanRecipe,
  generateRecipe,
  importRecipeFromUrl,
} as const;
