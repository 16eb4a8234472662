// days/{uid}_{day}: the sums of a user's eaten entries on one local day. Every write that creates, changes,
// moves or deletes an eaten entry goes through `writeMealsWithDayTotals`, which in the same transaction
// reads the day document and the day's entries, sums them as they will be after the write, and writes the
// entries and the day together. Reading the day document in every such transaction makes two devices'
// concurrent writes to one day conflict, so one of them retries on the other's result (a query read alone
// would not notice an entry created meanwhile): the day always equals the sum of its entries. A day left
// without entries loses its document, unless it holds the day's water (logWater), which the day keeps
// through every rewrite of its sums. Besides the figures, a day counts its entries' rows and sums their
// vitamins and minerals over the rows that knew each (micro-sums.ts).
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { type FullFigures, mealTotals, sumRows } from '../nutrition/food-rows.js';
import { addMicroSums } from '../nutrition/micro-sums.js';
import type { Stored, StoredUpdate } from '../platform/stored.js';
import type { MicroCounts } from '../shared/document-fields.js';
import {
  collections,
  type DayTotalsDocument,
  dayTotalsId,
  type MealDocument,
  readDayTotals,
  readMeal,
} from '../shared/documents.js';

type StoredRow = NonNullable<MealDocument['items']>[number];

export type MealWrite =
  | { kind: 'create'; ref: DocumentReference; data: Stored<MealDocument> }
  | { kind: 'update'; ref: DocumentReference; data: StoredUpdate<MealDocument> }
  | { kind: 'delete'; ref: DocumentReference };

/** What a written meal counts towards: its day after the write, with its rows as written (none: out of
 * the diary or deleted). */
export interface DiaryEffect {
  ref: DocumentReference;
  after: { day: string; rows: readonly StoredRow[] } | null;
}

/** What one meal adds to its day: its totals, its rows' vitamins and minerals, and its row count. */
type MealPart = Partial<FullFigures> & { microsKnown?: MicroCounts; rows: number };

export const dayRef = (db: Firestore, uid: string, day: string) =>
  db.collection(collections.days).doc(dayTotalsId(uid, day));

/**
 * Applies `writes` and brings every affected day up to date, in `tx`. `daysBefore` are the days the
 * written meals counted towards before (read by the caller in this transaction). All reads happen here
 * before any write, as Firestore requires, so the caller must have finished its own reads.
 */
export async function writeMealsWithDayTotals(
  db: Firestore,
  tx: Transaction,
  uid: string,
  writes: MealWrite[],
  effects: DiaryEffect[],
  daysBefore: (string | undefined)[],
  /** The water (ml) to set on some of the days, by day; the others keep theirs. */
  waterSet: Readonly<Record<string, number>> = {},
): Promise<void> {
  const days = new Set<string>();
  for (const d of daysBefore) if (d) days.add(d);
  for (const e of effects) if (e.after) days.add(e.after.day);
  for (const d of Object.keys(waterSet)) days.add(d);
  const written = new Set(effects.map((e) => e.ref.path));
  const dayList = [...days];
  const refs = dayList.map((d) => dayRef(db, uid, d));
  // One read after another: a transaction's first read is what starts it.
  const existing = refs.length ? await tx.getAll(...refs) : [];
  const entries: QuerySnapshot[] = [];
  for (const d of dayList)
    entries.push(
      await tx.get(db.collection(collections.meals).where('user_id', '==', uid).where('day', '==', d)),
    );
  for (const w of writes) {
    if (w.kind === 'create') tx.create(w.ref, w.data);
    else if (w.kind === 'update') tx.update(w.ref, w.data);
    else tx.delete(w.ref);
  }
  dayList.forEach((day, i) => {
    const counted: MealPart[] = [];
    for (const doc of entries[i]?.docs ?? []) {
      if (written.has(doc.ref.path)) continue;
      const meal = readMeal(doc.data());
      if (meal?.day === day) counted.push({ ...meal, rows: meal.items?.length ?? 0 });
    }
    for (const e of effects)
      if (e.after?.day === day) counted.push({ ...mealTotals(e.after.rows), rows: e.after.rows.length });
    const ref = refs[i] as DocumentReference;
    const meals = counted.length;
    const water = Object.hasOwn(waterSet, day) ? waterSet[day] : readDayTotals(existing[i]?.data())?.water;
    if (meals === 0 && !water) {
      if (existing[i]?.exists) tx.delete(ref);
      return;
    }
    const totals: Stored<DayTotalsDocument> = {
      userId: uid,
      day,
      ...sumRows(counted),
      meals,
      ...addMicroSums(counted),
      ...(water ? { water } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.set(ref, totals);
  });
}
