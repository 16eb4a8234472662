// A whole slot of a diary day at once: moveSlot moves its entries to another day and/or slot (each at the
// same time of day), deleteSlot deletes them; copying one is copyDay's. The entries are read and written
// in one transaction with the totals of the days they leave and reach, so at most
// limits.entriesPerCopy of them; each counts as one meal write. No AI call.

import type { Transaction } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import { collections } from '../shared/documents.js';
import { limits } from '../shared/limits.js';
import { readEntries, sameTimeOn } from './copy-day.js';
import { type DiaryEffect, type MealWrite, writeMealsWithDayTotals } from './day-totals.js';
import { movedTime } from './diary-meal.js';
import { assertDiaryDay, localTime } from './diary-time.js';
import { claimMealWrite } from './meal-write-cap.js';

/** The slot's entries, refused when there are none or more than one transaction holds. */
async function slotEntries(tx: Transaction, deps: Deps, uid: string, day: string, slot: string) {
  const entries = await readEntries(tx, deps, uid, day, slot);
  if (entries.length === 0) throw new AppError('slotEmpty');
  if (entries.length > limits.entriesPerCopy)
    throw new AppError('tooManyToCopy', { details: { limit: limits.entriesPerCopy, found: entries.length } });
  return entries;
}

export const handleMoveSlot: Handler<'moveSlot'> = async (input, ctx, deps) => {
  const { db } = deps;
  const today = localTime(deps.clock.now(), input.timeZone).day;
  assertDiaryDay(input.fromDay, today);
  assertDiaryDay(input.toDay, today);
  const toSlot = input.toSlot ?? input.slot;
  return db.runTransaction(async (tx) => {
    const entries = await slotEntries(tx, deps, ctx.uid, input.fromDay, input.slot);
    const counted = await claimMealWrite(tx, ctx.uid, deps, entries.length);
    const writes: MealWrite[] = [];
    const effects: DiaryEffect[] = [];
    for (const { id, meal } of entries) {
      const ref = db.collection(collections.meals).doc(id);
      writes.push({
        kind: 'update',
        ref,
        data: {
          day: input.toDay,
          slot: toSlot,
          eatenAt: Timestamp.fromDate(sameTimeOn(meal, input.toDay, input.timeZone)),
          // The history lists entries by this time: a moved one sits among the day it moved to.
          ...(meal.timestamp
            ? { timestamp: Timestamp.fromDate(movedTime(meal.timestamp, input.fromDay, input.toDay)) }
            : {}),
        },
      });
      effects.push({ ref, after: { day: input.toDay, rows: meal.items ?? [] } });
    }
    await writeMealsWithDayTotals(db, tx, ctx.uid, writes, effects, [input.fromDay]);
    counted();
    return { mealIds: entries.map((e) => e.id) };
  });
};

export const handleDeleteSlot: Handler<'deleteSlot'> = async (input, ctx, deps) => {
  const { db } = deps;
  assertDiaryDay(input.day, localTime(deps.clock.now(), input.timeZone).day);
  return db.runTransaction(async (tx) => {
    const entries = await slotEntries(tx, deps, ctx.uid, input.day, input.slot);
    const counted = await claimMealWrite(tx, ctx.uid, deps, entries.length);
    const refs = entries.map((e) => db.collection(collections.meals).doc(e.id));
    await writeMealsWithDayTotals(
      db,
      tx,
      ctx.uid,
      refs.map((ref) => ({ kind: 'delete', ref })),
      refs.map((ref) => ({ ref, after: null })),
      [input.day],
    );
    counted();
    return { deleted: entries.length };
  });
};
