// Scaled amounts as the recipe view shows them. The rounding is the server's (@shared/scale-amount), so the
// number on screen is the number that lands in the shopping list; only the digits are localised.
import { formatAmount, scaleAmount } from '@shared/scale-amount';

export interface DisplayIngredient {
  item: string;
  amount: number;
  unit: string;
}

/** 2 persons of "0.25 kg" -> "0.5"; German "1,5"; a trailing ".0" never shows; '' when there is no amount. */
export function displayAmount(
  amount: number,
  persons: number,
  basePersons: number,
  language: string,
): string {
  if (!(amount > 0)) return '';
  const rounded = Number(formatAmount(scaleAmount(amount, persons, basePersons)));
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(rounded);
}

/**
 * addIngredientsToList scales from one person (the server's rule). A recipe written for several servings is
 * sent per person, so `persons` of them add up to what the stepper shows.
 */
export function perPerson(ingredients: DisplayIngredient[], basePersons: number): DisplayIngredient[] {
  if (basePersons <= 1) return ingredients.map(({ item, amount, unit }) => ({ item, amount, unit }));
  return ingredients.map(({ item, amount, unit }) => ({ item, amount: amount / basePersons, unit }));
}
