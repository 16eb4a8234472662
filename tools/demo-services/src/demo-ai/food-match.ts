import { LANGUAGES } from 'functions/lib/nutrition/food-table/food-table.js';
import { FILLER_WORDS, fold, stem, tokenize } from 'functions/lib/nutrition/food-table/food-words.js';
import { type FoodHit, searchFoods } from 'functions/lib/nutrition/food-table/search.js';
import { ARTICLES, isAmountWord, type Quantity, quantityBefore } from './amounts.js';
import { NOT_INGREDIENTS } from './demo-food-data.js';
import { guessLanguage, type Lang } from './demo-language.js';
import { DISHES, type Dish, STYLE_WORDS } from './dishes.js';
import { hasMacros, pieceOf, type TableFood, tableFood } from './table-foods.js';

/**
 * Finds the table's foods in free text in any app language, with the amount written before each
 * ("3 eggs", "200 g rice", "2 slices of toast", "zwei Eier"), and the dishes the text names. Every run
 * of one to three words is looked up with the app's own food search; a run that is a food's name (in the
 * text's language, or as USDA writes it) names that food, longer runs first ("olive oil" before "oil").
 */
export interface Mention {
  food: TableFood;
  /** the words as the text writes them ("huevos", "chicken breast") */
  words: string;
  /** position of its first word, for keeping the text's order */
  at: number;
  quantity?: Quantity;
}
/** A meal may be a ready-made dish of the table; a recipe is made of ingredients. */
export type Context = 'meal' | 'recipe';
export interface Reading {
  /** the foods the text names, in its order */
  mentions: Mention[];
  dishes: Dish[];
  /** what the named dishes and styles are made of, besides the foods named */
  added: TableFood[];
}

interface Word {
  text: string;
  folded: string;
  start: number;
  end: number;
  /** words of different clauses (split by punctuation) never form one name */
  clause: number;
}

const WORD = /\d+\s*\/\s*\d+|\d+(?:[.,]\d+)?|[½¼¾]|\p{L}+/gu;
/** Document ids and similar codes ("Meal id: x7Ridc29...") are not words. */
const CODE = /\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{10,}\b/g;

export function wordsOf(text: string): Word[] {
  const clean = text.replace(CODE, (code) => ' '.repeat(code.length));
  const words: Word[] = [];
  let clause = 0;
  let last = 0;
  for (const m of clean.matchAll(WORD)) {
    const start = m.index ?? 0;
    if (/[,;:.!?()\n]/.test(clean.slice(last, start))) clause++;
    words.push({ text: m[0], folded: fold(m[0]), start, end: start + m[0].length, clause });
    last = start + m[0].length;
  }
  return words;
}

/** A remark's own words ("half portion", "sin arroz"): never part of a food's name. */
export const HALF = new Set('half halb halbe halben medio media halv halvt halvdelen'.split(' '));
export const DOUBLE = new Set('double doble doppelt doppelte dobbelt dobbelte'.split(' '));
export const WITHOUT = new Set('no without sin ohne kein keine keinen uden ingen'.split(' '));
const PORTION = new Set('portion portions porcion racion raciones portionen portioner serving'.split(' '));
const isRemarkWord = (w: string) => HALF.has(w) || DOUBLE.has(w) || WITHOUT.has(w) || PORTION.has(w);
/** How something was cooked names no food on its own, though search stems "fried" like "fries"; it does
 * as part of a name ("fried egg", "huevos fritos"). */
const COOKING = new Set(
  (
    'fried boiled roasted baked grilled steamed cooked raw stewed braised poached toasted smoked mashed ' +
    'frito frita fritos fritas cocido cocida cocidos cocidas asado asada asados horneado hervido crudo cruda ' +
    'gebraten gebratene gekocht gekochte roh gegrillt gebacken gedunstet frittiert ' +
    'stegt stegte kogt kogte ra grillet bagt ristet dampet'
  ).split(' '),
);

/** A search hit counts when the words are a whole name of the food (about 1.1); a word that only shares
 * letters with a name ("whisk" in whiskey) or a typo scores under 0.9. */
const NAMES_THE_FOOD = 0.9;
const MAX_NAME_WORDS = 3;

const searched = new Map<string, FoodHit[]>();
function hitsFor(query: string, lang: Lang): FoodHit[] {
  const key = `${lang}|${query}`;
  let hits = searched.get(key);
  if (!hits) {
    if (searched.size > 20_000) searched.clear();
    hits = searchFoods(query, { language: lang, limit: 5 });
    searched.set(key, hits);
  }
  return hits;
}

const usable = (food: TableFood, context: Context) =>
  !food.branded && hasMacros(food) && !(context === 'recipe' && NOT_INGREDIENTS.has(food.group ?? ''));

/** The food `query` names, if search finds it by a whole name. */
function foodNamed(
  query: string,
  lang: Lang,
  context: Context,
): { food: TableFood; score: number } | undefined {
  for (const hit of hitsFor(query, lang)) {
    if (hit.score < NAMES_THE_FOOD) break;
    const food = tableFood(hit.id);
    if (usable(food, context)) return { food, score: hit.score };
  }
  return undefined;
}

const isNameWord = (w: Word, lang: Lang) =>
  /^\p{L}/u.test(w.text) && !isAmountWord(w.folded, lang) && !isRemarkWord(w.folded);
const isEdgeWord = (w: Word, lang: Lang) =>
  isNameWord(w, lang) && !FILLER_WORDS.has(w.folded) && !ARTICLES.has(w.folded);

interface Span {
  at: number;
  length: number;
}
const spanWords = (span: Span) => Array.from({ length: span.length }, (_, k) => span.at + k);

/** Foods named by runs of free words, longest and best-scored runs first; each word used once. */
function findNamed(words: Word[], used: Set<number>, lang: Lang, context: Context, text: string) {
  const found: (Span & { food: TableFood; score: number })[] = [];
  words.forEach((first, at) => {
    if (used.has(at) || !isEdgeWord(first, lang)) return;
    for (let length = 1; length <= MAX_NAME_WORDS && at + length <= words.length; length++) {
      const run = words.slice(at, at + length);
      const last = run[run.length - 1] as Word;
      if (run.some((w, k) => used.has(at + k) || w.clause !== first.clause || !isNameWord(w, lang))) break;
      if (!isEdgeWord(last, lang) || (length === 1 && COOKING.has(first.folded))) continue;
      const named = foodNamed(text.slice(first.start, last.end), lang, context);
      if (named) found.push({ at, length, ...named });
    }
  });
  found.sort((a, b) => b.length - a.length || b.score - a.score || a.at - b.at);
  const kept: Mention[] = [];
  for (const hit of found) {
    const span = spanWords(hit);
    if (span.some((k) => used.has(k))) continue;
    // A second mention of a food still owns its words: "sweet potato" twice is never "potato".
    for (const k of span) used.add(k);
    if (kept.some((m) => m.food.id === hit.food.id)) continue;
    const last = words[hit.at + hit.length - 1] as Word;
    kept.push({ food: hit.food, words: text.slice((words[hit.at] as Word).start, last.end), at: hit.at });
  }
  return kept;
}

const stems = (text: string) => tokenize(text).map(stem);
const DISH_KEYWORDS = DISHES.map((dish) => ({ dish, keywords: dish.keywords.map(stems) }));
const STYLE_KEYWORDS = STYLE_WORDS.map((s) => ({ food: s.food, keywords: s.keywords.map(stems) }));

/** Where `keyword` (stems) stands among the free words, if it does. */
function spanOf(words: Word[], used: Set<number>, keyword: string[]): Span | undefined {
  for (let at = 0; at + keyword.length <= words.length; at++) {
    const span = { at, length: keyword.length };
    const run = spanWords(span);
    if (run.some((k) => used.has(k) || (words[k] as Word).clause !== (words[at] as Word).clause)) continue;
    if (keyword.every((s, k) => stem((words[at + k] as Word).folded) === s)) return span;
  }
  return undefined;
}

/** "Pilzrisotto", "svamperisotto", "Linsensuppe": a dish's name ending a compound, and the food before it. */
function compoundOf(words: Word[], used: Set<number>, keyword: string) {
  for (let at = 0; at < words.length; at++) {
    const w = words[at] as Word;
    if (used.has(at) || keyword.length < 4 || w.folded.length < keyword.length + 3) continue;
    if (w.folded.endsWith(keyword)) return { at, prefix: w.text.slice(0, w.text.length - keyword.length) };
  }
  return undefined;
}

function findDishes(words: Word[], used: Set<number>, lang: Lang, context: Context) {
  const dishes: { dish: Dish; at: number }[] = [];
  const prefixes: Mention[] = [];
  for (const { dish, keywords } of DISH_KEYWORDS) {
    for (const [k, keyword] of keywords.entries()) {
      const span = spanOf(words, used, keyword);
      if (span) {
        for (const i of spanWords(span)) used.add(i);
        dishes.push({ dish, at: span.at });
        break;
      }
      const compound =
        keyword.length === 1 ? compoundOf(words, used, fold(dish.keywords[k] as string)) : undefined;
      if (compound) {
        used.add(compound.at);
        dishes.push({ dish, at: compound.at });
        const named = foodNamed(compound.prefix, lang, context);
        if (named) prefixes.push({ food: named.food, words: compound.prefix, at: compound.at });
        break;
      }
    }
  }
  dishes.sort((a, b) => a.at - b.at);
  return { dishes: dishes.map((d) => d.dish), prefixes };
}

function styleFoods(words: Word[], used: Set<number>): TableFood[] {
  return STYLE_KEYWORDS.filter(({ keywords }) => keywords.some((k) => spanOf(words, used, k))).map((s) =>
    tableFood(s.food),
  );
}

/**
 * The foods a text names with their amounts, the dishes it names and what those are made of. A meal
 * takes the table's ready-made dish where the text names one ("pizza"); a recipe reads dishes first.
 */
export function readFoods(text: string, lang: Lang, context: Context = 'meal'): Reading {
  const reading = readFoodsIn(text, lang, context);
  if (reading.mentions.length > 0 || reading.dishes.length > 0) return reading;
  // People type what they ate in their own words whatever language the app asks in ("3 Eier und 200 g
  // Reis" from an English profile): the language the words look like first, then the others.
  const guessed = guessLanguage(text);
  for (const other of [...(guessed ? [guessed] : []), ...LANGUAGES]) {
    if (other === lang) continue;
    const found = readFoodsIn(text, other, context);
    if (found.mentions.length > 0 || found.dishes.length > 0) return found;
  }
  return reading;
}

function readFoodsIn(text: string, lang: Lang, context: Context): Reading {
  const words = wordsOf(text);
  const used = new Set<number>();
  let mentions: Mention[];
  let found: ReturnType<typeof findDishes>;
  if (context === 'recipe') {
    found = findDishes(words, used, lang, context);
    mentions = findNamed(words, used, lang, context, text);
  } else {
    mentions = findNamed(words, used, lang, context, text);
    found = findDishes(words, used, lang, context);
  }
  for (const m of found.prefixes) if (!mentions.some((n) => n.food.id === m.food.id)) mentions.push(m);
  mentions.sort((a, b) => a.at - b.at);
  for (const m of mentions) {
    const clause = (words[m.at] as Word).clause;
    const before = words.slice(0, m.at).filter((w) => w.clause === clause);
    const folded = [...before, words[m.at] as Word].map((w) => w.folded);
    const quantity = quantityBefore(folded, before.length, lang, pieceOf(m.food) !== undefined);
    if (quantity) m.quantity = quantity;
  }
  const added: TableFood[] = [];
  for (const food of [...found.dishes.flatMap((d) => d.foods.map(tableFood)), ...styleFoods(words, used)])
    if (!mentions.some((m) => m.food.id === food.id) && !added.some((a) => a.id === food.id))
      added.push(food);
  return { mentions, dishes: found.dishes, added };
}

/** The food a row's name stands for ("Rice", "Brokkoli, gekocht", "Cheese, cheddar"), if the table has
 * it: the whole name first, as the demo names a row, then the first food named in it. */
export const foodOfName = (name: string, lang: Lang): TableFood | undefined =>
  foodNamed(name, lang, 'meal')?.food ?? readFoods(name, lang).mentions[0]?.food;

/**
 * Whether the user's words for a food mean this row: the same table food, or every word they used is
 * one of the row's own ("rice" is the row of brown rice, "bread" the row of rye bread).
 */
export function meansRow(mention: Mention, row: { name: string; food?: TableFood }, lang: Lang): boolean {
  if (row.food?.id === mention.food.id) return true;
  const said = tokenize(mention.words)
    .filter((w) => !FILLER_WORDS.has(w))
    .map(stem);
  const names = row.food
    ? [row.food.name, ...(row.food.names[lang] ?? []), ...(row.food.names.en ?? [])]
    : [];
  const own = new Set([row.name, ...names].flatMap(stems));
  return said.length > 0 && said.every((w) => own.has(w));
}
