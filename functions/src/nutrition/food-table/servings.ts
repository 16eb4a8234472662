// A table food's portions as servings: each portion names a unit ("1 medium (7" long)" is the unit
// "medium (7" long)", counted by the quantity), and one of them is the everyday serving a food is offered
// in first: the one a person reaches for (a medium banana, a slice of bread, a container of yoghurt), not
// the one a recipe measures (a cup, mashed). The choice is a rule over the portion names, not a list of
// foods, so every food of the table gets one.
import type { Serving } from '../../shared/diary/serving.js';
import type { Portion, TableFood } from './food-table.js';

/** The unit a portion counts: its label without a leading "1 "; a label of another count ("1/2 fillet",
 * "3 oz") is one unit of itself. */
export function portionUnit(label: string): string {
  const trimmed = label.trim();
  return /^1\s+\S/.test(trimmed) ? trimmed.replace(/^1\s+/, '') : trimmed;
}

/** The food's portion counted by `unit` (as portionUnit names it, or its whole label). */
export function portionByUnit(food: Pick<TableFood, 'portions'>, unit: string): Portion | undefined {
  const wanted = unit.trim().toLowerCase();
  return (
    food.portions.find((p) => portionUnit(p.label).toLowerCase() === wanted) ??
    food.portions.find((p) => p.label.trim().toLowerCase() === wanted)
  );
}

// How a portion is counted, from the everyday to the recipe's. Words are whole words of the label.
const MEDIUM = /\bmedium\b/i;
/** Things counted one by one. */
const COUNTED =
  /\b(piece|slice|container|serving|each|unit|item|fruit|bar|cookie|cracker|fillet|breast|patty|link|muffin|roll|bagel|tortilla|egg|sandwich|pancake|waffle|biscuit|doughnut|croissant|stick|scoop|bottle|can|packet|package|pouch|cake|bun|portion|glass|pot|tub|carton|jar)s?\b/i;
/** Kitchen measures. */
const MEASURE = /\b(cup|cups|tbsp|tsp|tablespoons?|teaspoons?|oz|fl|quart|pint|lb|cubic|inch)\b/i;
/** A measure of the food cut up, mashed or packed: how a recipe counts, not how a plate is eaten. */
const PREPARED =
  /\b(mashed|chopped|diced|sliced|slices|ground|crumbs|cubes|cubed|quartered|pieces|shredded|grated|pureed|melted|packed|crumbled|halves|slivered|whole|flaked|drained|sifted|unsifted|stirred|spooned)\b/i;
/** A portion weighed with what is not eaten, or as a butcher's yield. */
const REFUSE = /\b(yield|refuse)\b/i;
/** Under this a portion is a crumb (one almond, a teaspoon), not a serving. */
const TINY_GRAMS = 5;

/** Lower is more everyday. A measure is the unit's first word ("1 cup (8 fl oz)" is a cup, "1 container
 * (8 oz)" a container). */
function rank(portion: Portion): number {
  const label = portion.label;
  const firstWord = portionUnit(label).split(/[\s,(]/)[0] ?? '';
  let tier: number;
  // What a parenthesis adds ("1 oz (23 whole kernels)") says how much, not how it was cut.
  const outside = label.replace(/\([^)]*\)/g, '');
  if (MEASURE.test(firstWord)) tier = PREPARED.test(outside) || outside.includes(',') ? 4 : 3;
  else if (MEDIUM.test(label)) tier = 0;
  else if (COUNTED.test(label)) tier = 1;
  else tier = 2;
  if (/\bNLEA\b/.test(label)) tier = Math.max(tier, 2);
  if (REFUSE.test(label)) tier += 2;
  if (portion.grams < TINY_GRAMS) tier += 3;
  return tier;
}

/** The food's everyday serving (one unit of its most everyday portion; the first listed of equals), or
 * null for a food without portions. */
export function everydayServing(food: Pick<TableFood, 'portions'>): Serving | null {
  let best: Portion | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const portion of food.portions) {
    const r = rank(portion);
    if (r < bestRank) {
      best = portion;
      bestRank = r;
    }
  }
  return best ? { quantity: 1, unit: portionUnit(best.label), grams: best.grams } : null;
}

/** A table food as searchFoods answers it: each portion with its unit, and the everyday serving. */
export function withServings<F extends Pick<TableFood, 'portions'>>(food: F) {
  return {
    ...food,
    portions: food.portions.map((p) => ({ ...p, unit: portionUnit(p.label) })),
    serving: everydayServing(food),
  };
}
