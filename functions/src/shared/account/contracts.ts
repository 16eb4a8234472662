// The account's callables: the profile, deleting the account, exporting its data.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import {
  cleanName,
  emptyRequest,
  emptyResponse,
  INVALID_CHARACTERS,
  nameText,
  numberBetween,
} from '../contract-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';
import {
  activityLevelSchema,
  customTargetLimits,
  customTargetsSchema,
  dailyGoalSchema,
  genderSchema,
  languageSchema,
  macroUnitSchema,
  measurementSystemSchema,
  targetSourceSchema,
} from './documents.js';

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
  targetSource: targetSourceSchema,
  customTargets: customTargetsSchema.nullable(),
  /** The daily water target in ml (limits.defaultWaterTarget until the user sets one). */
  waterTarget: z.number(),
  shoppingLists: z.array(z.string()),
});
export type Profile = z.output<typeof profileSchema>;

// ---------- requests and responses ----------

const macroKeys = ['protein', 'carbs', 'fat'] as const;
const macroInput = z
  .number({ error: catalogued('invalidTargetMacro') })
  .finite(catalogued('invalidTargetMacro'))
  .optional();
const { calories, grams, percent } = customTargetLimits;

/** The user's own targets as sent: each problem has its own message (grams out of range, a share out of
 * range, shares adding up to more than 100 %). */
export const customTargetsRequest = z
  .strictObject({
    calories: numberBetween(calories.min, calories.max, 'invalidTargetCalories'),
    protein: macroInput,
    carbs: macroInput,
    fat: macroInput,
    macroUnit: macroUnitSchema.default('g'),
  })
  .superRefine((targets, ctx) => {
    const range = targets.macroUnit === 'g' ? grams : percent;
    const message = catalogued(targets.macroUnit === 'g' ? 'invalidTargetGrams' : 'invalidTargetPercent');
    for (const key of macroKeys) {
      const value = targets[key];
      if (value !== undefined && (value < range.min || value > range.max))
        ctx.addIssue({ code: 'custom', path: [key], message });
    }
    const shares = macroKeys.reduce((sum, key) => sum + (targets[key] ?? 0), 0);
    // A hair of slack: 33.3 + 33.3 + 33.4 is not exactly 100 in floating point.
    if (targets.macroUnit === 'percent' && shares > percent.max + 1e-9)
      ctx.addIssue({ code: 'custom', path: [], message: catalogued('targetSharesTooHigh') });
  });

const ensureProfile = {
  request: z.strictObject({
    /** The browser's language; used only when the account is new (docs/product-rules.md#languages). */
    language: languageSchema.optional(),
  }),
  response: z.object({ profile: profileSchema, created: z.boolean() }),
};

/** Empty values (null) clear a field and skip the range checks (docs/product-rules.md#profile-validation). */
const updateProfile = {
  request: z.strictObject({
    name: nameText().max(limits.nameChars).refine(cleanName, INVALID_CHARACTERS).optional(),
    gender: genderSchema.nullable().optional(),
    age: z.number().finite().nullable().optional(),
    height: z.number().finite().nullable().optional(),
    weight: z.number().finite().nullable().optional(),
    measurementSystem: measurementSystemSchema.optional(),
    language: languageSchema.optional(),
    activityLevel: activityLevelSchema.nullable().optional(),
    dailyGoal: dailyGoalSchema.optional(),
    targetSource: targetSourceSchema.optional(),
    /** null clears the user's own targets (and a targetSource of 'custom' with them is refused). */
    customTargets: customTargetsRequest.nullable().optional(),
    /** ml a day. */
    waterTarget: numberBetween(
      limits.waterTarget.min,
      limits.waterTarget.max,
      'invalidWaterTarget',
    ).optional(),
  }),
  response: z.object({ profile: profileSchema }),
};

const deleteAccount = { request: emptyRequest, response: emptyResponse };

/** A stored document as plain JSON (times as ISO strings), with its document id as `id`. */
const exportedDocument = z.record(z.string(), z.unknown());
const exportData = {
  request: emptyRequest,
  response: z.object({
    exportedAt: z.string(),
    uid: z.string(),
    email: z.string().nullable(),
    profile: exportedDocument.nullable(),
    usage: exportedDocument.nullable(),
    meals: z.array(exportedDocument),
    /** The diary's day totals. */
    days: z.array(exportedDocument),
    /** The unit of each vitamin and mineral in the rows' and days' `micros` ("mg" or "µg"). */
    microUnits: z.record(z.string(), z.string()),
    /** The favourite meals. */
    favorites: z.array(exportedDocument),
    /** The weigh-ins, one a day. */
    weights: z.array(exportedDocument),
    /** Copies of the caller's recipes shared with lists. */
    sharedRecipes: z.array(exportedDocument),
    /** The caller's meal plans (shared with a list or not). */
    mealPlans: z.array(exportedDocument),
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
  }),
};

export const accountCallables = { ensureProfile, updateProfile, deleteAccount, exportData } as const;
