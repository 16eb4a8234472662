import { describe, expect, it } from 'vitest';
import { firstServing, servingGrams, servingText, unitChoices } from './serving';

const words = { slice: 'Scheibe' };

describe('servingText', () => {
  it('says a count of units with the grams of one unit, and an amount in g or ml as it is', () => {
    expect(servingText({ quantity: 1, unit: 'medium', grams: 118 }, 'en', {})).toBe('1 x medium (118 g)');
    expect(servingText({ quantity: 2, unit: 'slice', grams: 28 }, 'en', {})).toBe('2 x slice (28 g)');
    expect(servingText({ quantity: 250, unit: 'ml', grams: 1 }, 'en', {})).toBe('250 ml');
  });

  it("leaves the table's notes in brackets out of the unit: the grams say it", () => {
    expect(servingText({ quantity: 1, unit: 'medium (7" to 7-7/8" long)', grams: 118 }, 'en', {})).toBe(
      '1 x medium (118 g)',
    );
  });

  it("writes the user's decimal sign and measure words", () => {
    expect(servingText({ quantity: 1.5, unit: 'slice', grams: 28.5 }, 'de', words)).toBe(
      '1,5 x Scheibe (28,5 g)',
    );
  });
});

describe('unitChoices and firstServing', () => {
  const banana = {
    portions: [
      { label: '1 cup, mashed', grams: 225, unit: 'cup, mashed' },
      { label: '1 medium', grams: 118, unit: 'medium' },
      { label: '1 medium', grams: 118, unit: 'medium' },
    ],
    serving: { quantity: 1, unit: 'medium', grams: 118 },
  };

  it('offers each portion once, then grams', () => {
    expect(unitChoices(banana).map((c) => c.unit)).toEqual(['cup, mashed', 'medium', 'g']);
  });

  it('starts from the everyday serving, else from 100 g', () => {
    expect(firstServing(banana)).toEqual({ quantity: 1, unit: 'medium', grams: 118 });
    expect(firstServing({ serving: null })).toEqual({ quantity: 100, unit: 'g', grams: 1 });
    expect(servingGrams({ quantity: 1.5, grams: 118 })).toBe(177);
  });
});
