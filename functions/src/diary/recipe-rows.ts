// A recipe logged as eaten: its ingredients for one person become diary rows, scaled by the portions
// eaten. A recipe stores nutrition only for the whole portion, so the portion's figures are spread over
// the rows by weight. Weights come from the written amounts: grams and millilitres as they are (kg, l,
// dl, cl converted), a tablespoon 15 g, a teaspoon 5 g, a cup 240 g, a piece or any other unit 100 g;
// ingredients "to taste" (amount 0) are left out. A recipe without a single weighable ingredient becomes
// one row named after the recipe. Also: which meals are recipes, and their fields as logged and shared.
import type { FoodItem } from '../ai/parse-nutrition.js';
import { type Figures, roundFigures, scale, spreadByWeight } from '../nutrition/food-rows.js';
import type { Meal } from '../shared/documents.js';

const GRAMS_PER_UNIT: Record<string, number> = {
  g: 1,
  gr: 1,
  kg: 1000,
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  tbsp: 15,
  el: 15,
  spsk: 15,
  cda: 15,
  tsp: 5,
  tl: 5,
  tsk: 5,
  cdta: 5,
  cup: 240,
  tasse: 240,
  kop: 240,
  taza: 240,
};

export function gramsOfAmount(amount: number, unit: string): number {
  const key = unit.trim().toLowerCase().replace(/\.$/, '');
  return amount * (GRAMS_PER_UNIT[key] ?? 100);
}

export interface RecipeForRows {
  title: string;
  /** Ingredients for `servings` persons. */
  ingredients: { item: string; amount: number; unit: string }[];
  servings: number;
  /** Nutrition of one person's portion. */
  perPortion: Figures;
}

export function recipeRows(recipe: RecipeForRows, portions: number): FoodItem[] {
  const servings = recipe.servings > 0 ? recipe.servings : 1;
  const weighed = recipe.ingredients
    .filter((i) => i.amount > 0 && i.item.trim() !== '')
    .map((i) => ({ name: i.item.trim(), grams: (gramsOfAmount(i.amount, i.unit) / servings) * portions }))
    .filter((i) => Number.isFinite(i.grams) && i.grams > 0);
  const total = scale(recipe.perPortion, portions);
  if (weighed.length === 0)
    return [{ name: recipe.title || 'Recipe', food: '', grams: 0, ...roundFigures(total) }];
  const figures = spreadByWeight(
    total,
    weighed.map((w) => w.grams),
  );
  return weighed.map((w, k) => ({
    name: w.name,
    food: '',
    grams: Math.round(w.grams * 10) / 10,
    ...(figures[k] as Figures),
  }));
}

export const isRecipe = (meal: Meal) => meal.type === 'recipe' || meal.type === 'scanned_recipe';

/** The recipe fields of a recipe meal, as they are logged and shared. */
export function recipeOf(
  meal: Meal,
): RecipeForRows & { description: string; type: 'recipe' | 'scanned_recipe' } {
  const scanned = meal.type === 'scanned_recipe';
  const servings = scanned ? (meal.servings ?? meal.recipe?.servings ?? 1) : (meal.persons ?? 1);
  const figures = scanned ? (meal.recipe?.nutritionInfo ?? meal) : (meal.nutritionData ?? meal);
  return {
    type: scanned ? 'scanned_recipe' : 'recipe',
    title: meal.title ?? meal.recipe?.title ?? meal.description,
    description: meal.description,
    ingredients: meal.recipeIngredients ?? [],
    servings: servings > 0 ? servings : 1,
    perPortion: {
      calories: figures.calories ?? 0,
      protein: figures.protein ?? 0,
      carbs: figures.carbs ?? 0,
      fat: figures.fat ?? 0,
    },
  };
}
