// Grounding an AI-estimated food row in the table. The model names each food generically, in English,
// the way a composition table would ("rice, white, cooked"); when it gives no such name, the row's own
// name in the user's language is read instead. A confident match replaces the model's figures with the
// table's, so a wrong match is worse than none. Hence strict rules, in this order:
// - a generic word takes its everyday food, or none when it means too many (everyday-defaults.json);
// - every content word must be in one of the food's names, its cooking state must agree, and the name
//   may add only USDA's bookkeeping words and table-style words ("boneless") the query did not need;
// - the state a meal implies wins over USDA's words: meat, grains and legumes are eaten cooked;
// - a fat, broth, flour, dry or raw form, spice, baby food or industrial product is never the match
//   unless the words name that form (food-classes.ts).
// The candidates are search's.

import { defaultFood, everydayReading, namedExactly } from './everyday-defaults.js';
import { eatenCooked, oiledVegetable, unnamedForms } from './food-classes.js';
import { namesOf } from './food-names.js';
import { type FoodTable, type Language, loadFoodTable, type TableFood } from './food-table.js';
import { stem } from './food-words.js';
import {
  EXTRA_WORD_COST,
  FILLET,
  type Fit,
  fitOf,
  NO_FIT,
  namesSpice,
  sameWord,
  statesAgree,
} from './match-fit.js';
import { isFried, type QueryWords, queryWords } from './match-words.js';
import { searchFoods } from './search.js';

/**
 * Confidence needed to use a match: 1 means the words agree exactly; each word of the name the query did
 * not use costs 0.2, so 0.85 lets no unexplained word through, unless the user's own words, in their
 * language, name that very food too. One stray word is often the whole difference: "Rice, white,
 * glutinous, cooked".
 */
export const MATCH_THRESHOLD = 0.85;
/** The user's name for the food, in another language, naming the same food is evidence too. */
const USER_NAME_AGREES = 0.05;
const CANDIDATES = 30;

/**
 * `kcalPer100g`: the model's own energy for the food, when it gave one. A table food whose energy is far
 * from it is taken for another food (see `agreesWithEstimate`).
 */
export type MatchInput = { food: string; name?: string; language?: Language; kcalPer100g?: number };
export type FoodMatch = { food: TableFood; confidence: number };

/**
 * The words read, and which languages' curated names they are compared with besides English: the
 * user's own, then the other three. Curated names are read without typos, and for a user of Spanish,
 * German or Danish one that is exactly the words needs no other proof: the person named that very food
 * ("Haferflocken" are the dry flakes). An English word that is also a foreign name is read as English
 * ("gelatin" on a plate is the jelly, not German "Gelatine", the powder).
 */
type Reading = {
  q: QueryWords;
  text: string;
  language: Language;
  curated: Language[];
  /** In English "X with Y", the words of X: the food is one of them. */
  head?: Set<string>;
};
type Scored = Fit & { alias: boolean; localExact: boolean };

/** The food's best fit over its names, and whether one of its curated names is exactly the words. */
function scoreFood(r: Reading, food: TableFood): Scored {
  const names = namesOf(food);
  const cooked = eatenCooked(food);
  let best: Scored = { ...NO_FIT, alias: false, localExact: false };
  const consider = (name: string[], alias: boolean, typos: boolean, exactOnly = false) => {
    const fit = fitOf(r.q, name, names.usda, cooked, typos);
    const better =
      fit.confidence > best.confidence || (fit.confidence === best.confidence && fit.loose <= best.loose);
    if (fit.confidence > 0 && better && (!exactOnly || fit.confidence === 1)) {
      best = { ...fit, alias, localExact: best.localExact };
    }
    return fit.confidence;
  };
  for (const name of [names.usda, ...names.usdaReadings]) consider(name, false, true);
  for (const name of names.en) if (!otherHead(r, name)) consider(name, true, true);
  // The other languages' names count only whole: their words say nothing of USDA's head ("varitas de
  // merluza" are fish sticks, one word more than "merluza").
  for (const language of r.curated) {
    for (const name of names.curated[language] ?? []) {
      if (consider(name, true, false, true) === 1 && r.language !== 'en') best.localExact = true;
    }
  }
  return best;
}

/**
 * In an English phrase the last word is what the food is: "milk chocolate" is chocolate, "chocolate milk"
 * is milk. An English alias of the same words with another last word names another food. USDA's own names
 * put the head first ("Milk, chocolate"), so only aliases are read this way, and only a query without
 * commas, which is a phrase too.
 */
function otherHead(r: Reading, name: string[]): boolean {
  const q = r.q.content;
  if (r.language !== 'en' || r.text.includes(',') || q.length < 2) return false;
  const last = q[q.length - 1] as string;
  const nameLast = name[name.length - 1] as string;
  if (sameWord(last, nameLast)) return false;
  return name.some((n) => sameWord(last, n)) && q.some((w) => sameWord(w, nameLast));
}

/**
 * A match one word short of the threshold still counts when that word is not the head of USDA's name
 * (it may be "Cheese, Mexican blend" for "mexican cheese", not "Vinegar, cider" for "apple cider") and
 * every food the words could mean (each reading that passes the rules with at most two words
 * unexplained) has about its energy: then which of them the person meant changes little.
 */
const ONE_WORD_SHORT = 1 - EXTRA_WORD_COST - 1e-9;
const PLAUSIBLE = 1 - 2 * EXTRA_WORD_COST - 1e-9;
const SAME_ENERGY = 0.2;
/**
 * Nor when the word it lacks says how the food was made (frying adds fat): "Onions, yellow, sauteed" is no
 * plain yellow onion, "Meatballs, meatless" no meatballs, "Sweet potato, candied" no sweet potato fries.
 */
const PREPARED = new Set(
  'candied breaded battered coated glazed frosted creamed sweetened meatless imitation stuffed pickled smoked'
    .split(' ')
    .map(stem),
);

function bestCandidate(r: Reading, input: MatchInput, table: FoodTable): FoodMatch | null {
  // Search wants every word; a fish's "fillet" is in no name, so the fish is searched without it too.
  const fishOnly = r.q.contentText
    .split(' ')
    .filter((w) => !FILLET.has(stem(w)))
    .join(' ');
  const hits = new Map(
    [r.q.core, r.q.contentText, fishOnly]
      .filter((text, i, all) => text && all.indexOf(text) === i)
      .flatMap((text) => searchFoods(text, { language: r.language, limit: CANDIDATES }, table))
      .map((h) => [h.id, h]),
  );
  const userName =
    r.language === 'en' && input.name && input.language && input.language !== 'en'
      ? { q: queryWords(input.name), language: input.language }
      : null;
  let best: (Scored & { food: TableFood }) | null = null;
  let bestRank = 0;
  const readings: TableFood[] = [];
  for (const id of hits.keys()) {
    const food = table.byId.get(id) as TableFood;
    const scored = scoreFood(r, food);
    if (scored.confidence === 0) continue;
    // Its form must be in the words, unless the person named this very food in their language; still, on
    // a plate meat and fish are cooked ("merluza" is not the raw hake a table lists under that name).
    const unnamed = unnamedForms(food, r.text);
    if (scored.localExact ? unnamed.includes('raw') : unnamed.length > 0) continue;
    if (oiledVegetable(r.q.states, food)) continue;
    if (
      !scored.localExact &&
      food.name.toLowerCase().startsWith('spices') &&
      !namesSpice(r.q, namesOf(food).usda)
    ) {
      continue;
    }
    // "Orange with peel" is an orange: after "with" come the words of what it has, not of what it is.
    if (r.head && !r.head.has(namesOf(food).headNoun)) continue;
    // A brand's recipe is not the generic dish ("Kashi Pizza, Margherita" is no pizza margherita): a
    // branded food matches only when every word of its name is accounted for.
    if (food.branded && scored.confidence < 1) continue;
    if (userName && (food.names[userName.language] ?? []).some((n) => sameName(userName.q, n))) {
      scored.confidence = Math.min(1, scored.confidence + USER_NAME_AGREES);
    }
    // A reading is a food the words could be: its head is one of them (a "hot fudge sundae" is a sundae).
    const { head } = namesOf(food);
    if (scored.confidence >= PLAUSIBLE && r.q.content.some((w) => head.has(w))) readings.push(food);
    // On equal confidence a curated name wins (it records which form people mean), then search's order.
    const rank = scored.confidence + (scored.alias ? 0.001 : 0) - 0.0001 * scored.loose;
    if (rank > bestRank) {
      best = { ...scored, food };
      bestRank = rank;
    }
  }
  if (!best || best.confidence < ONE_WORD_SHORT) return null;
  const match = { food: best.food, confidence: Math.round(best.confidence * 100) / 100 };
  if (best.confidence >= MATCH_THRESHOLD) return match;
  const head = namesOf(best.food).head;
  if (best.extra.some((w) => head.has(w) || isFried(w) || PREPARED.has(w))) return null;
  const kcal = best.food.per100g.calories ?? Number.NaN;
  const same = (f: TableFood) => Math.abs((f.per100g.calories ?? Number.NaN) - kcal) <= SAME_ENERGY * kcal;
  return readings.every(same) ? match : null;
}

/** Whether the words are exactly this name: the same content words, nothing missing either way. */
function sameName(q: QueryWords, name: string): boolean {
  const n = queryWords(name);
  return (
    n.content.length === q.content.length && q.content.every((w) => n.content.some((x) => sameWord(w, x)))
  );
}

/** A generic word's everyday food, if it has one and the words' states allow it. */
function everydayFood(r: Reading, input: MatchInput, table: FoodTable): FoodMatch | null | undefined {
  let reading = everydayReading(r.text, r.language);
  if (reading === undefined) return undefined;
  // Both names generic ("cheese", "ost"): the user's language knows which cheese is everyday there.
  if (
    r.language === 'en' &&
    reading.kind === 'food' &&
    input.name &&
    input.language &&
    input.language !== 'en'
  ) {
    const local = everydayReading(input.name, input.language);
    if (local?.kind === 'food') reading = local;
  }
  // A broad word is broad only bare: "oats" could be porridge or muesli, "oats, rolled, dry" cannot.
  if (reading.kind === 'tooBroad') return r.q.states.length + r.q.optional.length === 0 ? null : undefined;
  if (namedExactly(r.text, r.language, table)) return undefined;
  const food = defaultFood(reading.id, table);
  // "beef, raw" is not the cooked default: the general rules decide.
  if (!food || !statesAgree(r.q, namesOf(food).usda) || oiledVegetable(r.q.states, food)) return undefined;
  return { food, confidence: 1 };
}

/**
 * The model's energy and the table's disagree too much for the same food: more than 2.5 times or less
 * than 0.4 times, and more than 50 kcal per 100 g apart (a salad leaf at 15 or 40 kcal is no matter). A
 * model rarely misjudges a named food that far; a match that far off is most often another food (tallow
 * for "beef", dry millet for "millet"), and a wrong figure under the table's mark is worse than the
 * model's estimate.
 */
export function agreesWithEstimate(food: TableFood, kcalPer100g: number | undefined): boolean {
  const table = food.per100g.calories;
  if (kcalPer100g === undefined || !Number.isFinite(kcalPer100g) || table === null) return true;
  if (Math.abs(table - kcalPer100g) <= 50) return true;
  return table <= 2.5 * kcalPer100g && table >= 0.4 * kcalPer100g;
}

/** The table food the row means, when sure enough; else null (the row keeps the model's figures). */
export function matchFood(input: MatchInput, table: FoodTable = loadFoodTable()): FoodMatch | null {
  const found = matchWords(input, table);
  return found && agreesWithEstimate(found.food, input.kcalPer100g) ? found : null;
}

function matchWords(input: MatchInput, table: FoodTable): FoodMatch | null {
  const byName = !input.food.trim();
  const text = byName ? (input.name ?? '') : input.food;
  const language = byName ? (input.language ?? 'en') : 'en';
  const words = queryWords(text);
  // A name that is only a cooking word is the food it names: "toast".
  const q = words.content.length > 0 ? words : { ...words, content: words.states, states: [] };
  if (q.content.length === 0) return null;
  const own: Language[] = byName && language !== 'en' ? [language] : [];
  const withAt = language === 'en' ? text.search(/\bwith\b/i) : -1;
  const head = withAt > 0 ? new Set(queryWords(text.slice(0, withAt)).content) : undefined;
  const r: Reading = { q, text, language, curated: own, ...(head?.size ? { head } : {}) };
  const everyday = everydayFood(r, input, table);
  if (everyday !== undefined) return everyday;
  const found = bestCandidate(r, input, table);
  if (found || !byName) return found;
  // A name in another of the four languages ("Haferflocken" in a Danish diary).
  return bestCandidate({ ...r, curated: ['es', 'de', 'da'] }, input, table);
}
