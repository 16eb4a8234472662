// addIngredientsToList: recipe ingredients scaled by persons become items named "item (amount unit)",
// written in the user's profile language (its decimal separator and its word for "a pinch").
//
// An ingredient whose item and unit (compared trimmed, ignoring case, units of one measure alike:
// ../shared/recipes/amount-sums.ts) are already on the list as an unticked line added from a recipe
// increases that line instead of adding a second one: "Milk (1 L)" and "Milk (0.5 L)" make "Milk (1.5 L)",
// "Flour (200 g)" and 0.5 kg of flour "Flour (700 g)". Lines keep their ingredient and exact total (`ingredient`), so the
// amounts add up before rounding, and the merged name is written in the adding user's language. The same
// ingredient and unit twice in one call make one line with the sum.
//
// A double click must not add anything twice, also when the two clicks straddle a window edge, and a
// repeat must not reset an item the user already ticked. Every line added or increased leaves a mark
// (`itemOps`) whose id derives from caller, list, name and a 10-second window. One transaction reads the
// marks of the current and the previous window (point reads of at most 2 x 100 documents) and skips the
// names marked in the last 10 s. Reading the mark ids, even of documents that do not exist yet, makes a
// second concurrent call conflict with the first and retry, so it sees the first one's marks: a query
// would not give that protection (phantoms), deterministic ids do. The unticked lines of the list are read
// in the same transaction, so two calls increasing one line both count.
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Handler } from '../platform/run-callable.js';
import type { StoredUpdate } from '../platform/stored.js';
import type { RecipeIngredient } from '../shared/contracts.js';
import {
  collections,
  readItemOp,
  readShoppingItem,
  readUser,
  type ShoppingItemDocument,
} from '../shared/documents.js';
import { addAmounts, ingredientKey } from '../shared/recipes/amount-sums.js';
import {
  type AmountFormat,
  type ScalableIngredient,
  scaleAmount,
  shoppingItemName,
} from '../shared/recipes/scale-amount.js';
import { amountFormat } from './amount-words.js';
import { assertCanWriteTo, assertRoomFor, itemsOf } from './item-access.js';
import { newItem } from './item-handlers.js';
import { clickMark, clickMarkId, runItemOp } from './item-ops.js';

export const DOUBLE_CLICK_WINDOW_MS = 10_000;

/** One line to add: the ingredient with its amount for the chosen persons, and its item name. */
export interface Line {
  key: string;
  name: string;
  ingredient: ScalableIngredient;
}

export { ingredientKey };

export const itemName = (ingredient: ScalableIngredient, format: AmountFormat) =>
  shoppingItemName(ingredient, 1, format).slice(0, 200);

/** The call's ingredients scaled, one line per item and unit (amounts summed), one per name. */
function linesOf(ingredients: RecipeIngredient[], persons: number, format: AmountFormat): Line[] {
  const byKey = new Map<string, ScalableIngredient>();
  for (const i of ingredients) {
    const key = ingredientKey(i.item, i.unit);
    const amount = scaleAmount(i.amount, persons);
    const same = byKey.get(key);
    const ingredient = { item: i.item.trim(), unit: i.unit.trim(), amount };
    byKey.set(key, same ? addAmounts(same, ingredient) : ingredient);
  }
  const byName = new Map<string, Line>();
  for (const [key, ingredient] of byKey) {
    const name = itemName(ingredient, format);
    if (!byName.has(name)) byName.set(name, { key, name, ingredient });
  }
  return [...byName.values()];
}

export const handleAddIngredientsToList: Handler<'addIngredientsToList'> = async (input, ctx, deps) => {
  const { db } = deps;
  const { listId } = input;
  const profile = await db.collection(collections.users).doc(ctx.uid).get();
  const format = amountFormat(readUser(profile.data() ?? {}).language);
  const lines = linesOf(input.ingredients, input.persons, format);
  const marks = db.collection(collections.itemOps);

  return runItemOp(deps, ctx.uid, 'addIngredientsToList', input.opId, async (tx, now) => {
    await assertCanWriteTo(db, listId, ctx.uid, tx);
    const window = Math.floor(now.getTime() / DOUBLE_CLICK_WINDOW_MS);
    const marksOf = (w: number) => lines.map((l) => marks.doc(clickMarkId(ctx.uid, listId, l.name, w)));
    const current = marksOf(window);
    const snaps = await tx.getAll(...current, ...marksOf(window - 1));
    const since = now.getTime() - DOUBLE_CLICK_WINDOW_MS;
    const fresh = lines.flatMap((line, i) => {
      if (snaps[i]?.exists) return [];
      const before = snaps[lines.length + i];
      if (before?.exists && markedSince(before, since)) return [];
      return [{ line, mark: current[i] as DocumentReference }];
    });
    if (fresh.length === 0) return { added: 0, merged: 0 };

    const open = openLines(await tx.get(itemsOf(db, listId, ctx.uid).where('checked', '==', false)));
    await assertRoomFor(db, listId, ctx.uid, fresh.filter(({ line }) => !open.has(line.key)).length);
    const time = Timestamp.fromDate(now);
    let added = 0;
    let merged = 0;
    for (const { line, mark } of fresh) {
      const put = putLine(tx, { db, listId, uid: ctx.uid, format, time }, open, line);
      if (put.outcome === 'added') added++;
      if (put.outcome === 'merged') merged++;
      tx.create(mark, clickMark(put.itemId, now));
    }
    return { added, merged };
  });
};

/** Where lines go: the list (null: the caller's personal items), the adding user and their amount words. */
export interface LineTarget {
  db: Firestore;
  listId: string | null;
  uid: string;
  format: AmountFormat;
  time: Timestamp;
}

/**
 * Writes one line in `tx`: a new item, or the unticked line of the same key in `open` grown by its amount
 * (an ingredient without an amount, "Salt", is already on the list as it is). One line per key and call.
 */
export function putLine(
  tx: Transaction,
  target: LineTarget,
  open: OpenLines,
  line: Line,
): { outcome: 'added' | 'merged' | 'present'; itemId: string } {
  const { db, listId, uid, format, time } = target;
  const known = open.get(line.key);
  if (!known) {
    const ref = db.collection(collections.shoppingItems).doc();
    tx.create(ref, { ...newItem(line.name, listId, uid, time), ingredient: line.ingredient });
    return { outcome: 'added', itemId: ref.id };
  }
  if (!(line.ingredient.amount > 0)) return { outcome: 'present', itemId: known.ref.id };
  const total = addAmounts(known.ingredient, line.ingredient);
  const grown: StoredUpdate<ShoppingItemDocument> = {
    name: itemName(total, format),
    ingredient: total,
    nameChangedAt: time,
  };
  tx.update(known.ref, grown);
  return { outcome: 'merged', itemId: known.ref.id };
}

export type OpenLines = Map<
  string,
  { ref: DocumentReference; ingredient: ScalableIngredient; created: number }
>;

/** The unticked lines added from a recipe, by ingredient key; the oldest line of a key wins. */
export function openLines(snapshot: { docs: DocumentSnapshot[] }): OpenLines {
  const open: OpenLines = new Map();
  for (const doc of snapshot.docs) {
    const item = readShoppingItem(doc.data());
    if (!item?.ingredient || item.checked) continue;
    const key = ingredientKey(item.ingredient.item, item.ingredient.unit);
    const created = item.createdAt?.getTime() ?? 0;
    const known = open.get(key);
    if (!known || created < known.created)
      open.set(key, { ref: doc.ref, ingredient: item.ingredient, created });
  }
  return open;
}

/** `createdAt` is written from the same clock as `now`, so the comparison holds under a test clock too. */
function markedSince(snap: DocumentSnapshot, sinceMs: number): boolean {
  const createdAt = readItemOp(snap.data())?.createdAt;
  return !!createdAt && createdAt.getTime() > sinceMs;
}
