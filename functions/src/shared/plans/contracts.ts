// The meal plan's callables: a recipe put on a day and slot for a number of persons, moved, removed, and a
// range of days added to a shopping list in one go.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { emptyResponse, id } from '../contract-fields.js';
import { logMealResponse, portionsSchema, timeZoneSchema } from '../diary/contracts.js';
import { mealSlots } from '../diary/documents.js';
import { storedIngredientSchema } from '../document-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';

/** The plan's own bounds. A day's upper bound (a year from the server's today) is checked by the handler,
 * which knows the date. */
export const planLimits = {
  firstDay: limits.firstDiaryDay,
  /** How far ahead a meal may be planned. */
  daysAhead: 366,
  /** Meals one user may plan on one day (all slots). */
  plansPerDay: 20,
  /** Days addPlanToList takes at once (a week, or a month at most). */
  rangeDays: 31,
} as const;

/** A real calendar date, YYYY-MM-DD, not before 2000. */
export const planDaySchema = z
  .string({ error: catalogued('invalidPlanDay') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, catalogued('invalidPlanDay'))
  .refine(isRealDay, catalogued('invalidPlanDay'))
  .refine((day) => day >= planLimits.firstDay, catalogued('invalidPlanDay'));

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export const planSlotSchema = z.enum(mealSlots, { error: catalogued('invalidPlanSlot') });

/** Persons the plan cooks for: the range of the recipe's persons stepper. */
export const planPersonsSchema = z
  .number({ error: catalogued('invalidPlanPersons') })
  .int(catalogued('invalidPlanPersons'))
  .min(1, catalogued('invalidPlanPersons'))
  .max(limits.maxPersons, catalogued('invalidPlanPersons'));

/** `mealId`: a recipe meal the caller can read (their own, or one shared with a list they are in).
 * `listId`: a list the caller is a member of; its members then see the plan. */
const planRecipe = {
  request: z.strictObject({
    mealId: id,
    day: planDaySchema,
    slot: planSlotSchema,
    persons: planPersonsSchema,
    listId: id.optional(),
  }),
  response: z.object({ planId: z.string() }),
};

/** Only the plan's owner moves it or changes its persons. */
const updatePlan = {
  request: z
    .strictObject({
      planId: id,
      day: planDaySchema.optional(),
      slot: planSlotSchema.optional(),
      persons: planPersonsSchema.optional(),
    })
    .refine(
      (v) => v.day !== undefined || v.slot !== undefined || v.persons !== undefined,
      catalogued('planNothingToChange'),
    ),
  response: emptyResponse,
};

const unplanRecipe = { request: z.strictObject({ planId: id }), response: emptyResponse };

/** Every plan from `from` to `to` (both included) the caller can read, the caller's own and those shared
 * with their lists, added to the list `listId` (the caller must be a member). */
const addPlanToList = {
  request: z
    .strictObject({ from: planDaySchema, to: planDaySchema, listId: id })
    .refine((v) => v.from <= v.to && daysBetween(v.from, v.to) < planLimits.rangeDays, {
      message: catalogued('invalidPlanRange'),
      path: ['to'],
    }),
  /** `added`: new lines on the list; `merged`: unticked lines of the same item and unit whose amount grew;
   * `staples`: pantry staples (salt, pepper, oil, water) the plans need, not added, for the user to pick
   * (as addIngredientsToList ingredients with persons 1: their amounts are already scaled); `plans`: how
   * many plans were read. A second identical call adds nothing: only what a plan needs beyond what it
   * already added to this list is added. */
  response: z.object({
    added: z.number().int(),
    merged: z.number().int(),
    staples: z.array(storedIngredientSchema),
    plans: z.number().int(),
  }),
};

/** A planned meal logged as eaten, from the plan's own copy of the recipe (so a list member can log a plan
 * whose recipe was never shared with them): on the plan's day and slot, `portions` of one person's portion
 * (1 by default). The day must be one the diary takes (a year back up to tomorrow in `timeZone`). */
const logPlanned = {
  request: z.strictObject({ planId: id, timeZone: timeZoneSchema, portions: portionsSchema.optional() }),
  response: logMealResponse,
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const plansCallables = { planRecipe, updatePlan, unplanRecipe, addPlanToList, logPlanned } as const;
