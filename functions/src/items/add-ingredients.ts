// addIngredientsToList: recipe ingredients scaled by persons become items named "item (amount unit)",
// written in the user's profile language (its decimal separator and its word for "a pinch").
//
// A double click must not add anything twice, also when the two clicks straddle a window edge, and a
// repeat must not reset an item the user already ticked. Each item id derives from caller, list, name
// and a 10-second window. One transaction reads the ids of the current and the previous window (a
// point read of at most 2 x 100 documents, no query) and creates only the names that have no item
// created in the last 10 s. Reading the ids, even of documents that do not exist yet, makes a second
// concurrent call conflict with the first and retry, so it sees the first one's items: a query would
// not give that protection (phantoms), deterministic ids do.
import { createHash } from 'node:crypto';
import { type DocumentReference, type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { Handler } from '../lib/run-callable.js';
import { collections, readShoppingItem, readUser } from '../shared/documents.js';
import { shoppingItemName } from '../shared/scale-amount.js';
import { amountFormat } from './amount-words.js';
import { assertCanAddTo } from './item-access.js';
import { newItem } from './item-handlers.js';

export const DOUBLE_CLICK_WINDOW_MS = 10_000;

export function ingredientItemId(uid: string, listId: string | null, name: string, window: number): string {
  return createHash('sha256')
    .update(JSON.stringify([uid, listId, name, window]))
    .digest('base64url')
    .slice(0, 20);
}

export const handleAddIngredientsToList: Handler<'addIngredientsToList'> = async (input, ctx, deps) => {
  const { db } = deps;
  const profile = await db.collection(collections.users).doc(ctx.uid).get();
  const format = amountFormat(readUser(profile.data() ?? {}).language);
  const names = [
    ...new Set(input.ingredients.map((i) => shoppingItemName(i, input.persons, format).slice(0, 200))),
  ];
  await assertCanAddTo(db, input.listId, ctx.uid, names.length);
  const items = db.collection(collections.shoppingItems);

  const added = await db.runTransaction(async (tx) => {
    // Read the clock inside the transaction: a retry after a conflict is a later moment.
    const now = deps.clock.now();
    const window = Math.floor(now.getTime() / DOUBLE_CLICK_WINDOW_MS);
    const refsOf = (w: number) => names.map((n) => items.doc(ingredientItemId(ctx.uid, input.listId, n, w)));
    const current = refsOf(window);
    const previous = refsOf(window - 1);
    const snaps = await tx.getAll(...current, ...previous);
    const since = now.getTime() - DOUBLE_CLICK_WINDOW_MS;
    const toCreate: { ref: DocumentReference; name: string }[] = [];
    names.forEach((name, i) => {
      const inWindow = snaps[i];
      const before = snaps[names.length + i];
      if (inWindow?.exists) return;
      if (before?.exists && createdSince(before, since)) return;
      toCreate.push({ ref: current[i] as DocumentReference, name });
    });
    const createdAt = Timestamp.fromDate(now);
    for (const { ref, name } of toCreate) tx.create(ref, newItem(name, input.listId, ctx.uid, createdAt));
    return toCreate.length;
  });
  return { added };
};

/** `createdAt` is written from the same clock as `now`, so the comparison holds under a test clock too. */
function createdSince(snap: DocumentSnapshot, sinceMs: number): boolean {
  const createdAt = readShoppingItem(snap.data())?.createdAt;
  return !!createdAt && createdAt.getTime() > sinceMs;
}
