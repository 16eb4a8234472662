// Favourites: saved from a meal, logged, renamed and deleted, living on their own (independent of the meals
// they came from), exported with the account and deleted with it; no AI call, and someone else's meal or
// favourite is refused with nothing written.
import { describe, expect, test } from 'vitest';
import { handleDeleteAccount } from '../../src/account/delete-account.js';
import { handleExportData } from '../../src/account/export-data.js';
import { handleDeleteMeal } from '../../src/diary/diary-handlers.js';
import {
  handleDeleteFavorite,
  handleLogFavorite,
  handleRenameFavorite,
  handleSaveFavorite,
} from '../../src/diary/favorites.js';
import { call, rejection } from '../support/call.js';
import { updateMeal } from '../support/diary-callables.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { today, useQuickLogging, zone } from '../support/quick-logging.js';
import { ids } from '../support/seed.js';

const { fs, meal, expectDayIsSum, snapshot, sharePastaWithL1 } = useQuickLogging();

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
