// The recipe a meal carries, if any, the type History tells entries apart by, and the title it shows.

import type { Meal } from '../../../domains/diary/queries';
import type { DisplayIngredient } from '../../../lib/scale-display';

export interface MealRecipe {
  title: string;
  ingredients: DisplayIngredient[];
  instructions: string[];
  basePersons: number;
}

/** The stored recipe of a recipe or scanned-recipe meal; null when the entry has none yet. */
export function mealRecipe(meal: Meal): MealRecipe | null {
  if (meal.type !== 'recipe' && meal.type !== 'scanned_recipe') return null;
  const ingredients = meal.recipeIngredients ?? [];
  if (ingredients.length === 0) return null;
  const servings = meal.type === 'scanned_recipe' ? meal.servings : meal.persons;
  return {
    title: meal.title ?? meal.description ?? '',
    ingredients,
    instructions: meal.instructions ?? [],
    basePersons: typeof servings === 'number' && servings > 0 ? Math.round(servings) : 1,
  };
}

const knownTypes = new Set(['nutrition', 'recipe', 'scanned_recipe']);
/** The entry's type as History tells them apart; an unknown one reads as a logged meal. */
export const mealType = (meal: Meal) => (meal.type && knownTypes.has(meal.type) ? meal.type : 'nutrition');

export function mealTitle(meal: Meal): string {
  return meal.title || meal.description || meal.meal || '';
}

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether `text` only says the entry's title again, give or take case, punctuation or two words around
 * it ("a creamy mushroom risotto" under "Creamy Mushroom Risotto"): shown, it reads as a repeat. A text
 * that adds more than that says something of its own.
 */
export function repeatsTitle(text: string, title: string): boolean {
  const [shorter, longer] = [words(text), words(title)].sort((x, y) => x.length - y.length) as [
    string[],
    string[],
  ];
  if (shorter.length === 0) return longer.length === 0;
  if (longer.length - shorter.length > 2) return false;
  return ` ${longer.join(' ')} `.includes(` ${shorter.join(' ')} `);
}

/** When an eaten entry was eaten, "HH:MM" in the browser's zone ('' when unknown). */
export function eatenTime(meal: Meal): string {
  const at = meal.eatenAt ?? meal.timestamp;
  if (!at) return '';
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}
