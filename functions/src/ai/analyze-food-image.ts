// analyzeFoodImage: one photo, one AI call (items with grams, then totals), stored as a nutrition meal.
import type { CallContext, Deps } from '../deps.js';
import { storeNutritionMeal } from '../meals/meal-store.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { toAiAppError } from './ai-errors.js';
import { checkCalories } from './consistency.js';
import { type Nutrition, parseNutrition } from './parse-nutrition.js';
import { foodPrompt } from './prompts.js';
import { beginAiCall } from './quota.js';
import { foodNutritionSchema } from './schemas.js';

export async function handleAnalyzeFoodImage(
  input: ParsedRequest<'analyzeFoodImage'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'analyzeFoodImage'>> {
  const language = await beginAiCall(ctx.uid, deps);
  const prompt = foodPrompt(language);
  let nutrition: Nutrition;
  let demo = false;
  try {
    const answer = await deps.ai.complete({
      schemaName: 'food_nutrition',
      schema: foodNutritionSchema,
      ...prompt,
      imageDataUrl: input.image,
      maxTokens: 1200,
      temperature: 0.3,
    });
    demo = answer.demo;
    nutrition = parseNutrition(answer.content);
  } catch (error) {
    deps.log.warn('ai.analyzeFood.failed', { uid: ctx.uid, error });
    throw toAiAppError(error, 'food');
  }
  const check = checkCalories(nutrition);
  if (!check.consistent)
    deps.log.warn('ai.inconsistentCalories', { uid: ctx.uid, calories: nutrition.calories, ...check });
  const mealId = await storeNutritionMeal(deps, ctx.uid, nutrition, check, {
    thumbnail: input.thumbnail,
    demo,
  });
  const { items: _items, ...shown } = nutrition;
  return { mealId, nutrition: { ...shown, ...check }, ...(demo ? { demo: true } : {}) };
}
