import type { Handler } from '../lib/run-callable.js';
import { storeNutritionMeal } from '../meals/meal-store.js';
import { foodAnswer } from './parse-nutrition.js';
import { foodPrompt } from './prompts.js';
import { demoFlag, runAiCall } from './run-ai-call.js';

export const handleAnalyzeFoodImage: Handler<'analyzeFoodImage'> = async (input, ctx, deps) => {
  const {
    value: nutrition,
    consistency,
    demo,
  } = await runAiCall(
    {
      mode: 'food',
      answer: foodAnswer,
      prompt: foodPrompt,
      imageDataUrl: input.image,
      maxTokens: 1200,
      temperature: 0.3,
      totals: (n) => n,
    },
    ctx,
    deps,
  );
  const mealId = await storeNutritionMeal(deps, ctx.uid, nutrition, consistency, {
    thumbnail: input.thumbnail,
    demo,
  });
  const { items: _items, ...shown } = nutrition;
  return { mealId, nutrition: { ...shown, ...consistency }, ...demoFlag(demo) };
};
