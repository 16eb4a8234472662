// Sharing a recipe with a list: a copy in sharedRecipes/{listId}_{mealId} that the list's members can
// read and log as eaten; unsharing deletes the copy (only its sharer may).
import { FieldValue } from 'firebase-admin/firestore';
import { readOwnMeal } from '../diary/diary-meal.js';
import { countMealWrite } from '../diary/meal-write-cap.js';
import { isRecipe, recipeOf } from '../diary/recipe-rows.js';
import { readListForMember } from '../lists/list-access.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored } from '../platform/stored.js';
import { stripInvisible } from '../shared/contract-fields.js';
import { collections, type SharedRecipeDocument, sharedRecipeId } from '../shared/documents.js';

export const handleShareRecipe: Handler<'shareRecipe'> = async (input, ctx, deps) => {
  const { db } = deps;
  const { meal } = await readOwnMeal(deps, input.mealId, ctx.uid);
  if (!isRecipe(meal)) throw new AppError('notARecipe');
  await readListForMember(db, input.listId, ctx.uid);
  await countMealWrite(ctx.uid, deps);
  const recipe = recipeOf(meal);
  const copy: Stored<SharedRecipeDocument> = {
    listId: input.listId,
    mealId: input.mealId,
    sharedBy: ctx.uid,
    ...(ctx.name ? { sharedByName: ctx.name } : {}),
    sharedAt: FieldValue.serverTimestamp(),
    type: recipe.type,
    // What the other members see of the AI's answer, cleaned like a typed name (contract-fields.ts).
    title: stripInvisible(recipe.title),
    description: recipe.description,
    ingredients: meal.ingredients.map(stripInvisible),
    recipeIngredients: recipe.ingredients.map((i) => ({
      ...i,
      item: stripInvisible(i.item),
      unit: stripInvisible(i.unit),
    })),
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
  await countMealWrite(ctx.uid, deps);
  const ref = deps.db.collection(collections.sharedRecipes).doc(sharedRecipeId(input.listId, input.mealId));
  await deps.db.runTransaction(async (tx) => {
    const copy = await tx.get(ref);
    if (copy.exists && copy.get('sharedBy') === ctx.uid) tx.delete(ref);
  });
  return {};
};
