import { createHash } from 'node:crypto';
import { aiAnswers } from 'functions/lib/ai/answers.js';
import type { AiSchemaName } from 'functions/lib/platform/ai-port.js';
import {
  answerOf,
  applyWords,
  correction,
  estimateRows,
  type PlateRow,
  rowOf,
  textMeal,
  textRows,
} from './demo-diary.js';
import { pick, rng } from './demo-figures.js';
import { OLIVE_OIL, PLATE } from './demo-food-data.js';
import { labelReading } from './demo-label.js';
import { detectLanguage, type Lang } from './demo-language.js';
import { generatedRecipe, scannedRecipe } from './demo-recipes.js';
import { isPlainPicture } from './plain-picture.js';
import { commonName, portionOf, tableFood } from './table-foods.js';

/**
 * The local demo AI: answers the backend's structured-output requests (photos, diary texts and
 * corrections, recipes, nutrition labels) from the app's own food table, deterministically per input (same photo or text,
 * same answer), so the app can be tried without a key.
 */
export type SchemaName = AiSchemaName;
/** The app's answer definitions name every schema it asks for. */
const SCHEMAS = Object.keys(aiAnswers) as SchemaName[];

interface ChatInput {
  schema: SchemaName;
  lang: Lang;
  /** the user's own words: the text after the prompt's first paragraph (the instruction line) */
  text: string;
  /** the whole user message (the diary's requests carry labelled JSON in it) */
  userText: string;
  images: string[];
}

type Part = { type?: string; text?: string; image_url?: { url?: string } | string };
type Message = { role?: string; content?: string | Part[] | null };

export function readChatRequest(body: Record<string, unknown>): ChatInput {
  const messages = (Array.isArray(body.messages) ? body.messages : []) as Message[];
  const texts = (m: Message) =>
    typeof m.content === 'string' ? [m.content] : (m.content ?? []).map((p) => p.text ?? '').filter(Boolean);
  const system = messages
    .filter((m) => m.role === 'system' || m.role === 'developer')
    .flatMap(texts)
    .join('\n');
  const user = messages.filter((m) => m.role === 'user');
  const images = user.flatMap((m) =>
    Array.isArray(m.content)
      ? m.content
          .map((p) => (typeof p.image_url === 'string' ? p.image_url : p.image_url?.url))
          .filter((u): u is string => typeof u === 'string')
      : [],
  );
  const userText = user.flatMap(texts).join('\n');
  const split = userText.indexOf('\n\n');
  const text = split >= 0 ? userText.slice(split + 2).trim() : userText.trim();
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  const named = format?.json_schema?.name;
  const schema: SchemaName =
    named && (SCHEMAS as string[]).includes(named)
      ? (named as SchemaName)
      : images.length > 0
        ? /recipe|receta|rezept|opskrift/i.test(system + userText)
          ? 'scanned_recipe'
          : 'food_nutrition'
        : 'generated_recipe';
  return {
    schema,
    lang: detectLanguage(system, userText),
    text: split >= 0 ? text : images.length ? '' : text,
    userText,
    images,
  };
}

/** What was on the plate: the foods the text names (with its amounts), else a meal picked by the photo:
 * one food of each role at a usual portion, give or take, and half the time a little olive oil. */
function plateItems(input: ChatInput): PlateRow[] {
  const named = input.images.length ? [] : textRows(input.text, input.lang);
  if (named.length) return named;
  // A remark on a photo does not change what the photo shows; applyWords adjusts it afterwards.
  const rand = rng(`${input.images[0] ?? ''}|${input.images.length ? '' : input.text}`);
  const items = (['protein', 'carb', 'veg'] as const).map((role) => {
    const food = tableFood(pick(PLATE[role], rand));
    const grams = Math.round((portionOf(food) * (0.8 + rand(0.5))) / 5) * 5;
    return { food, row: rowOf(food, grams, commonName(food, input.lang)) };
  });
  if (rand(1) < 0.5) {
    const oil = tableFood(OLIVE_OIL);
    items.push({ food: oil, row: rowOf(oil, 10, commonName(oil, input.lang)) });
  }
  return items;
}

/** Per-item grams and figures first, then the totals summed from exactly those items. A remark on a
 * photo ("half portion", "200 g rice", "no bread") is applied to what the photo shows. */
export function foodNutrition(input: ChatInput) {
  if (input.images.length > 0 && input.images.every(isPlainPicture)) return { noFood: true };
  const plate = plateItems(input);
  const rows =
    input.images.length && input.text ? applyWords(plate, input.text, input.lang) : plate.map((p) => p.row);
  return rows.length ? answerOf(rows, input.lang) : { noFood: true };
}

function answer(input: ChatInput) {
  switch (input.schema) {
    case 'food_nutrition':
      return foodNutrition(input);
    case 'food_text':
      return textMeal(input.text, input.lang);
    case 'food_rows':
      return estimateRows(input.userText, input.lang);
    case 'food_correction':
      return correction(input.userText, input.lang);
    case 'scanned_recipe':
      return scannedRecipe({ lang: input.lang, text: input.text, seed: (input.images[0] ?? '').slice(-64) });
    case 'generated_recipe':
      return generatedRecipe({ lang: input.lang, text: input.text, seed: input.text });
    case 'food_label':
      return labelReading(input.images[0], input.lang);
  }
}

/** A standard chat.completion whose message content is the JSON answer, marked as a demo answer. */
export function demoCompletion(body: Record<string, unknown>, now = Date.now()) {
  const input = readChatRequest(body);
  const content = JSON.stringify(answer(input));
  const promptTokens = Math.ceil(JSON.stringify(body.messages ?? []).length / 4);
  const completionTokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-demo-${createHash('sha256').update(content).digest('hex').slice(0, 24)}`,
    object: 'chat.completion',
    created: Math.floor(now / 1000),
    model: 'local-demo-ai',
    system_fingerprint: 'local-demo',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}
