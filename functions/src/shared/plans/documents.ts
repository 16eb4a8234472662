// The meal plan. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import { daySchema, mealSlots } from '../diary/documents.js';
import { nutritionTotalsSchema, storedIngredientSchema } from '../document-fields.js';
import { keepValid, timeSchema, tolerant } from '../document-reading.js';

// ---------- mealPlans/{planId} ----------

/** What one plan has added to one list: per item and unit, the amount (0 for a line without an amount). A
 * later addPlanToList adds only what the plan needs beyond it. */
export const planAddedSchema = z.array(storedIngredientSchema);

/** A recipe put on a day and slot for a number of persons. It keeps what is needed to show it, shop for it
 * and log it (title, servings, ingredients, nutrition per person) as they were when it was planned, so the
 * members of its list never read the owner's meal, and a recipe deleted later still shows on the plan. */
export const mealPlanSchema = z.strictObject({
  /** The owner: the only one who moves or removes it. */
  userId: z.string(),
  /** The owner's name as their list's members see it, when shared. */
  userName: z.string().optional(),
  /** The recipe meal planned (the owner's, or another member's shared with one of the owner's lists). */
  mealId: z.string(),
  /** The list whose members read the plan; null: the owner's alone. */
  listId: z.string().nullable(),
  day: daySchema,
  slot: z.enum(mealSlots),
  persons: z.number().int().min(1),
  title: z.string(),
  /** Persons `ingredients` are for; scaled to `persons` when shopping. */
  servings: z.number().min(0),
  ingredients: z.array(storedIngredientSchema),
  /** One person's portion. */
  ...nutritionTotalsSchema.shape,
  thumbnail: z.string().optional(),
  createdAt: timeSchema,
  updatedAt: timeSchema,
  /** Never read by clients: what this plan has added to each list (by list id), so a second
   * addPlanToList adds only the difference. */
  addedTo: z.record(z.string(), planAddedSchema).optional(),
});
export type MealPlanDocument = z.output<typeof mealPlanSchema>;
export const readMealPlan = tolerant(mealPlanSchema, {
  userName: undefined,
  listId: null,
  persons: 1,
  title: '',
  servings: 1,
  ingredients: keepValid(storedIngredientSchema),
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  thumbnail: undefined,
  createdAt: null,
  updatedAt: null,
  addedTo: undefined,
});
export type MealPlan = NonNullable<ReturnType<typeof readMealPlan>>;
