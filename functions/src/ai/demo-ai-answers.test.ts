// The local demo AI answers every request with exactly the shape the derived JSON schema asks for (as a
// strict-mode provider would), and each answer reads back without a failure.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type LocalServices, startServices } from '../../../tools/local-firebase/src/index.js';
import type { AiRequest, AiSchemaName } from '../platform/ai-port.js';
import { createOpenAiPort } from '../platform/openai-port.js';
import { aiAnswers } from './answers.js';
import {
  correctionPrompt,
  estimateRowsPrompt,
  foodPrompt,
  generatePrompt,
  scanPrompt,
  textMealPrompt,
} from './prompts.js';

let services: LocalServices;
beforeAll(async () => {
  services = await startServices();
});
afterAll(() => services?.close());

/** Where `value` departs from a strict JSON schema (type, properties, required, additionalProperties, items). */
function departures(value: unknown, schema: Record<string, unknown>, path = '$'): string[] {
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
};

test.each(Object.keys(requests) as AiSchemaName[])(
  '%s: the demo answer fits the derived schema',
  async (name) => {
    const port = createOpenAiPort({ apiKey: 'demo', baseURL: `${services.url}/openai/v1`, model: 'demo' });
    const answer = aiAnswers[name];
    const { content, demo } = await port.complete({
      schemaName: name,
      schema: answer.jsonSchema,
      ...requests[name],
    });
    expect(demo).toBe(true);
    expect(departures(JSON.parse(content ?? 'null'), answer.jsonSchema)).toEqual([]);
    expect(() => answer.read(content)).not.toThrow();
  },
);
