// How well a query's words fit one name of a food: every content word present, the cooking state
// agreeing, and a cost per word of the name the query leaves unexplained. The matcher (match.ts) takes
// the best fit over a food's names.
import { boundedDistance, stem } from './food-words.js';
import { BENIGN, isFried, isState, OPTIONAL, type QueryWords, RAW, stateAgrees } from './match-words.js';

const FISH = stem('fish');
export const FILLET = new Set(['fillet', 'filet'].map(stem));
/** A fillet is fresh fish: not canned, smoked, dried or made into sticks. */
const NOT_FILLET = new Set(['canned', 'smoked', 'dried', 'salted', 'sticks'].map(stem));

/** Each word of a name the query does not explain costs this much of the confidence. */
export const EXTRA_WORD_COST = 0.2;

/** The same word: equal stems, one more cut of a plural ("cucumbers"), or one typo in a long word. */
export function sameWord(q: string, n: string, typos = true): boolean {
  if (q === n || stem(q) === n || q === stem(n)) return true;
  return typos && q.length >= 6 && boundedDistance(q, n, 1) <= 1;
}

/** Whether the states the query names are the food's, both ways ("fried" is not "roasted"). */
export function statesAgree(q: QueryWords, usda: string[]): boolean {
  const usdaStates = usda.filter(isState);
  if (!q.states.every((s) => usdaStates.some((n) => stateAgrees(s, n)))) return false;
  return q.states.length === 0 || usdaStates.every((n) => q.states.some((s) => stateAgrees(s, n)));
}

/**
 * `loose`: table-style words of the name the query does not have, and of the query the name does not
 * have; on a tie, the name with fewer wins ("butter, without salt" is the unsalted butter).
 */
export type Fit = { confidence: number; extra: string[]; loose: number };
export const NO_FIT: Fit = { confidence: 0, extra: [], loose: 0 };

/**
 * How well the query's words name this food through one of its names: no fit if a content word is
 * missing or the cooking state disagrees, else 1 less a cost per unexplained word of the name. A curated
 * name stands for its food's state ("apple" is the raw apple), so states are read from USDA's name.
 */
export function fitOf(q: QueryWords, name: string[], usda: string[], cooked: boolean, typos = true): Fit {
  const used = new Set<number>();
  const fish = usda[0] === FISH && !usda.some((n) => NOT_FILLET.has(n));
  for (const c of q.content) {
    const at = name.findIndex((n, i) => !used.has(i) && sameWord(c, n, typos));
    // A fish's fillet is the fish as a table lists it; a meat's fillet is a cut ("pork fillet").
    if (at === -1 && fish && FILLET.has(c)) continue;
    if (at === -1) return NO_FIT;
    used.add(at);
  }
  if (!statesAgree(q, usda)) return NO_FIT;
  let loose = 0;
  const extra = name.filter((n, i) => {
    if (used.has(i) || BENIGN.has(n)) return false;
    if (OPTIONAL.has(n)) {
      if (!q.optional.includes(n)) loose++;
      return false;
    }
    // Checked above when the query named a state; raw is the default of what is eaten raw, a plain
    // cooking method of what is eaten cooked. Frying adds fat: "fried fish" is not "fish".
    return !(isState(n) && (q.states.length > 0 || n === RAW || (cooked && !isFried(n))));
  });
  loose += q.optional.filter((o) => !name.includes(o)).length;
  return { confidence: Math.max(0, 1 - EXTRA_WORD_COST * extra.length), extra, loose };
}

/** USDA's spice names say which spice: all their words must be used ("pepper" is not black pepper). */
const SPICE_WORDS = new Set(['spices', 'ground', 'dried', 'whole', 'leaves', 'crushed'].map(stem));
export function namesSpice(q: QueryWords, usda: string[]): boolean {
  return usda.every((n) => SPICE_WORDS.has(n) || BENIGN.has(n) || [...q.all].some((w) => sameWord(w, n)));
}
