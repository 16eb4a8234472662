// The shopping items' callables.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { emptyResponse, id, listIdOrPersonal, requiredName } from '../contract-fields.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';
import { recipeIngredientSchema } from '../recipes/contracts.js';

/** The item callables take an optional `opId`: a client-chosen id of one change, the same on every attempt
 * to send it. The server applies an opId of a user once; a repeat answers the first result and writes
 * nothing (docs/product-rules.md#offline-changes). */
export const opId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be 8 to 64 characters: letters, digits, - or _');

/** How far a client's `changedAt` may lie from the server's clock: offline for up to 30 days, a device
 * clock up to 5 minutes ahead. */
export const changedAtWindow = { pastMs: 30 * 24 * 60 * 60 * 1000, futureMs: 5 * 60 * 1000 } as const;

/** With `itemId` (a client id) the item is created under that id; a repeat creates nothing second. */
const addItem = {
  request: z.strictObject({
    listId: listIdOrPersonal,
    name: requiredName(catalogued('itemNameRequired')),
    itemId: id.optional(),
    opId: opId.optional(),
  }),
  response: z.object({ itemId: z.string() }),
};
/** `changedAt`: when the user made the change (epoch ms, default now); last writer wins per field. */
const updateItem = {
  request: z
    .strictObject({
      itemId: id,
      name: requiredName(catalogued('itemNameRequired')).optional(),
      checked: z.boolean().optional(),
      changedAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
      opId: opId.optional(),
    })
    .refine(
      (v) => v.name !== undefined || v.checked !== undefined,
      'Nothing to update: give name or checked',
    ),
  response: emptyResponse,
};
const deleteItem = {
  request: z.strictObject({ itemId: id, opId: opId.optional() }),
  response: emptyResponse,
};
const clearCheckedItems = {
  request: z.strictObject({ listId: listIdOrPersonal, opId: opId.optional() }),
  response: z.object({ deleted: z.number().int() }),
};

const addIngredientsToList = {
  request: z.strictObject({
    listId: listIdOrPersonal,
    persons: z.number().int().min(1).max(limits.maxPersons),
    ingredients: z
      .array(recipeIngredientSchema)
      .min(1, 'Select at least one ingredient')
      .max(limits.ingredients, `At most ${limits.ingredients} ingredients`),
    opId: opId.optional(),
  }),
  /** `added`: new lines; `merged`: unticked lines of the same ingredient and unit whose amount grew. */
  response: z.object({
    added: z.number().int(),
    merged: z.number().int().optional(),
  }),
};

export const itemsCallables = {
  addItem,
  updateItem,
  deleteItem,
  clearCheckedItems,
  addIngredientsToList,
} as const;
