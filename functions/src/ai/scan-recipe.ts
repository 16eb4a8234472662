// scanRecipe: a recipe from a photo (temperature 0, 2500 tokens) or from pasted text.
import type { CallContext, Deps } from '../deps.js';
import { storeScannedMeal } from '../meals/meal-store.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { toAiAppError } from './ai-errors.js';
import { checkCalories } from './consistency.js';
import { parseScannedRecipe, type ScannedRecipe } from './parse-scan.js';
import { scanPrompt } from './prompts.js';
import { beginAiCall } from './quota.js';
import { scannedRecipeSchema } from './schemas.js';

export async function handleScanRecipe(
  input: ParsedRequest<'scanRecipe'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'scanRecipe'>> {
  const mode = input.image !== undefined ? 'scan-image' : 'scan-text';
  const language = await beginAiCall(ctx.uid, deps);
  let recipe: ScannedRecipe;
  let demo = false;
  try {
    const answer = await deps.ai.complete({
      schemaName: 'scanned_recipe',
      schema: scannedRecipeSchema,
      ...scanPrompt(language, { text: input.text }),
      ...(input.image !== undefined ? { imageDataUrl: input.image } : {}),
      maxTokens: 2500,
      temperature: 0,
    });
    demo = answer.demo;
    recipe = parseScannedRecipe(answer.content);
  } catch (error) {
    deps.log.warn('ai.scanRecipe.failed', { uid: ctx.uid, mode, error });
    throw toAiAppError(error, mode);
  }
  const check = checkCalories(recipe.nutritionInfo);
  if (!check.consistent)
    deps.log.warn('ai.inconsistentCalories', { uid: ctx.uid, ...recipe.nutritionInfo, ...check });
  const mealId = await storeScannedMeal(deps, ctx.uid, recipe, check, { thumbnail: input.thumbnail, demo });
  return { mealId, recipe, ...check, ...(demo ? { demo: true } : {}) };
}
