// Scaled amounts as the recipe view shows them. The rules are the server's (@shared/recipes/scale-amount), so the
// amount on screen is the amount that lands in the shopping list: kitchen fractions for spoons, cups and
// counted things, "a pinch" for amounts too small to measure, the language's decimal separator.
import { type AmountWords, quantityText, scaleAmount } from '@shared/recipes/scale-amount';

export interface DisplayIngredient {
  item: string;
  amount: number;
  unit: string;
}

/** "1 1/2 EL", "0,5 L", "a pinch"; the unit alone (or '') when there is no amount. */
export function displayQuantity(
  ingredient: DisplayIngredient,
  persons: number,
  basePersons: number,
  language: string,
  words: AmountWords,
): string {
  const amount = scaleAmount(ingredient.amount, persons, basePersons, ingredient.unit);
  return quantityText(amount, ingredient.unit, { language, words }, 'recipe');
}

/**
 * addIngredientsToList scales from one person (the server's rule). A recipe written for several servings is
 * sent per person, so `persons` of them add up to what the stepper shows.
 */
export function perPerson(ingredients: DisplayIngredient[], basePersons: number): DisplayIngredient[] {
  if (basePersons <= 1) return ingredients.map(({ item, amount, unit }) => ({ item, amount, unit }));
  return ingredients.map(({ item, amount, unit }) => ({ item, amount: amount / basePersons, unit }));
}
