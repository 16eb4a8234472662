// The day's glasses of water (logWater): set, not added to; kept on the day's document through every
// change to its entries; a water target on the profile, 2000 ml until the user sets one.
import { describe, expect, test } from 'vitest';
import { rejection } from '../support/call.js';
import { deleteMeal, logFoods, logWater, updateProfile } from '../support/diary-callables.js';
import { alice, makeDeps, testConfig } from '../support/fake-deps.js';
import { today, useQuickLogging, yesterday, zone } from '../support/quick-logging.js';

const { fs, dayDoc, expectDayIsSum, snapshot } = useQuickLogging();

describe('logWater', () => {
  test('sets the day’s glasses as ml on the day’s document, beside the sums of its entries', async () => {
    const { deps } = makeDeps(fs.db);
    expect(await logWater({ day: yesterday, timeZone: zone, glasses: 3 }, alice, deps)).toEqual({
      day: yesterday,
      glasses: 3,
      water: 750,
    });
    // Set, not added to.
    await logWater({ day: yesterday, timeZone: zone, glasses: 5 }, alice, deps);
    expect(await dayDoc('alice', yesterday)).toMatchObject({ water: 1250, calories: 608, meals: 2 });
    await expectDayIsSum(fs.db, 'alice', yesterday);
  });

  test('a day with only water has a document of no meals, which entries logged and deleted later keep', async () => {
    const { deps } = makeDeps(fs.db);
    await logWater({ day: today, timeZone: zone, glasses: 2 }, alice, deps);
    expect(await dayDoc('alice', today)).toMatchObject({ water: 500, meals: 0, calories: 0 });
    const logged = await logFoods(
      { timeZone: zone, slot: 'lunch', items: [{ foodId: 'sr24:09040', grams: 100 }] },
      alice,
      deps,
    );
    expect(await dayDoc('alice', today)).toMatchObject({ water: 500, meals: 1, calories: 89 });
    await deleteMeal({ mealId: logged.mealId }, alice, deps);
    expect(await dayDoc('alice', today)).toMatchObject({ water: 500, meals: 0, calories: 0 });
    // No water and no entries: no document.
    await logWater({ day: today, timeZone: zone, glasses: 0 }, alice, deps);
    expect(await dayDoc('alice', today)).toBeUndefined();
    // Back to none on a day with entries removes the field only.
    await logWater({ day: yesterday, timeZone: zone, glasses: 4 }, alice, deps);
    await logWater({ day: yesterday, timeZone: zone, glasses: 0 }, alice, deps);
    const day = await dayDoc('alice', yesterday);
    expect(day?.meals).toBe(2);
    expect(day?.water).toBeUndefined();
  });

  test('glasses out of range, days out of the diary and calls past the daily cap are refused; nothing is written', async () => {
    const { deps } = makeDeps(fs.db, { config: { ...testConfig, mealWritesDailyQuota: 1 } });
    const before = await snapshot();
    for (const [input, code] of [
      [{ day: today, glasses: 41 }, 'history.invalidGlasses'],
      [{ day: today, glasses: -1 }, 'history.invalidGlasses'],
      [{ day: today, glasses: 1.5 }, 'history.invalidGlasses'],
      [{ day: '2026-03-02', glasses: 1 }, 'history.dayNotLoggable'],
      [{ day: '1999-12-31', glasses: 1 }, 'history.dayNotLoggable'],
    ] as const) {
      const e = await rejection(logWater({ timeZone: zone, ...input }, alice, deps));
      expect(e, JSON.stringify(input)).toMatchObject({ details: { code } });
    }
    expect(await snapshot()).toBe(before);
    await logWater({ day: today, timeZone: zone, glasses: 1 }, alice, deps);
    const once = await snapshot();
    expect(await rejection(logWater({ day: today, timeZone: zone, glasses: 2 }, alice, deps))).toMatchObject({
      details: { code: 'history.tooManyMealWrites' },
    });
    expect(await snapshot()).toBe(once);
  });
});

describe('the water target', () => {
  test('2000 ml until set; set within 500-6000 ml, anything else refused with its own message', async () => {
    const { deps } = makeDeps(fs.db);
    const first = await updateProfile({ name: 'Alice' }, alice, deps);
    expect(first.profile.waterTarget).toBe(2000);
    const set = await updateProfile({ waterTarget: 2500 }, alice, deps);
    expect(set.profile.waterTarget).toBe(2500);
    expect((await fs.db.collection('users').doc('alice').get()).get('waterTarget')).toBe(2500);
    for (const waterTarget of [499, 6001]) {
      const e = await rejection(updateProfile({ waterTarget }, alice, deps));
      expect(e).toMatchObject({
        status: 'invalid-argument',
        details: { code: 'settings.invalidWaterTarget' },
      });
    }
    expect((await fs.db.collection('users').doc('alice').get()).get('waterTarget')).toBe(2500);
  });
});
