// The shopping lists' callables.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { id, requiredName } from '../contract-fields.js';
import { catalogued } from '../error-codes.js';

export const createListRequest = z.strictObject({ name: requiredName(catalogued('listNameRequired')) });
export const createListResponse = z.object({ listId: z.string() });
export const renameListRequest = z.strictObject({
  listId: id,
  name: requiredName(catalogued('listNameRequired')),
});
export const renameListResponse = z.object({});
export const deleteListRequest = z.strictObject({ listId: id });
export const deleteListResponse = z.object({});
export const leaveListRequest = z.strictObject({ listId: id });
export const leaveListResponse = z.object({ listDeleted: z.boolean() });

export const listsCallables = {
  createList: { request: createListRequest, response: createListResponse },
  renameList: { request: renameListRequest, response: renameListResponse },
  deleteList: { request: deleteListRequest, response: deleteListResponse },
  leaveList: { request: leaveListRequest, response: leaveListResponse },
} as const;
