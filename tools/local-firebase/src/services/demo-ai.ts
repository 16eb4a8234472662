import { createHash } from 'node:crypto';
import { aiAnswers } from 'functions/lib/ai/answers.js';
import type { AiSchemaName } from 'functions/lib/platform/ai-port.js';
import { answerOf, applyWords, correction, estimateRows, rowOf, textMeal } from './demo-diary.js';
import { pick, plateFoods, rng } from './demo-figures.js';
import { detectLanguage } from './demo-language.js';
import { generatedRecipe, scannedRecipe } from './demo-recipes.js';
import { dishFoods, findFoods, gramsOf } from './food-match.js';
import { type Food, foodNamed, type Lang, type Role } from './food-table.js';
import { isPlainPicture } from './plain-picture.js';

/**
 * The local demo AI: answers the backend's structured-output requests (photos, diary texts and
 * corrections, recipes) from a built-in food table,
 * deterministically per input (same photo or text, same answer), so the app can be tried without a key.
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

/** What was on the plate: the foods the text names (with its amounts), else a meal picked by the photo. */
function plateItems(input: ChatInput): { food: Food; grams: number }[] {
  // A remark on a photo does not change what the photo shows; applyWords adjusts it afterwards.
  const rand = rng(`${input.images[0] ?? ''}|${input.images.length ? '' : input.text}`);
  const vary = (food: Food) => Math.round((food.portion * food.cooked * (0.8 + rand(0.5))) / 5) * 5;
  const mentions = input.images.length ? [] : findFoods(input.text, input.lang);
  if (mentions.length) {
    const items = mentions.map(({ food, quantity }) => ({
      food,
      grams: Math.round(quantity ? gramsOf(food, quantity) : food.portion * food.cooked),
    }));
    for (const food of dishFoods(input.text, input.lang))
      if (!items.some((i) => i.food === food))
        items.push({ food, grams: Math.round(food.portion * food.cooked) });
    return items;
  }
  const items = (['protein', 'carb', 'veg'] as Role[]).map((role) => {
    const food = pick(plateFoods(role), rand);
    return { food, grams: vary(food) };
  });
  if (rand(1) < 0.5) items.push({ food: foodNamed('Olive oil'), grams: 10 });
  return items;
}

/** Per-item grams and figures first, then the totals summed from exactly those items. A remark on a
 * photo ("half portion", "200 g rice", "no bread") is applied to what the photo shows. */
export function foodNutrition(input: ChatInput) {
  if (input.images.length > 0 && input.images.every(isPlainPicture)) return { noFood: true };
  const rows = plateItems(input).map(({ food, grams }) => rowOf(food, grams, input.lang));
  const noted = input.images.length && input.text ? applyWords(rows, input.text, input.lang) : rows;
  return noted.length ? answerOf(noted, input.lang) : { noFood: true };
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
