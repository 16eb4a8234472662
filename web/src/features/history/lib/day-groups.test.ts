import { describe, expect, it } from 'vitest';
import type { DayTotals, Meal } from '../../../domains/diary/queries';
import { groupByDay, shownTotals } from './day-groups';

const meal = (id: string, fields: Partial<Meal> = {}): Meal =>
  ({ id, user_id: 'me', type: 'nutrition', calories: 100, protein: 1, carbs: 2, fat: 3, ...fields }) as Meal;

describe('groupByDay', () => {
  const dayOf = (time: Date) => time.toISOString().slice(0, 10);

  it('makes one group per day, newest day first: eaten entries by diary day, the others by their date', () => {
    const groups = groupByDay(
      [
        meal('a', { day: '2026-03-02' }),
        meal('old', { timestamp: new Date('2026-03-02T20:00:00Z') }),
        meal('r', { type: 'recipe', timestamp: new Date('2026-03-02T10:00:00Z') }),
        meal('b', { day: '2026-03-01' }),
        meal('s', { type: 'scanned_recipe', timestamp: new Date('2026-03-01T09:00:00Z') }),
        // Moved to an earlier day while keeping the time it was logged at.
        meal('moved', { day: '2026-02-27' }),
        meal('c', { day: '2026-03-01' }),
        meal('none'),
      ],
      dayOf,
    );
    expect(groups.map((g) => [g.day, g.meals.map((m) => m.id)])).toEqual([
      ['2026-03-02', ['a', 'old', 'r']],
      ['2026-03-01', ['b', 's', 'c']],
      ['2026-02-27', ['moved']],
      [null, ['none']],
    ]);
  });

  it('shows a meal moved to yesterday under yesterday, after today, even when it was logged today', () => {
    const groups = groupByDay(
      [
        meal('today-1', { day: '2026-03-02' }),
        meal('moved', { day: '2026-03-01' }),
        meal('today-2', { day: '2026-03-02' }),
        meal('yesterday', { day: '2026-03-01' }),
      ],
      dayOf,
    );
    expect(groups.map((g) => [g.day, g.meals.map((m) => m.id)])).toEqual([
      ['2026-03-02', ['today-1', 'today-2']],
      ['2026-03-01', ['moved', 'yesterday']],
    ]);
  });

  it('puts an eaten entry under its diary day, whenever it was logged', () => {
    const groups = groupByDay(
      [meal('x', { day: '2026-03-02', source: 'recipe', timestamp: new Date('2026-03-05T10:00:00Z') })],
      dayOf,
    );
    expect(groups).toEqual([{ day: '2026-03-02', meals: [expect.objectContaining({ id: 'x' })] }]);
  });
});

describe('shownTotals', () => {
  const totals = {
    id: 'me_2026-03-02',
    day: '2026-03-02',
    calories: 900,
    protein: 30,
    carbs: 100,
    fat: 20,
  } as DayTotals;

  it("lowers the day's totals by the entries waiting to be deleted on that day only", () => {
    const pending = [
      meal('a', { day: '2026-03-02', calories: 400, protein: 10, carbs: 50, fat: 5 }),
      meal('b', { day: '2026-03-01', calories: 300 }),
    ];
    expect(shownTotals(totals, '2026-03-02', pending)).toEqual({
      calories: 500,
      protein: 20,
      carbs: 50,
      fat: 15,
    });
  });

  it('never goes below zero, and is unknown without the day document', () => {
    expect(
      shownTotals(totals, '2026-03-02', [meal('a', { day: '2026-03-02', calories: 5000 })])?.calories,
    ).toBe(0);
    expect(shownTotals(null, '2026-03-02', [])).toBeNull();
  });
});
