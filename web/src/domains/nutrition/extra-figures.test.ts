import { describe, expect, it } from 'vitest';
import { extraFigures, saltGrams } from './extra-figures';

describe('fibre, sugars and salt', () => {
  it('reads salt from sodium: 2.5 g of salt for each gram of sodium', () => {
    expect(saltGrams(400)).toBe(1);
    expect(saltGrams(0)).toBe(0);
  });

  it('lists the known figures in order, 0 included, and leaves out what no row knew', () => {
    expect(extraFigures({ fiber: 4.2, sugars: 0, sodium: 1200 })).toEqual([
      { key: 'fiber', grams: 4.2 },
      { key: 'sugars', grams: 0 },
      { key: 'salt', grams: 3 },
    ]);
    expect(extraFigures({ sodium: 100 })).toEqual([{ key: 'salt', grams: 0.25 }]);
    expect(extraFigures({ fiber: undefined, sugars: null })).toEqual([]);
    expect(extraFigures(null)).toEqual([]);
  });
});
