// New eaten entries made from what the user already has, without an AI call: an earlier meal (their own,
// or a recipe shared with one of their lists), a favourite, or the entries of another day. The rows keep
// where their figures come from (source, foodId, barcode); portions scale every row from its per-gram
// figures. Every new entry is written with its day's totals, and counts as one meal write, in one
// transaction (day-totals.ts, meal-write-cap.ts). A photo is not copied: the entry names the meal that
// holds it (`thumbnailOf`), so copying cannot multiply the stored images.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { checkCalorieConsistency } from '../nutrition/calorie-consistency.js';
import {
  type FullFigures,
  mealTotals,
  rescaleRow,
  roundFigures,
  rowFromFigures,
  scale,
  withIds,
} from '../nutrition/food-rows.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Stored } from '../platform/stored.js';
import type { MealSlot } from '../shared/contracts.js';
import {
  collections,
  figureNames,
  type Meal,
  type MealDocument,
  type MealSource,
} from '../shared/documents.js';
import { type MealWrite, writeMealsWithDayTotals } from './day-totals.js';
import { readLoggableRecipe } from './diary-handlers.js';
import { ownMeal } from './diary-meal.js';
import { isDayInEntryWindow, localTime, SLOT_TIMES, slotForHour, zonedMoment } from './diary-time.js';
import type { StoredRow } from './meal-store.js';
import { claimMealWrite } from './meal-write-cap.js';
import { isRecipe, type RecipeForRows, recipeRows } from './recipe-rows.js';

/** What a new entry is made of, and how to scale it. */
export interface EntryTemplate {
  description: string;
  /** Display names; absent: the rows' names. */
  ingredients?: string[];
  /** The rows for `factor` times the original. */
  rowsAt(factor: number): StoredRow[];
  source: MealSource;
  recipeId?: string;
  /** Portions of the recipe the original was (source 'recipe'). */
  portions?: number;
  /** The meal whose photo the entry shows (the image itself stays there). */
  thumbnailOf?: string;
  demo?: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A row for `factor` times its weight: from its per-gram figures where it has them, else (a row without
 * a weight, or an older row) its figures scaled as they are. */
export function scaleRow(row: StoredRow, factor: number): StoredRow {
  if (factor === 1) return row;
  // A row counted in servings is that many more of them.
  const serving = row.serving && { ...row.serving, quantity: round2(row.serving.quantity * factor) };
  if (row.perGram && row.grams > 0) {
    const rescaled = rescaleRow(row, row.grams * factor) ?? row;
    return serving ? { ...rescaled, serving } : rescaled;
  }
  const figures: Partial<FullFigures> = {};
  for (const key of figureNames) if (typeof row[key] === 'number') figures[key] = row[key];
  if (row.micros) figures.micros = row.micros;
  return {
    ...row,
    grams: round1(row.grams * factor),
    ...roundFigures(scale(figures as FullFigures, factor)),
    ...(serving ? { serving } : {}),
  };
}

/** Stored rows, scaled; a meal without rows (an older one) is one row of its totals, without a weight. */
export function rowsTemplate(
  rows: readonly StoredRow[],
  fallback: { name: string; totals: { calories?: number; protein?: number; carbs?: number; fat?: number } },
) {
  const base =
    rows.length > 0
      ? withIds(rows)
      : [
          rowFromFigures(fallback.name || 'Meal', 0, {
            calories: fallback.totals.calories ?? 0,
            protein: fallback.totals.protein ?? 0,
            carbs: fallback.totals.carbs ?? 0,
            fat: fallback.totals.fat ?? 0,
          }),
        ];
  return (factor: number) => base.map((r) => scaleRow(r, factor));
}

/** A recipe's ingredients as rows for `factor` portions (as logRecipe logs them). */
function recipeTemplate(recipe: RecipeForRows) {
  return (factor: number) =>
    recipeRows(recipe, factor).map((item) => rowFromFigures(item.name, item.grams, item));
}

/**
 * The template of the caller's meal `mealId`, or of a recipe shared with one of their lists: an eaten
 * entry's (or a photo's) rows as they are, a recipe's ingredients for one portion. Anything else is
 * `mealNotFound`, someone else's meal exactly like a missing one.
 */
export async function readEntryTemplate(
  deps: Deps,
  mealId: string,
  ctx: CallContext,
): Promise<EntryTemplate> {
  const snap = await deps.db.collection(collections.meals).doc(mealId).get();
  const own = snap.exists && snap.get('user_id') === ctx.uid ? ownMeal(snap, ctx.uid) : undefined;
  if (own && !isRecipe(own.meal)) return mealTemplate(mealId, own.meal, own.rows);
  const { recipe } = await readLoggableRecipe(deps, mealId, ctx);
  const photo = own ? photoOf(mealId, own.meal) : undefined;
  return {
    description: recipe.title,
    rowsAt: recipeTemplate(recipe),
    source: 'recipe',
    recipeId: mealId,
    portions: 1,
    ...(photo ? { thumbnailOf: photo } : {}),
  };
}

/** The meal holding the photo meal `id` shows: its own, or the one it refers to. */
const photoOf = (id: string, meal: Meal): string | undefined => (meal.thumbnail ? id : meal.thumbnailOf);

/** An eaten entry's (or a photo's) rows and text, as they are. */
export function mealTemplate(id: string, meal: Meal, rows: readonly StoredRow[]): EntryTemplate {
  const photo = photoOf(id, meal);
  return {
    description: meal.description,
    ...(meal.ingredients.length > 0 ? { ingredients: meal.ingredients } : {}),
    rowsAt: rowsTemplate(rows, { name: meal.description, totals: meal }),
    // A meal analysed from a photo without a time zone has no source: it was a photo.
    source: meal.source ?? 'photo',
    ...(meal.recipeId ? { recipeId: meal.recipeId } : {}),
    ...(meal.portions !== undefined ? { portions: meal.portions } : {}),
    ...(photo ? { thumbnailOf: photo } : {}),
    ...(meal.demo ? { demo: true } : {}),
  };
}

/** Where a new entry goes: `day` (checked against the window around today in `timeZone`) or today, the
 * slot given or that of the time of day; eaten now when it is today, else at the slot's usual time. */
export function placeNewEntry(
  input: { timeZone: string; slot?: MealSlot; day?: string },
  now: Date,
): { day: string; slot: MealSlot; eatenAt: Date } {
  const local = localTime(now, input.timeZone);
  const day = input.day ?? local.day;
  if (!isDayInEntryWindow(day, local.day)) throw new AppError('dayOutOfRange');
  const slot = input.slot ?? slotForHour(local.hour);
  return { day, slot, eatenAt: entryMoment(day, slot, input.timeZone, now) };
}

/** When a new entry of `slot` on `day` was eaten: now when `day` is today in `timeZone`, else at the
 * slot's usual time. */
export function entryMoment(day: string, slot: MealSlot, timeZone: string, now: Date): Date {
  if (day === localTime(now, timeZone).day) return now;
  const [hour, minute] = SLOT_TIMES[slot];
  return zonedMoment(day, hour, minute, timeZone);
}

/** One entry to write: its template scaled by `factor`, and its place. */
export interface NewEntry {
  template: EntryTemplate;
  factor: number;
  day: string;
  slot: MealSlot;
  eatenAt: Date;
  timeZone: string;
}

export interface WrittenEntry {
  mealId: string;
  description: string;
  ingredients: string[];
  rows: StoredRow[];
  demo: boolean;
}

/**
 * Writes the entries `prepare` returns (it runs first in the transaction and may read in it) with the
 * totals of their days, counting one meal write for each entry.
 */
export async function storeEntries(
  deps: Deps,
  uid: string,
  prepare: (tx: Transaction) => Promise<NewEntry[]> | NewEntry[],
): Promise<WrittenEntry[]> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const entries = await prepare(tx);
    const counted = await claimMealWrite(tx, uid, deps, entries.length);
    const written: WrittenEntry[] = [];
    const writes: MealWrite[] = [];
    const effects = entries.map((entry) => {
      const ref = db.collection(collections.meals).doc();
      const { data, rows } = entryDocument(uid, entry);
      writes.push({ kind: 'create', ref, data });
      written.push({
        mealId: ref.id,
        description: data.description,
        ingredients: data.ingredients,
        rows,
        demo: data.demo === true,
      });
      return { ref, after: { day: entry.day, rows } };
    });
    await writeMealsWithDayTotals(db, tx, uid, writes, effects, []);
    counted();
    return written;
  });
}

function entryDocument(uid: string, entry: NewEntry): { data: Stored<MealDocument>; rows: StoredRow[] } {
  const t = entry.template;
  const rows = t.rowsAt(entry.factor);
  const totals = mealTotals(rows);
  const portions = t.portions === undefined ? undefined : Math.round(t.portions * entry.factor * 100) / 100;
  const data: Stored<MealDocument> = {
    user_id: uid,
    timestamp: FieldValue.serverTimestamp(),
    type: 'nutrition',
    description: t.description,
    meal: t.description,
    ...totals,
    ingredients: t.ingredients ?? rows.map((r) => r.name),
    ...checkCalorieConsistency(totals),
    ...(t.thumbnailOf ? { thumbnailOf: t.thumbnailOf } : {}),
    ...(t.demo ? { demo: true as const } : {}),
    items: rows,
    day: entry.day,
    slot: entry.slot,
    eatenAt: Timestamp.fromDate(entry.eatenAt),
    source: t.source,
    timeZone: entry.timeZone,
    ...(t.recipeId ? { recipeId: t.recipeId } : {}),
    ...(portions !== undefined ? { portions } : {}),
  };
  return { data, rows };
}
