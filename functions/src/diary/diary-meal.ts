// Reading and rewriting one of the caller's meals for the diary callables. Someone else's meal is
// reported exactly like a missing one, so ids are no oracle; every change is written together with the
// totals of the days it touches (day-totals.ts).
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { checkCalorieConsistency } from '../nutrition/calorie-consistency.js';
import { mealTotals, sumRows, withIds } from '../nutrition/food-rows.js';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { StoredUpdate } from '../platform/stored.js';
import type { CallableResponse, MealSlot } from '../shared/contracts.js';
import { extraFigureNames } from '../shared/document-fields.js';
import { collections, type Meal, type MealDocument, readMeal } from '../shared/documents.js';
import { writeMealsWithDayTotals } from './day-totals.js';
import { mealNutrition, type StoredRow } from './meal-store.js';
import { claimMealWrite } from './meal-write-cap.js';

export interface OwnMeal {
  ref: DocumentReference;
  meal: Meal;
  /** Rows with ids (older rows named by position). */
  rows: StoredRow[];
}

export function ownMeal(snap: DocumentSnapshot, uid: string): OwnMeal {
  const meal = snap.exists ? readMeal(snap.data()) : null;
  if (!meal || meal.user_id !== uid) throw new AppError('mealNotFound');
  return { ref: snap.ref, meal, rows: withIds(meal.items ?? []) };
}

export async function readOwnMeal(
  deps: Deps,
  mealId: string,
  uid: string,
  tx?: Transaction,
): Promise<OwnMeal> {
  const ref = deps.db.collection(collections.meals).doc(mealId);
  return ownMeal(tx ? await tx.get(ref) : await ref.get(), uid);
}

/** Only food estimates have rows to change; recipes are changed by generating them again. */
export function assertEditable(meal: Meal): void {
  if (meal.type !== 'nutrition') throw new AppError('mealNotEditable');
}

/** The new estimate of a meal: rows, text, and what to keep for an undo (set) or forget (null). */
export interface Estimate {
  rows: StoredRow[];
  description?: string;
  ingredients?: string[];
  previous?: MealDocument['previous'] | null;
  demo?: boolean;
}

/**
 * The meal's time once it moves from diary day `from` to `to`: the same time of day, on the new day. The
 * history lists meals by this time, so a meal moved to yesterday sits among yesterday's, on whichever page
 * they are. Whole days of 24 h: across a daylight-saving change the time of day shifts by that hour.
 */
export function movedTime(timestamp: Date, from: string, to: string): Date {
  return new Date(timestamp.getTime() + Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`));
}

/** Writes a new estimate and/or diary place onto the caller's meal, in one transaction with its days.
 * `change` runs inside the transaction on the freshly read meal. The write counts against the daily cap
 * of meal writes (meal-write-cap.ts) unless `countWrite` is false (a correction: the AI quota counted it). */
export async function rewriteMeal(
  deps: Deps,
  mealId: string,
  uid: string,
  change: (current: OwnMeal) => { estimate?: Estimate; slot?: MealSlot; day?: string; eatenAt?: Date },
  { countWrite = true }: { countWrite?: boolean } = {},
): Promise<CallableResponse<'updateMeal'>> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const current = await readOwnMeal(deps, mealId, uid, tx);
    const { estimate, slot, day, eatenAt } = change(current);
    const counted = countWrite ? await claimMealWrite(tx, uid, deps) : undefined;
    const rows = estimate?.rows ?? current.rows;
    const description = estimate?.description ?? current.meal.description;
    const ingredients = estimate
      ? (estimate.ingredients ?? rows.map((r) => r.name))
      : current.meal.ingredients;
    const totals = mealTotals(rows);
    const update: StoredUpdate<MealDocument> = {
      ...(estimate
        ? {
            items: rows,
            ...totals,
            // An extra figure the new rows no longer know is removed, not left stale.
            ...Object.fromEntries(
              extraFigureNames.filter((n) => totals[n] === undefined).map((n) => [n, FieldValue.delete()]),
            ),
            ...checkCalorieConsistency(totals),
            description,
            meal: description,
            ingredients,
            ...(estimate.previous === null
              ? { previous: FieldValue.delete() }
              : estimate.previous
                ? { previous: estimate.previous }
                : {}),
          }
        : {}),
      ...(slot ? { slot } : {}),
      ...(day ? { day } : {}),
      ...(eatenAt ? { eatenAt: Timestamp.fromDate(eatenAt) } : {}),
      ...(day && current.meal.day && current.meal.timestamp && day !== current.meal.day
        ? { timestamp: Timestamp.fromDate(movedTime(current.meal.timestamp, current.meal.day, day)) }
        : {}),
    };
    const dayAfter = day ?? current.meal.day;
    await writeMealsWithDayTotals(
      db,
      tx,
      uid,
      [{ kind: 'update', ref: current.ref, data: update }],
      [{ ref: current.ref, after: dayAfter ? { day: dayAfter, rows } : null }],
      [current.meal.day],
    );
    counted?.();
    return {
      mealId,
      nutrition: mealNutrition({ description, ingredients }, rows),
      ...(dayAfter ? { day: dayAfter, slot: slot ?? current.meal.slot ?? 'snack' } : {}),
      ...(estimate?.demo ? { demo: true as const } : {}),
    };
  });
}

/** The estimate a correction replaces, as kept for its undo. */
export function previousOf(current: OwnMeal): NonNullable<MealDocument['previous']> {
  const totals = sumRows(current.rows);
  return {
    description: current.meal.description,
    ingredients: current.meal.ingredients,
    items: current.rows,
    ...totals,
    ...checkCalorieConsistency(totals),
  };
}
