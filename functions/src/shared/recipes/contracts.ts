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

export const recipesCallables = { shareRecipe, unshareRecipe, scanRecipe, generateRecipe } as const;
