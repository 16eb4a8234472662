// Weight over time: weigh-ins (one a day, the latest one the profile's weight), the energy balance measured
// from generated weeks of weigh-ins and day totals stored as real documents, bad input writing nothing, the
// weigh-ins in the data export and gone with the account, and the targets the profile may follow.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, test } from 'vitest';
import { handleDeleteAccount } from '../../src/account/delete-account.js';
import { handleExportData } from '../../src/account/export-data.js';
import { handleUpdateProfile } from '../../src/account/update-profile.js';
import { noEstimate, weightCase, weightCaseNames } from '../../src/shared/weight/weight-test-data.js';
import { addDays } from '../../src/shared/weight/weight-trend.js';
import { handleEnergyBalance } from '../../src/weight/energy-balance.js';
import { handleDeleteWeight, handleLogWeight, latestDayBegun } from '../../src/weight/weigh-ins.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, makeDeps } from '../support/fake-deps.js';
import { type LocalFirestore, useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { name: 'Alice', gender: 'female', weight: 70 });
  await seedUser(db, 'bob', { name: 'Bob', weight: 90 });
});

// The test clock is 2026-03-01 12:00 UTC, 13:00 in Copenhagen.
const zone = 'Europe/Copenhagen';
const today = '2026-03-01';

const logWeight = (data: unknown, ctx = alice, deps = makeDeps(fs.db).deps) =>
  call('logWeight', handleLogWeight, data, ctx, deps);
const deleteWeight = (data: unknown, ctx = alice) =>
  call('deleteWeight', handleDeleteWeight, data, ctx, makeDeps(fs.db).deps);
const energyBalance = (data: unknown, ctx = alice) =>
  call('energyBalance', handleEnergyBalance, data, ctx, makeDeps(fs.db).deps);

const weighIn = async (uid: string, day: string) =>
  (await fs.db.collection('weights').doc(`${uid}_${day}`).get()).data();
const profileWeight = async (uid: string) => (await fs.db.collection('users').doc(uid).get()).get('weight');

/** Every stored document, names and values, as one string: "nothing written" means this is unchanged. */
function wholeStore(local: LocalFirestore): string {
  return JSON.stringify(local.store.databaseNames().map((name) => local.store.exportDatabase(name)));
}

/** Weigh-ins and day totals as the functions store them. */
async function storeWeighIns(db: Firestore, uid: string, weighIns: readonly { day: string; kg: number }[]) {
  const batch = db.batch();
  for (const { day, kg } of weighIns)
    batch.set(db.collection('weights').doc(`${uid}_${day}`), { userId: uid, day, kg, updatedAt: new Date() });
  await batch.commit();
}
async function storeDays(db: Firestore, uid: string, intakes: readonly { day: string; calories: number }[]) {
  const batch = db.batch();
  for (const { day, calories } of intakes) {
    const totals = { calories, protein: 100, carbs: 250, fat: 70, meals: 3, updatedAt: new Date() };
    batch.set(db.collection('days').doc(`${uid}_${day}`), { userId: uid, day, ...totals });
  }
  await batch.commit();
}

/** Document reads the local Firestore counted since `reset`, as Firestore bills them. */
const reads = () => Object.values(fs.store.usage.snapshot()).reduce((sum, u) => sum + u.reads, 0);

describe('energyBalance on four generated weeks of weigh-ins and meals', () => {
  const table: { case: string; truth: number; estimate: number | null; error: number | null }[] = [];
  afterAll(() => {
    console.log(
      `energyBalance: estimate vs truth (kcal a day), 28 days ending ${today}\n` +
        [
          '| case | true TDEE | estimate | error |',
          '|---|---|---|---|',
          ...table.map(
            (r) => `| ${r.case} | ${r.truth} | ${r.estimate ?? '-'} | ${r.error === null ? '-' : r.error} |`,
          ),
        ].join('\n'),
    );
  });

  const expected = {
    steadyLoss: { loggedDays: 28, weighIns: 28, confidence: 'high' },
    steadyGain: { loggedDays: 28, weighIns: 28, confidence: 'high' },
    flat: { loggedDays: 28, weighIns: 28, confidence: 'high' },
    gaps: { loggedDays: 16, weighIns: 12, confidence: 'low' },
    noise: { loggedDays: 28, weighIns: 28, confidence: 'high' },
  } as const;

  for (const name of weightCaseNames) {
    test(`${name}: within 200 kcal of the truth`, async () => {
      const data = weightCase(name, today);
      await storeWeighIns(fs.db, 'alice', data.weighIns);
      await storeDays(fs.db, 'alice', data.intakes);
      // Someone else's data, and the account's own data from before the window, count for nothing.
      await storeWeighIns(fs.db, 'bob', [{ day: today, kg: 150 }]);
      await storeDays(fs.db, 'bob', [{ day: today, calories: 9000 }]);
      await storeDays(fs.db, 'alice', [{ day: addDays(today, -28), calories: 6000 }]);

      const result = await energyBalance({ timeZone: zone });
      const error = result.tdee === null ? null : result.tdee - data.trueTdee;
      table.push({ case: name, truth: data.trueTdee, estimate: result.tdee, error });
      expect(result).toMatchObject(expected[name]);
      expect(Math.abs(error ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(200);
      expect(Math.abs((result.weeklyChangeKg ?? 0) - data.trueWeeklyChangeKg)).toBeLessThan(0.2);
      expect(result.points.map((p) => [p.day, p.kg])).toEqual(data.weighIns.map((w) => [w.day, w.kg]));
      expect(Math.abs((result.points.at(-1)?.trendKg ?? 0) - (result.trendKg ?? 0))).toBeLessThan(0.5);
    });
  }

  test('no estimate below 14 logged days and 10 weigh-ins; the rest is still shown', async () => {
    const data = weightCase('steadyLoss', today);
    await storeWeighIns(fs.db, 'alice', data.weighIns.slice(-9));
    await storeDays(fs.db, 'alice', data.intakes);
    expect(await energyBalance({ timeZone: zone })).toMatchObject({
      tdee: null,
      confidence: 'none',
      loggedDays: 28,
      weighIns: 9,
      intakeAverage: 2000,
    });
    expect(await energyBalance({ timeZone: zone }, bob)).toEqual({ ...noEstimate, points: [] });
  });

  test('ends today in the user’s zone', async () => {
    // 12:00 UTC on 1 March is already 2 March in Kiritimati (UTC+14): that day's weigh-in counts there.
    await storeWeighIns(fs.db, 'alice', [{ day: '2026-03-02', kg: 70 }]);
    expect((await energyBalance({ timeZone: 'Pacific/Kiritimati' })).weighIns).toBe(1);
    expect((await energyBalance({ timeZone: zone })).weighIns).toBe(0);
  });

  test('reads at most 28 day totals and 90 weigh-ins, however long the history', async () => {
    const long = Array.from({ length: 400 }, (_, i) => addDays(today, -i));
    await storeWeighIns(
      fs.db,
      'alice',
      long.map((day, i) => ({ day, kg: 70 + i / 100 })),
    );
    await storeDays(
      fs.db,
      'alice',
      long.map((day) => ({ day, calories: 2000 })),
    );
    fs.store.usage.reset();
    const result = await energyBalance({ timeZone: zone });
    expect(reads()).toBe(28 + 90);
    expect(result.points).toHaveLength(90);
    expect(result.points[0]?.day).toBe(addDays(today, -89));
    expect(result).toMatchObject({ loggedDays: 28, weighIns: 28 });
  });

  test('an unknown time zone is refused', async () => {
    const e = await rejection(energyBalance({ timeZone: 'Mars/Olympus' }));
    expect(e).toMatchObject({ status: 'invalid-argument', details: { code: 'history.invalidTimeZone' } });
  });
});

describe('logWeight and deleteWeight', () => {
  test('one weigh-in a day: a second one overwrites it; kg kept to 0.01', async () => {
    expect(await logWeight({ day: today, kg: 70.4 })).toEqual({ day: today, kg: 70.4 });
    expect(await logWeight({ day: today, kg: 69.876 })).toEqual({ day: today, kg: 69.88 });
    expect(await ids(fs.db, 'weights')).toEqual([`alice_${today}`]);
    expect(await weighIn('alice', today)).toMatchObject({ userId: 'alice', day: today, kg: 69.88 });
  });

  test('the latest day’s weigh-in becomes the profile’s weight; an older day’s does not', async () => {
    await logWeight({ day: '2026-02-27', kg: 71.2 });
    expect(await profileWeight('alice')).toBe(71.2);
    await logWeight({ day: today, kg: 70.1 });
    expect(await profileWeight('alice')).toBe(70.1);
    await logWeight({ day: '2026-02-28', kg: 75 });
    expect(await profileWeight('alice')).toBe(70.1);
    // Correcting the latest day is still the latest day.
    await logWeight({ day: today, kg: 70.3 });
    expect(await profileWeight('alice')).toBe(70.3);
    expect(await profileWeight('bob')).toBe(90);
  });

  test('an imperial profile gets the weight in pounds, as typed', async () => {
    await seedUser(fs.db, 'alice', { measurementSystem: 'imperial', weight: 190 });
    // 180.0 lb typed: the web sends kgToStore(180, 'lb') = 81.65 kg.
    expect(await logWeight({ day: today, kg: 81.65 })).toEqual({ day: today, kg: 81.65 });
    expect(await profileWeight('alice')).toBe(180);
    await logWeight({ day: '2026-03-02', kg: 68.27 });
    expect(await profileWeight('alice')).toBe(150.5);
  });

  test('makes no profile for an account that has none yet', async () => {
    const carol = { uid: 'carol', email: 'carol@example.com', emailVerified: true };
    await logWeight({ day: today, kg: 60 }, carol);
    expect(await weighIn('carol', today)).toMatchObject({ kg: 60 });
    expect((await fs.db.collection('users').doc('carol').get()).exists).toBe(false);
  });

  test('accepts a day up to 14 hours ahead of UTC, no later', async () => {
    expect(latestDayBegun(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-02');
    expect(latestDayBegun(new Date('2026-03-01T09:59:59Z'))).toBe('2026-03-01');
    await logWeight({ day: '2026-03-02', kg: 70 });
    const early = makeDeps(fs.db, { clock: { now: () => new Date('2026-03-01T09:59:00Z') } }).deps;
    const e = await rejection(logWeight({ day: '2026-03-02', kg: 70 }, bob, early));
    expect(e).toMatchObject({
      status: 'invalid-argument',
      message: 'A weigh-in cannot be for a day that has not begun yet',
      details: { code: 'health.weighInInFuture' },
    });
  });

  test('days from 1900 on: an earlier one is refused, whatever the calendar makes of it, and nothing is written', async () => {
    await logWeight({ day: '1900-01-01', kg: 70 });
    const before = wholeStore(fs);
    for (const day of ['1899-12-31', '0100-01-01']) {
      for (const refused of [() => logWeight({ day, kg: 70 }), () => deleteWeight({ day })])
        expect(await rejection(refused()), day).toMatchObject({
          status: 'invalid-argument',
          message: 'A weigh-in must be from 1900 or later',
          details: { code: 'health.weighInTooEarly' },
        });
    }
    expect(wholeStore(fs)).toBe(before);
  });

  test('at most 50 weigh-ins saved or deleted a UTC day per user; past that, refused and nothing written', async () => {
    const deps = makeDeps(fs.db).deps;
    for (let i = 0; i < 49; i++) await logWeight({ day: addDays(today, -i), kg: 70 }, alice, deps);
    await call('deleteWeight', handleDeleteWeight, { day: today }, alice, deps);
    const before = wholeStore(fs);
    for (const refused of [
      () => logWeight({ day: '2025-01-01', kg: 70 }, alice, deps),
      () => call('deleteWeight', handleDeleteWeight, { day: addDays(today, -1) }, alice, deps),
    ])
      expect(await rejection(refused())).toMatchObject({
        status: 'resource-exhausted',
        details: { code: 'health.tooManyWeighIns', limit: 50, resetAt: '2026-03-02T00:00:00.000Z' },
      });
    expect(wholeStore(fs)).toBe(before);
    // Someone else, and the next day, are not affected.
    await logWeight({ day: today, kg: 90 }, bob, deps);
    const tomorrow = makeDeps(fs.db, { clock: { now: () => new Date('2026-03-02T08:00:00Z') } }).deps;
    await logWeight({ day: '2025-01-01', kg: 70 }, alice, tomorrow);
  });

  test('deleting removes the day’s weigh-in and leaves the profile’s weight alone', async () => {
    await logWeight({ day: '2026-02-28', kg: 71 });
    await logWeight({ day: today, kg: 70 });
    expect(await deleteWeight({ day: today })).toEqual({});
    expect(await ids(fs.db, 'weights')).toEqual(['alice_2026-02-28']);
    expect(await profileWeight('alice')).toBe(70);
    // Nothing left to delete that day: answered the same, nothing written.
    const before = wholeStore(fs);
    expect(await deleteWeight({ day: today })).toEqual({});
    expect(wholeStore(fs)).toBe(before);
  });

  test('nobody reaches someone else’s weigh-ins: the uid is the caller’s', async () => {
    await logWeight({ day: today, kg: 70 });
    expect(await deleteWeight({ day: today }, bob)).toEqual({});
    await logWeight({ day: today, kg: 95 }, bob);
    expect(await weighIn('alice', today)).toMatchObject({ kg: 70 });
    expect(await profileWeight('alice')).toBe(70);
    const e = await rejection(deleteWeight({ day: today, userId: 'alice' }, bob));
    expect(e).toMatchObject({ status: 'invalid-argument', details: { code: 'common.invalidInput' } });
    expect(await weighIn('alice', today)).toMatchObject({ kg: 70 });
  });

  test('bad input gets a clear error in the user’s language and writes nothing', async () => {
    await logWeight({ day: '2026-02-20', kg: 72 });
    const before = wholeStore(fs);
    const cases: [unknown, string][] = [
      [{ day: today, kg: 0 }, 'health.invalidWeighIn'],
      [{ day: today, kg: 1000 }, 'health.invalidWeighIn'],
      [{ day: today, kg: 19.99 }, 'health.invalidWeighIn'],
      [{ day: today, kg: 'heavy' }, 'health.invalidWeighIn'],
      [{ day: today, kg: '70' }, 'health.invalidWeighIn'],
      [{ day: today, kg: Number.NaN }, 'health.invalidWeighIn'],
      [{ day: today }, 'health.invalidWeighIn'],
      [{ day: '2025-02-30', kg: 70 }, 'history.invalidDay'],
      [{ day: '2026-02-29', kg: 70 }, 'history.invalidDay'],
      [{ day: '01/03/2026', kg: 70 }, 'history.invalidDay'],
      [{ kg: 70 }, 'history.invalidDay'],
      [{ day: '2026-03-03', kg: 70 }, 'health.weighInInFuture'],
      [{ day: '2027-01-01', kg: 70 }, 'health.weighInInFuture'],
      [{ day: today, kg: 70, userId: 'bob' }, 'common.invalidInput'],
      [{ day: today, kg: 70, note: 'after breakfast' }, 'common.invalidInput'],
    ];
    for (const [data, code] of cases) {
      const e = await rejection(logWeight(data));
      expect(e, JSON.stringify(data)).toMatchObject({ status: 'invalid-argument', details: { code } });
    }
    for (const data of [{}, { day: '2025-02-30' }, { day: today, kg: 70 }]) {
      const e = await rejection(deleteWeight(data));
      expect(e.status, JSON.stringify(data)).toBe('invalid-argument');
    }
    expect(wholeStore(fs)).toBe(before);
  });
});

describe('the account: export and deletion', () => {
  test('the export holds the caller’s weigh-ins and nobody else’s', async () => {
    await logWeight({ day: '2026-02-28', kg: 71 });
    await logWeight({ day: today, kg: 70.5 });
    await logWeight({ day: today, kg: 88 }, bob);
    const exported = await call('exportData', handleExportData, {}, alice, makeDeps(fs.db).deps);
    expect(exported.weights).toEqual([
      expect.objectContaining({ id: 'alice_2026-02-28', userId: 'alice', day: '2026-02-28', kg: 71 }),
      expect.objectContaining({ id: `alice_${today}`, day: today, kg: 70.5 }),
    ]);
    expect(typeof exported.weights[0]?.updatedAt).toBe('string');
  });

  test('deleting the account removes its weigh-ins and leaves other people’s', async () => {
    await storeWeighIns(
      fs.db,
      'alice',
      Array.from({ length: 30 }, (_, i) => ({ day: addDays(today, -i), kg: 70 })),
    );
    await logWeight({ day: today, kg: 88 }, bob);
    await call('deleteAccount', handleDeleteAccount, {}, alice, makeDeps(fs.db).deps);
    expect(await ids(fs.db, 'weights')).toEqual([`bob_${today}`]);
  });
});

describe('targets on the profile', () => {
  const updateProfile = (data: unknown) =>
    call('updateProfile', handleUpdateProfile, data, alice, makeDeps(fs.db).deps);

  test('start from the formula; the user may follow the measurement or their own numbers', async () => {
    expect((await updateProfile({ name: 'Alice' })).profile).toMatchObject({
      targetSource: 'formula',
      customTargets: null,
    });
    expect((await updateProfile({ targetSource: 'measured' })).profile.targetSource).toBe('measured');
    const own = { calories: 1900, protein: 30, carbs: 45, fat: 25, macroUnit: 'percent' };
    const { profile } = await updateProfile({ targetSource: 'custom', customTargets: own });
    expect(profile).toMatchObject({ targetSource: 'custom', customTargets: own });
    expect((await fs.db.collection('users').doc('alice').get()).data()).toMatchObject({
      targetSource: 'custom',
      customTargets: own,
    });
    // Own numbers in grams, only calories and protein; the unit is grams unless said.
    const grams = await updateProfile({ customTargets: { calories: 2100, protein: 140 } });
    expect(grams.profile.customTargets).toEqual({ calories: 2100, protein: 140, macroUnit: 'g' });
  });

  test('following own targets needs them set; clearing them while followed is refused', async () => {
    const missing = await rejection(updateProfile({ targetSource: 'custom' }));
    expect(missing).toMatchObject({ details: { code: 'settings.customTargetsMissing' } });
    await updateProfile({ targetSource: 'custom', customTargets: { calories: 1800 } });
    const cleared = await rejection(updateProfile({ customTargets: null }));
    expect(cleared).toMatchObject({ details: { code: 'settings.customTargetsMissing' } });
    expect((await updateProfile({ targetSource: 'formula', customTargets: null })).profile).toMatchObject({
      targetSource: 'formula',
      customTargets: null,
    });
  });

  test('each problem with own targets has its own message, and nothing is written', async () => {
    const before = wholeStore(fs);
    const cases: [unknown, string][] = [
      [{ calories: 799 }, 'settings.invalidTargetCalories'],
      [{ calories: 6001 }, 'settings.invalidTargetCalories'],
      [{ calories: 'plenty' }, 'settings.invalidTargetCalories'],
      [{ calories: 1800, fat: 'some' }, 'settings.invalidTargetMacro'],
      [{ calories: 1800, protein: 501 }, 'settings.invalidTargetGrams'],
      [{ calories: 1800, carbs: -5, macroUnit: 'g' }, 'settings.invalidTargetGrams'],
      [{ calories: 1800, carbs: 101, macroUnit: 'percent' }, 'settings.invalidTargetPercent'],
      [
        { calories: 1800, protein: 40, carbs: 40, fat: 30, macroUnit: 'percent' },
        'settings.targetSharesTooHigh',
      ],
      [{ calories: 1800, sugar: 30 }, 'common.invalidInput'],
    ];
    for (const [customTargets, code] of cases) {
      const e = await rejection(updateProfile({ targetSource: 'custom', customTargets }));
      expect(e, JSON.stringify(customTargets)).toMatchObject({
        status: 'invalid-argument',
        details: { code },
      });
    }
    expect(wholeStore(fs)).toBe(before);
  });
});
