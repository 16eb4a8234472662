import { describe, expect, it } from 'vitest';
import { MATCH_THRESHOLD, matchFood } from './match.js';

const matched = (food: string, extra: { name?: string; language?: 'es' | 'de' | 'da' } = {}) =>
  matchFood({ food, ...extra })?.food.id ?? null;

describe('matchFood: confident matches take the table figures', () => {
  it.each([
    ['rice, white, cooked', '20445'],
    ['apple', '09003'],
    ['apple, raw', '09003'],
    ['olive oil', '04053'],
    ['egg, boiled', '01129'],
    ['egg, hard-boiled', '01129'],
    ['spaghetti, cooked', '20421'],
    ['salmon, baked', '15237'],
    ['chicken breast, roasted', '05064'],
    ['chicken breast, raw', '05062'],
    ['banana', '09040'],
    ['broccoli, steamed', '11091'],
    ['potatoes, boiled', '11367'],
    ['cheddar cheese', '01009'],
    ['whole wheat bread', '18075'],
    ['rye bread', '18060'],
    ['black beans, cooked', '16015'],
    ['lentils, boiled', '16070'],
    ['sweet potato, baked', '11508'],
    ['rice, white, raw', '20444'],
    ['cod, baked', '15016'],
    ['beef, ground, cooked', '23570'],
    ['yogurt, plain', '01116'],
    ['milk, whole', '01077'],
  ])('"%s" -> %s', (food, id) => {
    const match = matchFood({ food });
    expect(match?.food.id).toBe(id);
    expect(match?.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('keeps the cooking state: boiled is not fried, cooked rice is not raw rice', () => {
    expect(matched('egg, fried')).toBe('01128');
    expect(matched('egg, scrambled')).toBe('01132');
    expect(matched('potatoes, baked')).not.toBe('11367');
  });
});

describe('matchFood: no match rather than a wrong one', () => {
  it.each([
    'pizza margherita',
    'pad thai',
    'chicken tikka masala',
    'greek yogurt',
    'sushi',
    'caesar salad',
    'fish',
    'sausage',
    'mixed salad greens',
    'fish, baked',
    'quark',
    'skyr',
    '',
    '  ',
  ])('"%s" -> null', (food) => {
    expect(matchFood({ food })).toBeNull();
  });

  it('does not take a cousin with one more word: glutinous rice is not "rice, white, cooked"', () => {
    expect(matched('rice, white, cooked')).not.toBe('20055');
    expect(matched('rice, glutinous, cooked')).toBe('20055');
  });

  it('does not take a brand for the generic dish, even when the user name agrees', () => {
    // SR24's only margherita is Kashi's branded frozen pizza.
    expect(matched('pizza margherita', { name: 'pizza margarita', language: 'es' })).toBeNull();
    expect(matched('big mac')).toBe('21237');
  });

  it('does not trust the user-language name alone when the English name disagrees', () => {
    expect(matched('chicken tikka masala', { name: 'kylling', language: 'da' })).toBeNull();
    expect(matched('pad thai', { name: 'nudler med kylling', language: 'da' })).toBeNull();
  });

  it('lets the user name confirm the same food', () => {
    const plain = matchFood({ food: 'potatoes, boiled' });
    const confirmed = matchFood({ food: 'potatoes, boiled', name: 'kogte kartofler', language: 'da' });
    expect(confirmed?.food.id).toBe(plain?.food.id);
    expect(confirmed?.confidence).toBeGreaterThanOrEqual(plain?.confidence ?? 1);
  });
});
