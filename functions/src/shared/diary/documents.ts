// Meals (eaten entries and recipes: one collection) and the diary's day totals. Conventions in
// ../documents.ts. zod only.
import { z } from 'zod';
import {
  consistencyCheckSchema,
  extraFiguresShape,
  extraFiguresUnknown,
  foodItemSchema,
  microSumsRead,
  microSumsShape,
  nutritionTotalsSchema,
  storedIngredientSchema,
  stringArray,
  totalsReadAsZero,
} from '../document-fields.js';
import { keepStrings, keepValid, timeSchema, tolerant } from '../document-reading.js';

// ---------- meals/{mealId} ----------

export const mealTypes = ['nutrition', 'recipe', 'scanned_recipe'] as const;
export type MealType = (typeof mealTypes)[number];
/** How an eaten entry was logged; 'foods': rows picked from the food table, barcodes or typed by hand. */
export const mealSources = ['photo', 'text', 'recipe', 'foods'] as const;
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
  ...extraFiguresShape,
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
  ...extraFiguresShape,
  /** The vitamins and minerals of `items`: sums over the rows that knew each, and how many did (missing on
   * meals stored before rows carried them). */
  ...microSumsShape,
  /** Display strings: food names, or "200 g flour" for recipes. */
  ingredients: stringArray,
  macroCalories: z.number().optional(),
  consistent: z.boolean().optional(),
  /** Small data URL; the photo itself is never stored. */
  thumbnail: z.string().optional(),
  /** An entry copied from a meal with a photo (logged again, a day copied): that meal's id, whose
   * `thumbnail` it shows; the image is stored once. */
  thumbnailOf: z.string().optional(),
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
  /** The recipe meal of an eaten entry: the one it was logged from (source 'recipe', with `portions`), or
   * the one generated from it, which a later request for its recipe reuses. */
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
  /** A recipe read from a web page (importRecipeFromUrl): the page's address, after redirects. */
  sourceUrl: z.string().optional(),
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
  ...extraFiguresUnknown,
  ...microSumsRead,
  ingredients: keepStrings,
  macroCalories: undefined,
  consistent: undefined,
  thumbnail: undefined,
  thumbnailOf: undefined,
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
  sourceUrl: undefined,
  persons: undefined,
  nutritionData: undefined,
  recipeCheck: undefined,
});
export type Meal = NonNullable<ReturnType<typeof readMeal>>;

// ---------- days/{uid}_{day} ----------

/** The sums of one user's eaten entries on one local day; written in the same transaction as every
 * change to those entries. */
export const dayTotalsSchema = z.strictObject({
  userId: z.string(),
  day: daySchema,
  ...nutritionTotalsSchema.shape,
  ...extraFiguresShape,
  /** How many eaten entries the day has. */
  meals: z.number().int().min(0),
  /** How many food rows those entries have together: what `microsKnown` counts against ("known for 5 of 7
   * foods"). Missing on days written before it was kept. */
  rows: z.number().int().min(0).optional(),
  /** The vitamins and minerals of those rows: `micros` sums each over the rows that knew it (absent when
   * none did), `microsKnown` says how many rows that was, for every nutrient (0 when none). */
  ...microSumsShape,
  /** Water drunk that day, in ml (glasses of limits.glassMl); absent: none logged. A day with water and no
   * entries keeps its document with `meals: 0`. */
  water: z.number().int().min(0).optional(),
  updatedAt: timeSchema,
});
export type DayTotalsDocument = z.output<typeof dayTotalsSchema>;
export const readDayTotals = tolerant(dayTotalsSchema, {
  ...totalsReadAsZero,
  meals: 0,
  rows: undefined,
  ...microSumsRead,
  water: undefined,
  updatedAt: null,
});
export const dayTotalsId = (uid: string, day: string) => `${uid}_${day}`;
