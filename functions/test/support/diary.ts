// What the diary's handler tests share: a file's local Firestore with Alice (German) and Bob, three foods,
// the test clock's day and zone, a meal logged in words, and the check every diary write must keep (the
// day document is the sum of the day's entries, their rows and the rows' vitamins and minerals).
import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { handleLogMeal } from '../../src/diary/log-meal.js';
import { microNames } from '../../src/shared/nutrition/micros.js';
import { call } from './call.js';
import { alice, makeDeps } from './fake-deps.js';
import { foodAnswer as answer, type FoodRow } from './food-answers.js';
import { useLocalFirestore } from './local-firestore.js';
import { seedUser } from './seed.js';

// Dishes the food table cannot place, so each row keeps the scripted model's figures: these tests follow the
// diary, and grounding rows by their names is tested with the matcher.
export const rice: FoodRow = {
  name: 'Reispfanne',
  grams: 100,
  calories: 130,
  protein: 2.7,
  carbs: 28.2,
  fat: 0.3,
};
export const chicken: FoodRow = {
  name: 'Hähnchencurry',
  grams: 150,
  calories: 248,
  protein: 46.5,
  carbs: 0,
  fat: 5.4,
};
export const egg: FoodRow = {
  name: 'Eierspeise',
  grams: 60,
  calories: 86,
  protein: 7.8,
  carbs: 0.7,
  fat: 6.6,
};

export const zone = 'Europe/Copenhagen'; // the test clock's 12:00 UTC is 13:00 there: lunch on 2026-03-01
export const today = '2026-03-01';

/** An entry Alice logged at the test clock's now: today in `zone`, eaten at 12:00 UTC, with `fields` too. */
export function expectAliceEntryNow(stored: FirebaseFirestore.DocumentData | undefined, fields: object) {
  expect(stored).toMatchObject({
    user_id: 'alice',
    type: 'nutrition',
    day: today,
    timeZone: zone,
    ...fields,
  });
  expect(stored?.eatenAt.toDate().toISOString()).toBe('2026-03-01T12:00:00.000Z');
}

/** What the day document must hold: the sum of the day's entries, recomputed here from the meals. */
export async function expectDayMatchesMeals(db: Firestore, uid: string, d: string) {
  const entries = await db.collection('meals').where('user_id', '==', uid).where('day', '==', d).get();
  const stored = (await db.collection('days').doc(`${uid}_${d}`).get()).data();
  if (entries.empty) {
    expect(stored).toBeUndefined();
    return;
  }
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  // The rows' vitamins and minerals: summed over the rows that knew each, and counted.
  let rows = 0;
  const micros: Record<string, number> = {};
  const known: Record<string, number> = Object.fromEntries(microNames.map((n) => [n, 0]));
  for (const e of entries.docs) {
    // Each meal's own totals are the sum of its rows.
    const items = e.get('items') as (FoodRow & { micros?: Record<string, number> })[];
    expect(e.get('calories')).toBe(Math.round(items.reduce((s, i) => s + i.calories, 0)));
    expect(e.get('protein')).toBe(r1(items.reduce((s, i) => s + i.protein, 0)));
    for (const k of ['calories', 'protein', 'carbs', 'fat'] as const) sum[k] += e.get(k);
    rows += items.length;
    for (const item of items)
      for (const [name, v] of Object.entries(item.micros ?? {})) {
        micros[name] = (micros[name] ?? 0) + v;
        known[name] = (known[name] ?? 0) + 1;
      }
  }
  expect(stored?.rows).toBe(rows);
  expect(stored?.microsKnown).toEqual(known);
  expect(Object.keys(stored?.micros ?? {}).sort()).toEqual(Object.keys(micros).sort());
  for (const [name, v] of Object.entries(micros)) expect(stored?.micros[name]).toBeCloseTo(v, 2);
  expect(stored).toMatchObject({
    userId: uid,
    day: d,
    calories: Math.round(sum.calories),
    protein: r1(sum.protein),
    carbs: r1(sum.carbs),
    fat: r1(sum.fat),
    meals: entries.size,
  });
}

/** The file's local Firestore, seeded before each test, with readers of a meal and a day and `logged`. */
export function useDiary() {
  const fs = useLocalFirestore(async (db) => {
    await seedUser(db, 'alice', { language: 'de' });
    await seedUser(db, 'bob');
  });

  const meal = async (id: string) => (await fs.db.collection('meals').doc(id).get()).data();
  const day = async (uid: string, d: string) =>
    (await fs.db.collection('days').doc(`${uid}_${d}`).get()).data();

  /** Alice logs `rows` in words (the AI answers with them), today in `zone` unless `input` says otherwise. */
  async function logged(rows: FoodRow[], deps = makeDeps(fs.db), input: Record<string, unknown> = {}) {
    deps.ai.reply('food_text', answer(rows));
    return call(
      'logMeal',
      handleLogMeal,
      { description: 'Reis mit Hähnchen', timeZone: zone, ...input },
      alice,
      deps.deps,
    );
  }

  return { fs, meal, day, logged };
}
