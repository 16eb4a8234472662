// Food search in the user's own words (en, es, de, da), over the curated everyday names and USDA's
// English names. Each query word is matched against the vocabulary (word-matches.ts); each name a food
// answers to is scored by how well and how completely the query covers it; a food ranks by its best
// name, USDA names weighed by the food's prior (plain forms above baby food, brands, industrial forms).
import {
  displayName,
  type FoodTable,
  type Language,
  loadFoodTable,
  type Per100g,
  type Portion,
} from './food-table.js';
import { FILLER_WORDS, tokenize } from './food-words.js';
import { usdaSpelling } from './match-words.js';
import { NAME_LANGUAGES, priorAt, type SearchIndex, searchIndexFor } from './search-index.js';
import { cachedMatchWord, type WordMatches } from './word-matches.js';

export type FoodHit = { id: string; name: string; per100g: Per100g; portions: Portion[]; score: number };
export type SearchOptions = { language?: Language; limit?: number };

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

/** By source (display, synonym, alias, USDA): the query language's own names weigh most. */
const SOURCE_WEIGHT = [1, 0.97, 0.95, 0.9];
const USDA = 3;
const ALIAS = 2;
/** Typing every word of a name, exactly, beats finding it inside a longer one. */
const WHOLE_NAME = 1.15;
/**
 * Below this a hit is a stray typo or shares one word of several: not worth showing. Two words of three
 * ("pan tostado" of "pan tostado con mantequilla") still are.
 */
const MIN_SCORE = 0.25;
/** A name found through a typo must be what the query names, not one word of it: "scones" is no tahini. */
const TYPO_MIN_SCORE = 0.5;

/**
 * How well the query covers name n: 0 unless every word of the query is in it (a name that lacks one is
 * another food: "oat milk" is no oat cereal), else the mean word score times how much of the name's own
 * words the query accounts for, times the weight of the name's source.
 */
function scoreName(index: SearchIndex, n: number, words: string[], matches: WordMatches[]): number {
  const from = index.nameStart[n] as number;
  const to = index.nameStart[n + 1] as number;
  let sum = 0;
  let counted = 0;
  let covered = 0;
  let typo = false;
  const seen: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const found = matches[i] as WordMatches;
    let best = 0;
    let bestTerm = -1;
    for (let k = from; k < to; k++) {
      const t = index.nameTerms[k] as number;
      const s = found.get(t);
      if (s !== undefined && s > best) {
        best = s;
        bestTerm = t;
      }
    }
    if (best === 0) {
      if (FILLER_WORDS.has(words[i] as string)) continue;
      return 0;
    }
    counted++;
    sum += best;
    if (found.typos?.has(bestTerm)) typo = true;
    if (!seen.includes(bestTerm)) {
      seen.push(bestTerm);
      if (index.termMinor[bestTerm] === 0) covered++;
    }
  }
  if (counted === 0) return 0;
  const coverage = Math.min(1, covered / (index.nameWeight[n] as number));
  const whole = coverage === 1 && sum === counted ? WHOLE_NAME : 1;
  const source = index.nameSource[n] as number;
  const score = (sum / counted) * (0.55 + 0.45 * coverage) * whole * (SOURCE_WEIGHT[source] as number);
  return typo && score < TYPO_MIN_SCORE ? 0 : score;
}

/**
 * The best score of each food over its names: the names in `language` (or, with `otherLanguages`, only
 * those of the other three), English aliases and USDA's names.
 */
function scoreFoods(
  index: SearchIndex,
  words: string[],
  matches: WordMatches[],
  languageCode: number,
  otherLanguages: boolean,
): Map<number, number> {
  const best = new Map<number, number>();
  const visited = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    // Filler words ("de", "med") only confirm names the other words found.
    if (words.length > 1 && FILLER_WORDS.has(words[i] as string)) continue;
    for (const termId of (matches[i] as WordMatches).keys()) {
      for (
        let p = index.postingStart[termId] as number;
        p < (index.postingStart[termId + 1] as number);
        p++
      ) {
        const n = index.postings[p] as number;
        if (visited.has(n)) continue;
        visited.add(n);
        const source = index.nameSource[n] as number;
        const curated = source !== USDA && source !== ALIAS;
        if (
          otherLanguages
            ? !curated || index.nameLanguage[n] === languageCode
            : curated && index.nameLanguage[n] !== languageCode
        )
          continue;
        const food = index.nameFood[n] as number;
        let score = scoreName(index, n, words, matches);
        if (source === USDA && score >= MIN_SCORE) score *= priorAt(index, food);
        if (score >= MIN_SCORE && score > (best.get(food) ?? 0)) best.set(food, score);
      }
    }
  }
  return best;
}

/**
 * Ranked foods for `query` in `language` (English words work in every language); none for a blank query.
 * When the language's own names and English find nothing, the other languages' names are searched
 * ("Haferflocken" in a Danish diary); the foods are named in `language` all the same.
 */
export function searchFoods(
  query: string,
  options: SearchOptions = {},
  table: FoodTable = loadFoodTable(),
): FoodHit[] {
  const language = options.language ?? 'en';
  const limit = clampLimit(options.limit);
  const words = tokenize(query);
  if (words.length === 0 || limit === 0) return [];
  const index = searchIndexFor(table);
  const languageCode = NAME_LANGUAGES.indexOf(language);
  const matches = words.map((w) => cachedMatchWord(index, w));
  let best = scoreFoods(index, words, matches, languageCode, false);
  if (best.size === 0) best = scoreFoods(index, words, matches, languageCode, true);
  // Nothing for "tinned peaches": the same words as USDA spells them ("canned peaches").
  if (best.size === 0) {
    const respelled = usdaSpelling(query);
    if (respelled !== query.toLowerCase()) return searchFoods(respelled, options, table);
  }

  return [...best.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([foodIndex, score]) => {
      const food = table.foods[foodIndex] as FoodTable['foods'][number];
      return {
        id: food.id,
        name: displayName(food, language),
        per100g: food.per100g,
        portions: food.portions,
        score: Math.round(score * 1000) / 1000,
      };
    });
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.max(0, Math.min(MAX_LIMIT, Math.floor(limit)));
}
