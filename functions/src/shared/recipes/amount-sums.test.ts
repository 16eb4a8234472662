import { describe, expect, test } from 'vitest';
import { addAmounts, amountIn, ingredientKey } from './amount-sums.js';

const of = (item: string, amount: number, unit: string) => ({ item, amount, unit });
const flour = (amount: number, unit: string) => of('Flour', amount, unit);

describe('amounts of one ingredient added up', () => {
  test('units of one measure share a key; pieces, cups and grams do not', () => {
    expect(ingredientKey('Flour', 'g')).toBe(ingredientKey(' flour ', 'KG'));
    expect(ingredientKey('Milk', 'l')).toBe(ingredientKey('milk', 'ml'));
    expect(ingredientKey('Milk', 'dl')).toBe(ingredientKey('milk', 'L.'));
    expect(ingredientKey('Flour', 'cup')).not.toBe(ingredientKey('Flour', 'g'));
    expect(ingredientKey('Onion', 'pcs')).not.toBe(ingredientKey('Onion', 'g'));
  });

  test('200 g and 0.5 kg are 700 g; 1 l and 250 ml are 1.25 l; the same unit keeps it', () => {
    expect(addAmounts(flour(200, 'g'), flour(0.5, 'kg'))).toEqual(flour(700, 'g'));
    expect(addAmounts(flour(0.5, 'kg'), flour(200, 'g'))).toEqual(flour(700, 'g'));
    expect(addAmounts(of('Milk', 1, 'l'), of('milk', 250, 'ml'))).toEqual(of('Milk', 1.25, 'l'));
    expect(addAmounts(flour(1, 'kg'), flour(0.5, 'KG'))).toEqual(flour(1.5, 'kg'));
    expect(addAmounts(flour(800, 'g'), flour(0.7, 'kg'))).toEqual(flour(1.5, 'kg'));
    expect(addAmounts(flour(800, 'g'), flour(700, 'gr'))).toEqual(flour(1500, 'g'));
    expect(addAmounts(of('Onion', 1, 'pcs'), of('onion', 2, 'pcs'))).toEqual(of('Onion', 3, 'pcs'));
  });

  test('an amount read in another unit of its measure', () => {
    expect(amountIn(flour(0.5, 'kg'), 'g')).toBe(500);
    expect(amountIn(flour(250, 'ml'), 'dl')).toBe(2.5);
    expect(amountIn(flour(2, 'cup'), 'g')).toBe(2);
  });
});
