// The provider JSON schemas are derived from the zod answer schemas; OpenAI's strict structured outputs
// accept a schema only when every object lists all its properties as required and allows no others.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineAnswer, providerJsonSchema } from './ai-answer.js';
import { aiAnswers } from './answers.js';

const {
  food_nutrition: foodAnswer,
  scanned_recipe: scannedRecipeAnswer,
  generated_recipe: generatedRecipeAnswer,
} = aiAnswers;

const PRIMITIVES = ['string', 'number', 'integer', 'boolean'];
/** Strict mode's way of saying "may be absent": a primitive or null (`["number", "null"]`). */
const nullablePrimitive = (type: unknown) =>
  Array.isArray(type) &&
  type.length === 2 &&
  type.includes('null') &&
  type.some((t) => PRIMITIVES.includes(t));

/** Every problem strict mode would refuse, as "path: problem". */
function strictModeProblems(node: unknown, path = '$'): string[] {
  if (typeof node !== 'object' || node === null) return [`${path}: not a schema`];
  const schema = node as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(schema)) {
    if (!['type', 'properties', 'required', 'additionalProperties', 'items'].includes(key))
      problems.push(`${path}: unsupported keyword ${key}`);
  }
  if (schema.type === 'object') {
    const properties = Object.keys((schema.properties ?? {}) as object);
    if (properties.length === 0) problems.push(`${path}: object without properties`);
    if (
      JSON.stringify([...((schema.required as string[]) ?? [])].sort()) !== JSON.stringify(properties.sort())
    )
      problems.push(`${path}: required is not every property`);
    if (schema.additionalProperties !== false) problems.push(`${path}: additionalProperties is not false`);
    for (const [key, child] of Object.entries((schema.properties ?? {}) as object))
      problems.push(...strictModeProblems(child, `${path}.${key}`));
  } else if (schema.type === 'array') {
    problems.push(...strictModeProblems(schema.items, `${path}[]`));
  } else if (!PRIMITIVES.includes(schema.type as string) && !nullablePrimitive(schema.type)) {
    problems.push(`${path}: type ${String(schema.type)}`);
  }
  return problems;
}

describe.each(Object.entries(aiAnswers))('%s', (name, answer) => {
  test('the derived JSON schema is one strict mode accepts', () => {
    expect(answer.name).toBe(name);
    expect(strictModeProblems(answer.jsonSchema)).toEqual([]);
  });
});

test('the checker catches what strict mode refuses (an optional field, open objects, bounds)', () => {
  const loose = providerJsonSchema(z.object({ a: z.string(), b: z.number().optional() }));
  expect(strictModeProblems(loose)).toContain('$: required is not every property');
  expect(
    strictModeProblems({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }),
  ).toEqual(['$: additionalProperties is not false']);
  expect(strictModeProblems({ type: 'number', minimum: 0 })).toEqual(['$: unsupported keyword minimum']);
  expect(strictModeProblems({ type: ['number', 'null'] })).toEqual([]);
  expect(strictModeProblems({ type: ['number', 'string'] })).toEqual(['$: type number,string']);
});

test('the model is asked for the fields in the order it should think: food items before the totals', () => {
  expect(Object.keys(foodAnswer.jsonSchema.properties as object)).toEqual([
    'noFood',
    'items',
    'description',
    'ingredients',
    'calories',
    'protein',
    'carbs',
    'fat',
  ]);
  expect(generatedRecipeAnswer.jsonSchema).toMatchObject({
    properties: {
      recipe: {
        properties: {
          title: { type: 'string' },
          ingredients: {
            type: 'array',
            items: { properties: { item: {}, amount: { type: 'number' }, unit: {} } },
          },
          instructions: { type: 'array', items: { type: 'string' } },
        },
      },
      nutritionData: { required: ['calories', 'protein', 'carbs', 'fat'] },
    },
  });
  expect(Object.keys(scannedRecipeAnswer.jsonSchema.properties as object)).toEqual([
    'title',
    'servings',
    'calories',
    'protein',
    'carbs',
    'fat',
    'ingredients',
    'instructions',
  ]);
});

test('an answer shaped exactly like the derived schema reads back', () => {
  const food = {
    noFood: false,
    items: [
      {
        name: 'Rice',
        food: 'rice, white, cooked',
        grams: 180,
        calories: 230,
        protein: 4,
        carbs: 51,
        fat: 0.5,
      },
    ],
    description: 'Rice bowl',
    ingredients: ['Rice'],
    calories: 230,
    protein: 4,
    carbs: 51,
    fat: 0.5,
  } satisfies z.output<typeof foodAnswer.schema>;
  const { noFood: _noFood, ...nutrition } = food;
  expect(foodAnswer.read(JSON.stringify(food))).toEqual(nutrition);
});

test('a failure names its reason, message and field; other issues fall back to their path', () => {
  const answer = defineAnswer('food_nutrition', z.object({ total: z.number() }), (a) => a);
  expect(() => answer.read('{"total": "x"}')).toThrow(
    expect.objectContaining({ reason: 'invalid', field: 'total' }),
  );
  expect(() => answer.read('')).toThrow(expect.objectContaining({ reason: 'empty' }));
});
