// Removing a whole list. Order matters for crash safety: items and pending invites go first (in batches
// of at most 500) while the list still exists, so a crash leaves a consistent list that a retry finishes;
// (and the recipes shared with it; plans shared with it stay their owners') then one transaction removes the list, its member records and the list id on every member's profile;
// a last sweep catches items added in between.
import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { BATCH_LIMIT, deleteQueryInBatches } from '../platform/batch-delete.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { logEvents } from '../platform/log.js';
import type { StoredUpdate } from '../platform/stored.js';
import { collections, type MealPlanDocument, type UserDocument } from '../shared/documents.js';
import { memberIdsOf, readListForMember } from './list-access.js';

/** Transaction part. Reads first (Firestore requires all reads before writes). */
export async function removeListInTransaction(
  db: Firestore,
  tx: Transaction,
  list: DocumentSnapshot,
): Promise<void> {
  const members = await tx.get(list.ref.collection(collections.members));
  const userIds = [...new Set([...memberIdsOf(list), ...members.docs.map((m) => m.id)])];
  const users = userIds.length
    ? await tx.getAll(...userIds.map((id) => db.collection(collections.users).doc(id)))
    : [];
  for (const m of members.docs) tx.delete(m.ref);
  const leave: StoredUpdate<UserDocument> = { shoppingLists: FieldValue.arrayRemove(list.id) };
  for (const user of users) {
    if (user.exists) tx.update(user.ref, leave);
  }
  tx.delete(list.ref);
}

/** Deletes the list and everything in it; the caller must be a member. */
export async function deleteListCompletely(deps: Deps, listId: string, ctx: CallContext): Promise<void> {
  const { db } = deps;
  await readListForMember(db, listId, ctx.uid);
  await cascadeListContents(deps, listId);
  await db.runTransaction(async (tx) => {
    const list = await readListForMember(db, listId, ctx.uid, tx);
    await removeListInTransaction(db, tx, list);
  });
  await cascadeListContents(deps, listId);
}

/** Items and pending invites of the list, page by page. */
export async function cascadeListContents(deps: Deps, listId: string): Promise<void> {
  const { db } = deps;
  try {
    const items = await deleteQueryInBatches(
      db,
      db.collection(collections.shoppingItems).where('shoppingListId', '==', listId),
    );
    const invites = await deleteQueryInBatches(
      db,
      db.collection(collections.invites).where('listId', '==', listId).where('status', '==', 'pending'),
    );
    // Recipes shared with the list: no one is left to read them.
    await deleteQueryInBatches(db, db.collection(collections.sharedRecipes).where('listId', '==', listId));
    // Plans shared with the list stay their owners'.
    await unsharePlans(db, db.collection(collections.mealPlans).where('listId', '==', listId));
    deps.log.info(logEvents.listCascadeDeleted, { listId, items, invites });
  } catch (error) {
    deps.log.error(logEvents.listCascadeFailed, { listId, error });
    throw error;
  }
}

/** What a member leaving `listId` had shared with it (the list stays for the others). */
export async function unshareAllFromList(deps: Deps, uid: string, listId: string): Promise<number> {
  const { db } = deps;
  await unsharePlans(
    db,
    db.collection(collections.mealPlans).where('listId', '==', listId).where('userId', '==', uid),
  );
  return deleteQueryInBatches(
    db,
    db.collection(collections.sharedRecipes).where('listId', '==', listId).where('sharedBy', '==', uid),
  );
}

/** The meal plans of `query` (all naming one list) made their owners' alone, page by page: each page leaves
 * the query as it is written. */
async function unsharePlans(db: Firestore, query: Query): Promise<void> {
  const unshared: StoredUpdate<MealPlanDocument> = { listId: null };
  for (;;) {
    const page = await query.limit(BATCH_LIMIT).select().get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, unshared);
    await batch.commit();
  }
}
