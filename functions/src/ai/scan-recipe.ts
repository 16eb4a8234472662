// scanRecipe: a recipe from a photo (temperature 0, 2500 tokens) or from pasted text.
import type { CallContext, Deps } from '../deps.js';
import { storeScannedMeal } from '../meals/meal-store.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { scannedRecipeAnswer } from './parse-scan.js';
import { scanPrompt } from './prompts.js';
import { demoFlag, runAiCall } from './run-ai-call.js';

export async function handleScanRecipe(
  input: ParsedRequest<'scanRecipe'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'scanRecipe'>> {
  const {
    value: recipe,
    consistency,
    demo,
  } = await runAiCall(
    {
      mode: input.image !== undefined ? 'scan-image' : 'scan-text',
      answer: scannedRecipeAnswer,
      prompt: (language) => scanPrompt(language, { text: input.text }),
      ...(input.image !== undefined ? { imageDataUrl: input.image } : {}),
      maxTokens: 2500,
      temperature: 0,
      totals: (r) => r.nutritionInfo,
    },
    ctx,
    deps,
  );
  const mealId = await storeScannedMeal(deps, ctx.uid, recipe, consistency, {
    thumbnail: input.thumbnail,
    demo,
  });
  return { mealId, recipe, ...consistency, ...demoFlag(demo) };
}
