// What the app stores in Firestore: every collection name and, per domain (account/, lists/, items/,
// invites/, diary/, recipes/, ai/, weight/, plans/ beside this file), one schema per collection describing a
// stored document, and tolerant readers. Shared by the functions (writers and readers), the web app (readers,
// alias `@shared/documents`) and the seed loader. zod only: no firebase imports.
//
// Two views of each collection:
// - `<x>Schema` is the stored shape, strict (unknown fields refused). Writers type their documents from
//   it and the seed is validated against it.
// - `read<X>` never throws: a field that is missing or holds a stray value (older documents, seeded or
//   hand-edited data) falls back to the value written beside it in `tolerant(...)`; a field without a
//   fallback is one the document is useless without, so its absence makes the reader return null and
//   callers skip the document.
// Times are Dates once parsed: the admin SDK's Timestamps (anything with toDate()) and the web's Dates
// (web/src/lib/firestore.ts converts) both parse.
import type { z } from 'zod';
import { usageSchema, userSchema } from './account/documents.js';
import { aiBudgetShardSchema } from './ai/documents.js';
import type { CollectionName } from './collections.js';
import { dayTotalsSchema, mealSchema } from './diary/documents.js';
import { favoriteSchema } from './diary/favorite-documents.js';
import { inviteRecipientSchema, inviteSchema } from './invites/documents.js';
import { itemOpSchema, shoppingItemSchema } from './items/documents.js';
import { memberSchema, shoppingListSchema } from './lists/documents.js';
import { productBudgetSchema, productCacheSchema } from './nutrition/documents.js';
import { mealPlanSchema } from './plans/documents.js';
import { sharedRecipeSchema } from './recipes/documents.js';
import { weightSchema } from './weight/documents.js';

export * from './account/documents.js';
export * from './account/profile-values.js';
export * from './ai/documents.js';
export * from './collections.js';
export * from './diary/documents.js';
export * from './diary/favorite-documents.js';
export * from './document-fields.js';
export { timeSchema } from './document-reading.js';
export * from './invites/documents.js';
export * from './items/documents.js';
export * from './languages.js';
export * from './lists/documents.js';
export * from './nutrition/documents.js';
export * from './plans/documents.js';
export * from './recipes/documents.js';
export * from './weight/documents.js';

// ---------- every collection ----------

export const documentSchemas = {
  users: userSchema,
  shoppingLists: shoppingListSchema,
  members: memberSchema,
  shoppingItems: shoppingItemSchema,
  itemOps: itemOpSchema,
  meals: mealSchema,
  invites: inviteSchema,
  inviteRecipients: inviteRecipientSchema,
  usage: usageSchema,
  aiBudget: aiBudgetShardSchema,
  days: dayTotalsSchema,
  sharedRecipes: sharedRecipeSchema,
  weights: weightSchema,
  favorites: favoriteSchema,
  products: productCacheSchema,
  productBudget: productBudgetSchema,
  mealPlans: mealPlanSchema,
} as const satisfies Record<CollectionName, z.ZodType>;

/**
 * Checks a document against the stored shape of its collection (the second-to-last path segment).
 * Returns the problems as "field: message" lines, [] when it is valid or its collection is unknown.
 */
export function storedDocumentProblems(path: string, data: unknown): string[] {
  const segments = path.split('/');
  const collection = segments[segments.length - 2] as CollectionName;
  const schema = Object.hasOwn(documentSchemas, collection) ? documentSchemas[collection] : undefined;
  if (!schema) return [];
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? `unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`
      : `${issue.path.join('.')}: ${issue.message}`,
  );
}

// ---------- writing ----------

/**
 * A document as written: each time field may also hold `T`, the writer's server-time sentinel or
 * Timestamp (opaque here, so this module needs no firebase import).
 */
export type Writable<D, T> = {
  [K in keyof D]: Date extends Exclude<D[K], null | undefined> ? Exclude<D[K], Date> | T : D[K];
};
/** A partial update: any field may also take a field transform such as arrayUnion (`T`). */
export type Update<D, T> = { [K in keyof D]?: D[K] | T };
