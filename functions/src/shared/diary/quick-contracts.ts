// Logging in seconds: an earlier meal logged again, favourites, a day copied onto another. None of these
// asks the AI. zod only. Requests are strict and bounded; a message set here names its error catalogue
// entry (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { emptyResponse, id, requiredName } from '../contract-fields.js';
import { catalogued } from '../error-codes.js';
import {
  daySchemaStrict,
  logMealResponse,
  mealSlotSchema,
  portionsSchema,
  timeZoneSchema,
} from './contracts.js';

/** Where a new entry goes: today in `timeZone` unless `day` is given (within the last year, and not after
 * tomorrow there: checked by the server, which knows the date), in the slot of the time of day unless
 * `slot` is given. */
const newEntryPlace = {
  timeZone: timeZoneSchema,
  slot: mealSlotSchema.optional(),
  day: daySchemaStrict.optional(),
  portions: portionsSchema.optional(),
};

const logAgain = { request: z.strictObject({ mealId: id, ...newEntryPlace }), response: logMealResponse };

/** A favourite's name, as its owner sees it in their list. */
const favoriteName = requiredName(catalogued('favoriteNameRequired'));

const saveFavorite = {
  request: z.strictObject({ mealId: id, name: favoriteName.optional() }),
  response: z.object({ favoriteId: z.string() }),
};
const logFavorite = {
  request: z.strictObject({ favoriteId: id, ...newEntryPlace }),
  response: logMealResponse,
};
const deleteFavorite = { request: z.strictObject({ favoriteId: id }), response: emptyResponse };
const renameFavorite = {
  request: z.strictObject({ favoriteId: id, name: favoriteName }),
  response: emptyResponse,
};

/** Every eaten entry of `fromDay` (or of its `slot`) copied onto `toDay`, into the same slots (or, for a
 * slot, into `toSlot`: yesterday's breakfast as today's lunch). */
const copyDay = {
  request: z
    .strictObject({
      fromDay: daySchemaStrict,
      toDay: daySchemaStrict,
      timeZone: timeZoneSchema,
      slot: mealSlotSchema.optional(),
      toSlot: mealSlotSchema.optional(),
    })
    .refine((v) => v.toSlot === undefined || v.slot !== undefined, {
      message: 'A slot to copy to needs a slot to copy from',
      path: ['toSlot'],
    })
    .refine((v) => v.fromDay !== v.toDay || (v.toSlot !== undefined && v.toSlot !== v.slot), {
      message: catalogued('copyToSameDay'),
      path: ['toDay'],
    }),
  response: z.object({ mealIds: z.array(z.string()) }),
};

export const quickLoggingCallables = {
  logAgain,
  saveFavorite,
  logFavorite,
  deleteFavorite,
  renameFavorite,
  copyDay,
} as const;
