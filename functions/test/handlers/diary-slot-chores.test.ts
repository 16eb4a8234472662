// A whole slot at once: moved to another day or slot (moveSlot), deleted (deleteSlot) or copied into another
// slot (copyDay with toSlot); the days' totals follow, each entry counts as one meal write, and what cannot
// be done is refused with nothing written.
import { describe, expect, test } from 'vitest';
import { rejection } from '../support/call.js';
import { copyDay, deleteSlot, moveSlot } from '../support/diary-callables.js';
import { alice, makeDeps, testConfig } from '../support/fake-deps.js';
import { today, useQuickLogging, yesterday, zone } from '../support/quick-logging.js';

const { fs, meal, dayDoc, expectDayIsSum, snapshot } = useQuickLogging();

describe('moveSlot', () => {
  test('yesterday’s lunch becomes today’s breakfast: same entries, same time of day, both days’ totals right', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const r = await moveSlot(
      { fromDay: yesterday, slot: 'lunch', toDay: today, toSlot: 'breakfast', timeZone: zone },
      alice,
      deps,
    );
    expect(ai.requests).toHaveLength(0);
    expect(r.mealIds).toEqual(['lunch']);
    const moved = await meal('lunch');
    expect(moved).toMatchObject({ day: today, slot: 'breakfast', calories: 488 });
    expect(moved?.eatenAt.toDate().toISOString()).toBe('2026-03-01T11:15:00.000Z');
    expect(moved?.timestamp.toDate().toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(await dayDoc('alice', today)).toMatchObject({ calories: 488, meals: 1 });
    expect(await dayDoc('alice', yesterday)).toMatchObject({ calories: 120, meals: 1 });
    await expectDayIsSum(fs.db, 'alice', today);
    await expectDayIsSum(fs.db, 'alice', yesterday);
    // Within the day, to another slot.
    await moveSlot(
      { fromDay: today, slot: 'breakfast', toDay: today, toSlot: 'dinner', timeZone: zone },
      alice,
      deps,
    );
    expect(await meal('lunch')).toMatchObject({ day: today, slot: 'dinner' });
  });

  test('an empty slot, the same place, a day out of the diary and too many entries are refused; nothing is written', async () => {
    const { deps } = makeDeps(fs.db);
    const before = await snapshot();
    for (const [input, code] of [
      [{ fromDay: yesterday, slot: 'breakfast', toDay: today }, 'history.slotEmpty'],
      [{ fromDay: yesterday, slot: 'lunch', toDay: yesterday }, 'history.moveToSamePlace'],
      [{ fromDay: yesterday, slot: 'lunch', toDay: '2026-03-03' }, 'history.dayNotInDiary'],
      [{ fromDay: yesterday, slot: 'lunch', toDay: '1999-12-31' }, 'history.dayNotInDiary'],
    ] as const) {
      const e = await rejection(moveSlot({ timeZone: zone, ...input }, alice, deps));
      expect(e, JSON.stringify(input)).toMatchObject({ details: { code } });
    }
    // Bob's breakfast of that day is not Alice's to move.
    expect(
      await rejection(
        moveSlot({ fromDay: yesterday, slot: 'breakfast', toDay: today, timeZone: zone }, alice, deps),
      ),
    ).toMatchObject({ details: { code: 'history.slotEmpty' } });
    expect(await snapshot()).toBe(before);
  });

  test('each entry moved counts against the daily cap of meal writes; a move past it writes nothing', async () => {
    const { deps } = makeDeps(fs.db, { config: { ...testConfig, mealWritesDailyQuota: 1 } });
    await copyDay({ fromDay: yesterday, toDay: '2026-02-20', slot: 'lunch', timeZone: zone }, alice, deps);
    const before = await snapshot();
    expect(
      await rejection(
        moveSlot({ fromDay: yesterday, slot: 'lunch', toDay: today, timeZone: zone }, alice, deps),
      ),
    ).toMatchObject({ details: { code: 'history.tooManyMealWrites' } });
    expect(await snapshot()).toBe(before);
  });
});

describe('deleteSlot', () => {
  test('every entry of the slot goes, and a day left empty loses its document', async () => {
    const { deps } = makeDeps(fs.db);
    expect(await deleteSlot({ day: yesterday, slot: 'lunch', timeZone: zone }, alice, deps)).toEqual({
      deleted: 1,
    });
    expect(await meal('lunch')).toBeUndefined();
    expect(await dayDoc('alice', yesterday)).toMatchObject({ calories: 120, meals: 1 });
    await deleteSlot({ day: yesterday, slot: 'dinner', timeZone: zone }, alice, deps);
    expect(await dayDoc('alice', yesterday)).toBeUndefined();
    // Bob's entry of that day stays.
    expect(await meal('bobs')).toBeDefined();
    const before = await snapshot();
    expect(
      await rejection(deleteSlot({ day: yesterday, slot: 'dinner', timeZone: zone }, alice, deps)),
    ).toMatchObject({
      details: { code: 'history.slotEmpty' },
    });
    expect(await snapshot()).toBe(before);
  });
});

describe('copyDay into another slot', () => {
  test('yesterday’s dinner as today’s lunch, and a slot copied within its own day', async () => {
    const { deps } = makeDeps(fs.db);
    const r = await copyDay(
      { fromDay: yesterday, toDay: today, slot: 'dinner', toSlot: 'lunch', timeZone: zone },
      alice,
      deps,
    );
    expect(await meal(r.mealIds[0] as string)).toMatchObject({ day: today, slot: 'lunch', calories: 120 });
    const same = await copyDay(
      { fromDay: today, toDay: today, slot: 'lunch', toSlot: 'snack', timeZone: zone },
      alice,
      deps,
    );
    expect(await meal(same.mealIds[0] as string)).toMatchObject({ day: today, slot: 'snack' });
    expect(await dayDoc('alice', today)).toMatchObject({ calories: 240, meals: 2 });
  });
});
