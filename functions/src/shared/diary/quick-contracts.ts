// Logging in seconds: an earlier meal logged again, favourites, a day copied onto another. None of these
// asks the AI. zod only. Requests are strict and bounded; a message set here names its error catalogue
// entry (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { id, requiredName } from '../contract-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';
import { daySchemaStrict, logMealResponse, mealSlotSchema, timeZoneSchema } from './contracts.js';

/** How many portions of the original: every row's grams and figures are multiplied by it. */
export const portionsSchema = z
  .number({ error: catalogued('invalidPortions') })
  .finite(catalogued('invalidPortions'))
  .min(0.1, catalogued('invalidPortions'))
  .max(limits.maxPortions, catalogued('invalidPortions'));

/** Where a new entry goes: today in `timeZone` unless `day` is given (within the last year, and not after
 * tomorrow there: checked by the server, which knows the date), in the slot of the time of day unless
 * `slot` is given. */
const newEntryPlace = {
  timeZone: timeZoneSchema,
  slot: mealSlotSchema.optional(),
  day: daySchemaStrict.optional(),
  portions: portionsSchema.optional(),
};

export const logAgainRequest = z.strictObject({ mealId: id, ...newEntryPlace });
export const logAgainResponse = logMealResponse;

/** A favourite's name, as its owner sees it in their list. */
const favoriteName = requiredName(catalogued('favoriteNameRequired'));

export const saveFavoriteRequest = z.strictObject({ mealId: id, name: favoriteName.optional() });
export const saveFavoriteResponse = z.object({ favoriteId: z.string() });
export const logFavoriteRequest = z.strictObject({ favoriteId: id, ...newEntryPlace });
export const logFavoriteResponse = logMealResponse;
export const deleteFavoriteRequest = z.strictObject({ favoriteId: id });
export const deleteFavoriteResponse = z.object({});
export const renameFavoriteRequest = z.strictObject({ favoriteId: id, name: favoriteName });
export const renameFavoriteResponse = z.object({});

/** Every eaten entry of `fromDay` (or of its `slot`) copied onto `toDay`, into the same slots. */
export const copyDayRequest = z
  .strictObject({
    fromDay: daySchemaStrict,
    toDay: daySchemaStrict,
    timeZone: timeZoneSchema,
    slot: mealSlotSchema.optional(),
  })
  .refine((v) => v.fromDay !== v.toDay, { message: catalogued('copyToSameDay'), path: ['toDay'] });
export const copyDayResponse = z.object({ mealIds: z.array(z.string()) });

export const quickLoggingCallables = {
  logAgain: { request: logAgainRequest, response: logAgainResponse },
  saveFavorite: { request: saveFavoriteRequest, response: saveFavoriteResponse },
  logFavorite: { request: logFavoriteRequest, response: logFavoriteResponse },
  deleteFavorite: { request: deleteFavoriteRequest, response: deleteFavoriteResponse },
  renameFavorite: { request: renameFavoriteRequest, response: renameFavoriteResponse },
  copyDay: { request: copyDayRequest, response: copyDayResponse },
} as const;
