// SPEC 9: ingredient amounts are scaled by persons, shown with one decimal and a trailing ".0" dropped;
// a shopping item name is the item followed by the amount and unit in brackets. Used by the functions
// (addIngredientsToList) and by the web app (recipe display), so both show the same numbers.

export interface ScalableIngredient {
  item: string;
  amount: number;
  unit: string;
}

/** 2 -> "2", 2.25 -> "2.3", 0.04 -> "0", 1.96 -> "2". */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  // toPrecision first so binary noise (1.15 * 10 = 11.4999...) does not round the wrong way.
  const rounded = Math.round(Number((amount * 10).toPrecision(12))) / 10;
  // Object.is guards "-0" for tiny negative inputs.
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Recipes are generated for `basePersons` (SPEC: 1); the stepper asks for `persons`. */
export function scaleAmount(amount: number, persons: number, basePersons = 1): number {
  if (basePersons <= 0) return amount;
  return (amount * persons) / basePersons;
}

/** "Flour (400 g)"; without an amount just "Flour (g)" or "Salt". */
export function shoppingItemName(ingredient: ScalableIngredient, persons: number, basePersons = 1): string {
  const item = ingredient.item.trim();
  const unit = ingredient.unit.trim();
  const amount = scaleAmount(ingredient.amount, persons, basePersons);
  const quantity = amount > 0 ? [formatAmount(amount), unit].filter(Boolean).join(' ') : unit;
  return quantity ? `${item} (${quantity})` : item;
}
