// Words as the matcher reads a food's name: stems, with the cooking state pulled out (the model's "baked"
// is USDA's "dry heat"), the words that only qualify a name set apart, and the few state words of the
// other three languages, so a name typed in Danish or Spanish states its cooking the same way.
import { FILLER_WORDS, stem, tokenize } from './food-words.js';

/** Cooking words by stem, in families that mean the same heat: a baked salmon is USDA's "dry heat". */
const COOKING_FAMILIES = [
  ['roast', 'bak', 'grill', 'broil', 'dryheat', 'oven', 'toast', 'asado', 'horneado', 'parrilla', 'plancha'],
  ['boil', 'stew', 'simmer', 'poach', 'steam', 'moistheat', 'brais', 'hervido', 'vapor', 'dampet'],
  ['fri', 'fry', 'saute', 'frito', 'frita', 'friteret', 'frittiert'],
  ['scrambl'],
  ['microwav'],
];
export const COOKED = 'cook';
export const RAW = 'raw';
const FRIED = 2;
const familyOf = new Map(COOKING_FAMILIES.flatMap((family, i) => family.map((s) => [s, i] as const)));

/**
 * Stems that say the same state as one of ours: uncooked and dry grains are USDA's "raw"; the other
 * languages' words for raw and for cooked in general ("stegt" is both fried and roasted in Danish).
 */
const SAME_STATE: Record<string, string> = {
  dry: RAW,
  uncook: RAW,
  ra: RAW,
  roh: RAW,
  crudo: RAW,
  cruda: RAW,
  crud: RAW,
  kogt: COOKED,
  stegt: COOKED,
  gekocht: COOKED,
  gebrat: COOKED,
  gegart: COOKED,
  cocido: COOKED,
  cocida: COOKED,
  cocid: COOKED,
};

export const isState = (s: string) => s === COOKED || s === RAW || familyOf.has(s);
/** Frying adds fat: a fried food is another food unless the words say fried. */
export const isFried = (s: string) => familyOf.get(s) === FRIED;

/** Whether a state the words name (raw, boiled, ...) is what the food's name says. */
export function stateAgrees(q: string, n: string): boolean {
  if (q === RAW || n === RAW) return q === n;
  if (q === COOKED || n === COOKED) return true;
  return familyOf.get(q) === familyOf.get(n);
}

/** Words that qualify a USDA name without changing the food. */
export const BENIGN = new Set(
  'regular unenriched enriched without added commercial all types varieties includes fluid solids liquids drained plain ns not fortified vitamin ascorbic acid broilers fryers meat only separable mature average year round composite heat whole fresh prepared recipe home made commercially flesh'
    .split(' ')
    .map(stem),
);

/** USDA's category heads ("Candies, fudge", "Game meat, bison", "Fish, cod"): they group foods, not name them. */
export const CATEGORY = new Set(
  'candies desserts snacks beverages beverage cereals alcoholic carbonated game meat mollusks crustaceans fish fast foods food poultry products restaurant'
    .split(' ')
    .map(stem),
);

/**
 * Table-style words that describe the cut or how a food was handled, not what it is: they count where a
 * name has them and do not block a match where it does not ("boneless, skinless chicken breast"). Read
 * as whole words, not stems: "rolled" is optional, a bread "roll" is not. "Minced" meat is ground meat.
 */
const OPTIONAL_WORDS =
  'boneless skinless rolled fresh chopped diced sliced shredded grated cubed cut pieces piece peeled trimmed halved quartered florets leaves organic large small medium jumbo mini baby lean natural homemade warm pitted nosalt withsalt thin thick';
const OPTIONAL_TOKENS = new Set(OPTIONAL_WORDS.split(' '));
/** The same words as a name's stems, where they cost nothing. */
export const OPTIONAL = new Set(OPTIONAL_WORDS.split(' ').map(stem));

/**
 * USDA's salt phrases, and people's, as one word each: they say a name's sodium, not its food, so they
 * are table-style words ("salt pork" keeps its salt).
 */
const NO_SALT = /\b(without|no|low|reduced)( added)? (salt|sodium)( added)?\b|\bunsalted\b/g;
const WITH_SALT = /\bwith( added)? salt\b|\bsalt added\b|\bsalted\b/g;

/**
 * British and other common spellings as USDA writes them: the model and the user write "yoghurt", "tinned
 * peaches" and "chilli", the table "yogurt", "canned" and "chili". Only spellings of the same word: a word
 * that names another food in British English ("chips", "biscuits") is not a spelling.
 */
const SPELLINGS: [RegExp, string][] = [
  [/\byoghurt/g, 'yogurt'],
  [/\btinned\b/g, 'canned'],
  [/\bchillies\b/g, 'chilies'],
  [/\bchilli\b/g, 'chili'],
  [/\bflavour(ed)?\b/g, 'flavor$1'],
  [/\bsavoury\b/g, 'savory'],
  [/\bwholemeal\b/g, 'whole wheat'],
  [/\bwholegrain\b/g, 'whole grain'],
  [/\bdonut/g, 'doughnut'],
  [/\bomelette\b/g, 'omelet'],
  [/\bsulphured\b/g, 'sulfured'],
];

/** The text in lower case with USDA's spellings. */
export function usdaSpelling(text: string): string {
  let out = text.toLowerCase();
  for (const [spelling, usda] of SPELLINGS) out = out.replace(spelling, usda);
  return out;
}

/** A name's words, folded, with its salt phrases and two-word cooking methods made one word. */
function words(text: string): string[] {
  const folded = usdaSpelling(text)
    .replace(NO_SALT, ' nosalt ')
    .replace(WITH_SALT, ' withsalt ')
    .replace(/\bdry[- ]roasted\b/g, 'roasted')
    .replace(/\b(home[- ]prepared|prepared[- ]from[- ]recipe)\b/g, 'prepared')
    .replace(/\bready[- ]to[- ](eat|serve|drink|bake|heat)\b/g, ' ')
    .replace(/\bflesh and skin\b/g, 'flesh')
    .replace(/\bmixed species\b/g, ' ')
    // A class of bird, like "broilers or fryers": no frying.
    .replace(/\bfryer-roasters?\b/g, ' ')
    .replace(/\b(cooked|baked) in skin\b/g, '$1')
    // "Pan" is bread in Spanish: USDA's pan-, stir- and deep-frying are frying, its hard-boiled boiling.
    .replace(/\b(pan|stir|deep)[- ](fried|browned)\b/g, 'fried')
    .replace(/\bpan[- ]broiled\b/g, 'broiled')
    .replace(/\bhard[- ]boiled\b/g, 'boiled')
    .replace(/\bdry heat\b/g, 'dryheat')
    .replace(/\bmoist heat\b/g, 'moistheat');
  return tokenize(folded).filter((w) => !FILLER_WORDS.has(w));
}

function stemOf(word: string): string {
  const s = stem(word);
  return SAME_STATE[s] ?? s;
}

/** Stems of a name's words, with the states of the four languages read as ours. */
export function stems(text: string): string[] {
  return words(text).map(stemOf);
}

/** The words of a query split into what names the food, the states it names and its optional words. */
export type QueryWords = {
  content: string[];
  states: string[];
  optional: string[];
  all: Set<string>;
  /** The words without the optional ones, as search should read them, and only those naming the food. */
  core: string;
  contentText: string;
};

export function queryWords(text: string): QueryWords {
  const content: string[] = [];
  const states: string[] = [];
  const optional: string[] = [];
  const core: string[] = [];
  const contentWords: string[] = [];
  for (const word of words(text)) {
    const s = stemOf(word);
    if (OPTIONAL_TOKENS.has(word)) {
      optional.push(s);
      continue;
    }
    core.push(word);
    if (isState(s)) states.push(s);
    else {
      content.push(s);
      contentWords.push(word);
    }
  }
  const all = new Set([...content, ...states, ...optional]);
  return { content, states, optional, all, core: core.join(' '), contentText: contentWords.join(' ') };
}
