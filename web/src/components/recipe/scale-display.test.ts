import { describe, expect, it } from 'vitest';
import { displayAmount, perPerson } from './scale-display';

describe('displayAmount (SPEC 9: scaled by persons, one decimal, trailing .0 dropped)', () => {
  it('multiplies by persons for a one-person recipe', () => {
    expect(displayAmount(200, 3, 1, 'en')).toBe('600');
    expect(displayAmount(0.25, 2, 1, 'en')).toBe('0.5');
  });

  it('rounds to one decimal and drops a trailing .0', () => {
    expect(displayAmount(0.75, 3, 1, 'en')).toBe('2.3');
    expect(displayAmount(1.5, 2, 1, 'en')).toBe('3');
    expect(displayAmount(1.15, 1, 1, 'en')).toBe('1.2');
  });

  it('scales a recipe written for several servings by persons / servings', () => {
    expect(displayAmount(400, 2, 4, 'en')).toBe('200');
    expect(displayAmount(200, 1, 3, 'en')).toBe('66.7');
  });

  it('formats the digits per language', () => {
    expect(displayAmount(0.75, 2, 1, 'de')).toBe('1,5');
    expect(displayAmount(0.75, 2, 1, 'da')).toBe('1,5');
    expect(displayAmount(0.75, 2, 1, 'es')).toBe('1,5');
    expect(displayAmount(1500, 2, 1, 'de')).toBe('3000');
  });

  it('shows nothing for a missing amount (e.g. "salt to taste")', () => {
    expect(displayAmount(0, 4, 1, 'en')).toBe('');
  });
});

describe('perPerson', () => {
  it('leaves one-person recipes unchanged and divides multi-serving ones', () => {
    const ingredients = [{ item: 'Flour', amount: 400, unit: 'g' }];
    expect(perPerson(ingredients, 1)).toEqual(ingredients);
    expect(perPerson(ingredients, 4)).toEqual([{ item: 'Flour', amount: 100, unit: 'g' }]);
  });
});
