// Logging an earlier meal again (logAgain): scaled by portions from its rows' per-gram figures, today or on a
// near day, a recipe shared with the caller's list too; no AI call, the day's totals follow, and someone
// else's meal is refused with nothing written.
import { describe, expect, test } from 'vitest';
import { handleDeleteMeal } from '../../src/diary/diary-handlers.js';
import { call, rejection } from '../support/call.js';
import { expectAliceEntryNow } from '../support/diary.js';
import { updateMeal } from '../support/diary-callables.js';
import { alice, bob, carol, makeDeps, testConfig } from '../support/fake-deps.js';
import { today, useQuickLogging } from '../support/quick-logging.js';

const { fs, meal, expectDayIsSum, snapshot, logAgain, sharePastaWithL1 } = useQuickLogging();

describe('logAgain', () => {
  test('a new entry today with every row scaled by the portions from its per-gram figures; no AI call', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const r = await logAgain({ mealId: 'lunch', portions: 1.5 }, alice, deps);
    expect(ai.requests).toHaveLength(0);
    expect(r).toMatchObject({ day: today, slot: 'lunch' });
    expect(r.nutrition.items.map((i) => [i.name, i.grams, i.calories, i.source])).toEqual([
      ['Reis', 300, 390, 'database'],
      ['Nutella', 30, 162, 'barcode'],
      ['Soße', 150, 180, 'ai'],
    ]);
    expect(r.nutrition.items[0]).toMatchObject({ foodId: '20445', fiber: 1.2 });
    expect(r.nutrition.items[1]).toMatchObject({ barcode: '3017620422003', sodium: 14 });
    expect(r.nutrition).toMatchObject({ calories: 732, description: 'Reis mit Nutella mit Soße' });
    const stored = await meal(r.mealId);
    expectAliceEntryNow(stored, { slot: 'lunch', source: 'text', calories: 732, thumbnailOf: 'lunch' });
    expect(stored?.items[0].perGram.calories).toBeCloseTo(1.3);
    await expectDayIsSum(fs.db, 'alice', today);
    // The original is untouched, and so is its day.
    expect((await meal('lunch'))?.calories).toBe(488);
  });

  test('on another day and slot: eaten at the slot’s usual time there; tomorrow is the latest day', async () => {
    const { deps } = makeDeps(fs.db);
    const r = await logAgain({ mealId: 'dinner', day: '2026-02-27', slot: 'dinner' }, alice, deps);
    expect(r).toMatchObject({ day: '2026-02-27', slot: 'dinner', nutrition: { calories: 120 } });
    // 19:00 in Copenhagen (UTC+1 in winter).
    expect((await meal(r.mealId))?.eatenAt.toDate().toISOString()).toBe('2026-02-27T18:00:00.000Z');
    await expectDayIsSum(fs.db, 'alice', '2026-02-27');
    const tomorrow = await logAgain({ mealId: 'dinner', day: '2026-03-02' }, alice, deps);
    expect(tomorrow).toMatchObject({ day: '2026-03-02', slot: 'lunch' });
    const yearAgo = await logAgain({ mealId: 'dinner', day: '2025-03-01' }, alice, deps);
    expect(yearAgo.day).toBe('2025-03-01');
  });

  test('days too far away, impossible days and portions out of range are refused; nothing is written', async () => {
    const { deps } = makeDeps(fs.db);
    const before = await snapshot();
    for (const [input, status, code] of [
      [{ day: '2026-03-03' }, 'invalid-argument', 'history.dayOutOfRange'],
      [{ day: '2025-02-28' }, 'invalid-argument', 'history.dayOutOfRange'],
      [{ day: '2099-01-01' }, 'invalid-argument', 'history.dayOutOfRange'],
      [{ day: '2026-02-30' }, 'invalid-argument', 'history.invalidDay'],
      [{ portions: 0 }, 'invalid-argument', 'history.invalidPortions'],
      [{ portions: 21 }, 'invalid-argument', 'history.invalidPortions'],
      [{ timeZone: 'Mars/Olympus' }, 'invalid-argument', 'history.invalidTimeZone'],
      [{ items: [] }, 'invalid-argument', 'common.invalidInput'],
    ] as const) {
      const e = await rejection(logAgain({ mealId: 'lunch', ...input }, alice, deps));
      expect(e, JSON.stringify(input)).toMatchObject({ status, details: { code } });
    }
    expect(await snapshot()).toBe(before);
  });

  test('someone else’s meal, a missing one and an unshared recipe are not found; nothing is written', async () => {
    const before = await snapshot();
    for (const [mealId, who] of [
      ['bobs', alice],
      ['lunch', bob],
      ['nope', alice],
      ['pasta', bob],
    ] as const) {
      const e = await rejection(logAgain({ mealId }, who));
      expect(e, mealId).toMatchObject({ status: 'not-found', details: { code: 'history.mealNotFound' } });
    }
    expect(await snapshot()).toBe(before);
  });

  test('a recipe shared with the caller’s list: its ingredients for the portions, as logRecipe logs it', async () => {
    await sharePastaWithL1();
    const { deps, ai } = makeDeps(fs.db);
    const r = await logAgain({ mealId: 'pasta', portions: 2 }, bob, deps);
    expect(ai.requests).toHaveLength(0);
    expect(r.nutrition).toMatchObject({ calories: 1200, protein: 40, description: 'Tomato pasta' });
    expect(r.nutrition.items.map((i) => [i.name, i.grams])).toEqual([
      ['Pasta', 200],
      ['Olive oil', 60],
      ['Onion', 200],
    ]);
    expect(await meal(r.mealId)).toMatchObject({
      user_id: 'bob',
      source: 'recipe',
      recipeId: 'pasta',
      portions: 2,
    });
    await expectDayIsSum(fs.db, 'bob', today);
    // carol is not on the list.
    expect(await rejection(logAgain({ mealId: 'pasta' }, carol))).toMatchObject({ status: 'not-found' });
  });

  test('an older meal without rows is one row of its totals; a demo answer stays marked as one', async () => {
    const { deps } = makeDeps(fs.db);
    const r = await logAgain({ mealId: 'old', portions: 0.5 }, alice, deps);
    expect(r.nutrition.items).toMatchObject([
      { name: 'Apple pie', grams: 0, calories: 205, protein: 2, fat: 9 },
    ]);
    expect(await meal(r.mealId)).toMatchObject({ source: 'photo', day: today });
    await fs.db.collection('meals').doc('lunch').update({ demo: true });
    const demo = await logAgain({ mealId: 'lunch' }, alice, deps);
    expect(demo.demo).toBe(true);
    expect((await meal(demo.mealId))?.demo).toBe(true);
  });

  test('the copy is independent: deleting the original leaves it, editing it leaves the original', async () => {
    const { deps } = makeDeps(fs.db);
    const r = await logAgain({ mealId: 'lunch' }, alice, deps);
    await updateMeal({ mealId: r.mealId, items: [{ id: 'r1', name: 'Reis', grams: 100 }] }, alice, deps);
    expect((await meal('lunch'))?.items).toHaveLength(3);
    await call('deleteMeal', handleDeleteMeal, { mealId: 'lunch' }, alice, deps);
    expect((await meal(r.mealId))?.calories).toBe(130);
    await expectDayIsSum(fs.db, 'alice', today);
  });

  test('counts against the daily cap of meal writes', async () => {
    const { deps } = makeDeps(fs.db, { config: { ...testConfig, mealWritesDailyQuota: 1 } });
    await logAgain({ mealId: 'dinner' }, alice, deps);
    const e = await rejection(logAgain({ mealId: 'dinner' }, alice, deps));
    expect(e).toMatchObject({ status: 'resource-exhausted', details: { code: 'history.tooManyMealWrites' } });
  });
});
