// The local demo AI answers every request with exactly the shape the derived JSON schema asks for (as a
// strict-mode provider would), and each answer reads back without a failure. Its food rows come from the
// food table, so grounding them finds the table food of each and keeps the very same figures.
import { afterAll, beforeAll, expect, test } from 'vitest';
import demoServices from '../../../tools/demo-services/src/index.js';
import { type LocalServices, startServices } from '../../../tools/local-firebase/src/index.js';
import { groundedRow } from '../nutrition/table-rows.js';
import type { AiRequest, AiSchemaName } from '../platform/ai-port.js';
import { createOpenAiPort } from '../platform/openai-port.js';
import { aiAnswers } from './answers.js';
import {
  correctionPrompt,
  estimateRowsPrompt,
  foodPrompt,
  generatePrompt,
  labelPrompt,
  scanPrompt,
  textMealPrompt,
} from './prompts.js';

let services: LocalServices;
beforeAll(async () => {
  services = await startServices({ services: demoServices() });
});
afterAll(() => services?.close());

/** Where `value` departs from a strict JSON schema (type, properties, required, additionalProperties, items);
 * a type list (`["number", "null"]`) takes any of its types. */
function departures(value: unknown, schema: Record<string, unknown>, path = '$'): string[] {
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    if (value === null) return types.includes('null') ? [] : [`${path}: null`];
    return departures(value, { ...schema, type: types.find((t) => t !== 'null') }, path);
  }
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return [`${path}: not an object`];
      const properties = schema.properties as Record<string, Record<string, unknown>>;
      const extra = Object.keys(value).filter((k) => !(k in properties));
      return [
        ...extra.map((k) => `${path}.${k}: not in the schema`),
        ...Object.entries(properties).flatMap(([k, child]) =>
          k in value
            ? departures((value as Record<string, unknown>)[k], child, `${path}.${k}`)
            : [`${path}.${k}: missing`],
        ),
      ];
    }
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((v, i) => departures(v, schema.items as Record<string, unknown>, `${path}[${i}]`))
        : [`${path}: not an array`];
    default:
      return typeof value === schema.type ? [] : [`${path}: not a ${String(schema.type)}`];
  }
}

/** A JPEG-looking data URL with enough varied bytes that the demo treats it as a photo. */
function photo(seed: number): string {
  const bytes = Buffer.alloc(6000);
  let x = seed;
  for (let i = 0; i < bytes.length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    bytes[i] = x >> 16;
  }
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

const requests: Record<AiSchemaName, Omit<AiRequest, 'schemaName' | 'schema'>> = {
  food_nutrition: {
    ...foodPrompt('de', 'halbe Portion'),
    imageDataUrl: photo(7),
    maxTokens: 1200,
    temperature: 0.3,
  },
  food_text: { ...textMealPrompt('es', '2 huevos y una tostada'), maxTokens: 1200, temperature: 0.3 },
  food_rows: {
    ...estimateRowsPrompt('en', [
      { name: 'Rice', grams: 150 },
      { name: 'Mystery stew', grams: 300 },
    ]),
    maxTokens: 1200,
    temperature: 0.3,
  },
  food_correction: {
    ...correctionPrompt(
      'en',
      {
        description: 'Rice with chicken',
        items: [
          { name: 'Rice', grams: 100, calories: 130, protein: 2.7, carbs: 28.3, fat: 0.3 },
          { name: 'Chicken breast', grams: 150, calories: 248, protein: 46, carbs: 0, fat: 5.4 },
        ],
      },
      'it was 200 g of rice, not 100, fried in butter',
    ),
    maxTokens: 1200,
    temperature: 0.3,
  },
  scanned_recipe: {
    ...scanPrompt('en', { text: 'Pancakes for 4: 200 g flour, 2 eggs, 300 ml milk. Mix and fry.' }),
    maxTokens: 2500,
    temperature: 0,
  },
  generated_recipe: { ...generatePrompt('es', 'pasta, tomates, ajo'), maxTokens: 1200, temperature: 0.3 },
  food_label: { ...labelPrompt('da'), imageDataUrl: photo(11), maxTokens: 700, temperature: 0 },
};

async function demoAnswer(name: AiSchemaName) {
  const port = createOpenAiPort({ apiKey: 'demo', baseURL: `${services.url}/openai/v1`, model: 'demo' });
  return port.complete({ schemaName: name, schema: aiAnswers[name].jsonSchema, ...requests[name] });
}

test.each(Object.keys(requests) as AiSchemaName[])(
  '%s: the demo answer fits the derived schema',
  async (name) => {
    const answer = aiAnswers[name];
    const { content, demo } = await demoAnswer(name);
    expect(demo).toBe(true);
    expect(departures(JSON.parse(content ?? 'null'), answer.jsonSchema)).toEqual([]);
    expect(() => answer.read(content)).not.toThrow();
  },
);

/** The language each food request above is written in. */
const foodRequests = {
  food_nutrition: 'de',
  food_text: 'es',
  food_rows: 'en',
  food_correction: 'en',
} as const;

test.each(Object.keys(foodRequests) as (keyof typeof foodRequests)[])(
  '%s: grounding takes every demo row the table knows from the table, with the same figures',
  async (name) => {
    const { content } = await demoAnswer(name);
    const { items } = aiAnswers[name].read(content);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const row = groundedRow(item, foodRequests[name]);
      // Only a food the table lacks ("Mystery stew") is left without a table food, and keeps the estimate.
      expect(row.source, `${item.name}: ${item.food}`).toBe(item.food ? 'database' : 'ai');
      const { calories, protein, carbs, fat } = row;
      expect({ calories, protein, carbs, fat }).toEqual({
        calories: item.calories,
        protein: item.protein,
        carbs: item.carbs,
        fat: item.fat,
      });
    }
  },
);
