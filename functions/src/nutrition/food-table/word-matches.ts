// Which words of the index vocabulary one query word matches, and how well: the same word, the same
// stem (plurals, inflections), a word the user is still typing, a word with a typo or two, or a part of
// a compound ("flocken" in "haferflocken", "mælk" in "sødmælk").
import { allowedTypos, bitCount, boundedDistance, letterMask, stemVariants } from './food-words.js';
import type { SearchIndex } from './search-index.js';

/** Term id -> how well it matches, 0..1; a whole, exactly typed word is 1. `typos`: the terms found as typos. */
export type WordMatches = Map<number, number> & { typos?: Set<number> };

const EXACT = 1;
const SAME_STEM = 0.95;
const INSIDE_COMPOUND = 0.6;
/** A typo in a short word is more often another word: "skor" for "skyr". */
const typoScore = (distance: number, length: number) => (distance === 1 ? (length >= 6 ? 0.8 : 0.7) : 0.65);
/** The more of the word is typed, the surer the guess. */
const prefixScore = (typed: number, word: number) => Math.min(0.94, 0.75 + (0.2 * typed) / word);

export function matchWord(index: SearchIndex, word: string): WordMatches {
  const found: WordMatches = new Map();
  const typoTerms = new Set<number>();
  found.typos = typoTerms;
  const offer = (id: number, score: number) => {
    if ((found.get(id) ?? 0) < score) found.set(id, score);
  };
  const exact = index.termByText.get(word);
  if (exact !== undefined) offer(exact, EXACT);
  const stems = stemVariants(word);
  for (const s of stems) for (const id of index.termsByStem.get(s) ?? []) offer(id, SAME_STEM);
  const wordStem = stems[0] as string;
  // A word the vocabulary knows is finished, not being typed: "pollo" is chicken, not the start of
  // "pollock".
  const known = [...found.keys()].some((id) => index.termBrand[id] === 0);
  const typing = known ? 0.8 : 1;
  if (word.length >= 2) {
    prefixRange(index, word, (id, length) => offer(id, typing * prefixScore(word.length, length)));
  }

  // Typos are judged on the whole words, and on their stems where the stems are long enough to say
  // something (a misspelt plural still finds the singular; "chik" is too short to be told from "chip"),
  // with the allowance of the typed word's length, and only between words of about the same length:
  // "milk" is not a typo of "millet". A word the vocabulary knows is no typo of another ("hummus" is not
  // "hummer"), and a brand is never guessed ("skyr" is not "Skor").
  const typos = known ? 0 : allowedTypos(word.length);
  const compound = word.length >= 4;
  if (typos === 0 && !compound) return found;
  const { termText, termStem, termMask, termBrand } = index;
  const stemMask = letterMask(wordStem);
  const wordMask = letterMask(word);
  const longStem = wordStem.length >= 5;
  for (let id = 0; id < termText.length; id++) {
    const text = termText[id] as string;
    // A compound's last part names what it is ("flocken" of "haferflocken"); "orzo" is no part of "corzo".
    if (compound && text.length >= word.length + 3 && text.endsWith(word)) offer(id, INSIDE_COMPOUND);
    if (typos === 0 || termBrand[id] === 1 || found.has(id) || Math.abs(text.length - word.length) > typos) {
      continue;
    }
    let d = typos + 1;
    if (bitCount(wordMask & ~letterMask(text)) <= typos) d = boundedDistance(word, text, typos);
    if (d > typos && longStem && bitCount(stemMask & ~(termMask[id] as number)) <= typos) {
      d = boundedDistance(wordStem, termStem[id] as string, typos);
    }
    if (d > 0 && d <= typos) {
      offer(id, typoScore(d, wordStem.length));
      typoTerms.add(id);
    }
  }
  return found;
}

function prefixRange(index: SearchIndex, prefix: string, visit: (id: number, length: number) => void) {
  const { sortedTerms, termText } = index;
  let lo = 0;
  let hi = sortedTerms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((termText[sortedTerms[mid] as number] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < sortedTerms.length; i++) {
    const id = sortedTerms[i] as number;
    const text = termText[id] as string;
    if (!text.startsWith(prefix)) break;
    if (text !== prefix) visit(id, text.length);
  }
}

/**
 * Matches per query word, remembered per index: someone typing "haferfl", then "haferflo", repeats most
 * words, and the scan of the vocabulary is the costly part of a query.
 */
const caches = new WeakMap<SearchIndex, Map<string, WordMatches>>();
const CACHE_SIZE = 2000;

export function cachedMatchWord(index: SearchIndex, word: string): WordMatches {
  let cache = caches.get(index);
  if (!cache) {
    cache = new Map();
    caches.set(index, cache);
  }
  let found = cache.get(word);
  if (!found) {
    found = matchWord(index, word);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(word, found);
  }
  return found;
}
