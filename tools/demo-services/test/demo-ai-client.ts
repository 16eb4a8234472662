// A client of the demo AI that asks the way the functions do: a system prompt that keeps the JSON keys in
// English and states the language for text values, and a user message of an instruction in that language,
// a blank line and the user's own words (or a photo).
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { checkCalorieConsistency } from 'functions/lib/nutrition/calorie-consistency.js';
import OpenAI from 'openai';
import { afterAll, beforeAll, expect } from 'vitest';
import { type LocalServices, startServices } from '../../local-firebase/src/index.js';
import { demoCompletion } from '../src/demo-ai/demo-ai.js';
import demoServices from '../src/index.js';

export type Lang = 'en' | 'es' | 'de' | 'da';
export const LANGS: Lang[] = ['en', 'es', 'de', 'da'];
export type Schema = 'food_nutrition' | 'food_text' | 'scanned_recipe' | 'generated_recipe';

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Spanish',
  de: 'German',
  da: 'Danish',
};
const INSTRUCTIONS: Record<Lang, Record<Schema | 'scan_photo', string>> = {
  en: {
    food_nutrition: 'Analyse this photo of a meal.',
    food_text: 'Estimate the nutrition of this meal as described:',
    scanned_recipe: 'Analyse this recipe text:',
    scan_photo: 'Read the recipe in this photo.',
    generated_recipe: 'Create a recipe for one person from this:',
  },
  es: {
    food_nutrition: 'Analiza esta foto de una comida.',
    food_text: 'Estima los valores nutricionales de esta comida según la descripción:',
    scanned_recipe: 'Analiza el texto de esta receta:',
    scan_photo: 'Lee la receta de esta foto.',
    generated_recipe: 'Crea una receta para una persona a partir de esto:',
  },
  de: {
    food_nutrition: 'Analysiere dieses Foto einer Mahlzeit.',
    food_text: 'Schätze die Nährwerte dieser beschriebenen Mahlzeit:',
    scanned_recipe: 'Analysiere diesen Rezepttext:',
    scan_photo: 'Lies das Rezept auf diesem Foto.',
    generated_recipe: 'Erstelle daraus ein Rezept für eine Person:',
  },
  da: {
    food_nutrition: 'Analysér dette billede af et måltid.',
    food_text: 'Vurdér næringsindholdet i dette måltid ud fra beskrivelsen:',
    scanned_recipe: 'Analysér denne opskrift:',
    scan_photo: 'Læs opskriften på dette billede.',
    generated_recipe: 'Lav en opskrift til én person ud fra dette:',
  },
};

export const systemPrompt = (lang: Lang) =>
  'You are a nutritionist. Answer with one JSON object only, no prose and no code fences. Keep the JSON keys ' +
  'exactly as specified in English; write every text value (titles, descriptions, ingredient names, ' +
  `instructions) in ${LANGUAGE_NAMES[lang]}. Use only these units: g, ml, pcs, tbsp, tsp, cup, L, kg.`;

export interface AskOptions {
  lang?: Lang;
  text?: string;
  image?: string;
  /** replaces the system prompt (undefined: the functions' wording; null: no system message) */
  system?: string | null;
}

export function demoClient(baseUrl: string) {
  const openai = new OpenAI({ apiKey: 'local-demo', baseURL: `${baseUrl}/openai/v1`, maxRetries: 0 });
  return async function ask(schema: Schema, options: AskOptions = {}) {
    const lang = options.lang ?? 'en';
    const instruction =
      INSTRUCTIONS[lang][schema === 'scanned_recipe' && options.image ? 'scan_photo' : schema];
    const text = options.text === undefined ? instruction : `${instruction}\n\n${options.text}`;
    const user: OpenAI.Chat.ChatCompletionContentPart[] = [{ type: 'text', text }];
    if (options.image) user.push({ type: 'image_url', image_url: { url: options.image } });
    const system = options.system === undefined ? systemPrompt(lang) : options.system;
    const completion = await openai.chat.completions.create({
      model: 'gpt-4o-mini',
      max_tokens: 1200,
      temperature: 0.3,
      response_format: {
        type: 'json_schema',
        json_schema: { name: schema, schema: { type: 'object' }, strict: false },
      },
      messages: [
        ...(system === null ? [] : [{ role: 'system' as const, content: system }]),
        { role: 'user', content: user },
      ],
    });
    expect(completion.model).toBe('local-demo-ai');
    expect(completion.system_fingerprint).toBe('local-demo');
    expect(completion.object).toBe('chat.completion');
    return JSON.parse(completion.choices[0]?.message.content ?? 'null');
  };
}

/**
 * Asks the demo AI in-process, without the HTTP server: one system message, then the user's text with the
 * photo `image` when there is one.
 */
export function completeInProcess(schema: string, system: string, user: string, image?: string) {
  const content = image
    ? [
        { type: 'text', text: user },
        { type: 'image_url', image_url: { url: image } },
      ]
    : user;
  const completion = demoCompletion({
    messages: [
      { role: 'system', content: system },
      { role: 'user', content },
    ],
    response_format: { type: 'json_schema', json_schema: { name: schema } },
  });
  expect(completion.system_fingerprint).toBe('local-demo');
  return JSON.parse(completion.choices[0]?.message.content ?? 'null');
}

/**
 * Serves the demo services on local-firebase's services server, as the stack does, around the calling
 * file's tests (beforeAll/afterAll); `ask` and `url` work inside the tests.
 */
export function demoAiForTests() {
  let services: LocalServices | undefined;
  let client: ReturnType<typeof demoClient> | undefined;
  beforeAll(async () => {
    services = await startServices({ port: 0, services: demoServices() });
    client = demoClient(services.url);
  });
  afterAll(() => services?.close());
  const started = () => {
    if (!services || !client) throw new Error('the demo services are started in beforeAll');
    return { services, client };
  };
  return {
    ask: (schema: Schema, options?: AskOptions) => started().client(schema, options),
    url: () => started().services.url,
  };
}

/** The functions flag an answer whose calories are clearly off 4/4/9 of its macros; the demo's never are. */
export const expectConsistentCalories = (n: {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}) => expect(checkCalorieConsistency(n).consistent).toBe(true);

export const photo = (seed: Uint8Array = randomBytes(24 * 1024)) =>
  `data:image/jpeg;base64,${Buffer.from(seed).toString('base64')}`;

/** A real 256x256 single-colour PNG. */
export function plainPng(): string {
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
