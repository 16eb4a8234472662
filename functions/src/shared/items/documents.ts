// Shopping items and the remembered item operations. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import { storedIngredientSchema } from '../document-fields.js';
import { timeSchema, tolerant } from '../document-reading.js';

// ---------- shoppingItems/{itemId} ----------

export const shoppingItemSchema = z.strictObject({
  name: z.string(),
  checked: z.boolean(),
  /** Set when ticked, null when not. */
  checkedAt: timeSchema.nullable(),
  /** Who added it; the owner of a personal item. */
  userId: z.string(),
  /** null: a personal item, outside any list. An item without this field belongs nowhere: refused. */
  shoppingListId: z.string().nullable(),
  createdAt: timeSchema,
  /** When the accepted tick or untick was made (the client's time of the change): an older change of
   * `checked` is ignored (last writer wins). Absent until the first tick. */
  checkedChangedAt: timeSchema.optional(),
  /** The same for renames. */
  nameChangedAt: timeSchema.optional(),
  /** A line added from a recipe: the ingredient and its total amount, so adding the same ingredient
   * and unit again increases this line while it is unticked. Removed by a rename. */
  ingredient: storedIngredientSchema.optional(),
});
export type ShoppingItemDocument = z.output<typeof shoppingItemSchema>;
export const readShoppingItem = tolerant(shoppingItemSchema, {
  name: '',
  checked: false,
  checkedAt: null,
  userId: '',
  createdAt: null,
  checkedChangedAt: undefined,
  nameChangedAt: undefined,
  ingredient: undefined,
});
export type ShoppingItem = NonNullable<ReturnType<typeof readShoppingItem>>;

// ---------- itemOps/{hash of uid and opId} ----------

export const itemOpCallables = [
  'addItem',
  'updateItem',
  'deleteItem',
  'clearCheckedItems',
  'addIngredientsToList',
] as const;
export const itemOpSchema = z.strictObject({
  /** The callable the change was sent to. */
  callable: z.enum(itemOpCallables),
  /** Its first answer, given again to every repeat. Absent on the double-click marks of
   * addIngredientsToList (one per user, list, item name and 10-second window). */
  result: z.record(z.string(), z.unknown()).optional(),
  /** A double-click mark's line. */
  itemId: z.string().optional(),
  createdAt: timeSchema,
  /** After this the record may be removed (a TTL policy on this field). */
  expiresAt: timeSchema,
});
export type ItemOpDocument = z.output<typeof itemOpSchema>;
export const readItemOp = tolerant(itemOpSchema, {
  result: undefined,
  itemId: undefined,
  createdAt: null,
  expiresAt: null,
});
