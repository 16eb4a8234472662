// Favourites: meals a user keeps to log again in one tap. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import {
  extraFiguresShape,
  foodItemSchema,
  nutritionTotalsSchema,
  stringArray,
  totalsReadAsZero,
} from '../document-fields.js';
import { keepStrings, keepValid, timeSchema, tolerant } from '../document-reading.js';
import { mealSources } from './documents.js';

// ---------- favorites/{favoriteId} ----------

/** A copy of a meal's rows, text and totals, owned by `userId` and read by them only. It is a document of
 * its own: editing or deleting the meal it was saved from never changes it, nor the reverse. */
export const favoriteSchema = z.strictObject({
  userId: z.string(),
  /** What the owner calls it in their list (the meal's description unless they named it). */
  name: z.string(),
  /** The meal's description, which an entry logged from the favourite takes. */
  description: z.string(),
  ingredients: stringArray,
  /** The rows for one portion, with their per-gram figures, source, foodId and barcode. */
  items: z.array(foodItemSchema),
  /** The sums of `items`. */
  ...nutritionTotalsSchema.shape,
  ...extraFiguresShape,
  /** How the meal it was saved from was logged; an entry logged from the favourite says the same. */
  source: z.enum(mealSources).optional(),
  /** A favourite of a recipe: the recipe meal, and that one portion of it is what `items` hold. */
  recipeId: z.string().optional(),
  portions: z.number().optional(),
  /** Its figures came from the demo AI. */
  demo: z.literal(true).optional(),
  /** The entry it was saved from, so that entry shows its star filled; the favourite does not follow it
   * (missing on favourites saved before it was recorded). */
  mealId: z.string().optional(),
  createdAt: timeSchema,
  updatedAt: timeSchema.optional(),
});
export type FavoriteDocument = z.output<typeof favoriteSchema>;
export const readFavorite = tolerant(favoriteSchema, {
  name: '',
  description: '',
  ingredients: keepStrings,
  items: keepValid(foodItemSchema),
  ...totalsReadAsZero,
  source: undefined,
  recipeId: undefined,
  portions: undefined,
  demo: undefined,
  mealId: undefined,
  createdAt: null,
  updatedAt: undefined,
});
export type Favorite = NonNullable<ReturnType<typeof readFavorite>>;
