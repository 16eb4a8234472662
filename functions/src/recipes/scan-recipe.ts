import { scannedRecipeAnswer } from '../ai/parse-scan.js';
import { scanPrompt } from '../ai/prompts.js';
import { demoFlag, runAiCall } from '../ai/run-ai-call.js';
import { storeScannedMeal } from '../diary/meal-store.js';
import type { Handler } from '../platform/run-callable.js';

export const handleScanRecipe: Handler<'scanRecipe'> = async (input, ctx, deps) => {
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
};
