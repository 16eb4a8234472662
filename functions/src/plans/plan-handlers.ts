// Putting a recipe on a day and slot for a number of persons, moving it, changing its persons, removing it.
// The plan keeps its own copy of what it shows and shops (plans/documents.ts); each write counts against
// the daily meal-write cap, like every meal write without an AI call.
import { FieldValue } from 'firebase-admin/firestore';
import { readLoggableRecipe } from '../diary/diary-handlers.js';
import { claimMealWrite } from '../diary/meal-write-cap.js';
import { readListForMember } from '../lists/list-access.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored, StoredUpdate } from '../platform/stored.js';
import { stripInvisible } from '../shared/contract-fields.js';
import type { MealPlanDocument } from '../shared/documents.js';
import { assertPlanDay, assertRoomOnDay, plansOf, readOwnPlan } from './plan-access.js';

export const handlePlanRecipe: Handler<'planRecipe'> = async (input, ctx, deps) => {
  const { db } = deps;
  assertPlanDay(deps, input.day);
  const { recipe } = await readLoggableRecipe(deps, input.mealId, ctx);
  const ingredients = recipe.ingredients.filter((i) => i.item.trim() !== '');
  if (ingredients.length === 0) throw new AppError('recipeHasNoIngredients');
  if (input.listId !== undefined) await readListForMember(db, input.listId, ctx.uid);
  const { calories, protein, carbs, fat } = recipe.perPortion;
  const plan: Stored<MealPlanDocument> = {
    userId: ctx.uid,
    ...(ctx.name ? { userName: stripInvisible(ctx.name) } : {}),
    mealId: input.mealId,
    listId: input.listId ?? null,
    day: input.day,
    slot: input.slot,
    persons: input.persons,
    // Others may read the copy: cleaned like a typed name (contract-fields.ts).
    title: stripInvisible(recipe.title),
    servings: recipe.servings > 0 ? recipe.servings : 1,
    ingredients: ingredients.map((i) => ({
      item: stripInvisible(i.item),
      amount: i.amount,
      unit: stripInvisible(i.unit),
    })),
    calories,
    protein,
    carbs,
    fat,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  const ref = plansOf(db).doc();
  await db.runTransaction(async (tx) => {
    await assertRoomOnDay(deps, tx, ctx.uid, input.day);
    const countWrite = await claimMealWrite(tx, ctx.uid, deps);
    tx.create(ref, plan);
    countWrite();
  });
  return { planId: ref.id };
};

export const handleUpdatePlan: Handler<'updatePlan'> = async (input, ctx, deps) => {
  if (input.day !== undefined) assertPlanDay(deps, input.day);
  await deps.db.runTransaction(async (tx) => {
    const { ref, plan } = await readOwnPlan(deps.db, input.planId, ctx.uid, tx);
    if (input.day !== undefined && input.day !== plan.day)
      await assertRoomOnDay(deps, tx, ctx.uid, input.day);
    const countWrite = await claimMealWrite(tx, ctx.uid, deps);
    const change: StoredUpdate<MealPlanDocument> = {
      ...(input.day !== undefined ? { day: input.day } : {}),
      ...(input.slot !== undefined ? { slot: input.slot } : {}),
      ...(input.persons !== undefined ? { persons: input.persons } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(ref, change);
    countWrite();
  });
  return {};
};

export const handleUnplanRecipe: Handler<'unplanRecipe'> = async (input, ctx, deps) => {
  await deps.db.runTransaction(async (tx) => {
    const { ref } = await readOwnPlan(deps.db, input.planId, ctx.uid, tx);
    const countWrite = await claimMealWrite(tx, ctx.uid, deps);
    tx.delete(ref);
    countWrite();
  });
  return {};
};
