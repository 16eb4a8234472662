import { describe, expect, it } from 'vitest';
import {
  MAX_FIGURE,
  type MealRow,
  parseAmount,
  parseFigures,
  sumExtras,
  sumRows,
  withAddedRow,
  withFigures,
  withGrams,
  withLabelRow,
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

  it('reads the four figures as typed, or none when one is not a number or over the server’s limit', () => {
    const typed = { calories: '130', protein: '2,7', carbs: '28', fat: '.3' };
    expect(parseFigures(typed)).toEqual({ calories: 130, protein: 2.7, carbs: 28, fat: 0.3 });
    expect(parseFigures({ ...typed, fat: '' })).toBeNull();
    expect(parseFigures({ ...typed, protein: 'lots' })).toBeNull();
    expect(parseFigures({ ...typed, calories: String(MAX_FIGURE.calories + 1) })).toBeNull();
    expect(parseFigures({ ...typed, calories: String(MAX_FIGURE.calories) })?.calories).toBe(
      MAX_FIGURE.calories,
    );
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

  it('adds a food of the table with its id, for the server to take the table’s figures', () => {
    expect(withAddedRow(rows, 'Olive oil', 13.5, '04053').at(-1)).toEqual({
      name: 'Olive oil',
      grams: 13.5,
      foodId: '04053',
    });
  });

  it('adds a product by its barcode, for the server to take the product’s figures', () => {
    expect(withAddedRow(rows, 'Oat drink', 250, undefined, '5000112637922').at(-1)).toEqual({
      name: 'Oat drink',
      grams: 250,
      barcode: '5000112637922',
    });
  });

  it('adds a label’s figures per 100 g for the grams eaten, marked as read from the label', () => {
    const per100g = { calories: 389, protein: 13.2, carbs: 66.3, fat: 6.9, sugars: 1, sodium: 6 };
    expect(withLabelRow(rows, 'Oats', 40, per100g).at(-1)).toEqual({
      name: 'Oats',
      grams: 40,
      calories: 156,
      protein: 5.3,
      carbs: 26.5,
      fat: 2.8,
      sugars: 0.4,
      sodium: 2,
      source: 'label',
    });
  });

  it('sums fibre, sugars, sodium and saturated fat over the rows that know them, and nothing unknown', () => {
    expect(sumExtras(rows)).toEqual({});
    expect(
      sumExtras([
        { name: 'oil', grams: 10, fiber: 0, sodium: 0.2, source: 'database' },
        { name: 'bread', grams: 30, fiber: 2, sodium: 150, sugars: 1.5 },
        { name: 'guess', grams: 100 },
      ]),
    ).toEqual({ fiber: 2, sodium: 150.2, sugars: 1.5 });
  });
});
