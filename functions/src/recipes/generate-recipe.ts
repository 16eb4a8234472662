// generateRecipe: from a prompt (stored as a new recipe meal) or from one of the caller's meals: a stored
// recipe is reused; otherwise the new recipe is written back onto the meal, type `recipe`, and a failed
// write-back is only logged. An eaten entry (a diary meal) keeps its place: its recipe is a meal of its
// own that the entry links to (`recipeId`), so the next time the linked recipe is used, without an AI call.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { type GeneratedRecipe, generatedRecipeAnswer } from '../ai/parse-recipe.js';
import { generatePrompt } from '../ai/prompts.js';
import { demoFlag, runAiCall } from '../ai/run-ai-call.js';
import { recipeFields, storeGeneratedMeal } from '../diary/meal-store.js';
import { checkCalorieConsistency } from '../nutrition/calorie-consistency.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { logEvents } from '../platform/log.js';
import type { Handler } from '../platform/run-callable.js';
import { nutritionFactsSchema } from '../shared/contract-fields.js';
import { type CallableResponse, recipeIngredientSchema } from '../shared/contracts.js';
import { collections } from '../shared/documents.js';

type Result = CallableResponse<'generateRecipe'>;

export const handleGenerateRecipe: Handler<'generateRecipe'> = async (input, ctx, deps) => {
  if (input.mealId !== undefined) return fromMeal(input.mealId, ctx, deps);
  const prompt = input.prompt ?? '';
  const { value: generated, consistency, demo } = await generate(prompt, ctx, deps);
  const mealId = await storeGeneratedMeal(deps, ctx.uid, prompt, generated, consistency, demo);
  return { ...generated, mealId, ...consistency, ...demoFlag(demo) };
};

const generate = (request: string, ctx: CallContext, deps: Deps) =>
  runAiCall(
    {
      mode: 'generate',
      answer: generatedRecipeAnswer,
      prompt: (language) => generatePrompt(language, request),
      maxTokens: 1200,
      temperature: 0.3,
      totals: (g) => g.nutritionData,
    },
    ctx,
    deps,
  );

async function fromMeal(mealId: string, ctx: CallContext, deps: Deps): Promise<Result> {
  const ref = deps.db.collection(collections.meals).doc(mealId);
  const snap = await ref.get();
  // Someone else's meal is reported exactly like a missing one: ids are not an oracle.
  if (!snap.exists || snap.get('user_id') !== ctx.uid) throw new AppError('mealNotFound');

  const stored = storedRecipe(snap);
  if (stored) return { ...stored, mealId, ...checkCalorieConsistency(stored.nutritionData) };
  const linked = await linkedRecipe(snap, ctx, deps);
  if (linked) return linked;

  const request = [
    typeof snap.get('description') === 'string' ? snap.get('description') : '',
    Array.isArray(snap.get('ingredients')) ? `Ingredients: ${snap.get('ingredients').join(', ')}` : '',
    `Meal id: ${mealId}`,
  ]
    .filter(Boolean)
    .join('\n');
  let result: Awaited<ReturnType<typeof generate>>;
  try {
    result = await generate(request, ctx, deps);
  } catch (error) {
    // Same failure, history screen: its own code, except for quota and timeout, which read the same.
    if (error instanceof AppError && error.errorName !== 'quotaExceeded' && error.errorName !== 'aiTimeout') {
      throw new AppError(error.errorName, {
        message: error.message,
        details: error.details,
        code: 'history.recipeGenerationError',
      });
    }
    throw error;
  }
  const { value: generated, consistency, demo } = result;
  // An eaten entry stays what it is (recipes never count towards a day): the recipe becomes a meal of its
  // own, without the entry's day.
  if (typeof snap.get('day') === 'string') {
    const description = typeof snap.get('description') === 'string' ? snap.get('description') : '';
    const recipeId = await storeGeneratedMeal(
      deps,
      ctx.uid,
      description || generated.recipe.title,
      generated,
      consistency,
      demo,
    );
    try {
      await ref.update({ recipeId });
    } catch (error) {
      deps.log.error(logEvents.recipeWriteBackFailed, { uid: ctx.uid, mealId, error });
    }
    return { ...generated, mealId: recipeId, ...consistency, ...demoFlag(demo) };
  }
  try {
    await ref.update(recipeFields(generated, consistency));
  } catch (error) {
    deps.log.error(logEvents.recipeWriteBackFailed, { uid: ctx.uid, mealId, error });
  }
  return { ...generated, mealId, ...consistency, ...demoFlag(demo) };
}

/** The recipe an eaten entry links to (`recipeId`: the recipe it was logged from, or the one generated
 * from it earlier), when it is still one of the caller's recipe meals. */
async function linkedRecipe(
  entry: DocumentSnapshot,
  ctx: CallContext,
  deps: Deps,
): Promise<Result | undefined> {
  const recipeId = entry.get('recipeId');
  if (typeof entry.get('day') !== 'string' || typeof recipeId !== 'string' || !recipeId) return undefined;
  const recipe = await deps.db.collection(collections.meals).doc(recipeId).get();
  if (!recipe.exists || recipe.get('user_id') !== ctx.uid) return undefined;
  const stored = storedRecipe(recipe);
  return stored && { ...stored, mealId: recipeId, ...checkCalorieConsistency(stored.nutritionData) };
}

const storedRecipeShape = z.object({
  title: z.string().min(1),
  recipeIngredients: z.array(recipeIngredientSchema).min(1),
  instructions: z.array(z.string()).min(1),
});

/** The recipe already on a meal: a generated recipe, or a scanned one scaled to one person. */
function storedRecipe(snap: DocumentSnapshot): Omit<GeneratedRecipe, never> | undefined {
  const data = snap.data() ?? {};
  if (data.type !== 'recipe' && data.type !== 'scanned_recipe') return undefined;
  const shape = storedRecipeShape.safeParse(data);
  if (!shape.success) return undefined;
  const servings =
    data.type === 'scanned_recipe' && typeof data.servings === 'number' && data.servings > 0
      ? data.servings
      : 1;
  const nutrition = nutritionFactsSchema.safeParse(data.nutritionData ?? data);
  const totals = nutrition.success ? nutrition.data : { calories: 0, protein: 0, carbs: 0, fat: 0 };
  return {
    recipe: {
      title: shape.data.title,
      ingredients: shape.data.recipeIngredients.map((i) => ({
        ...i,
        amount: Math.round((i.amount / servings) * 100) / 100,
      })),
      instructions: shape.data.instructions,
      persons: 1,
    },
    nutritionData: totals,
  };
}
