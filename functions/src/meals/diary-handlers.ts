// The diary callables without an AI call: deleteMeal, undoMealCorrection, logRecipe, shareRecipe and
// unshareRecipe.
import { FieldValue } from 'firebase-admin/firestore';
import { checkCalorieConsistency } from '../ai/calorie-consistency.js';
import type { CallContext, Deps } from '../deps.js';
import { deleteQueryInBatches } from '../lib/batch-delete.js';
import { AppError } from '../lib/errors.js';
import type { Handler } from '../lib/run-callable.js';
import type { Stored } from '../lib/stored.js';
import { readListForMember } from '../lists/list-access.js';
import {
  collections,
  type Meal,
  readSharedRecipe,
  type SharedRecipeDocument,
  sharedRecipeId,
} from '../shared/documents.js';
import { writeMealsWithDayTotals } from './day-totals.js';
import { assertEditable, readOwnMeal, rewriteMeal } from './diary-meal.js';
import { diaryPlaceAt } from './diary-time.js';
import { sumRows } from './food-rows.js';
import { mealNutrition, storeNutritionMeal } from './meal-store.js';
import { type RecipeForRows, recipeRows } from './recipe-rows.js';

export const handleDeleteMeal: Handler<'deleteMeal'> = async (input, ctx, deps) => {
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const { ref, meal } = await readOwnMeal(deps, input.mealId, ctx.uid, tx);
    await writeMealsWithDayTotals(
      db,
      tx,
      ctx.uid,
      [{ kind: 'delete', ref }],
      [{ ref, after: null }],
      [meal.day],
    );
  });
  await deleteSharedCopies(deps, ctx.uid, input.mealId);
  return {};
};

/** The copies of a deleted recipe meal on the lists it was shared with. */
async function deleteSharedCopies(deps: Deps, uid: string, mealId: string): Promise<void> {
  await deleteQueryInBatches(
    deps.db,
    deps.db.collection(collections.sharedRecipes).where('sharedBy', '==', uid).where('mealId', '==', mealId),
  );
}

export const handleUndoMealCorrection: Handler<'undoMealCorrection'> = async (input, ctx, deps) =>
  rewriteMeal(deps, input.mealId, ctx.uid, (current) => {
    assertEditable(current.meal);
    const previous = current.meal.previous;
    if (!previous) throw new AppError('nothingToUndo');
    return {
      estimate: {
        rows: previous.items,
        description: previous.description,
        ingredients: previous.ingredients,
        previous: null,
      },
    };
  });

// ---------- recipes ----------

const isRecipe = (meal: Meal) => meal.type === 'recipe' || meal.type === 'scanned_recipe';

/** The recipe fields of a recipe meal, as they are logged and shared. */
function recipeOf(meal: Meal): RecipeForRows & { description: string; type: 'recipe' | 'scanned_recipe' } {
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

/** One of the caller's recipe meals, or one shared with a list the caller belongs to; anything else
 * (someone else's, unshared, not a recipe of someone else) is not found. */
async function readLoggableRecipe(
  deps: Deps,
  mealId: string,
  ctx: CallContext,
): Promise<{ recipe: RecipeForRows; thumbnail?: string }> {
  const { db } = deps;
  const snap = await db.collection(collections.meals).doc(mealId).get();
  const own = snap.exists && snap.get('user_id') === ctx.uid;
  if (own) {
    const { meal } = await readOwnMeal(deps, mealId, ctx.uid);
    if (!isRecipe(meal)) throw new AppError('notARecipe');
    return { recipe: recipeOf(meal), ...(meal.thumbnail ? { thumbnail: meal.thumbnail } : {}) };
  }
  const copies = await db.collection(collections.sharedRecipes).where('mealId', '==', mealId).get();
  for (const copy of copies.docs) {
    const shared = readSharedRecipe(copy.data());
    if (!shared) continue;
    const list = await db.collection(collections.shoppingLists).doc(shared.listId).get();
    const members = list.get('memberIds');
    if (!Array.isArray(members) || !members.includes(ctx.uid)) continue;
    return {
      recipe: {
        title: shared.title,
        ingredients: shared.recipeIngredients,
        servings: shared.servings,
        perPortion: shared,
      },
    };
  }
  throw new AppError('mealNotFound');
}

export const handleLogRecipe: Handler<'logRecipe'> = async (input, ctx, deps) => {
  const { recipe } = await readLoggableRecipe(deps, input.mealId, ctx);
  const items = recipeRows(recipe, input.portions);
  const totals = sumRows(items);
  const place = diaryPlaceAt(deps.clock.now(), input.timeZone, input.slot);
  const description = recipe.title;
  const { mealId, rows } = await storeNutritionMeal(
    deps,
    ctx.uid,
    { ...totals, description, ingredients: items.map((i) => i.name), items },
    checkCalorieConsistency(totals),
    {
      demo: false,
      diary: {
        ...place,
        timeZone: input.timeZone,
        source: 'recipe',
        recipeId: input.mealId,
        portions: input.portions,
      },
    },
  );
  return {
    mealId,
    nutrition: mealNutrition({ description, ingredients: rows.map((r) => r.name), items: rows }),
    ...place,
  };
};

export const handleShareRecipe: Handler<'shareRecipe'> = async (input, ctx, deps) => {
  const { db } = deps;
  const { meal } = await readOwnMeal(deps, input.mealId, ctx.uid);
  if (!isRecipe(meal)) throw new AppError('notARecipe');
  await readListForMember(db, input.listId, ctx.uid);
  const recipe = recipeOf(meal);
  const copy: Stored<SharedRecipeDocument> = {
    listId: input.listId,
    mealId: input.mealId,
    sharedBy: ctx.uid,
    ...(ctx.name ? { sharedByName: ctx.name } : {}),
    sharedAt: FieldValue.serverTimestamp(),
    type: recipe.type,
    title: recipe.title,
    description: recipe.description,
    ingredients: meal.ingredients,
    recipeIngredients: recipe.ingredients,
    instructions: meal.instructions ?? [],
    servings: recipe.servings,
    ...recipe.perPortion,
    ...(meal.thumbnail ? { thumbnail: meal.thumbnail } : {}),
  };
  await db.collection(collections.sharedRecipes).doc(sharedRecipeId(input.listId, input.mealId)).set(copy);
  return {};
};

export const handleUnshareRecipe: Handler<'unshareRecipe'> = async (input, ctx, deps) => {
  await readOwnMeal(deps, input.mealId, ctx.uid);
  const ref = deps.db.collection(collections.sharedRecipes).doc(sharedRecipeId(input.listId, input.mealId));
  await deps.db.runTransaction(async (tx) => {
    const copy = await tx.get(ref);
    if (copy.exists && copy.get('sharedBy') === ctx.uid) tx.delete(ref);
  });
  return {};
};

/** What a member leaving `listId` had shared with it (the list stays for the others). */
export async function unshareAllFromList(deps: Deps, uid: string, listId: string): Promise<number> {
  return deleteQueryInBatches(
    deps.db,
    deps.db.collection(collections.sharedRecipes).where('listId', '==', listId).where('sharedBy', '==', uid),
  );
}
