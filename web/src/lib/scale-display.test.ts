import { describe, expect, it } from 'vitest';
import { displayQuantity, perPerson } from './scale-display';

const words = { pinch: 'a pinch', toTaste: 'to taste' };
const show = (amount: number, unit: string, persons: number, base = 1, language = 'en') =>
  displayQuantity({ item: 'x', amount, unit }, persons, base, language, words);

describe('displayQuantity (scaled by persons)', () => {
  it('multiplies by persons for a one-person recipe, one decimal, trailing .0 dropped', () => {
    expect(show(200, 'g', 3)).toBe('600 g');
    expect(show(0.25, 'L', 2)).toBe('0.5 L');
    expect(show(0.75, 'L', 3)).toBe('2.3 L');
    expect(show(1.5, 'kg', 2)).toBe('3 kg');
  });

  it('scales a recipe written for several servings by persons / servings', () => {
    expect(show(400, 'g', 2, 4)).toBe('200 g');
    // Whole grams, as a kitchen scale shows them.
    expect(show(200, 'g', 1, 3)).toBe('67 g');
  });

  it('shows spoons and cups as kitchen fractions, never 0.3 tbsp', () => {
    expect(show(0.1, 'tbsp', 3)).toBe('1/3 tbsp');
    expect(show(0.5, 'cup', 3)).toBe('1 1/2 cup');
    expect(show(0.05, 'tsp', 1)).toBe('a pinch');
  });

  it('formats the digits per language', () => {
    expect(show(0.75, 'L', 2, 1, 'de')).toBe('1,5 L');
    expect(show(0.75, 'L', 2, 1, 'da')).toBe('1,5 L');
    expect(show(0.75, 'L', 2, 1, 'es')).toBe('1,5 L');
    expect(show(1500, 'g', 2, 1, 'de')).toBe('3000 g');
  });

  it('says "to taste" for a missing amount (salt), or shows only the unit when there is one', () => {
    expect(show(0, '', 4)).toBe('to taste');
    expect(show(0, 'pinch', 4)).toBe('pinch');
  });
});

describe('perPerson', () => {
  it('leaves one-person recipes unchanged and divides multi-serving ones', () => {
    const ingredients = [{ item: 'Flour', amount: 400, unit: 'g' }];
    expect(perPerson(ingredients, 1)).toEqual(ingredients);
    expect(perPerson(ingredients, 4)).toEqual([{ item: 'Flour', amount: 100, unit: 'g' }]);
  });
});
