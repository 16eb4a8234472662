// A corpus of realistic food_nutrition answers and what the pipeline makes of them.
import { describe, expect, test } from 'vitest';
import { parseFailureOf } from '../../test/support/parse-failure.js';
import { extractJsonObject } from './extract-json.js';
import { parseNutrition } from './parse-nutrition.js';
import corpus from './parse-nutrition-corpus.json' with { type: 'json' };

/** A plain answer of 500 kcal, 20 g protein, 60 g carbs and 15 g fat, with `patch` over it. */
const with_ = (patch: Record<string, unknown>) =>
  JSON.stringify({ calories: 500, protein: 20, carbs: 60, fat: 15, ...patch });
const failure = (content: string | null) => parseFailureOf(() => parseNutrition(content));
/** `content` is refused as invalid, naming `field`. */
const expectInvalid = (content: string, field: string) =>
  expect(failure(content), content).toMatchObject({ reason: 'invalid', field });

describe('extractJsonObject', () => {
  test.each([
    ['plain', '{"a":1}'],
    ['fenced', 'Here you go:\n```json\n{"a":1}\n```\nEnjoy!'],
    ['fence without language', '```\n{"a":1}\n```'],
    ['prose around', 'The meal contains {"a":1} as estimated.'],
    ['braces inside strings', 'Result: {"a":1,"note":"use {curly} braces"} done'],
    ['skips a broken first object', 'Draft {a:1} final {"a":1}'],
  ])('%s', (_label, text) => {
    const r = extractJsonObject(text);
    expect(r.ok && (r.value as { a: number }).a).toBe(1);
  });

  test('empty and JSON-less answers are told apart', () => {
    expect(extractJsonObject('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(extractJsonObject(null)).toEqual({ ok: false, reason: 'empty' });
    expect(extractJsonObject('I see a cat.')).toEqual({ ok: false, reason: 'no-json' });
    expect(extractJsonObject('[1,2,3]')).toEqual({ ok: false, reason: 'no-json' });
  });
});

describe('parseNutrition corpus', () => {
  test('the structured answer of the json_schema', () => {
    const r = parseNutrition(
      JSON.stringify({
        noFood: false,
        items: [{ name: 'Rice', grams: 180 }],
        description: 'Rice bowl',
        ingredients: ['Rice'],
        calories: 234.6,
        protein: 4.33,
        carbs: 51,
        fat: 0.5,
      }),
    );
    // The one row carries no figures of its own: it takes the totals.
    expect(r).toEqual({
      calories: 235,
      protein: 4.3,
      carbs: 51,
      fat: 0.5,
      description: 'Rice bowl',
      ingredients: ['Rice'],
      items: [{ name: 'Rice', food: '', grams: 180, calories: 235, protein: 4.3, carbs: 51, fat: 0.5 }],
    });
  });

  // Answers in the four languages and the shapes models drift into, with what they are read as.
  test.each(corpus)('$name', ({ answer, reads }) => {
    expect(parseNutrition(answer)).toMatchObject(reads);
  });

  test('non-string ingredients are dropped; items fill in when ingredients are missing', () => {
    expect(
      parseNutrition('{"calories":1,"protein":0,"carbs":0,"fat":0,"ingredients":["Tea",3,null,{"x":1},"  "]}')
        .ingredients,
    ).toEqual(['Tea']);
    expect(
      parseNutrition('{"calories":1,"protein":0,"carbs":0,"fat":0,"items":[{"name":"Tea","grams":"250 g"}]}')
        .ingredients,
    ).toEqual(['Tea']);
  });

  test('negative values are refused', () => {
    expectInvalid('{"calories":200,"protein":-5,"carbs":10,"fat":2}', 'protein');
    expectInvalid('{"calories":"-200 kcal","protein":5,"carbs":10,"fat":2}', 'calories');
  });

  test('a partly missing answer names the field', () => {
    expect(failure('{"calories":200,"protein":5,"carbs":10}')).toEqual({
      reason: 'missing-field',
      message: 'Missing required field: fat',
      field: 'fat',
    });
    expectInvalid('{"calories":"lots","protein":5,"carbs":10,"fat":1}', 'calories');
  });

  test('no food, no content, no JSON, or JSON without figures', () => {
    expect(failure('{"noFood": true}').reason).toBe('no-food');
    expect(failure('```json\n{"no_food": true}\n```').reason).toBe('no-food');
    expect(failure('').reason).toBe('empty');
    expect(failure('This image shows a landscape.').reason).toBe('no-json');
    expect(failure('{"description":"A dog"}').reason).toBe('no-food');
  });

  test('non-finite and implausible figures are invalid, naming the field', () => {
    // 1e308 is a finite JSON number, but rounding it to one decimal overflows to Infinity.
    expectInvalid(with_({ protein: 1e308, carbs: 1e308, fat: 1e308 }), 'protein');
    expectInvalid(with_({ calories: '9'.repeat(400) }), 'calories');
    expectInvalid(with_({ fat: `${'9'.repeat(400)}-${'9'.repeat(400)} g` }), 'fat');
    expect(failure(with_({ calories: 10_001 }))).toEqual({
      reason: 'invalid',
      message: 'Implausible nutrition data: calories must be at most 10000 kcal',
      field: 'calories',
    });
    expectInvalid(with_({ carbs: '1200 g' }), 'carbs');
    // The bounds themselves are still believable (a feast, a bulking day's shake).
    expect(parseNutrition(with_({ calories: 10_000, fat: 1_000 }))).toMatchObject({
      calories: 10_000,
      fat: 1_000,
    });
  });

  test('an item with an absurd weight is dropped, the totals are kept', () => {
    const r = parseNutrition(
      with_({
        items: [
          { name: 'Rice', grams: 200 },
          { name: 'Everything', grams: 1e308 },
        ],
      }),
    );
    expect(r.items).toEqual([
      { name: 'Rice', food: '', grams: 200, calories: 500, protein: 20, carbs: 60, fat: 15 },
    ]);
    expect(r.ingredients).toEqual(['Rice']);
  });

  test("rows with their own figures are the meal: the totals are their sums, not the model's", () => {
    const r = parseNutrition(
      JSON.stringify({
        items: [
          { name: 'Rice', grams: 200, calories: 260, protein: 5.4, carbs: 56.6, fat: 0.6 },
          { name: 'Chicken', grams: 150, calories: '248 kcal', protein: 46.5, carbs: 0, fat: 5.4 },
        ],
        description: 'Rice with chicken',
        calories: 400,
        protein: 40,
        carbs: 50,
        fat: 5,
      }),
    );
    expect(r).toMatchObject({ calories: 508, protein: 51.9, carbs: 56.6, fat: 6 });
    expect(r.items.map((i) => i.calories)).toEqual([260, 248]);
  });

  test('rows without figures share the totals by weight and add up to them exactly', () => {
    const r = parseNutrition(
      JSON.stringify({
        items: [
          { name: 'Pasta', grams: 200 },
          { name: 'Sauce', grams: 100 },
          { name: 'Cheese', grams: 10 },
        ],
        calories: 421,
        protein: 14.3,
        carbs: 70.1,
        fat: 9.7,
      }),
    );
    const sum = (k: 'calories' | 'protein' | 'carbs' | 'fat') =>
      Math.round(r.items.reduce((s, i) => s + i[k], 0) * 10) / 10;
    expect([sum('calories'), sum('protein'), sum('carbs'), sum('fat')]).toEqual([421, 14.3, 70.1, 9.7]);
    expect(r.items[0]?.calories).toBeGreaterThan(r.items[1]?.calories ?? 0);
  });

  test("each row keeps the food's English table name when the model gives one", () => {
    const r = parseNutrition(
      JSON.stringify({
        items: [
          {
            name: 'Arroz',
            food: ' rice, white, cooked ',
            grams: 150,
            calories: 195,
            protein: 4,
            carbs: 42,
            fat: 0.4,
          },
          { name: 'Salsa', food: 7, grams: 50, calories: 40, protein: 1, carbs: 6, fat: 1.5 },
        ],
        calories: 235,
        protein: 5,
        carbs: 48,
        fat: 1.9,
      }),
    );
    expect(r.items.map((i) => i.food)).toEqual(['rice, white, cooked', '']);
  });

  test('an answer without rows or ingredients becomes one row named after the meal', () => {
    const r = parseNutrition('{"description":"Soup","calories":200,"protein":10,"carbs":20,"fat":8}');
    expect(r.items).toEqual([
      { name: 'Soup', food: '', grams: 0, calories: 200, protein: 10, carbs: 20, fat: 8 },
    ]);
  });

  test('an answer in the plain shape keeps its ingredient strings and gets one row per ingredient', () => {
    const r = parseNutrition(
      JSON.stringify({
        calories: 601,
        protein: 20,
        carbs: 90,
        fat: 15.5,
        description: 'Pasta with tomato sauce',
        ingredients: ['pasta', 'tomato', 'olive oil'],
      }),
    );
    expect(r.ingredients).toEqual(['pasta', 'tomato', 'olive oil']);
    expect(r.items.map((i) => [i.name, i.grams])).toEqual([
      ['pasta', 0],
      ['tomato', 0],
      ['olive oil', 0],
    ]);
    // The rows share the model's totals exactly.
    expect({ calories: r.calories, protein: r.protein, carbs: r.carbs, fat: r.fat }).toEqual({
      calories: 601,
      protein: 20,
      carbs: 90,
      fat: 15.5,
    });
  });
});
