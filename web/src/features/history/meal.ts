// A meals/{id} document as history reads it (SPEC 3, DESIGN 2), and the recipe it carries, if any.
import type { DisplayIngredient } from '../../components/recipe/scale-display';

export type MealType = 'nutrition' | 'recipe' | 'scanned_recipe';

export interface Meal {
  id: string;
  user_id: string;
  timestamp?: Date | null;
  type?: MealType;
  description?: string;
  meal?: string;
  title?: string;
  calories?: number;
  protein?: number;
  carbs?: number;
  fat?: number;
  ingredients?: string[];
  thumbnail?: string;
  recipeIngredients?: DisplayIngredient[];
  instructions?: string[];
  servings?: number;
  persons?: number;
  demo?: boolean;
  consistent?: boolean;
}

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

export function mealTitle(meal: Meal): string {
  return meal.title || meal.description || meal.meal || '';
}
