// Grounding an AI-estimated food row in the table. The model names each food generically, in English,
// the way a composition table would ("rice, white, cooked"); a confident match replaces the model's
// figures with the table's, so a wrong match is worse than none. Hence strict rules: every word the model
// used must be in the food's English name or one of its curated aliases, its cooking state must agree,
// and the name may add only USDA's bookkeeping words. The ranking of candidates is search's.
import { type FoodTable, type Language, loadFoodTable, type TableFood } from './food-table.js';
import { boundedDistance, FILLER_WORDS, stem, tokenize } from './food-words.js';
import { searchFoods } from './search.js';

/**
 * Confidence needed to use a match: 1 means the words agree exactly; each word of the name the model did
 * not use costs 0.2, so 0.85 lets no unexplained word through, unless the user's own words also found
 * that food. One stray word is often the whole difference: "Rice, white, glutinous, cooked".
 */
export const MATCH_THRESHOLD = 0.85;
const EXTRA_WORD_COST = 0.2;
/** The user's name for the food finding the same food is evidence too. */
const USER_NAME_AGREES = 0.05;

export type MatchInput = { food: string; name?: string; language?: Language };
export type FoodMatch = { food: TableFood; confidence: number };

/** Cooking words by stem, in families that mean the same heat: a baked salmon is USDA's "dry heat". */
const COOKING_FAMILIES = [
  ['roast', 'bak', 'grill', 'broil', 'dryheat', 'oven', 'toast'],
  ['boil', 'stew', 'simmer', 'poach', 'steam', 'moistheat', 'brais', 'hard'],
  ['fri', 'fry', 'pan', 'saute', 'stir'],
  ['scrambl'],
  ['microwav'],
];
const COOKED = 'cook';
const RAW = 'raw';
const familyOf = new Map(COOKING_FAMILIES.flatMap((family, i) => family.map((s) => [s, i] as const)));
const isState = (s: string) => s === COOKED || s === RAW || familyOf.has(s);

/** Words that qualify a USDA name without changing the food. */
const BENIGN = new Set(
  'regular unenriched enriched without salt added commercial all types varieties includes fluid solids liquids drained plain ns not fortified vitamin ascorbic acid broilers fryers meat only separable mature average year round composite heat whole fresh prepared recipe home made commercially'
    .split(' ')
    .map(stem),
);

/** Stems of a name's words, with USDA's two-word cooking methods made single words. */
function stems(text: string): string[] {
  const folded = text
    .toLowerCase()
    .replace(/\bdry heat\b/g, 'dryheat')
    .replace(/\bmoist heat\b/g, 'moistheat');
  return tokenize(folded)
    .filter((w) => !FILLER_WORDS.has(w))
    .map(stem);
}

function sameWord(q: string, n: string): boolean {
  return q === n || (q.length >= 6 && boundedDistance(q, n, 1) <= 1);
}

/** Whether a state the model named (raw, boiled, ...) is what the food's name says. */
function stateAgrees(q: string, n: string): boolean {
  if (q === RAW || n === RAW) return q === n;
  if (q === COOKED || n === COOKED) return true;
  return familyOf.get(q) === familyOf.get(n);
}

/**
 * How confidently the model's words name this food through one of its English names: 0 if a word is
 * missing or the cooking state disagrees, else 1 less a cost per unexplained word. A curated alias
 * stands for its food's state ("apple" is the raw apple), so states are checked on USDA's name.
 */
function confidenceFor(query: string[], name: string[], usdaName: string[]): number {
  const content = query.filter((q) => !isState(q));
  const states = query.filter(isState);
  const used = new Set<number>();
  for (const q of content) {
    const at = name.findIndex((n, i) => !used.has(i) && sameWord(q, n));
    if (at === -1) return 0;
    used.add(at);
  }
  const usdaStates = usdaName.filter(isState);
  for (const q of states) {
    if (!usdaStates.some((n) => stateAgrees(q, n))) return 0;
  }
  if (states.length > 0 && usdaStates.some((n) => !states.some((q) => stateAgrees(q, n)))) return 0;
  let extra = 0;
  name.forEach((n, i) => {
    if (used.has(i) || BENIGN.has(n)) return;
    // Checked above when the model named a state; raw is the default of what is eaten raw; a cooking
    // word the model did not use is a different food ("fried fish" is not "fish").
    if (isState(n) && (states.length > 0 || n === RAW)) return;
    extra++;
  });
  return Math.max(0, 1 - EXTRA_WORD_COST * extra);
}

/** The table food the model's generic English name means, when it is sure enough; else null. */
export function matchFood(input: MatchInput, table: FoodTable = loadFoodTable()): FoodMatch | null {
  const query = stems(input.food);
  if (query.length === 0) return null;
  const candidates = searchFoods(input.food, { language: 'en', limit: 20 }, table);
  const userHits =
    input.name && input.language
      ? new Set(searchFoods(input.name, { language: input.language, limit: 3 }, table).map((h) => h.id))
      : new Set<string>();

  let best: FoodMatch | null = null;
  let bestRank = 0;
  for (const hit of candidates) {
    const food = table.byId.get(hit.id) as TableFood;
    const usdaName = stems(food.name);
    let confidence = confidenceFor(query, usdaName, usdaName);
    let viaAlias = false;
    for (const alias of food.names.en ?? []) {
      const c = confidenceFor(query, stems(alias), usdaName);
      if (c >= confidence && c > 0) {
        confidence = c;
        viaAlias = true;
      }
    }
    // A brand's recipe is not the generic dish ("Kashi Pizza, Margherita" is no pizza margherita): a
    // branded food matches only when every word of its name is accounted for.
    if (food.branded && confidence < 1) continue;
    if (confidence > 0 && userHits.has(food.id)) confidence = Math.min(1, confidence + USER_NAME_AGREES);
    // On equal confidence a curated alias wins (it records which form people mean: "butter" is the
    // salted one), then search's order.
    const rank = confidence + (viaAlias ? 0.001 : 0);
    if (rank > bestRank) {
      best = { food, confidence: Math.round(confidence * 100) / 100 };
      bestRank = rank;
    }
  }
  return best && best.confidence >= MATCH_THRESHOLD ? best : null;
}
