import { describe, expect, it } from 'vitest';
import type { Language } from './food-table.js';
import { MATCH_THRESHOLD, matchFood } from './match.js';

const matched = (food: string, extra: { name?: string; language?: Language } = {}) =>
  matchFood({ food, ...extra })?.food.id ?? null;
/** A row the model gave only its name for, in the user's language. */
const byName = (name: string, language: Language) => matchFood({ food: '', name, language })?.food.id ?? null;

describe('matchFood: confident matches take the table figures', () => {
  it.each([
    ['rice, white, cooked', 'sr24:20445'],
    ['apple', 'sr24:09003'],
    ['apple, raw', 'sr24:09003'],
    ['olive oil', 'sr24:04053'],
    ['egg, boiled', 'sr24:01129'],
    ['egg, hard-boiled', 'sr24:01129'],
    ['spaghetti, cooked', 'sr24:20421'],
    ['salmon, baked', 'sr24:15237'],
    ['chicken breast, roasted', 'sr24:05064'],
    ['chicken breast, raw', 'sr24:05062'],
    ['banana', 'sr24:09040'],
    ['broccoli, steamed', 'sr24:11091'],
    ['potatoes, boiled', 'sr24:11367'],
    ['cheddar cheese', 'sr24:01009'],
    ['whole wheat bread', 'sr24:18075'],
    ['rye bread', 'sr24:18060'],
    ['black beans, cooked', 'sr24:16015'],
    ['lentils, boiled', 'sr24:16070'],
    ['sweet potato, baked', 'sr24:11508'],
    ['rice, white, raw', 'sr24:20444'],
    ['cod, baked', 'sr24:15016'],
    ['beef, ground, cooked', 'sr24:23570'],
    ['yogurt, plain', 'sr24:01116'],
    ['milk, whole', 'sr24:01077'],
  ])('"%s" -> %s', (food, id) => {
    const match = matchFood({ food });
    expect(match?.food.id).toBe(id);
    expect(match?.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('keeps the cooking state: boiled is not fried, cooked rice is not raw rice', () => {
    expect(matched('egg, fried')).toBe('sr24:01128');
    expect(matched('egg, scrambled')).toBe('sr24:01132');
    expect(matched('potatoes, baked')).not.toBe('sr24:11367');
  });
});

describe('matchFood: the state a meal implies and the form the words name', () => {
  it('takes the cooked form of what is eaten cooked when the words name no state', () => {
    expect(matched('ground beef')).toBe('sr24:23570');
    expect(matched('salmon')).toBe('sr24:15237');
    expect(matched('millet')).toBe('sr24:20032');
    expect(matched('noodles')).toBe('sr24:20410');
  });

  it('takes a raw or dry form only when the words say so', () => {
    expect(matched('ground beef, raw')).toBe('sr24:23567');
    expect(matched('millet, raw')).toBe('sr24:20031');
    expect(matched('spaghetti, dry')).toBe('sr24:20420');
    expect(matched('oats, rolled, dry')).toBe('sr24:08120');
    expect(matched('rolled oats')).toBe('sr24:08120');
  });

  it('takes a fat, an oil, a broth or a flour only when the words name it', () => {
    expect(matched('corn oil')).toBe('sr24:04518');
    expect(matched('beef tallow')).toBe('sr24:04001');
    expect(matched('fish stock')).toBe('sr24:06174');
    expect(matched('wheat flour')).toBe('sr24:20081');
    expect(matched('salt pork, raw')).toBe('sr24:10165');
  });

  it('takes a spice only when every word of its name is there', () => {
    expect(matched('black pepper')).toBe('sr24:02030');
    expect(matched('cinnamon')).toBe('sr24:02010');
    expect(matched('pepper')).not.toBe('sr24:02030');
  });

  it('does not let table-style words block an otherwise clear match', () => {
    expect(matched('boneless skinless chicken breast')).toBe('sr24:05064');
    expect(matched('chicken breast, boneless, skinless, raw')).toBe('sr24:05062');
    expect(matched('carrots, sliced')).toBe('sr24:11124');
    expect(matched('cucumbers')).toBe('sr24:11205');
  });

  it("reads USDA's synonyms in parentheses and drops its category heads", () => {
    expect(matched('cilantro')).toBe('sr24:11165');
    expect(matched('jicama')).toBe('sr24:11603');
    expect(matched('root beer')).toBe('sr24:14157');
  });

  it('takes a near match only when its extra word is no other food and every reading has its energy', () => {
    // "Cheese, Mexican blend": "blend" is not a food, and the other Mexican cheeses are as energetic.
    expect(matched('mexican cheese')).toBe('sr24:01251');
    // The fudges are about as energetic; a hot fudge sundae is a sundae, no reading of "fudge".
    expect(matched('fudge')).toBe('sr24:19100');
    // "Vinegar, cider" is vinegar.
    expect(matched('apple cider')).toBeNull();
    // "hot" is no table-style word: hot chocolate is the drink, not the candy.
    expect(matched('hot chocolate')).toBe('sr24:01105');
  });
});

describe("matchFood: the model's own energy as a check", () => {
  it('refuses a table food far from the energy the model gave for it', () => {
    // Dry rice is 365 kcal per 100 g; a model that says 130 means cooked rice.
    expect(matchFood({ food: 'rice, white, raw', kcalPer100g: 130 })).toBeNull();
    expect(matched('rice, white, raw')).toBe('sr24:20444');
    expect(matchFood({ food: 'rice, white, cooked', kcalPer100g: 160 })?.food.id).toBe('sr24:20445');
  });

  it('lets small foods and plausible errors through', () => {
    const lettuce = matchFood({ food: 'lettuce', kcalPer100g: 45 });
    expect(lettuce?.food.id).toBe('sr24:11251'); // 17 kcal: 2.6 times, but 28 kcal apart
    expect(matchFood({ food: 'olive oil', kcalPer100g: 450 })?.food.id).toBe('sr24:04053'); // half of 884
  });
});

describe('matchFood: "X with Y" is an X', () => {
  it('takes the food the words before "with" name', () => {
    expect(matched('orange with peel')).toBe('sr24:09205'); // not "Orange peel, raw"
    expect(matched('apple with skin')).toBe('sr24:09003');
  });
});

describe('matchFood: no match rather than a wrong one', () => {
  it.each([
    'pizza margherita',
    'pad thai',
    'chicken tikka masala',
    'sushi',
    'caesar salad',
    'sausage',
    'oats',
    'orange with peel and seeds and pith',
    '',
    '  ',
  ])('"%s" -> null', (food) => {
    expect(matchFood({ food })).toBeNull();
  });

  it('does not take a cousin with one more word: glutinous rice is not "rice, white, cooked"', () => {
    expect(matched('rice, white, cooked')).not.toBe('sr24:20055');
    expect(matched('rice, glutinous, cooked')).toBe('sr24:20055');
  });

  it('does not take a brand for the generic dish, even when the user name agrees', () => {
    // SR24's only margherita is Kashi's branded frozen pizza.
    expect(matched('pizza margherita', { name: 'pizza margarita', language: 'es' })).toBeNull();
    expect(matched('big mac')).toBe('sr24:21237');
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

describe('matchFood: rows with only a name, in the user language', () => {
  it('matches a name in the user language through its curated names', () => {
    expect(byName('kogte kartofler', 'da')).toBe('sr24:11367');
    expect(byName('Haferflocken', 'de')).toBe('sr24:08120');
    expect(byName('pechuga de pollo', 'es')).toBe('sr24:05064');
    expect(byName('Skyr', 'de')).toBe('frida:1693');
  });

  it('matches a table-style English name in any language', () => {
    expect(byName('White rice, cooked', 'da')).toBe('sr24:20445');
    expect(byName('oats, rolled, dry', 'en')).toBe('sr24:08120');
  });

  it("falls back to the other languages' names, read without typos", () => {
    expect(byName('Haferflocken', 'da')).toBe('sr24:08120');
    expect(byName('margarita', 'en')).toBeNull();
  });

  it('gives a generic name its everyday food in the user language', () => {
    expect(byName('Hirse', 'de')).toBe('sr24:20032');
    expect(byName('oksekød', 'da')).toBe('sr24:13364');
    expect(byName('pimiento', 'es')).toBe('sr24:11821');
    expect(byName('Paprika', 'de')).toBe('sr24:11821');
    expect(byName('peber', 'da')).toBe('sr24:02030');
  });

  it('takes meat and fish cooked even when a curated name is the raw one', () => {
    expect(byName('merluza', 'es')).toBeNull(); // the table's hake is raw
    expect(byName('merluza cruda', 'es')).toBe('frida:475');
  });

  it('knows no food for a name it cannot place', () => {
    expect(byName('Omas Sonntagsessen', 'de')).toBeNull();
    expect(byName('salat', 'da')).toBeNull();
  });
});

describe("a bird's class in USDA's name is no cooking method", () => {
  it('reads "fryer-roasters" as a kind of turkey, not as fried', () => {
    expect(matchFood({ food: 'turkey breast, roasted' })?.food.name).toMatch(
      /^Turkey, fryer-roasters, breast, meat only, cooked, roasted/,
    );
    expect(matchFood({ food: 'turkey breast, fried' })?.food.name ?? '').not.toMatch(/fryer-roasters/);
  });
});
