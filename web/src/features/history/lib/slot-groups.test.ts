import { describe, expect, it } from 'vitest';
import type { Meal } from '../../../domains/diary/queries';
import { slotGroups } from './slot-groups';

const meal = (id: string, fields: Partial<Meal> = {}): Meal =>
  ({
    id,
    user_id: 'me',
    type: 'nutrition',
    day: '2026-03-02',
    calories: 100,
    protein: 1,
    carbs: 2,
    fat: 3,
    ...fields,
  }) as Meal;

describe('slotGroups', () => {
  it('gives the four slots in the order of a day, empty ones too, each with its entries earliest first', () => {
    const groups = slotGroups([
      meal('late-lunch', { slot: 'lunch', timestamp: new Date('2026-03-02T13:30:00Z') }),
      meal('dinner', { slot: 'dinner', timestamp: new Date('2026-03-02T19:00:00Z') }),
      meal('early-lunch', { slot: 'lunch', timestamp: new Date('2026-03-02T12:00:00Z') }),
      meal('no-slot', { timestamp: new Date('2026-03-02T16:00:00Z') }),
    ]);
    expect(groups.map((g) => [g.slot, g.meals.map((m) => m.id)])).toEqual([
      ['breakfast', []],
      ['lunch', ['early-lunch', 'late-lunch']],
      ['dinner', ['dinner']],
      ['snack', ['no-slot']],
    ]);
  });

  it('orders a slot by the time each entry was eaten where one was set, else by when it was logged', () => {
    const [, lunch] = slotGroups([
      meal('logged-first', {
        slot: 'lunch',
        timestamp: new Date('2026-03-02T12:00:00Z'),
        eatenAt: new Date('2026-03-02T13:00:00Z'),
      }),
      meal('logged-later', { slot: 'lunch', timestamp: new Date('2026-03-02T12:30:00Z') }),
    ]);
    expect(lunch?.meals.map((m) => m.id)).toEqual(['logged-later', 'logged-first']);
  });

  it("sums each slot's calories and macros, an empty slot at zero", () => {
    const [breakfast, lunch] = slotGroups([
      meal('a', { slot: 'lunch', calories: 420, protein: 20.5, carbs: 40, fat: 12 }),
      meal('b', { slot: 'lunch', calories: 105, protein: 1.3, carbs: 27, fat: 0.4 }),
    ]);
    expect(breakfast?.sums).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
    expect(lunch?.sums.calories).toBe(525);
    expect(lunch?.sums.protein).toBeCloseTo(21.8);
    expect(lunch?.sums.carbs).toBe(67);
    expect(lunch?.sums.fat).toBeCloseTo(12.4);
  });
});
