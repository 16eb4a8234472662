// The demo AI's diary answers: meals logged in words, foods added at a chosen weight, remarks on a photo
// and corrections, all from the app's food table and honouring the numbers, counts and grams in the text.
import type { FoodItem } from 'functions/lib/ai/parse-nutrition.js';
import { checkCalorieConsistency } from 'functions/lib/nutrition/calorie-consistency.js';
import { describe, expect, it } from 'vitest';
import { completeInProcess, LANGS, LANGUAGE_NAMES, type Lang, photo } from './demo-ai-client.js';

const system = (lang: Lang) =>
  'You are a nutritionist. Answer with one JSON object only. Keep the JSON keys exactly as specified in ' +
  `English; write every text value in ${LANGUAGE_NAMES[lang]}.`;

interface Answer {
  noFood: boolean;
  items: FoodItem[];
  description: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

const ask = (schema: string, user: string, lang: Lang = 'en', image?: string): Answer =>
  completeInProcess(schema, system(lang), user, image);

/** Totals are the sums of the rows, and every row passes the functions' calorie check. */
function expectSummedRows(a: Answer) {
  for (const row of a.items) expect(checkCalorieConsistency(row).consistent).toBe(true);
  expect(a.calories).toBe(a.items.reduce((s, r) => s + r.calories, 0));
  for (const k of ['protein', 'carbs', 'fat'] as const)
    expect(a[k]).toBeCloseTo(
      a.items.reduce((s, r) => s + r[k], 0),
      5,
    );
}

const grams = (a: Answer) => a.items.map((r) => [r.name, r.grams]);

describe('food_text: a meal logged in words', () => {
  it.each([
    [
      'en',
      '3 eggs and 200 g rice',
      [
        // USDA's large egg: 50 g.
        ['Eggs', 150],
        ['Rice', 200],
      ],
    ],
    [
      'es',
      '2 huevos con 150 g de arroz',
      [
        ['Huevos', 100],
        ['Arroz', 150],
      ],
    ],
    [
      'de',
      '200 g Reis und zwei Eier',
      [
        ['Reis', 200],
        ['Eier', 100],
      ],
    ],
    [
      'da',
      '2 æg og 100 g ris',
      [
        ['Æg', 100],
        ['Ris', 100],
      ],
    ],
  ] as [Lang, string, [string, number][]][])('%s: "%s"', (lang, text, expected) => {
    const a = ask('food_text', `Describe:\n\n${text}`, lang);
    expect(grams(a)).toEqual(expected);
    expectSummedRows(a);
  });

  it('a usual portion where no amount is given, and more food for more eggs', () => {
    const one = ask('food_text', 'Log:\n\n1 egg');
    const three = ask('food_text', 'Log:\n\n3 eggs');
    // Rounded per answer: three eggs are three times one egg, give or take a kcal per egg.
    expect(Math.abs(three.calories - 3 * one.calories)).toBeLessThanOrEqual(3);
    expect(ask('food_text', 'Log:\n\nsalmon').items[0]?.grams).toBeGreaterThan(50);
  });

  it('a text without food is answered as no food', () => {
    expect(ask('food_text', 'Log:\n\nhello, how are you?')).toEqual({ noFood: true });
  });
});

describe('food_rows: foods added to a meal at a chosen weight', () => {
  it('one row per food, in order, same names and exactly the weights asked; unknown foods too', () => {
    const rows = [
      { name: 'Rice', grams: 150 },
      { name: 'Zorblax stew', grams: 300 },
      { name: 'Butter', grams: 10 },
    ];
    const a = ask('food_rows', `Estimate:\n\nROWS (JSON):\n${JSON.stringify(rows)}`);
    expect(grams(a)).toEqual(rows.map((r) => [r.name, r.grams]));
    expect(a.items[1]?.calories).toBeGreaterThan(0);
    expect(a.items[2]?.fat).toBeGreaterThan(7);
    expectSummedRows(a);
  });

  it('twice the grams, twice the figures', () => {
    const at = (g: number) =>
      ask('food_rows', `Estimate:\n\nROWS (JSON):\n${JSON.stringify([{ name: 'Reis', grams: g }])}`, 'de');
    expect(at(200).items[0]?.calories).toBeCloseTo(2 * (at(100).items[0]?.calories ?? 0), -1);
  });
});

describe('food_correction: the user corrects an estimate', () => {
  const previous = {
    description: 'Rice with chicken breast',
    items: [
      { name: 'Rice', grams: 100, calories: 139, protein: 2.8, carbs: 31.2, fat: 0.3 },
      { name: 'Chicken breast', grams: 150, calories: 218, protein: 46, carbs: 0, fat: 3.8 },
    ],
  };
  const correct = (text: string, lang: Lang = 'en', prev = previous) =>
    ask(
      'food_correction',
      `Correct:\n\nPREVIOUS (JSON):\n${JSON.stringify(prev)}\n\nCORRECTION:\n${text}`,
      lang,
    );

  it('"it was 200 g of rice, not 100, fried in butter": rice 200 g, butter added, chicken kept', () => {
    const a = correct('it was 200 g of rice, not 100, fried in butter');
    // "fried" is how the rice was cooked, not a food (search alone would read it as fries).
    expect(grams(a)).toEqual([
      ['Rice', 200],
      ['Chicken breast', 150],
      ['Butter', 10],
    ]);
    expectSummedRows(a);
    expect(a.calories).toBeGreaterThan(139 + 218);
  });

  it.each([
    ['de', 'ohne Reis', [['Chicken breast', 150]]],
    ['es', 'sin arroz', [['Chicken breast', 150]]],
    [
      'en',
      'half portion',
      [
        ['Rice', 50],
        ['Chicken breast', 75],
      ],
    ],
  ] as [Lang, string, [string, number][]][])('%s: "%s"', (lang, text, expected) => {
    expect(grams(correct(text, lang))).toEqual(expected);
  });

  it('a row the table does not know keeps its figures per gram', () => {
    const prev = {
      description: 'Stew',
      items: [{ name: 'Grandma stew', grams: 300, calories: 450, protein: 30, carbs: 40, fat: 18 }],
    };
    const a = correct('double portion', 'en', prev);
    expect(a.items[0]).toEqual({
      name: 'Grandma stew',
      food: '',
      grams: 600,
      calories: 900,
      protein: 60,
      carbs: 80,
      fat: 36,
    });
  });
});

describe('food_nutrition: a remark on a photo', () => {
  it.each(LANGS)('"half portion" halves what the photo shows (%s)', (lang) => {
    const image = photo(Buffer.alloc(8000, 5).map((_, i) => (i * 31) % 251));
    const words = { en: 'half portion', es: 'media ración', de: 'halbe Portion', da: 'halv portion' }[lang];
    const plain = ask('food_nutrition', 'Photo.', lang, image);
    const half = ask('food_nutrition', `Photo. Note:\n\n${words}`, lang, image);
    expect(half.items.map((r) => r.name)).toEqual(plain.items.map((r) => r.name));
    for (const [i, r] of half.items.entries())
      expect(r.grams).toBeCloseTo((plain.items[i]?.grams ?? 0) / 2, 0);
    expectSummedRows(half);
  });

  it('a food and its grams in the remark set that food; a new food is added', () => {
    const image = photo(Buffer.alloc(8000, 9).map((_, i) => (i * 17) % 251));
    const plain = ask('food_nutrition', 'Photo.', 'en', image);
    const a = ask('food_nutrition', 'Photo. Note:\n\n300 g rice and 1 egg', 'en', image);
    expect(plain.items.some((r) => /rice|egg/.test(r.food))).toBe(false);
    expect(a.items.slice(0, plain.items.length)).toEqual(plain.items);
    expect(a.items.slice(plain.items.length).map((r) => [r.name, r.grams])).toEqual([
      ['Rice', 300],
      ['Egg', 50],
    ]);
    expectSummedRows(a);
  });

  it('a remark names what the photo shows in its own words: "no green beans, 200 g quinoa"', () => {
    const image = photo(Buffer.alloc(8000, 9).map((_, i) => (i * 17) % 251));
    const plain = ask('food_nutrition', 'Photo.', 'en', image);
    const a = ask('food_nutrition', 'Photo. Note:\n\nno green beans, 200 g quinoa', 'en', image);
    expect(plain.items.map((r) => r.name)).toEqual(['Lentils', 'Quinoa', 'String beans', 'Olive oil']);
    expect(grams(a)).toEqual([
      ['Lentils', plain.items[0]?.grams],
      ['Quinoa', 200],
      ['Olive oil', 10],
    ]);
    expectSummedRows(a);
  });
});
