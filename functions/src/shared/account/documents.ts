// What an account stores: the profile (users/{uid}) and its per-user counters (usage/{uid}). The
// conventions of every stored schema and reader are in ../documents.ts. zod only.
import { z } from 'zod';
import { nullableNumber, stringArray } from '../document-fields.js';
import { keepStrings, timeSchema, tolerant } from '../document-reading.js';
import { activityLevels, dailyGoals, genders, languages, measurementSystems } from '../profile-values.js';

export const languageSchema = z.enum(languages);
export const genderSchema = z.enum(genders);
export const measurementSystemSchema = z.enum(measurementSystems);
export const activityLevelSchema = z.enum(activityLevels);
export const dailyGoalSchema = z.enum(dailyGoals);

// ---------- users/{uid} ----------

export const userSchema = z.strictObject({
  /** The uid again (written at creation; the document id is authoritative). */
  id: z.string().optional(),
  email: z.string(),
  name: z.string(),
  /** Older profiles carry the name here; read as `name` when `name` is missing. */
  displayName: z.string().optional(),
  gender: genderSchema.nullable(),
  age: nullableNumber,
  height: nullableNumber,
  weight: nullableNumber,
  measurementSystem: measurementSystemSchema,
  language: languageSchema,
  activityLevel: activityLevelSchema.nullable(),
  /** Missing on older profiles: read as 'maintain'. */
  dailyGoal: dailyGoalSchema.optional(),
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
  gender: null,
  age: null,
  height: null,
  weight: null,
  measurementSystem: 'metric',
  language: 'en',
  activityLevel: null,
  dailyGoal: 'maintain',
  shoppingLists: keepStrings,
  createdAt: null,
  lastLogin: null,
  lastUpdated: null,
});
/** Every field falls back (a profile created by a partial write is still a profile): never null. */
export function readUser(data: unknown) {
  const user = readUserFields(data);
  if (!user) throw new Error('unreachable: every user field has a fallback');
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
});
export type UsageDocument = z.output<typeof usageSchema>;
/** A stray counter reads as missing, i.e. nothing used that day. */
export const readUsage = tolerant(usageSchema, {
  day: undefined,
  count: undefined,
  limit: undefined,
  updatedAt: undefined,
  invitesDay: undefined,
  invites: undefined,
});
