import { describe, expect, it } from 'vitest';
import {
  type MealRow,
  parseAmount,
  sumRows,
  withAddedRow,
  withFigures,
  withGrams,
  withoutRow,
} from './meal-rows';

describe('meal rows', () => {
  it('reads amounts typed with a comma or a point', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount(' 200 ')).toBe(200);
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  // An older row without an id goes by its position; the rows that stay are sent without figures.
  const rows: MealRow[] = [
    { id: 'r1', name: 'rice', grams: 100, calories: 130, protein: 2.7, carbs: 28, fat: 0.3 },
    { name: 'chicken', grams: 150, calories: 248 },
  ];

  it('sends the whole row list for every change, with figures only for the row set by hand', () => {
    expect(withGrams(rows, 1, 200)).toEqual([
      { id: 'r1', name: 'rice', grams: 100 },
      { id: 'row1', name: 'chicken', grams: 200 },
    ]);
    expect(withoutRow(rows, 0)).toEqual([{ id: 'row1', name: 'chicken', grams: 150 }]);
    expect(withAddedRow(rows, 'butter', 10)).toEqual([
      { id: 'r1', name: 'rice', grams: 100 },
      { id: 'row1', name: 'chicken', grams: 150 },
      { name: 'butter', grams: 10 },
    ]);
    expect(withFigures(rows, 0, { calories: 150, protein: 3, carbs: 30, fat: 1 })[0]).toEqual({
      id: 'r1',
      name: 'rice',
      grams: 100,
      calories: 150,
      protein: 3,
      carbs: 30,
      fat: 1,
    });
  });

  it('totals the figures, a missing one counting as 0', () => {
    expect(sumRows(rows)).toEqual({ calories: 378, protein: 2.7, carbs: 28, fat: 0.3 });
  });
});
