// What the quick-logging handler tests share: Alice's lunch and dinner of yesterday (a food table row, a
// barcode row and an estimate, with per-gram figures), Bob's breakfast, a recipe and an older meal without
// rows; the test clock's day and zone; and readers and checks of what a call wrote.
import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { handleLogAgain } from '../../src/diary/log-again.js';
import { handleShareRecipe } from '../../src/recipes/share-recipe.js';
import { call } from './call.js';
import { alice, makeDeps } from './fake-deps.js';
import { useLocalFirestore } from './local-firestore.js';
import { nutella20gRow } from './products.js';
import { seedList, seedUser, tomatoPastaRecipe } from './seed.js';

export const zone = 'Europe/Copenhagen'; // the test clock's 12:00 UTC is 13:00 there: lunch on 2026-03-01
export const today = '2026-03-01';
export const yesterday = '2026-02-28';

/** Rows as the diary stores them: a food table row, a barcode row and an estimate, with per-gram figures. */
export const lunchRows = [
  {
    id: 'r1',
    name: 'Reis',
    grams: 200,
    calories: 260,
    protein: 5.4,
    carbs: 56.4,
    fat: 0.6,
    fiber: 0.8,
    perGram: { calories: 1.3, protein: 0.027, carbs: 0.282, fat: 0.003, fiber: 0.004 },
    source: 'database',
    foodId: '20445',
  },
  {
    id: 'r2',
    ...nutella20gRow,
    perGram: { calories: 5.4, protein: 0.065, carbs: 0.575, fat: 0.31, sodium: 0.45 },
  },
  {
    id: 'r3',
    name: 'Soße',
    grams: 100,
    calories: 120,
    protein: 2,
    carbs: 8,
    fat: 9,
    perGram: { calories: 1.2, protein: 0.02, carbs: 0.08, fat: 0.09 },
    source: 'ai',
  },
];

export const entry = (
  uid: string,
  day: string,
  slot: string,
  hourUtc: number,
  rows: typeof lunchRows,
  extra = {},
) => ({
  user_id: uid,
  timestamp: new Date(`${day}T${String(hourUtc).padStart(2, '0')}:00:00Z`),
  type: 'nutrition',
  description: rows.map((r) => r.name).join(' mit '),
  meal: rows.map((r) => r.name).join(' mit '),
  calories: rows.reduce((s, r) => s + r.calories, 0),
  protein: rows.reduce((s, r) => s + r.protein, 0),
  carbs: rows.reduce((s, r) => s + r.carbs, 0),
  fat: rows.reduce((s, r) => s + r.fat, 0),
  ingredients: rows.map((r) => r.name),
  items: rows,
  day,
  slot,
  eatenAt: new Date(`${day}T${String(hourUtc).padStart(2, '0')}:15:00Z`),
  source: 'text',
  timeZone: zone,
  ...extra,
});

/** The file's local Firestore, seeded before each test, with its readers and checks. */
export function useQuickLogging() {
  const fs = useLocalFirestore(async (db) => {
    await seedUser(db, 'alice', { language: 'de' });
    await seedUser(db, 'bob');
    await seedUser(db, 'carol');
    await seedList(db, 'L1', ['alice', 'bob']);
    const meals = db.collection('meals');
    await meals
      .doc('lunch')
      .set(entry('alice', yesterday, 'lunch', 11, lunchRows, { thumbnail: 'data:image/jpeg;base64,AAAA' }));
    await meals
      .doc('dinner')
      .set(entry('alice', yesterday, 'dinner', 18, [lunchRows[2] as (typeof lunchRows)[number]]));
    await meals
      .doc('bobs')
      .set(entry('bob', yesterday, 'breakfast', 7, [lunchRows[0] as (typeof lunchRows)[number]]));
    await meals.doc('pasta').set(tomatoPastaRecipe());
    // An older meal: totals only, no rows, not in the diary.
    await meals.doc('old').set({
      user_id: 'alice',
      type: 'nutrition',
      description: 'Apple pie',
      meal: 'Apple pie',
      calories: 410,
      protein: 4,
      carbs: 58,
      fat: 18,
      ingredients: [],
      timestamp: new Date('2025-01-01'),
    });
  });

  /** logAgain today in `zone` unless `input` says otherwise. */
  const logAgain = (input: object, who = alice, deps = makeDeps(fs.db).deps) =>
    call('logAgain', handleLogAgain, { timeZone: zone, ...input }, who, deps);
  const sharePastaWithL1 = () =>
    call('shareRecipe', handleShareRecipe, { mealId: 'pasta', listId: 'L1' }, alice, makeDeps(fs.db).deps);

  const meal = async (id: string) => (await fs.db.collection('meals').doc(id).get()).data();
  const dayDoc = async (uid: string, day: string) =>
    (await fs.db.collection('days').doc(`${uid}_${day}`).get()).data();

  /** The day document must be the sum of the day's entries. */
  async function expectDayIsSum(db: Firestore, uid: string, day: string) {
    const entries = await db.collection('meals').where('user_id', '==', uid).where('day', '==', day).get();
    const r1 = (n: number) => Math.round(n * 10) / 10;
    const sum = (k: string) => entries.docs.reduce((s, d) => s + (d.get(k) ?? 0), 0);
    expect(await dayDoc(uid, day)).toMatchObject({
      calories: Math.round(sum('calories')),
      protein: r1(sum('protein')),
      fat: r1(sum('fat')),
      meals: entries.size,
    });
  }

  /** Every document of the collections a refused call could have touched. */
  async function snapshot() {
    const out: Record<string, unknown> = {};
    for (const c of ['meals', 'days', 'favorites']) {
      for (const d of (await fs.db.collection(c).get()).docs) out[`${c}/${d.id}`] = d.data();
    }
    return JSON.stringify(out);
  }

  return { fs, meal, dayDoc, expectDayIsSum, snapshot, logAgain, sharePastaWithL1 };
}
