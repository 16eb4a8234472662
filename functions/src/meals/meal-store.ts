// Meal documents (SPEC 3, DESIGN 2). The photo itself is never stored, only the small thumbnail.
import { FieldValue } from 'firebase-admin/firestore';
import type { ConsistencyCheck } from '../ai/consistency.js';
import type { Nutrition } from '../ai/parse-nutrition.js';
import type { GeneratedRecipe } from '../ai/parse-recipe.js';
import type { ScannedRecipe } from '../ai/parse-scan.js';
import { describeIngredient } from '../ai/parse-scan.js';
import type { Deps } from '../deps.js';

export const MEALS = 'meals';

export async function storeNutritionMeal(
  deps: Deps,
  uid: string,
  n: Nutrition,
  check: ConsistencyCheck,
  extra: { thumbnail?: string; demo: boolean },
): Promise<string> {
  const ref = deps.db.collection(MEALS).doc();
  await ref.set({
    user_id: uid,
    timestamp: FieldValue.serverTimestamp(),
    type: 'nutrition',
    description: n.description,
    meal: n.description,
    calories: n.calories,
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    ingredients: n.ingredients,
    items: n.items,
    ...check,
    ...(extra.thumbnail ? { thumbnail: extra.thumbnail } : {}),
    ...(extra.demo ? { demo: true } : {}),
  });
  return ref.id;
}

export async function storeScannedMeal(
  deps: Deps,
  uid: string,
  r: ScannedRecipe,
  check: ConsistencyCheck,
  extra: { thumbnail?: string; demo: boolean },
): Promise<string> {
  const ref = deps.db.collection(MEALS).doc();
  const { recipeIngredients, ...recipe } = r;
  await ref.set({
    user_id: uid,
    timestamp: FieldValue.serverTimestamp(),
    type: 'scanned_recipe',
    title: r.title,
    description: r.title,
    meal: r.title,
    ...r.nutritionInfo,
    ingredients: r.ingredients,
    recipe,
    recipeIngredients,
    instructions: r.instructions,
    servings: r.servings,
    ...check,
    ...(extra.thumbnail ? { thumbnail: extra.thumbnail } : {}),
    ...(extra.demo ? { demo: true } : {}),
  });
  return ref.id;
}

/** Fields that make a meal a recipe meal (type `recipe`). */
export function recipeFields(g: GeneratedRecipe, check: ConsistencyCheck) {
  return {
    type: 'recipe' as const,
    title: g.recipe.title,
    recipeIngredients: g.recipe.ingredients,
    instructions: g.recipe.instructions,
    persons: 1,
    nutritionData: g.nutritionData,
    recipeCheck: check,
  };
}

export async function storeGeneratedMeal(
  deps: Deps,
  uid: string,
  prompt: string,
  g: GeneratedRecipe,
  check: ConsistencyCheck,
  demo: boolean,
): Promise<string> {
  const ref = deps.db.collection(MEALS).doc();
  const description = prompt.slice(0, 2000);
  await ref.set({
    user_id: uid,
    timestamp: FieldValue.serverTimestamp(),
    description,
    meal: description,
    ...g.nutritionData,
    ingredients: g.recipe.ingredients.map(describeIngredient),
    ...recipeFields(g, check),
    ...check,
    ...(demo ? { demo: true } : {}),
  });
  return ref.id;
}
