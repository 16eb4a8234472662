import type { Handler } from '../lib/run-callable.js';
import { storeScannedMeal } from '../meals/meal-store.js';
import { scannedRecipeAnswer } from './parse-scan.js';
import { scanPrompt } from './prompts.js';
import { demoFlag, runAiCall } from './run-ai-call.js';

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
