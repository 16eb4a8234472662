// The search index over the food table: every name a food answers to (its curated names in each
// language, its English aliases, USDA's own name) as runs of word ids, a vocabulary of folded words with
// their stems and the names each occurs in, and a per-food prior that ranks the plain food above baby
// food, brands and industrial forms. Built once per table on the first search of an instance, so it sits
// on a cold start: flat typed arrays rather than thousands of small objects keep the garbage collector
// (half the build time in the first version) out of it.
import { type FoodTable, LANGUAGES, type Language, type TableFood } from './food-table.js';
import { FILLER_WORDS, letterMask, stemVariants, tokenize } from './food-words.js';

/** Where a name comes from; search reads the query language's names, English aliases and USDA's. */
export const SOURCES = ['display', 'synonym', 'alias', 'usda'] as const;
export type NameSource = (typeof SOURCES)[number];
const [DISPLAY, SYNONYM, ALIAS, USDA] = [0, 1, 2, 3];
/** The curated language of a display name or synonym; English (the first) for aliases and USDA names. */
export const NAME_LANGUAGES: readonly Language[] = LANGUAGES;

export type SearchIndex = {
  table: FoodTable;
  /** Name n: words nameTerms[nameStart[n] .. nameStart[n + 1]), its food, source and language. */
  nameStart: Int32Array;
  nameTerms: Int32Array;
  nameFood: Int32Array;
  nameSource: Uint8Array;
  nameLanguage: Uint8Array;
  /** How many of the name's words say what the food is (not filler, not USDA's bookkeeping words). */
  nameWeight: Uint8Array;
  termText: string[];
  termStem: string[];
  termMask: Int32Array;
  /** 1 for filler and bookkeeping words, which do not count towards covering a name. */
  termMinor: Uint8Array;
  /** 1 for words found only in brands' names ("skor"): a brand is typed as it is spelt, never guessed. */
  termBrand: Uint8Array;
  /** Term t occurs in names postings[postingStart[t] .. postingStart[t + 1]). */
  postingStart: Int32Array;
  postings: Int32Array;
  termByText: Map<string, number>;
  /** Term ids under each of their stems (see stemVariants). */
  termsByStem: Map<string, number[]>;
  /** Term ids sorted by text, for prefix ranges while the user is still typing. */
  sortedTerms: Int32Array;
  /** Multiplier for matches on USDA's name (NaN until first needed): see priorOf. */
  prior: Float64Array;
};

/**
 * USDA's bookkeeping words: they qualify a food without saying what it is, so "rice white cooked"
 * covers "Rice, white, long-grain, regular, cooked, unenriched, without salt" about as well as it covers
 * "Rice, white, glutinous, cooked".
 */
const BOOKKEEPING = new Set(
  'regular unenriched enriched without added commercial all types varieties includes fluid solids liquids drained plain ns not fortified vitamin ascorbic acid broilers fryers meat only separable mature average year round composite'.split(
    ' ',
  ),
);

/** USDA name phrases of forms people rarely mean when they type a plain food word. */
const INDUSTRIAL =
  /prepared from (granules|flakes)|dehydrated|dry mix|commercially prepared|industrial|usda commodity|(canned|frozen) entree|alaska native|navajo|hopi|shoshone|apache|northern plains|special dietary|formulated|imitation/g;

/** Below 1 for baby food, fast food and restaurant dishes, brands and industrial forms; above for curated foods. */
export function priorOf(food: TableFood): number {
  const name = food.name.toLowerCase();
  let prior = 1;
  if (food.group === '03' || name.startsWith('babyfood') || name.startsWith('infant formula')) prior *= 0.45;
  if (food.group === '21' || food.group === '36' || name.startsWith('fast food')) prior *= 0.85;
  if (food.branded) prior *= 0.8;
  prior *= 0.85 ** (name.match(INDUSTRIAL)?.length ?? 0);
  if (name.includes('with salt')) prior *= 0.97;
  // The curated foods are the forms people in Spain, Germany and Denmark actually eat.
  if (food.names.es) prior *= 1.08;
  return Math.max(prior, 0.3);
}

export function buildSearchIndex(table: FoodTable): SearchIndex {
  const termText: string[] = [];
  const termByText = new Map<string, number>();
  const terms: number[] = [];
  const starts: number[] = [];
  const foods: number[] = [];
  const sources: number[] = [];
  const languages: number[] = [];
  const weights: number[] = [];

  const addName = (food: number, language: number, source: number, text: string) => {
    const tokens = tokenize(text);
    if (tokens.length === 0) return;
    const start = terms.length;
    let weight = 0;
    for (const token of tokens) {
      let id = termByText.get(token);
      if (id === undefined) {
        id = termText.length;
        termText.push(token);
        termByText.set(token, id);
      }
      if (terms.indexOf(id, start) !== -1) continue;
      terms.push(id);
      if (!FILLER_WORDS.has(token) && !BOOKKEEPING.has(token)) weight++;
    }
    starts.push(start);
    foods.push(food);
    sources.push(source);
    languages.push(language);
    weights.push(Math.max(1, Math.min(weight, 255)));
  };

  table.foods.forEach((food, i) => {
    addName(i, 0, USDA, food.name);
    const aliases = food.names.en;
    if (aliases) for (const alias of aliases) addName(i, 0, ALIAS, alias);
    for (let l = 1; l < NAME_LANGUAGES.length; l++) {
      const list = food.names[NAME_LANGUAGES[l] as Language];
      if (!list) continue;
      for (let k = 0; k < list.length; k++) addName(i, l, k === 0 ? DISPLAY : SYNONYM, list[k] as string);
    }
  });

  const nameCount = foods.length;
  const nameStart = Int32Array.from([...starts, terms.length]);
  const nameTerms = Int32Array.from(terms);

  // Postings in two passes (count, then fill) instead of one growing array per word.
  const count = termText.length;
  const postingStart = new Int32Array(count + 1);
  for (const t of terms) (postingStart[t + 1] as number)++;
  for (let t = 0; t < count; t++)
    postingStart[t + 1] = (postingStart[t + 1] as number) + (postingStart[t] as number);
  const postings = new Int32Array(terms.length);
  const fill = postingStart.slice(0, count);
  for (let n = 0; n < nameCount; n++) {
    for (let k = nameStart[n] as number; k < (nameStart[n + 1] as number); k++) {
      const t = nameTerms[k] as number;
      postings[(fill[t] as number)++] = n;
    }
  }

  // A word is a brand's when every name it occurs in is a branded food's USDA name.
  const termBrand = new Uint8Array(count);
  for (let t = 0; t < count; t++) {
    let brandOnly = true;
    for (let p = postingStart[t] as number; brandOnly && p < (postingStart[t + 1] as number); p++) {
      const n = postings[p] as number;
      brandOnly = sources[n] === USDA && table.foods[foods[n] as number]?.branded === true;
    }
    termBrand[t] = brandOnly ? 1 : 0;
  }

  const termStem = new Array<string>(count);
  const termMask = new Int32Array(count);
  const termMinor = new Uint8Array(count);
  const termsByStem = new Map<string, number[]>();
  for (let id = 0; id < count; id++) {
    const text = termText[id] as string;
    const variants = stemVariants(text);
    const s = variants[0] as string;
    termStem[id] = s;
    termMask[id] = letterMask(s);
    termMinor[id] = FILLER_WORDS.has(text) || BOOKKEEPING.has(text) ? 1 : 0;
    for (const v of variants) {
      const list = termsByStem.get(v);
      if (list) list.push(id);
      else termsByStem.set(v, [id]);
    }
  }
  const sortedTerms = Int32Array.from([...termText].sort(), (text) => termByText.get(text) as number);

  return {
    table,
    nameStart,
    nameTerms,
    nameFood: Int32Array.from(foods),
    nameSource: Uint8Array.from(sources),
    nameLanguage: Uint8Array.from(languages),
    nameWeight: Uint8Array.from(weights),
    termText,
    termStem,
    termMask,
    termMinor,
    termBrand,
    postingStart,
    postings,
    termByText,
    termsByStem,
    sortedTerms,
    prior: new Float64Array(table.foods.length).fill(Number.NaN),
  };
}

/** A food's prior, worked out the first time one of its USDA names scores. */
export function priorAt(index: SearchIndex, food: number): number {
  let p = index.prior[food] as number;
  if (Number.isNaN(p)) {
    p = priorOf(index.table.foods[food] as TableFood);
    index.prior[food] = p;
  }
  return p;
}

const built = new WeakMap<FoodTable, SearchIndex>();

/** The table's index, built on first use and kept as long as the table is. */
export function searchIndexFor(table: FoodTable): SearchIndex {
  let index = built.get(table);
  if (!index) {
    index = buildSearchIndex(table);
    built.set(table, index);
  }
  return index;
}
