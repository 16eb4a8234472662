// Logging in seconds: an earlier meal logged again (scaled by portions, today or on a near day), a recipe
// shared with the caller's list logged again, favourites (saved, logged, renamed, deleted; independent of
// the meals they came from), and a day copied onto another. None of them asks the AI; every new entry is
// counted in its day's totals; someone else's meal or favourite is refused and nothing is written.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { handleDeleteAccount } from '../../src/account/delete-account.js';
import { handleExportData } from '../../src/account/export-data.js';
import { handleCopyDay } from '../../src/diary/copy-day.js';
import { handleDeleteMeal } from '../../src/diary/diary-handlers.js';
import {
  handleDeleteFavorite,
  handleLogFavorite,
  handleRenameFavorite,
  handleSaveFavorite,
} from '../../src/diary/favorites.js';
import { handleLogAgain } from '../../src/diary/log-again.js';
import { handleUpdateMeal } from '../../src/diary/update-meal.js';
import { handleShareRecipe } from '../../src/recipes/share-recipe.js';
import { call, callable, rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps, testConfig } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { nutella20gRow } from '../support/products.js';
import { ids, seedList, seedUser, tomatoPastaRecipe } from '../support/seed.js';

const zone = 'Europe/Copenhagen'; // the test clock's 12:00 UTC is 13:00 there: lunch on 2026-03-01
const today = '2026-03-01';
const yesterday = '2026-02-28';

/** Rows as the diary stores them: a food table row, a barcode row and an estimate, with per-gram figures. */
const lunchRows = [
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

const entry = (
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

/** logAgain today in `zone` unless `input` says otherwise. */
const logAgain = (input: object, who = alice, deps = makeDeps(fs.db).deps) =>
  call('logAgain', handleLogAgain, { timeZone: zone, ...input }, who, deps);
const sharePastaWithL1 = () =>
  call('shareRecipe', handleShareRecipe, { mealId: 'pasta', listId: 'L1' }, alice, makeDeps(fs.db).deps);

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

const copyDay = callable('copyDay', handleCopyDay);
const updateMeal = callable('updateMeal', handleUpdateMeal);

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
    expect(stored).toMatchObject({
      user_id: 'alice',
      type: 'nutrition',
      day: today,
      slot: 'lunch',
      source: 'text',
      timeZone: zone,
      calories: 732,
      thumbnailOf: 'lunch',
    });
    expect(stored?.eatenAt.toDate().toISOString()).toBe('2026-03-01T12:00:00.000Z');
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

describe('favourites', () => {
  const save = (input: Record<string, unknown>, who = alice) =>
    call('saveFavorite', handleSaveFavorite, input, who, makeDeps(fs.db).deps);

  test('saving copies the rows, text and totals into a favourite of its own, named after the meal', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const { favoriteId } = await call('saveFavorite', handleSaveFavorite, { mealId: 'lunch' }, alice, deps);
    expect(ai.requests).toHaveLength(0);
    const fav = (await fs.db.collection('favorites').doc(favoriteId).get()).data();
    expect(fav).toMatchObject({
      userId: 'alice',
      name: 'Reis mit Nutella mit Soße',
      description: 'Reis mit Nutella mit Soße',
      calories: 488,
      fiber: 0.8,
      sodium: 9,
      source: 'text',
    });
    expect(fav?.items.map((i: { name: string; source: string }) => [i.name, i.source])).toEqual([
      ['Reis', 'database'],
      ['Nutella', 'barcode'],
      ['Soße', 'ai'],
    ]);
    expect(fav?.createdAt.toDate()).toBeInstanceOf(Date);
    // The entry it came from, so that entry's star shows filled.
    expect(fav?.mealId).toBe('lunch');
    const named = await save({ mealId: 'dinner', name: '  Omas \u202ESoße  ' });
    expect((await fs.db.collection('favorites').doc(named.favoriteId).get()).get('name')).toBe('Omas Soße');
  });

  test('saving the same entry again answers the favourite already saved and writes nothing', async () => {
    const { favoriteId } = await save({ mealId: 'lunch' });
    const before = await snapshot();
    const usage = (await fs.db.collection('usage').doc('alice').get()).data();
    expect(await Promise.all([save({ mealId: 'lunch' }), save({ mealId: 'lunch', name: 'Other' })])).toEqual([
      { favoriteId },
      { favoriteId },
    ]);
    expect(await snapshot()).toBe(before);
    expect((await fs.db.collection('usage').doc('alice').get()).data()).toEqual(usage);
    // Once it is deleted, the star saves a new one.
    await call('deleteFavorite', handleDeleteFavorite, { favoriteId }, alice, makeDeps(fs.db).deps);
    expect((await save({ mealId: 'lunch' })).favoriteId).not.toBe(favoriteId);
  });

  test('a long multi-line description becomes a bounded one-line name', async () => {
    await fs.db
      .collection('meals')
      .doc('dinner')
      .update({ description: `Line one\nline two ${'x'.repeat(500)}` });
    const { favoriteId } = await save({ mealId: 'dinner' });
    const name = (await fs.db.collection('favorites').doc(favoriteId).get()).get('name') as string;
    expect(name.startsWith('Line one line two x')).toBe(true);
    expect(name).toHaveLength(200);
  });

  test('logging a favourite: a new entry scaled by the portions, with its day’s totals; no AI call', async () => {
    const { favoriteId } = await save({ mealId: 'lunch' });
    const { deps, ai } = makeDeps(fs.db);
    const r = await call(
      'logFavorite',
      handleLogFavorite,
      { favoriteId, timeZone: zone, portions: 2, slot: 'dinner' },
      alice,
      deps,
    );
    expect(ai.requests).toHaveLength(0);
    expect(r).toMatchObject({ day: today, slot: 'dinner', nutrition: { calories: 976 } });
    expect(r.nutrition.items.map((i) => i.grams)).toEqual([400, 40, 200]);
    expect(await meal(r.mealId)).toMatchObject({ source: 'text', slot: 'dinner' });
    await expectDayIsSum(fs.db, 'alice', today);
  });

  test('a favourite and its meal are independent both ways', async () => {
    const { favoriteId } = await save({ mealId: 'lunch' });
    const before = (await fs.db.collection('favorites').doc(favoriteId).get()).data();
    const deps = makeDeps(fs.db).deps;
    await updateMeal({ mealId: 'lunch', items: [{ id: 'r1', name: 'Reis', grams: 10 }] }, alice, deps);
    await call('deleteMeal', handleDeleteMeal, { mealId: 'lunch' }, alice, deps);
    expect((await fs.db.collection('favorites').doc(favoriteId).get()).data()).toEqual(before);
    const logged = await call('logFavorite', handleLogFavorite, { favoriteId, timeZone: zone }, alice, deps);
    await call('deleteFavorite', handleDeleteFavorite, { favoriteId }, alice, deps);
    expect(await ids(fs.db, 'favorites')).toEqual([]);
    expect((await meal(logged.mealId))?.calories).toBe(488);
  });

  test('renaming and deleting change only the favourite', async () => {
    const { favoriteId } = await save({ mealId: 'dinner' });
    const deps = makeDeps(fs.db).deps;
    await call('renameFavorite', handleRenameFavorite, { favoriteId, name: 'Sauce' }, alice, deps);
    const renamed = (await fs.db.collection('favorites').doc(favoriteId).get()).data();
    expect(renamed).toMatchObject({ name: 'Sauce', calories: 120 });
    expect(renamed?.updatedAt.toDate()).toBeInstanceOf(Date);
    expect(await call('deleteFavorite', handleDeleteFavorite, { favoriteId }, alice, deps)).toEqual({});
    expect(await ids(fs.db, 'favorites')).toEqual([]);
    expect((await meal('dinner'))?.description).toBe('Soße');
  });

  test('someone else’s favourite or meal is not found for every favourite call; nothing changes', async () => {
    const { favoriteId } = await save({ mealId: 'lunch' });
    const before = await snapshot();
    const deps = makeDeps(fs.db).deps;
    const refused = [
      call('logFavorite', handleLogFavorite, { favoriteId, timeZone: zone }, bob, deps),
      call('renameFavorite', handleRenameFavorite, { favoriteId, name: 'Mine' }, bob, deps),
      call('deleteFavorite', handleDeleteFavorite, { favoriteId }, bob, deps),
      call('deleteFavorite', handleDeleteFavorite, { favoriteId: 'missing' }, alice, deps),
    ];
    for (const promise of refused)
      expect(await rejection(promise)).toMatchObject({
        status: 'not-found',
        details: { code: 'history.favoriteNotFound' },
      });
    expect(await rejection(save({ mealId: 'bobs' }))).toMatchObject({
      details: { code: 'history.mealNotFound' },
    });
    expect(await rejection(save({ mealId: 'lunch', name: ' ' }))).toMatchObject({
      details: { code: 'history.favoriteNameRequired' },
    });
    expect(await snapshot()).toBe(before);
  });

  test('a recipe shared with the caller’s list can be a favourite: one portion of it', async () => {
    await sharePastaWithL1();
    const { favoriteId } = await save({ mealId: 'pasta' }, bob);
    expect((await fs.db.collection('favorites').doc(favoriteId).get()).data()).toMatchObject({
      userId: 'bob',
      name: 'Tomato pasta',
      calories: 600,
      source: 'recipe',
      recipeId: 'pasta',
      portions: 1,
    });
    expect(await rejection(save({ mealId: 'pasta' }, carol))).toMatchObject({ status: 'not-found' });
  });

  test('at most 200 favourites a user', async () => {
    const batch = fs.db.batch();
    for (let i = 0; i < 200; i++)
      batch.set(fs.db.collection('favorites').doc(`f${i}`), {
        userId: 'alice',
        name: `F${i}`,
        description: '',
        ingredients: [],
        items: [],
        calories: 0,
        protein: 0,
        carbs: 0,
        fat: 0,
        createdAt: new Date(),
      });
    await batch.commit();
    expect(await rejection(save({ mealId: 'lunch' }))).toMatchObject({
      status: 'resource-exhausted',
      details: { code: 'history.tooManyFavorites' },
    });
    expect((await fs.db.collection('favorites').get()).size).toBe(200);
    // Another user's count is their own.
    await save({ mealId: 'bobs' }, bob);
  });

  test('exportData includes the favourites; deleteAccount removes them', async () => {
    await save({ mealId: 'lunch' });
    await save({ mealId: 'bobs' }, bob);
    const exported = await call('exportData', handleExportData, {}, alice, makeDeps(fs.db).deps);
    expect(exported.favorites).toMatchObject([{ userId: 'alice', name: 'Reis mit Nutella mit Soße' }]);
    expect(typeof exported.favorites[0]?.createdAt).toBe('string');
    await call('deleteAccount', handleDeleteAccount, {}, alice, makeDeps(fs.db).deps);
    const left = await fs.db.collection('favorites').get();
    expect(left.docs.map((d) => d.get('userId'))).toEqual(['bob']);
  });
});

describe('copyDay', () => {
  test('every entry of a day onto another: same slots and times of day, the day’s totals right; no AI call', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const r = await copyDay({ fromDay: yesterday, toDay: today, timeZone: zone }, alice, deps);
    expect(ai.requests).toHaveLength(0);
    expect(r.mealIds).toHaveLength(2);
    const [lunch, dinner] = await Promise.all(r.mealIds.map(meal));
    expect(lunch).toMatchObject({ day: today, slot: 'lunch', calories: 488, source: 'text' });
    expect(lunch?.items.map((i: { source: string }) => i.source)).toEqual(['database', 'barcode', 'ai']);
    expect(lunch?.eatenAt.toDate().toISOString()).toBe('2026-03-01T11:15:00.000Z');
    expect(dinner).toMatchObject({ day: today, slot: 'dinner', calories: 120 });
    expect(dinner?.eatenAt.toDate().toISOString()).toBe('2026-03-01T18:15:00.000Z');
    expect(await dayDoc('alice', today)).toMatchObject({ calories: 608, meals: 2 });
    await expectDayIsSum(fs.db, 'alice', today);
    // bob's entries of that day are his.
    expect((await fs.db.collection('meals').where('user_id', '==', 'bob').get()).size).toBe(1);
  });

  test('one slot only', async () => {
    const r = await copyDay(
      { fromDay: yesterday, toDay: '2026-02-20', timeZone: zone, slot: 'dinner' },
      alice,
      makeDeps(fs.db).deps,
    );
    expect(r.mealIds).toHaveLength(1);
    expect(await dayDoc('alice', '2026-02-20')).toMatchObject({ calories: 120, meals: 1 });
  });

  test('nothing to copy, a day too far, the same day, and too many entries are refused; nothing is written', async () => {
    const before = await snapshot();
    const deps = makeDeps(fs.db).deps;
    for (const [input, code] of [
      [{ fromDay: '2026-02-10', toDay: today }, 'history.nothingToCopy'],
      [{ fromDay: yesterday, toDay: today, slot: 'snack' }, 'history.nothingToCopy'],
      [{ fromDay: yesterday, toDay: '2026-03-05' }, 'history.dayOutOfRange'],
      [{ fromDay: yesterday, toDay: yesterday }, 'history.copyToSameDay'],
      [{ fromDay: yesterday, toDay: '2026-02-31' }, 'history.invalidDay'],
      [{ fromDay: '9999-12-31', toDay: today }, 'history.dayNotInDiary'],
      [{ fromDay: '2026-03-03', toDay: today }, 'history.dayNotInDiary'],
      [{ fromDay: '1999-12-31', toDay: today }, 'history.dayNotInDiary'],
    ] as const) {
      const e = await rejection(copyDay({ timeZone: zone, ...input }, alice, deps));
      expect(e, JSON.stringify(input)).toMatchObject({ details: { code } });
    }
    // Only bob has entries on his day: nothing of alice's to copy.
    await fs.db.collection('meals').doc('bobs').update({ day: '2026-02-25' });
    expect(
      await rejection(copyDay({ fromDay: '2026-02-25', toDay: today, timeZone: zone }, alice, deps)),
    ).toMatchObject({ details: { code: 'history.nothingToCopy' } });
    await fs.db.collection('meals').doc('bobs').update({ day: yesterday });
    expect(await snapshot()).toBe(before);

    const batch = fs.db.batch();
    for (let i = 0; i < 41; i++)
      batch.set(
        fs.db.collection('meals').doc(`many${i}`),
        entry('alice', '2026-02-15', 'snack', 10, [lunchRows[2] as (typeof lunchRows)[number]]),
      );
    await batch.commit();
    const crowded = await snapshot();
    expect(
      await rejection(copyDay({ fromDay: '2026-02-15', toDay: today, timeZone: zone }, alice, deps)),
    ).toMatchObject({ status: 'failed-precondition', details: { code: 'history.tooManyToCopy' } });
    expect(await snapshot()).toBe(crowded);
  });

  test('every entry a copy writes counts against the daily cap of meal writes; a copy past it writes nothing', async () => {
    const { deps } = makeDeps(fs.db, { config: { ...testConfig, mealWritesDailyQuota: 5 } });
    await copyDay({ fromDay: yesterday, toDay: today, timeZone: zone }, alice, deps);
    expect((await fs.db.doc('usage/alice').get()).get('mealWrites')).toBe(2);
    await copyDay({ fromDay: yesterday, toDay: '2026-02-27', timeZone: zone }, alice, deps);
    expect((await fs.db.doc('usage/alice').get()).get('mealWrites')).toBe(4);
    // Two more entries would make 6 of 5: refused whole, not copied in part.
    const before = await snapshot();
    const e = await rejection(
      copyDay({ fromDay: yesterday, toDay: '2026-02-26', timeZone: zone }, alice, deps),
    );
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      details: { code: 'history.tooManyMealWrites', limit: 5 },
    });
    expect(await snapshot()).toBe(before);
    expect((await fs.db.doc('usage/alice').get()).get('mealWrites')).toBe(4);
    // One slot of one entry still fits.
    await copyDay({ fromDay: yesterday, toDay: '2026-02-26', timeZone: zone, slot: 'dinner' }, alice, deps);
    expect((await fs.db.doc('usage/alice').get()).get('mealWrites')).toBe(5);
  });

  test('a copy shows the original’s photo by reference: the image is stored once, however often it is copied', async () => {
    const { deps } = makeDeps(fs.db);
    const { mealIds } = await copyDay({ fromDay: yesterday, toDay: today, timeZone: zone }, alice, deps);
    const lunchCopy = await meal(mealIds[0] as string);
    expect(lunchCopy).toMatchObject({ thumbnailOf: 'lunch' });
    expect(lunchCopy).not.toHaveProperty('thumbnail');
    // A copy of the copy still names the meal that holds the image; logging again does the same.
    const again = await copyDay({ fromDay: today, toDay: '2026-02-20', timeZone: zone }, alice, deps);
    const logged = await logAgain({ mealId: mealIds[0] as string, day: '2026-02-21' }, alice, deps);
    for (const id of [...again.mealIds, logged.mealId].filter((id) => id !== again.mealIds[1])) {
      expect(await meal(id)).toMatchObject({ thumbnailOf: 'lunch' });
      expect(await meal(id)).not.toHaveProperty('thumbnail');
    }
    // The dinner had no photo: neither has its copy.
    expect(await meal(mealIds[1] as string)).not.toHaveProperty('thumbnailOf');
  });
});
