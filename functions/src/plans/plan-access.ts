// Who may see and change a plan: its owner always; the members of its list (listId) see it and may log it or
// shop for it, but only its owner moves or removes it. A plan the caller may not see is reported missing.
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { memberIdsOf } from '../lists/list-access.js';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { collections, type MealPlan, readMealPlan } from '../shared/documents.js';
import { planLimits } from '../shared/plans/contracts.js';

export const plansOf = (db: Firestore) => db.collection(collections.mealPlans);

/** The plan, if `uid` owns it or is a member of its list; planNotFound otherwise. */
export async function readVisiblePlan(
  db: Firestore,
  planId: string,
  uid: string,
  tx?: Transaction,
): Promise<{ ref: DocumentReference; plan: MealPlan; own: boolean }> {
  const ref = plansOf(db).doc(planId);
  const snap: DocumentSnapshot = tx ? await tx.get(ref) : await ref.get();
  const plan = snap.exists ? readMealPlan(snap.data()) : null;
  if (!plan) throw new AppError('planNotFound');
  if (plan.userId === uid) return { ref, plan, own: true };
  if (plan.listId !== null) {
    const listRef = db.collection(collections.shoppingLists).doc(plan.listId);
    const list = tx ? await tx.get(listRef) : await listRef.get();
    if (list.exists && memberIdsOf(list).includes(uid)) return { ref, plan, own: false };
  }
  throw new AppError('planNotFound');
}

/** The plan for its owner to change: planNotOwner for a list member who sees it. */
export async function readOwnPlan(db: Firestore, planId: string, uid: string, tx: Transaction) {
  const visible = await readVisiblePlan(db, planId, uid, tx);
  if (!visible.own) throw new AppError('planNotOwner');
  return visible;
}

/** `day` is at most planLimits.daysAhead days after the server's today (the contract checks the rest). */
export function assertPlanDay(deps: Deps, day: string): void {
  const last = new Date(deps.clock.now().getTime() + planLimits.daysAhead * 86_400_000);
  if (day > last.toISOString().slice(0, 10)) throw new AppError('invalidPlanDay');
}

/** Refuses one more plan on a day of `uid`'s that holds planLimits.plansPerDay already. Read in `tx`,
 * before its writes. */
export async function assertRoomOnDay(deps: Deps, tx: Transaction, uid: string, day: string): Promise<void> {
  const query = plansOf(deps.db).where('userId', '==', uid).where('day', '==', day);
  const count = (await tx.get(query)).size;
  if (count + 1 > planLimits.plansPerDay) throw new AppError('tooManyPlans');
}
