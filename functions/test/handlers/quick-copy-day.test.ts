// Copying a day's entries, or one slot of them, onto another day (copyDay): same slots and times of day, no
// AI call, the day's totals follow; what cannot be copied is refused with nothing written.
import { describe, expect, test } from 'vitest';
import { rejection } from '../support/call.js';
import { copyDay } from '../support/diary-callables.js';
import { alice, makeDeps, testConfig } from '../support/fake-deps.js';
import { entry, lunchRows, today, useQuickLogging, yesterday, zone } from '../support/quick-logging.js';

const { fs, meal, dayDoc, expectDayIsSum, snapshot, logAgain } = useQuickLogging();

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
