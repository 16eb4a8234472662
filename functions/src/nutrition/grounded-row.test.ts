import { describe, expect, it } from 'vitest';
import { groundedRow } from './table-rows.js';

/** A row as a model answers it: 100 g with its own figures, 25 % off the table's. */
const row = (name: string, food: string, calories: number) => ({
  name,
  food,
  grams: 100,
  calories,
  protein: 3,
  carbs: 20,
  fat: 1,
});

describe('groundedRow', () => {
  it('takes the table figures of the food the model names', () => {
    const stored = groundedRow(row('Reis', 'rice, white, cooked', 160), 'de');
    expect(stored).toMatchObject({ source: 'database', foodId: 'sr24:20445', calories: 130 });
  });

  it('matches a row without a food by its name in the user language', () => {
    expect(groundedRow(row('Reis', '', 160), 'de')).toMatchObject({ foodId: 'sr24:20445', calories: 130 });
    expect(groundedRow(row('kogte kartofler', '', 70), 'da')).toMatchObject({ foodId: 'sr24:11367' });
    expect(groundedRow(row('White rice, cooked', '', 160), 'da')).toMatchObject({ foodId: 'sr24:20445' });
  });

  it("keeps a recipe's ingredient (no language) and an unknown dish as the model's estimate", () => {
    const ingredient = groundedRow(row('Reis', '', 160), undefined);
    expect(ingredient.source).not.toBe('database');
    expect(ingredient.calories).toBe(160);
    const dish = groundedRow(row('Omas Sonntagsbraten', '', 250), 'de');
    expect(dish.source).not.toBe('database');
    expect(dish.calories).toBe(250);
  });

  it('keeps the estimate when the table food is far from the energy the model gave', () => {
    // 365 kcal per 100 g of dry rice against the model's 140: the model meant cooked rice.
    const stored = groundedRow(row('Reis', 'rice, white, raw', 140), 'de');
    expect(stored.source).not.toBe('database');
    expect(stored.calories).toBe(140);
  });
});
