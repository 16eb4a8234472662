// How the matcher reads everyday English: British spellings, the head at the end of a phrase, and a near
// match that never rests on a word saying the food was made otherwise.
import { describe, expect, it } from 'vitest';
import { matchFood } from './match.js';

const matched = (food: string) => matchFood({ food })?.food.id ?? null;

describe('matchFood: British and common spellings read as USDA writes them', () => {
  it.each([
    ['plain yoghurt', 'plain yogurt'],
    ['tinned peaches', 'canned peaches'],
    ['tinned chickpeas', 'canned chickpeas'],
    ['wholemeal bread', 'whole wheat bread'],
    ['donut', 'doughnut'],
  ])('%s is %s', (british, usda) => {
    expect(matched(usda)).not.toBeNull();
    expect(matched(british)).toBe(matched(usda));
  });

  it('spells only the same word, not a word for another food', () => {
    expect(matched('chilli')).toBe(matched('chili'));
    expect(matched('chips')).toBeNull(); // crisps or fries: no spelling of either
  });
});

describe('matchFood: an English phrase is what its last word says', () => {
  it('tells milk chocolate from chocolate milk', () => {
    expect(matched('milk chocolate')).toBe('sr24:19120'); // Candies, milk chocolate
    expect(matched('chocolate milk')).toBe('sr24:01102'); // Milk, chocolate, fluid
  });

  it("reads USDA's head-first names and table-style queries as before", () => {
    expect(matched('chicken breast')).toBe('sr24:05064');
    expect(matched('breast, chicken')).toBe('sr24:05064');
    expect(matched('chicken thigh with skin')).toBe('sr24:05094');
  });
});

describe('matchFood: a near match never rests on how the food was made', () => {
  it.each([
    ['yellow onion'], // "Onions, yellow, sauteed": fried, three times the energy of a raw onion
    ['meatballs'], // "Meatballs, meatless"
    ['sweet potato fries'], // "Sweet potato, candied"
  ])('%s stays an estimate', (words) => {
    expect(matched(words)).toBeNull();
  });

  it('still takes a near match whose extra word only says which kind', () => {
    expect(matched('mexican cheese')).toBe('sr24:01251'); // Cheese, Mexican blend
    expect(matched('polish sausage')).toBe('sr24:07059'); // Polish sausage, pork
  });
});

describe('matchFood: a cheese, nut or seed named by its kind alone', () => {
  it.each([
    ['feta', 'sr24:01019'], // Cheese, feta
    ['gouda', 'sr24:01022'],
    ['pecans', 'sr24:12142'], // Nuts, pecans
  ])('%s', (words, id) => {
    expect(matched(words)).toBe(id);
  });

  it('keeps the generic word on its everyday food', () => {
    expect(matched('cheese')).toBe('sr24:01009');
    expect(matched('cream')).toBeNull();
  });
});

describe('matchFood: a fish fillet is the fish', () => {
  it.each([
    ['salmon fillet', 'sr24:15237'],
    ['baked cod fillets', 'sr24:15016'],
    ['halibut fillet', 'sr24:15037'],
  ])('%s', (words, id) => {
    expect(matched(words)).toBe(id);
  });

  it("is no canned or smoked fish, and a meat's fillet is a cut", () => {
    expect(matched('tuna fillet')).toBeNull(); // not the canned tuna "tuna" means
    expect(matched('pork fillet')).toBe('sr24:10061'); // the tenderloin, not pork in general
    expect(matched('chicken fillet')).toBeNull();
  });
});
