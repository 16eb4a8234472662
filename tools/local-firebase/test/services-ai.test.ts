import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServices, startServices } from '../src/services/server.js';

let services: LocalServices;
let openai: OpenAI;

beforeAll(async () => {
  services = await startServices({ port: 0 });
  openai = new OpenAI({ apiKey: 'local-demo', baseURL: `${services.url}/openai/v1`, maxRetries: 0 });
});
afterAll(() => services.close());

const schema = (name: string) => ({
  type: 'json_schema' as const,
  json_schema: { name, schema: { type: 'object' }, strict: false },
});

async function ask(
  name: string,
  user: OpenAI.Chat.ChatCompletionUserMessageParam['content'],
  language = 'English',
) {
  const completion = await openai.chat.completions.create({
    model: 'gpt-4o-mini',
    max_tokens: 1200,
    temperature: 0.3,
    response_format: schema(name),
    messages: [
      { role: 'system', content: `You are a nutritionist. Write every text value in ${language}.` },
      { role: 'user', content: user },
    ],
  });
  expect(completion.model).toBe('local-demo-ai');
  expect(completion.system_fingerprint).toBe('local-demo');
  expect(completion.object).toBe('chat.completion');
  return JSON.parse(completion.choices[0]?.message.content ?? 'null');
}

const photo = (seed = randomBytes(24 * 1024)) => `data:image/jpeg;base64,${seed.toString('base64')}`;
const imageMessage = (url: string) => [
  { type: 'text' as const, text: 'Analyse this photo of a meal.' },
  { type: 'image_url' as const, image_url: { url } },
];

/** A real 256x256 single-colour PNG. */
function plainPng(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(256, 0);
  ihdr.writeUInt32BE(256, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3, Buffer.from([200, 40, 40]))]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('demo AI: food_nutrition', () => {
  it('answers in the food_nutrition shape with calories consistent with 4/4/9', async () => {
    const a = await ask('food_nutrition', imageMessage(photo()));
    expect(a.items.length).toBeGreaterThanOrEqual(3);
    for (const item of a.items) expect(item).toEqual({ name: expect.any(String), grams: expect.any(Number) });
    expect(a.ingredients).toEqual(a.items.map((i: { name: string }) => i.name));
    expect(typeof a.description).toBe('string');
    expect(Math.abs(a.calories - (4 * a.protein + 4 * a.carbs + 9 * a.fat))).toBeLessThanOrEqual(1);
    expect(a.calories).toBeGreaterThan(150);
  });

  it('gives the same answer for the same photo and varies across photos', async () => {
    const one = photo();
    expect(await ask('food_nutrition', imageMessage(one))).toEqual(
      await ask('food_nutrition', imageMessage(one)),
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ask('food_nutrition', imageMessage(photo()))),
    );
    expect(new Set(answers.map((a) => a.description)).size).toBeGreaterThan(2);
  });

  it('reports noFood for a plain single-colour picture', async () => {
    expect(await ask('food_nutrition', imageMessage(plainPng()))).toEqual({ noFood: true });
  });

  it("writes in the prompt's language", async () => {
    const a = await ask(
      'food_nutrition',
      imageMessage(photo(Buffer.alloc(8000, 7).map((_, i) => (i * 7919) % 251))),
      'German',
    );
    const german = ['Hähnchenbrust', 'Lachs', 'Rinderhack', 'Eier', 'Tofu', 'Linsen', 'Griechischer Joghurt'];
    expect(a.items.some((i: { name: string }) => german.includes(i.name))).toBe(true);
  });
});

describe('demo AI: recipes', () => {
  const pasted = `Tomato pasta for two

Serves 2

Ingredients
200 g pasta
4 tomatoes
2 tbsp olive oil
1 onion
salt to taste

Instructions
1. Boil the pasta in salted water.
2. Fry the onion and tomatoes in the oil for 10 minutes.
3. Toss with the pasta and serve.`;

  it('reads a pasted recipe using its own words', async () => {
    const a = await ask('scanned_recipe', `Analyse this recipe text:\n\n${pasted}`);
    expect(a.title).toBe('Tomato pasta for two');
    expect(a.servings).toBe(2);
    expect(a.ingredients).toEqual([
      { name: 'pasta', amount: 200, unit: 'g' },
      { name: 'tomatoes', amount: 4, unit: '' },
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: '' },
      { name: 'salt to taste', amount: 0, unit: '' },
    ]);
    expect(a.instructions).toEqual([
      'Boil the pasta in salted water.',
      'Fry the onion and tomatoes in the oil for 10 minutes.',
      'Toss with the pasta and serve.',
    ]);
    expect(Math.abs(a.calories - (4 * a.protein + 4 * a.carbs + 9 * a.fat))).toBeLessThanOrEqual(1);
    expect(a.calories).toBeGreaterThan(300);
  });

  it('scans a recipe photo into the scanned_recipe shape', async () => {
    const a = await ask('scanned_recipe', [
      { type: 'text', text: 'Read the recipe in this photo.' },
      { type: 'image_url', image_url: { url: photo() } },
    ]);
    expect(a).toMatchObject({
      title: expect.any(String),
      servings: expect.any(Number),
      calories: expect.any(Number),
    });
    expect(a.ingredients.length).toBeGreaterThan(2);
    expect(a.instructions.length).toBeGreaterThan(1);
  });

  it('generates a recipe from a prompt, with the prompt in the title and its foods in the ingredients', async () => {
    const a = await ask(
      'generated_recipe',
      'Create a recipe for one person from this:\n\nsalmon with potatoes and spinach',
    );
    expect(a.recipe.title).toBe('Salmon with potatoes and spinach');
    const items = a.recipe.ingredients.map((i: { item: string }) => i.item);
    expect(items).toEqual(expect.arrayContaining(['Salmon', 'Potatoes', 'Spinach']));
    for (const i of a.recipe.ingredients) expect(i.amount).toBeGreaterThan(0);
    expect(a.recipe.instructions.length).toBeGreaterThan(2);
    const n = a.nutritionData;
    expect(Math.abs(n.calories - (4 * n.protein + 4 * n.carbs + 9 * n.fat))).toBeLessThanOrEqual(1);
  });

  it('answers OpenAI-style errors for requests without messages', async () => {
    const res = await fetch(`${services.url}/openai/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { param: string } }).error.param).toBe('messages');
  });
});
