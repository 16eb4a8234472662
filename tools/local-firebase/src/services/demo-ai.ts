import { createHash } from 'node:crypto';
import { detectLanguage, listOf, PHRASES } from './demo-language.js';
import { FOODS, type Food, kcal, type Lang, type Role } from './food-table.js';
import { isPlainPicture } from './plain-picture.js';
import { parseRecipeText } from './recipe-text.js';

/**
 * The local demo AI: answers the backend's three structured-output requests from a built-in food table,
 * deterministically per input (same photo or text, same answer), so the app can be tried without a key.
 */
export type SchemaName = 'food_nutrition' | 'scanned_recipe' | 'generated_recipe';

interface ChatInput {
  schema: SchemaName;
  lang: Lang;
  /** the user's own words: the text after the prompt's first paragraph (the instruction line) */
  text: string;
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
    named === 'food_nutrition' || named === 'scanned_recipe' || named === 'generated_recipe'
      ? named
      : images.length > 0
        ? /recipe|receta|rezept|opskrift/i.test(system + userText)
          ? 'scanned_recipe'
          : 'food_nutrition'
        : 'generated_recipe';
  return {
    schema,
    lang: detectLanguage(system),
    text: split >= 0 ? text : images.length ? '' : text,
    images,
  };
}

/** A small deterministic random source seeded by the input. */
function rng(seed: string) {
  const digest = createHash('sha256').update(seed).digest();
  let state = digest.readUInt32LE(0);
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((((t ^ (t >>> 14)) >>> 0) % 1_000_000) / 1_000_000) * n;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const byRole = (role: Role) => FOODS.filter((x) => x.role === role);

function totals(items: { food: Food; grams: number }[]) {
  const sum = { protein: 0, carbs: 0, fat: 0 };
  for (const { food, grams } of items) {
    sum.protein += (food.per100.protein * grams) / 100;
    sum.carbs += (food.per100.carbs * grams) / 100;
    sum.fat += (food.per100.fat * grams) / 100;
  }
  const m = { protein: r1(sum.protein), carbs: r1(sum.carbs), fat: r1(sum.fat) };
  return { calories: Math.round(kcal(m)), ...m };
}

/** Foods named in the text, then a protein, a carb and a vegetable picked by the input's hash where missing. */
function chooseFoods(text: string, seed: string): Food[] {
  const rand = rng(seed);
  const lower = text.toLowerCase();
  const named = FOODS.filter((food) => food.keywords.some((k) => new RegExp(`\\b${k}`, 'u').test(lower)));
  const chosen = [...named];
  for (const role of ['protein', 'carb', 'veg'] as Role[]) {
    if (!chosen.some((x) => x.role === role)) {
      const pool = byRole(role);
      chosen.push(pool[Math.floor(rand(pool.length))] as Food);
    }
  }
  return chosen.slice(0, 6);
}

const scaled = (food: Food, rand: (n: number) => number) =>
  Math.round((food.portion * (0.8 + rand(0.5))) / 5) * 5;

export function foodNutrition(input: ChatInput) {
  const image = input.images[0] ?? '';
  if (input.images.length > 0 && input.images.every(isPlainPicture)) return { noFood: true };
  const seed = `${image}|${input.text}`;
  const rand = rng(`${seed}#grams`);
  const items = chooseFoods(input.text, seed).map((food) => ({ food, grams: scaled(food, rand) }));
  if (rand(1) < 0.5)
    items.push({ food: FOODS.find((x) => x.keywords.includes('olive oil')) as Food, grams: 10 });
  const names = items.map((i) => i.food.names[input.lang]);
  const p = PHRASES[input.lang];
  return {
    items: items.map((i) => ({ name: i.food.names[input.lang], grams: i.grams })),
    description: `${names[0]} ${p.with} ${listOf(
      names.slice(1).map((n) => n.toLowerCase()),
      input.lang,
    )}`,
    ingredients: names,
    ...totals(items),
  };
}

function recipeSteps(foods: Food[], lang: Lang): string[] {
  const p = PHRASES[lang];
  const name = (x: Food) => x.names[lang].toLowerCase();
  const veg = foods.filter((x) => x.role === 'veg' || x.role === 'fruit').map(name);
  const steps: string[] = [];
  if (veg.length) steps.push(p.prepare(listOf(veg, lang)));
  for (const x of foods.filter((y) => y.role === 'carb')) steps.push(p.boil(name(x), 10 + (x.portion % 7)));
  for (const x of foods.filter((y) => y.role === 'protein')) steps.push(p.cook(name(x), 6 + (x.portion % 6)));
  steps.push(p.finish);
  return steps;
}

export function generatedRecipe(input: ChatInput) {
  const foods = chooseFoods(input.text, input.text);
  const rand = rng(`${input.text}#grams`);
  const items = foods.map((food) => ({ food, grams: scaled(food, rand) }));
  const words = input.text.replace(/\s+/g, ' ').trim();
  const p = PHRASES[input.lang];
  const composed = `${foods[0]?.names[input.lang]} ${p.with} ${listOf(
    foods.slice(1, 3).map((x) => x.names[input.lang].toLowerCase()),
    input.lang,
  )}`;
  const title = words && words.length <= 60 ? words.charAt(0).toUpperCase() + words.slice(1) : composed;
  return {
    recipe: {
      title,
      ingredients: items.map(({ food, grams }) =>
        food.piece && grams >= food.piece
          ? { item: food.names[input.lang], amount: Math.round(grams / food.piece), unit: 'pcs' }
          : { item: food.names[input.lang], amount: grams, unit: 'g' },
      ),
      instructions: recipeSteps(foods, input.lang),
    },
    nutritionData: totals(items),
  };
}

const UNIT_GRAMS: Record<string, number> = { g: 1, mg: 0.001, kg: 1000, ml: 1, cl: 10, dl: 100, l: 1000 };
const SPOON = /^(tbsp|spsk|el|cdas?)$/;
const TEASPOON = /^(tsp|tsk|tl|cdtas?)$/;
const CUP = /^(cups?|kop(per)?|tassen?|tazas?)$/;

export function scannedRecipe(input: ChatInput) {
  const parsed = input.text ? parseRecipeText(input.text) : null;
  if (!parsed || parsed.ingredients.length === 0) {
    // A photographed page (or text without ingredient lines): a recipe composed from the table.
    const gen = generatedRecipe({ ...input, text: input.text || (input.images[0] ?? '').slice(-64) });
    const servings = 2;
    return {
      title: gen.recipe.title,
      servings,
      ...gen.nutritionData,
      ingredients: gen.recipe.ingredients.map((i) => ({
        name: i.item,
        amount: i.amount * servings,
        unit: i.unit,
      })),
      instructions: gen.recipe.instructions,
    };
  }
  const servings = parsed.servings ?? 4;
  const matched: { food: Food; grams: number }[] = [];
  for (const ing of parsed.ingredients) {
    const lower = ing.name.toLowerCase();
    const food = FOODS.find((x) => x.keywords.some((k) => lower.includes(k)));
    if (!food || !ing.amount) continue;
    const unit = ing.unit.toLowerCase().replace(/\.$/, '');
    const grams =
      UNIT_GRAMS[unit] !== undefined
        ? ing.amount * (UNIT_GRAMS[unit] as number)
        : SPOON.test(unit)
          ? ing.amount * 15
          : TEASPOON.test(unit)
            ? ing.amount * 5
            : CUP.test(unit)
              ? ing.amount * 240
              : ing.amount * (food.piece ?? 100);
    matched.push({ food, grams: grams / servings });
  }
  const nutrition = matched.length ? totals(matched) : totals([{ food: FOODS[0] as Food, grams: 120 }]);
  return {
    title: parsed.title || PHRASES[input.lang].demoMeal,
    servings,
    ...nutrition,
    ingredients: parsed.ingredients,
    instructions: parsed.instructions.length ? parsed.instructions : [PHRASES[input.lang].finish],
  };
}

/** A standard chat.completion whose message content is the JSON answer, marked as a demo answer. */
export function demoCompletion(body: Record<string, unknown>, now = Date.now()) {
  const input = readChatRequest(body);
  const answer =
    input.schema === 'food_nutrition'
      ? foodNutrition(input)
      : input.schema === 'scanned_recipe'
        ? scannedRecipe(input)
        : generatedRecipe(input);
  const content = JSON.stringify(answer);
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
