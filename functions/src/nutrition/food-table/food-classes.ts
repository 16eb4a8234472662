// Forms of a food nobody means by its plain name: its fat or oil, its broth, its flour, its dry or raw
// form, a spice, baby food, an industrial product. A meal is eaten cooked and as served, so "beef" is not
// beef tallow, "corn" not corn oil, "fish" not fish stock, "millet" not dry millet. Such a table food is a
// match only when the words name its form ("corn oil", "rice, raw", "fish stock"). The classes are read
// from USDA's name, group and composition, so they hold for foods added later.
import type { TableFood } from './food-table.js';
import { fold, stem, tokenize } from './food-words.js';

export type FoodClass = 'fat' | 'broth' | 'flour' | 'dry' | 'raw' | 'spice' | 'baby' | 'industrial';

const words = (list: string) => new Set(list.split(' ').map(stem));

/** Words that name each form, in the four languages; a query must use one to get that form. */
const MARKERS: Record<FoodClass, Set<string>> = {
  fat: words(
    'oil fat tallow lard shortening margarine suet dripping drippings ghee backfat fatback saltpork butter spread olie ol aceite fett fedt grasa manteca smor mantequilla',
  ),
  broth: words('broth stock bouillon consomme soup fond brühe bruhe caldo suppe sopa'),
  flour: words('flour meal starch cornstarch bran germ semolina cornmeal masa gluten mel mehl harina'),
  dry: words(
    'dry dried dehydrated uncooked raw powder powdered rolled flake flakes instant granules tor torret trocken getrocknet seco seca crudo cruda roh ra',
  ),
  raw: words('raw tartare sashimi carpaccio ceviche sushi crudo cruda roh ra'),
  spice: words('spice spices seasoning'),
  baby: words('baby babyfood infant toddler formula'),
  industrial: words(
    'industrial commodity formulated mix granules flakes imitation dietary service institutional alaska native navajo hopi apache shoshone',
  ),
};
/** A compound of the other languages names its form at its end: "olivenolie", "Hühnerbrühe", "hvedemel". */
const COMPOUND_TAILS: Partial<Record<FoodClass, string[]>> = {
  fat: ['olie', 'ol', 'fett', 'fedt', 'smor'],
  broth: ['bruhe', 'bouillon', 'fond', 'suppe'],
  flour: ['mel', 'mehl'],
};

const FAT_HEAD = words('fat oil oils tallow lard shortening margarine suet drippings butter ghee');
/** A part of a meat's name that is its fat ("Pork, fresh, backfat, raw"); "Croissants, butter" is a croissant. */
const FAT_PARTS = new Set([
  'separable fat',
  'rendered fat',
  'backfat',
  'fatback',
  'salt pork',
  'suet',
  'fat',
  'lard',
  'tallow',
  'drippings',
]);
const BROTH = words('soup broth stock bouillon consomme');
const FLOUR = words('flour flours starch cornstarch bran germ semolina cornmeal masa gluten meal');
/** A part of the name that says the form is dry: "Spaghetti, dry", "Gelatins, dry powder" (not "dried fruit"). */
const DRY_PART = /^(dry|dried|dehydrated|uncooked|freeze-dried|dry form|dry mix|dry powder)$|\bpowder(ed)?$/;
const COOKED_WORDS =
  /\b(cooked|boiled|baked|roasted|steamed|stewed|braised|fried|canned|prepared|restaurant|ready-to-eat)\b/;
/** Groups whose foods are cooked before they are eaten; their raw forms are ingredients. */
const MEAT_GROUPS = new Set(['05', '07', '10', '13', '15', '17']);
const MEAT_HEAD =
  /^(beef|pork|veal|lamb|mutton|chicken|turkey|duck|goose|game meat|fish|crustaceans|mollusks|salmon|tuna|cod)\b/;
const GRAIN_GROUPS = new Set(['16', '20']);
/**
 * Eaten as they are, dry or not: spices, dry sausages, dried fruit (its own word), nuts and seeds, baked
 * goods (bread crumbs, crackers) and snacks.
 */
const EATEN_DRY_GROUPS = new Set(['02', '07', '09', '12', '18', '25']);
const INDUSTRIAL =
  /\bindustrial\b(?! and retail)|usda commodity|formulated|\bdry mix\b|prepared from (granules|flakes|powder|mix)|imitation|special dietary|food service|institutional|alaska native|navajo|hopi|apache|shoshone/;
function detect(food: TableFood): Set<FoodClass> {
  const name = food.name
    .toLowerCase()
    .replace(/\bdry[- ](heat|roasted)\b/g, '')
    // "(includes USDA commodity)": the ordinary food, which the commodity programme also buys.
    .replace(/\bincludes usda commodity\b/g, '');
  // "Puddings, ..., dry mix, instant, prepared with whole milk": made up, the pudding as eaten.
  const madeUp = /\bdry mix\b/.test(name) && name.split(',').some((p) => /^prepared\b/.test(p.trim()));
  const parts = name
    .split(',')
    .map((p) => p.trim())
    .filter((p) => !(madeUp && p === 'dry mix'));
  const head = tokenize(parts[0] ?? '').map(stem);
  const group = food.group ?? '';
  const out = new Set<FoodClass>();
  if (head.some((w) => FAT_HEAD.has(w)) || parts.slice(1).some((p) => FAT_PARTS.has(p))) out.add('fat');
  if (head.some((w) => BROTH.has(w))) out.add('broth');
  if (head.some((w) => FLOUR.has(w))) out.add('flour');
  const kcal = food.per100g.calories ?? 0;
  const uncookedGrain =
    GRAIN_GROUPS.has(group) && !COOKED_WORDS.test(name) && kcal >= 250 && !/peanut/.test(name);
  const dryPart = parts.some((p) => DRY_PART.test(p.replace(/\s*\([^)]*\)/g, '')));
  if ((dryPart || uncookedGrain) && !out.has('flour') && !EATEN_DRY_GROUPS.has(group)) {
    out.add('dry');
  }
  if (eatenCooked(food) && !GRAIN_GROUPS.has(group) && !/^egg/.test(name) && /\braw\b/.test(name)) {
    out.add('raw');
  }
  if (parts[0] === 'spices') out.add('spice');
  if (group === '03' || /^(babyfood|infant formula|toddler)/.test(name)) out.add('baby');
  if (group === '35' || INDUSTRIAL.test(madeUp ? name.replace(/\bdry mix\b/g, '') : name))
    out.add('industrial');
  return out;
}

const cache = new WeakMap<TableFood, Set<FoodClass>>();

/** The forms this food is, read once per food. */
export function classesOf(food: TableFood): Set<FoodClass> {
  let found = cache.get(food);
  if (!found) {
    found = detect(food);
    cache.set(food, found);
  }
  return found;
}

/** Whether the query's words (folded tokens) name this form of a food. */
export function namesForm(form: FoodClass, tokens: string[]): boolean {
  const markers = MARKERS[form];
  const tails = COMPOUND_TAILS[form] ?? [];
  return tokens.some(
    (t) => markers.has(stem(t)) || tails.some((tail) => t.length > tail.length + 2 && t.endsWith(tail)),
  );
}

/** The forms of this food the words do not name: any one of them refuses the match. */
export function unnamedForms(food: TableFood, text: string): FoodClass[] {
  const tokens = tokenize(fold(text).replace(/\bsalt pork\b/g, 'saltpork'));
  return [...classesOf(food)].filter((form) => form !== 'spice' && !namesForm(form, tokens));
}

/**
 * Roasting or grilling a vegetable adds fat: it is tossed in or brushed with oil, while USDA's baked
 * vegetables ("Potato, baked, flesh and skin") have none. Such words take only a vegetable USDA names
 * roasted or grilled; meat and fish roast in their own fat, so for them baked is roasted.
 */
const OILED = new Set(['roast', 'grill']);
export function oiledVegetable(states: string[], food: TableFood): boolean {
  if (food.group !== '11' || !states.some((s) => OILED.has(s))) return false;
  return !tokenize(food.name.toLowerCase()).some((w) => OILED.has(stem(w)));
}

/** Foods cooked before they are eaten: with no state named, their cooked forms are what a meal holds. */
export function eatenCooked(food: TableFood): boolean {
  const group = food.group ?? '';
  if (MEAT_GROUPS.has(group) || GRAIN_GROUPS.has(group)) return true;
  return MEAT_HEAD.test(food.name.toLowerCase()) || /^(egg|potato)/i.test(food.name);
}
