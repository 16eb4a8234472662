// The day totals under concurrent writes: edits, deletions and new entries on one day from several devices,
// and transactions whose reads overlap, never lose or double an entry.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { handleDeleteMeal, handleLogRecipe } from '../../src/diary/diary-handlers.js';
import { handleLogMeal } from '../../src/diary/log-meal.js';
import { handleUpdateMeal } from '../../src/diary/update-meal.js';
import { call, callable } from '../support/call.js';
import { chicken, egg, expectDayMatchesMeals, rice, today, useDiary, zone } from '../support/diary.js';
import { alice, makeDeps } from '../support/fake-deps.js';
import { foodAnswer as answer } from '../support/food-answers.js';
import { seedMeal } from '../support/seed.js';

const { fs, day, logged } = useDiary();

const logRecipe = callable('logRecipe', handleLogRecipe);

describe('concurrent edits from two devices', () => {
  test('updates, deletes and new entries at once on one day: the day still equals the sum of its entries', async () => {
    const entries = [];
    for (const rows of [[rice], [chicken], [egg], [rice, egg]]) entries.push(await logged(rows));
    const [a, b, c, d] = entries as [
      (typeof entries)[number],
      (typeof entries)[number],
      (typeof entries)[number],
      (typeof entries)[number],
    ];
    const phone = makeDeps(fs.db);
    const tablet = makeDeps(fs.db);
    phone.ai.reply('food_text', answer([egg, egg]));
    tablet.ai.reply('food_text', answer([chicken]));
    const rowOf = (e: typeof a, grams: number) => [{ id: e.nutrition.items[0]?.id, name: 'x', grams }];
    await Promise.all([
      call('updateMeal', handleUpdateMeal, { mealId: a.mealId, items: rowOf(a, 250) }, alice, phone.deps),
      call('updateMeal', handleUpdateMeal, { mealId: a.mealId, items: rowOf(a, 50) }, alice, tablet.deps),
      call('deleteMeal', handleDeleteMeal, { mealId: b.mealId }, alice, phone.deps),
      call('updateMeal', handleUpdateMeal, { mealId: c.mealId, slot: 'snack' }, alice, tablet.deps),
      call('updateMeal', handleUpdateMeal, { mealId: d.mealId, day: '2026-02-28' }, alice, phone.deps),
      call('logMeal', handleLogMeal, { description: 'zwei Eier', timeZone: zone }, alice, phone.deps),
      call('logMeal', handleLogMeal, { description: 'Hähnchencurry', timeZone: zone }, alice, tablet.deps),
      call('updateMeal', handleUpdateMeal, { mealId: c.mealId, items: rowOf(c, 180) }, alice, phone.deps),
    ]);
    await expectDayMatchesMeals(fs.db, 'alice', today);
    await expectDayMatchesMeals(fs.db, 'alice', '2026-02-28');
    expect((await day('alice', today))?.meals).toBe(4);
  });
});

/**
 * The same database, but every read inside a transaction takes 150 ms longer: the read-then-write windows
 * of concurrent calls overlap for certain, so an update computed from a stale read would be lost.
 */
function slowTransactionReads(db: Firestore): Firestore {
  const bind = <T extends object>(target: T, overrides: Record<string | symbol, unknown>): T =>
    new Proxy(target, {
      get(t, prop) {
        if (prop in overrides) return overrides[prop];
        const value = Reflect.get(t, prop, t);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
  return bind(db, {
    runTransaction: (fn: (tx: Transaction) => Promise<unknown>, options?: object) =>
      db.runTransaction(
        (tx) =>
          fn(
            bind(tx, {
              get: async (...args: unknown[]) => {
                const read: unknown = await Reflect.apply(tx.get, tx, args);
                await pause();
                return read;
              },
              getAll: async (...refs: DocumentReference[]) => {
                const read = await tx.getAll(...refs);
                await pause();
                return read;
              },
            }),
          ),
        options,
      ),
  });
}

async function seedSoup() {
  await seedMeal(fs.db, 'soup', {
    user_id: 'alice',
    type: 'recipe',
    description: 'Soup',
    title: 'Soup',
    persons: 1,
    recipeIngredients: [{ item: 'Soup', amount: 300, unit: 'g' }],
    nutritionData: { calories: 150, protein: 6, carbs: 20, fat: 5 },
    timestamp: new Date(),
  });
}

describe('overlapping transactions', () => {
  test('entries created at the same moment on one day, each reading the day before any writes: all counted', async () => {
    await logged([rice]);
    await seedSoup();
    const slow = makeDeps(slowTransactionReads(fs.db)).deps;
    await Promise.all(
      [1, 2, 3, 4].map((portions) => logRecipe({ mealId: 'soup', portions, timeZone: zone }, alice, slow)),
    );
    await expectDayMatchesMeals(fs.db, 'alice', today);
    expect(await day('alice', today)).toMatchObject({ meals: 5, calories: 130 + 10 * 150 });
  });

  test('new entries, edits and deletions on one day, each read before any is written: none is lost', async () => {
    const entries = [];
    for (const rows of [[rice], [chicken], [egg], [rice], [chicken], [egg]]) entries.push(await logged(rows));
    await seedSoup();
    const slow = makeDeps(slowTransactionReads(fs.db)).deps;
    const soup = (portions: number) => logRecipe({ mealId: 'soup', portions, timeZone: zone }, alice, slow);
    await Promise.all([
      soup(1),
      soup(2),
      soup(3),
      ...entries.map((e, i) =>
        i % 3 === 2
          ? call('deleteMeal', handleDeleteMeal, { mealId: e.mealId }, alice, slow)
          : call(
              'updateMeal',
              handleUpdateMeal,
              { mealId: e.mealId, items: [{ id: e.nutrition.items[0]?.id, name: 'x', grams: 300 }] },
              alice,
              slow,
            ),
      ),
    ]);
    await expectDayMatchesMeals(fs.db, 'alice', today);
    expect((await day('alice', today))?.meals).toBe(7);
  });
});

describe('many entries at once', () => {
  test('eight meals logged and two deleted at the same moment: every one is counted, exactly once', async () => {
    const early = [await logged([rice]), await logged([egg])];
    const devices = Array.from({ length: 8 }, () => makeDeps(fs.db));
    devices.forEach((d, i) => {
      d.ai.reply('food_text', answer([{ ...egg, grams: 60 + i, calories: 86 + i }]));
    });
    await Promise.all([
      ...devices.map((d) =>
        call('logMeal', handleLogMeal, { description: 'Eierspeise', timeZone: zone }, alice, d.deps),
      ),
      ...early.map((e) =>
        call('deleteMeal', handleDeleteMeal, { mealId: e.mealId }, alice, makeDeps(fs.db).deps),
      ),
    ]);
    await expectDayMatchesMeals(fs.db, 'alice', today);
    expect(await day('alice', today)).toMatchObject({ meals: 8, calories: 8 * 86 + 28 });
  });
});
