// What a set of plans needs from the shops: each plan's ingredients scaled from its recipe's servings to its
// persons, merged by item and unit (units of one measure added: ../shared/recipes/amount-sums.ts), pantry
// staples (pantry-staples.json) set apart. Each plan remembers what it has added to a list (`addedTo`), so
// only what it needs beyond that is added again: a second identical call adds nothing, a plan whose persons
// grew adds the difference, and one whose persons shrank adds nothing and keeps its larger mark.
import { addAmounts, amountIn, ingredientKey } from '../shared/recipes/amount-sums.js';
import { type ScalableIngredient, scaleAmount } from '../shared/recipes/scale-amount.js';
import pantry from './pantry-staples.json' with { type: 'json' };

const stapleNames = new Set(Object.values(pantry.staples).flat());

/** Whether an ingredient is a pantry staple: its whole name, trimmed and in lower case, is listed. */
export const isStaple = (item: string) => stapleNames.has(item.trim().replace(/\s+/g, ' ').toLowerCase());

export type Needs = Map<string, ScalableIngredient>;

/** Adds `ingredient` to `needs` under its key. */
export function addNeed(needs: Needs, ingredient: ScalableIngredient): void {
  const key = ingredientKey(ingredient.item, ingredient.unit);
  const known = needs.get(key);
  needs.set(key, known ? addAmounts(known, ingredient) : { ...ingredient });
}

/** One plan's ingredients for its persons, staples apart, one entry per key. */
export function planNeeds(plan: { ingredients: ScalableIngredient[]; servings: number; persons: number }): {
  needs: Needs;
  staples: Needs;
} {
  const needs: Needs = new Map();
  const staples: Needs = new Map();
  for (const i of plan.ingredients) {
    if (i.item.trim() === '') continue;
    const amount = scaleAmount(i.amount, plan.persons, plan.servings > 0 ? plan.servings : 1, i.unit);
    addNeed(isStaple(i.item) ? staples : needs, { item: i.item.trim(), unit: i.unit.trim(), amount });
  }
  return { needs, staples };
}

/** A difference below this is rounding noise (amounts are stored unrounded). */
const EPSILON = 1e-6;

/**
 * What a plan still has to add, given what it added before (`added`), and its new mark: per key the larger
 * of before and now. A line without an amount ("Parsley") is added once.
 */
export function stillNeeded(
  needs: Needs,
  added: ScalableIngredient[],
): { missing: ScalableIngredient[]; mark: ScalableIngredient[] } {
  const before: Needs = new Map();
  for (const a of added) addNeed(before, a);
  const missing: ScalableIngredient[] = [];
  const mark: Needs = new Map(before);
  for (const [key, need] of needs) {
    const had = before.get(key);
    if (!had) {
      missing.push(need);
      mark.set(key, need);
      continue;
    }
    const more = amountIn(need, had.unit) - had.amount;
    if (more > EPSILON) {
      missing.push({ ...need, amount: amountIn({ ...had, amount: more }, need.unit) });
      mark.set(key, { ...had, amount: had.amount + more });
    }
  }
  return { missing, mark: [...mark.values()] };
}
