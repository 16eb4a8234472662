import { scannedRecipeAnswer } from '../ai/parse-scan.js';
import { scanPrompt } from '../ai/prompts.js';
import { demoFlag, runAiCall } from '../ai/run-ai-call.js';
import { storeScannedMeal } from '../diary/meal-store.js';
import type { Handler } from '../platform/run-callable.js';

// A photo is read off the page (the long answer of a whole recipe card, at temperature 0); pasted text is
// a recipe analysis, with its own shorter answer and a little freedom to fill in what the text leaves out.
const photoLimits = { maxTokens: 2500, temperature: 0 };
const textLimits = { maxTokens: 1200, temperature: 0.3 };

export const handleScanRecipe: Handler<'scanRecipe'> = async (input, ctx, deps) => {
  const photo = input.image !== undefined;
  const {
    value: recipe,
    consistency,
    demo,
  } = await runAiCall(
    {
      mode: photo ? 'scan-image' : 'scan-text',
      answer: scannedRecipeAnswer,
      prompt: (language) => scanPrompt(language, { text: input.text }),
      ...(input.image !== undefined ? { imageDataUrl: input.image } : {}),
      ...(photo ? photoLimits : textLimits),
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
