// The shopping lists' callables.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { emptyResponse, id, requiredName } from '../contract-fields.js';
import { catalogued } from '../error-codes.js';

const listName = requiredName(catalogued('listNameRequired'));
/** The callables that act on a whole list name it alone. */
const listIdRequest = z.strictObject({ listId: id });

const createList = {
  request: z.strictObject({ name: listName }),
  response: z.object({ listId: z.string() }),
};
const renameList = { request: z.strictObject({ listId: id, name: listName }), response: emptyResponse };
const deleteList = { request: listIdRequest, response: emptyResponse };
const leaveList = { request: listIdRequest, response: z.object({ listDeleted: z.boolean() }) };

export const listsCallables = { createList, renameList, deleteList, leaveList } as const;
