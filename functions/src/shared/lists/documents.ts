// A shopping list and its member records. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import { stringArray } from '../document-fields.js';
import { keepStrings, timeSchema, tolerant } from '../document-reading.js';

// ---------- shoppingLists/{listId} ----------

export const shoppingListSchema = z.strictObject({
  name: z.string(),
  createdBy: z.string(),
  createdAt: timeSchema,
  /** Kept in step with the members subcollection; every access check reads it. */
  memberIds: stringArray,
});
export type ShoppingListDocument = z.output<typeof shoppingListSchema>;
export const readShoppingList = tolerant(shoppingListSchema, {
  name: '',
  createdBy: '',
  createdAt: null,
  memberIds: keepStrings,
});
export type ShoppingList = NonNullable<ReturnType<typeof readShoppingList>>;

// ---------- shoppingLists/{listId}/members/{uid} ----------

export const memberSchema = z.strictObject({
  userId: z.string(),
  email: z.string(),
  displayName: z.string().optional(),
  joinedAt: timeSchema,
});
export type MemberDocument = z.output<typeof memberSchema>;
export const readMember = tolerant(memberSchema, {
  userId: '',
  email: '',
  displayName: undefined,
  joinedAt: null,
});
export type ListMember = NonNullable<ReturnType<typeof readMember>>;
