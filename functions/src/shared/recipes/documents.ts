// Recipes shared with a list. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import { nutritionTotalsSchema, storedIngredientSchema, stringArray } from '../document-fields.js';
import { keepStrings, keepValid, timeSchema, tolerant } from '../document-reading.js';

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
