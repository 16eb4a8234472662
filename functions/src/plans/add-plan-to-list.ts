// addPlanToList: every plan from `from` to `to` the caller can read (their own, and those shared with any of
// their lists) shopped on one list at once. Lines are merged across plans by item and unit and into the
// list's unticked lines like addIngredientsToList's (../items/add-ingredients.ts); staples are answered, not
// added; each plan's mark of what it added to this list (plan-lines.ts) makes a repeat add nothing.
import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { itemName, type Line, type LineTarget, openLines, putLine } from '../items/add-ingredients.js';
import { amountFormat } from '../items/amount-words.js';
import { assertRoomFor, itemsOf } from '../items/item-access.js';
import { readListForMember } from '../lists/list-access.js';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import { collections, readMealPlan, readUser } from '../shared/documents.js';
import { ingredientKey } from '../shared/recipes/amount-sums.js';
import { plansOf } from './plan-access.js';
import { addNeed, type Needs, planNeeds, stillNeeded } from './plan-lines.js';

/** Plans read at most per call: a month of a household's meals with room. */
const MAX_PLANS = 300;

export const handleAddPlanToList: Handler<'addPlanToList'> = async (input, ctx, deps) => {
  const { db } = deps;
  const { listId } = input;
  await readListForMember(db, listId, ctx.uid);
  const { refs, listIds } = await visiblePlans(deps, ctx.uid, input.from, input.to);
  if (refs.length === 0) throw new AppError('nothingPlanned');
  const profile = await db.collection(collections.users).doc(ctx.uid).get();
  const format = amountFormat(readUser(profile.data() ?? {}).language);

  return db.runTransaction(async (tx) => {
    await readListForMember(db, listId, ctx.uid, tx);
    const snaps = await tx.getAll(...refs);
    const open = openLines(await tx.get(itemsOf(db, listId, ctx.uid).where('checked', '==', false)));
    const toAdd: Needs = new Map();
    const staples: Needs = new Map();
    const marks: { ref: DocumentReference; addedTo: Record<string, unknown> }[] = [];
    let plans = 0;
    for (const snap of snaps) {
      const plan = snap.exists ? readMealPlan(snap.data()) : null;
      // Moved out of the days or out of the caller's lists since the query: not this call's.
      const visible = plan && (plan.userId === ctx.uid || (plan.listId !== null && listIds.has(plan.listId)));
      if (!plan || !visible || plan.day < input.from || plan.day > input.to) continue;
      plans++;
      const needs = planNeeds(plan);
      for (const staple of needs.staples.values()) addNeed(staples, staple);
      const { missing, mark } = stillNeeded(needs.needs, plan.addedTo?.[listId] ?? []);
      if (missing.length === 0) continue;
      for (const need of missing) addNeed(toAdd, need);
      marks.push({ ref: snap.ref, addedTo: { ...plan.addedTo, [listId]: mark } });
    }
    const lines: Line[] = [...toAdd.values()].map((ingredient) => ({
      key: ingredientKey(ingredient.item, ingredient.unit),
      name: itemName(ingredient, format),
      ingredient,
    }));
    await assertRoomFor(db, listId, ctx.uid, lines.filter((l) => !open.has(l.key)).length);
    const target: LineTarget = {
      db,
      listId,
      uid: ctx.uid,
      format,
      time: Timestamp.fromDate(deps.clock.now()),
    };
    let added = 0;
    let merged = 0;
    for (const line of lines) {
      const { outcome } = putLine(tx, target, open, line);
      if (outcome === 'added') added++;
      if (outcome === 'merged') merged++;
    }
    for (const { ref, addedTo } of marks) tx.update(ref, { addedTo });
    return { added, merged, staples: [...staples.values()], plans };
  });
};

/** The plans from `from` to `to` the caller owns or that are shared with a list they are a member of. */
async function visiblePlans(deps: Deps, uid: string, from: string, to: string) {
  const { db } = deps;
  const lists = await db
    .collection(collections.shoppingLists)
    .where('memberIds', 'array-contains', uid)
    .get();
  const inRange = (field: 'userId' | 'listId', value: string) =>
    plansOf(db)
      .where(field, '==', value)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .limit(MAX_PLANS)
      .get();
  const found = await Promise.all([
    inRange('userId', uid),
    ...lists.docs.map((l) => inRange('listId', l.id)),
  ]);
  const byId = new Map<string, DocumentReference>();
  for (const snap of found) for (const doc of snap.docs) byId.set(doc.id, doc.ref);
  return { refs: [...byId.values()].slice(0, MAX_PLANS), listIds: new Set(lists.docs.map((l) => l.id)) };
}
