// The diary callables without an AI call: deleteMeal, undoMealCorrection and logRecipe.
import { checkCalorieConsistency } from '../nutrition/calorie-consistency.js';
import { sumRows } from '../nutrition/food-rows.js';
import { deleteQueryInBatches } from '../platform/batch-delete.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { MealSlot } from '../shared/contracts.js';
import { collections, readSharedRecipe } from '../shared/documents.js';
import { writeMealsWithDayTotals } from './day-totals.js';
import { assertEditable, readOwnMeal, rewriteMeal } from './diary-meal.js';
import { diaryPlaceAt } from './diary-time.js';
import { mealNutrition, storeNutritionMeal } from './meal-store.js';
import { claimMealWrite, countMealWrite } from './meal-write-cap.js';
import { isRecipe, type RecipeForRows, recipeOf, recipeRows } from './recipe-rows.js';

export const handleDeleteMeal: Handler<'deleteMeal'> = async (input, ctx, deps) => {
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const { ref, meal } = await readOwnMeal(deps, input.mealId, ctx.uid, tx);
    const countWrite = await claimMealWrite(tx, ctx.uid, deps);
    await writeMealsWithDayTotals(
      db,
      tx,
      ctx.uid,
      [{ kind: 'delete', ref }],
      [{ ref, after: null }],
      [meal.day],
    );
    countWrite();
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

/** One of the caller's recipe meals, or one shared with a list the caller belongs to; anything else
 * (someone else's, unshared, not a recipe of someone else) is not found. */
export async function readLoggableRecipe(
  deps: Deps,
  mealId: string,
  ctx: CallContext,
): Promise<{ recipe: RecipeForRows }> {
  const { db } = deps;
  const snap = await db.collection(collections.meals).doc(mealId).get();
  const own = snap.exists && snap.get('user_id') === ctx.uid;
  if (own) {
    const { meal } = await readOwnMeal(deps, mealId, ctx.uid);
    if (!isRecipe(meal)) throw new AppError('notARecipe');
    return { recipe: recipeOf(meal) };
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
  const place = diaryPlaceAt(deps.clock.now(), input.timeZone, input.slot);
  return logRecipeEaten(deps, ctx.uid, recipe, { ...input, ...place });
};

/** `portions` of a recipe (one person's portion each) logged as eaten at `day` and `slot`, counted as one
 * meal write; the entry names the recipe meal it came from (`mealId`). */
export async function logRecipeEaten(
  deps: Deps,
  uid: string,
  recipe: RecipeForRows,
  entry: { mealId: string; portions: number; timeZone: string; day: string; slot: MealSlot },
) {
  await countMealWrite(uid, deps);
  const items = recipeRows(recipe, entry.portions);
  const totals = sumRows(items);
  const place = { day: entry.day, slot: entry.slot };
  const description = recipe.title;
  const { mealId, rows } = await storeNutritionMeal(
    deps,
    uid,
    { ...totals, description, ingredients: items.map((i) => i.name), items },
    checkCalorieConsistency(totals),
    {
      demo: false,
      diary: {
        ...place,
        timeZone: entry.timeZone,
        source: 'recipe',
        recipeId: entry.mealId,
        portions: entry.portions,
      },
    },
  );
  return {
    mealId,
    nutrition: mealNutrition({ description, ingredients: rows.map((r) => r.name) }, rows),
    ...place,
  };
}
