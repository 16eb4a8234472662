import { DISHES, type Dish } from './dishes.js';
import { FOODS, type Food, type Lang } from './food-table.js';

/**
 * Finds the table's foods in free text in any app language, with the amount written before them
 * ("3 eggs", "200 g rice", "2 slices of toast", "zwei Eier"), and the dishes the text names.
 */
export type Unit = 'g' | 'ml' | 'tbsp' | 'tsp' | 'cup' | 'pcs' | 'can' | 'pinch' | 'handful';
export interface Quantity {
  amount: number;
  unit: Unit;
}
export interface Mention {
  food: Food;
  /** token position in the text, for keeping the text's order */
  at: number;
  quantity?: Quantity;
}

/** Accents are dropped (champiñón = champiñones' stem); ä, ö, ü, ñ, æ, ø, å are letters of their own. */
export const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300\u0301]/g, '')
    .normalize('NFC');

const TOKEN = /\d+\s*\/\s*\d+|\d+(?:[.,]\d+)?|[½¼¾]|\p{L}+/gu;
/** Document ids and similar codes ("Meal id: x7Ridc29...") are not words. */
const CODE = /\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{10,}\b/g;

export function tokenize(text: string): string[] {
  return fold(text.replace(CODE, ' ')).match(TOKEN) ?? [];
}

const SUFFIXES = ['s', 'es', 'e', 'n', 'en', 'er', 'r', 'ne', 'erne', 'ene', 'y'];

/** The same word, its plural or other ending, or (for longer words) part of a compound: "pilzrisotto". */
function wordMatches(token: string, word: string, compound: boolean): boolean {
  if (token === word) return true;
  if (word.length >= 3 && token.startsWith(word) && SUFFIXES.includes(token.slice(word.length))) return true;
  return (
    compound &&
    word.length >= 4 &&
    token.length >= word.length + 3 &&
    (token.startsWith(word) || token.endsWith(word))
  );
}

/** Words that name a food in one language but mean something else in another ("pan" in English). */
const NOT_FOOD: Partial<Record<Lang, string[]>> = { en: ['pan', 'fond', 'rind', 'mel', 'col', 'sal'] };

interface Hit<T> {
  value: T;
  at: number;
  length: number;
  chars: number;
}

/** Longest phrases first ("olive oil" before "oil", "peberfrugt" before "peber"); each word used once. */
function findAll<T>(tokens: string[], entries: { value: T; keywords: string[] }[], lang: Lang): Hit<T>[] {
  const hits: Hit<T>[] = [];
  const skip = new Set(NOT_FOOD[lang] ?? []);
  for (const { value, keywords } of entries) {
    for (const keyword of keywords) {
      if (skip.has(keyword)) continue;
      const words = tokenize(keyword);
      for (let i = 0; i + words.length <= tokens.length; i++) {
        if (words.every((w, k) => wordMatches(tokens[i + k] as string, w, words.length === 1))) {
          hits.push({ value, at: i, length: words.length, chars: keyword.length });
        }
      }
    }
  }
  hits.sort((a, b) => b.length - a.length || b.chars - a.chars || a.at - b.at);
  const used = new Set<number>();
  const seen = new Set<T>();
  const kept: Hit<T>[] = [];
  for (const hit of hits) {
    const span = Array.from({ length: hit.length }, (_, k) => hit.at + k);
    if (span.some((k) => used.has(k))) continue;
    // A second mention of a food still owns its words: "sweet potato" twice is never "potato".
    for (const k of span) used.add(k);
    if (seen.has(hit.value)) continue;
    seen.add(hit.value);
    kept.push(hit);
  }
  return kept.sort((a, b) => a.at - b.at);
}

const UNIT_WORDS: Record<string, [Unit, number]> = {};
const units = (words: string, unit: Unit, factor = 1) => {
  for (const w of words.split('|')) UNIT_WORDS[w] = [unit, factor];
};
units('g|gr|gram|grams|gramm|gramos|gramo', 'g');
units('kg|kilo|kilos|kilogram', 'g', 1000);
units('mg', 'g', 0.001);
units('ml|milliliter|millilitre|mililitros', 'ml');
units('cl', 'ml', 10);
units('dl', 'ml', 100);
units('l|liter|litre|litres|liters|litro|litros', 'ml', 1000);
units('tbsp|tablespoon|tablespoons|spsk|el|cda|cdas|cucharada|cucharadas|esslöffel|spiseskefuld', 'tbsp');
units('tsp|teaspoon|teaspoons|tsk|tl|cdta|cdtas|cucharadita|cucharaditas|teelöffel|teskefuld', 'tsp');
units('cup|cups|taza|tazas|tasse|tassen|kop|kopper', 'cup');
units(
  'pcs|pc|piece|pieces|stk|stück|uds|ud|unidad|unidades|slice|slices|skive|skiver|scheibe|scheiben|rebanada|rebanadas|loncha|lonchas|clove|cloves|diente|dientes|zehe|zehen|fed',
  'pcs',
);
units('can|cans|tin|tins|lata|latas|dose|dosen|dåse|dåser', 'can');
units('pinch|pizca|prise|knivspids|knsp', 'pinch');
units('handful|handfuls|puñado|handvoll|håndfuld', 'handful');

/** A written unit ("EL", "tazas", "slices") as one of the demo's units, with its factor. */
export const unitOf = (word: string): [Unit, number] | undefined => UNIT_WORDS[fold(word).replace(/\.$/, '')];

const NUMBER_WORDS: Record<Lang, Record<string, number>> = {
  en: { half: 0.5, two: 2, three: 3, four: 4, five: 5, six: 6 },
  es: { medio: 0.5, media: 0.5, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 },
  de: { halb: 0.5, halbe: 0.5, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6 },
  da: { halv: 0.5, halvt: 0.5, to: 2, tre: 3, fire: 4, fem: 5, seks: 6 },
};
const ARTICLES = new Set([
  'a',
  'an',
  'one',
  'un',
  'una',
  'uno',
  'ein',
  'eine',
  'einen',
  'en',
  'et',
  'én',
  'ét',
]);
const CONNECTORS = new Set(['of', 'de', 'del', 'af', 'von']);

/** "1,5", "1/2", "½" and written numbers; undefined for other words. */
export function numberOf(token: string, lang: Lang = 'en'): number | undefined {
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(token);
  if (frac) return Number(frac[1]) / Number(frac[2]) || undefined;
  if (/^\d/.test(token)) return Number(token.replace(',', '.'));
  return { '½': 0.5, '¼': 0.25, '¾': 0.75 }[token] ?? NUMBER_WORDS[lang][token];
}

/** The amount written just before token `at`: number, optional unit, optional "of". */
function quantityBefore(tokens: string[], at: number, lang: Lang): Quantity | undefined {
  let i = at - 1;
  if (i >= 0 && CONNECTORS.has(tokens[i] as string)) i--;
  const unit = i >= 0 ? UNIT_WORDS[tokens[i] as string] : undefined;
  if (unit) i--;
  if (i < 0) return undefined;
  const word = tokens[i] as string;
  const n = numberOf(word, lang) ?? (unit && ARTICLES.has(word) ? 1 : undefined);
  if (!n || !Number.isFinite(n)) return undefined;
  return unit ? { amount: n * unit[1], unit: unit[0] } : { amount: n, unit: 'pcs' };
}

export function findFoods(text: string, lang: Lang): Mention[] {
  const tokens = tokenize(text);
  return findAll(
    tokens,
    FOODS.map((food) => ({ value: food, keywords: food.keywords })),
    lang,
  ).map(({ value, at }) => {
    const quantity = quantityBefore(tokens, at, lang);
    return quantity ? { food: value, at, quantity } : { food: value, at };
  });
}

/** The dishes the text names, in the order they appear. */
export function findDishes(text: string, lang: Lang): Dish[] {
  const entries = DISHES.map((d) => ({ value: d, keywords: d.keywords }));
  return findAll(tokenize(text), entries, lang).map((hit) => hit.value);
}

/** The foods of every dish the text names. */
export const dishFoods = (text: string, lang: Lang): Food[] => findDishes(text, lang).flatMap((d) => d.foods);

/** Grams of `food` in an amount written in `unit`; a bare count is pieces (or portions when not counted). */
export function gramsOf(food: Food, q: Quantity): number {
  switch (q.unit) {
    case 'g':
      return q.amount;
    case 'ml':
      return q.amount * food.density;
    case 'tbsp':
      return q.amount * 15 * food.density;
    case 'tsp':
      return q.amount * 5 * food.density;
    case 'cup':
      return q.amount * 240 * food.density;
    case 'can':
      return q.amount * 400;
    case 'pinch':
      return q.amount * 0.5;
    case 'handful':
      return q.amount * 30;
    default:
      return q.amount * (food.piece ?? food.portion);
  }
}
