// What an account stores: the profile (users/{uid}) and its per-user counters (usage/{uid}). The
// conventions of every stored schema and reader are in ../documents.ts. zod only.
import { z } from 'zod';
import { nullableNumber, stringArray } from '../document-fields.js';
import { everyFieldMissing, keepStrings, timeSchema, tolerant } from '../document-reading.js';
import { languages } from '../languages.js';
import { limits } from '../limits.js';
import {
  activityLevels,
  dailyGoals,
  genders,
  macroUnits,
  measurementSystems,
  targetSources,
} from './profile-values.js';

export const languageSchema = z.enum(languages);
export const genderSchema = z.enum(genders);
export const measurementSystemSchema = z.enum(measurementSystems);
export const activityLevelSchema = z.enum(activityLevels);
export const dailyGoalSchema = z.enum(dailyGoals);
export const targetSourceSchema = z.enum(targetSources);
export const macroUnitSchema = z.enum(macroUnits);

/** The ranges of the user's own targets (docs/product-rules.md#targets-people-set-or-that-learn). */
export const customTargetLimits = {
  calories: { min: 800, max: 6000 },
  grams: { min: 0, max: 500 },
  percent: { min: 0, max: 100 },
} as const;

/** The user's own daily targets: calories, and any of protein, carbs and fat in grams or as a share of the
 * calories (shares add up to at most 100). A macro left out follows the app's split (weight/targets.ts). */
const storedMacro = z.number().finite().min(0).max(customTargetLimits.grams.max).optional();
export const customTargetsSchema = z.strictObject({
  calories: z.number().finite().min(customTargetLimits.calories.min).max(customTargetLimits.calories.max),
  /** Grams a day, or a percentage of the calories (`macroUnit`). */
  protein: storedMacro,
  carbs: storedMacro,
  fat: storedMacro,
  macroUnit: macroUnitSchema,
});
export type CustomTargets = z.output<typeof customTargetsSchema>;

// ---------- users/{uid} ----------

export const userSchema = z.strictObject({
  /** The uid again (written at creation; the document id is authoritative). */
  id: z.string().optional(),
  email: z.string(),
  name: z.string(),
  /** Older profiles carry the name here; read as `name` when `name` is missing. */
  displayName: z.string().optional(),
  /** The identity provider's picture (Google sign-in), kept in step at each sign-in. */
  photoURL: z.string().optional(),
  gender: genderSchema.nullable(),
  age: nullableNumber,
  height: nullableNumber,
  weight: nullableNumber,
  measurementSystem: measurementSystemSchema,
  language: languageSchema,
  activityLevel: activityLevelSchema.nullable(),
  /** Missing on older profiles: read as 'maintain'. */
  dailyGoal: dailyGoalSchema.optional(),
  /** Missing on older profiles: read as 'formula'. */
  targetSource: targetSourceSchema.optional(),
  /** Missing on older profiles: read as null (none set). */
  customTargets: customTargetsSchema.nullable().optional(),
  /** The daily water target in ml; missing: limits.defaultWaterTarget. */
  waterTarget: z.number().finite().min(limits.waterTarget.min).max(limits.waterTarget.max).optional(),
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
  photoURL: undefined,
  gender: null,
  age: null,
  height: null,
  weight: null,
  measurementSystem: 'metric',
  language: 'en',
  activityLevel: null,
  dailyGoal: 'maintain',
  targetSource: 'formula',
  customTargets: null,
  waterTarget: undefined,
  shoppingLists: keepStrings,
  createdAt: null,
  lastLogin: null,
  lastUpdated: null,
});
/** Every field falls back (a profile created by a partial write is still a profile): never null. */
export function readUser(data: unknown) {
  const fields = readUserFields(data);
  if (!fields) throw new Error('unreachable: every user field has a fallback');
  // Profiles from before the targets could be chosen follow the formula.
  const user = {
    ...fields,
    targetSource: fields.targetSource ?? 'formula',
    customTargets: fields.customTargets ?? null,
    waterTarget: fields.waterTarget ?? limits.defaultWaterTarget,
  };
  const named = typeof (data as { name?: unknown } | null)?.name === 'string';
  return named ? user : { ...user, name: user.displayName ?? '' };
}
export type User = ReturnType<typeof readUser>;

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
  /** Invites sent on `invitesDay` to each address, keyed by the address's hash (never the address): a
   * cancelled invite still counts, so invite-cancel loops cannot mail an address again and again. */
  invitesTo: z.record(z.string(), z.number().int().min(0)).optional(),
  /** Meal writes without an AI call (logRecipe, updateMeal, ...): UTC day of `mealWrites`. */
  mealWritesDay: z.string().optional(),
  mealWrites: z.number().int().min(0).optional(),
  /** Barcodes looked up at Open Food Facts (not found in the cache): UTC day of `productLookups`. */
  productLookupsDay: z.string().optional(),
  productLookups: z.number().int().min(0).optional(),
  /** The same, per UTC minute (YYYY-MM-DDTHH:MM) of `productLookupsInMinute`. */
  productLookupsMinute: z.string().optional(),
  productLookupsInMinute: z.number().int().min(0).optional(),
  /** Recipe pages fetched for importRecipeFromUrl: UTC day of `recipeImports`. */
  recipeImportsDay: z.string().optional(),
  recipeImports: z.number().int().min(0).optional(),
  /** Weigh-ins saved or deleted: UTC day of `weighIns`. */
  weighInsDay: z.string().optional(),
  weighIns: z.number().int().min(0).optional(),
});
export type UsageDocument = z.output<typeof usageSchema>;
/** A stray counter reads as missing, i.e. nothing used that day. */
export const readUsage = tolerant(usageSchema, everyFieldMissing(usageSchema));
