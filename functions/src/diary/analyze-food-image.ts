// analyzeFoodImage: a photo (with an optional remark, in the same AI call) -> the meal's rows and totals.
// With the caller's time zone the photo is logged as eaten now (source 'photo'); without it the meal is
// only kept in the history, as before the diary.

import { foodAnswer } from '../ai/parse-nutrition.js';
import { foodPrompt } from '../ai/prompts.js';
import { demoFlag, runAiCall } from '../ai/run-ai-call.js';
import type { Handler } from '../platform/run-callable.js';
import { diaryPlaceAt } from './diary-time.js';
import { mealNutrition, storeNutritionMeal } from './meal-store.js';

export const handleAnalyzeFoodImage: Handler<'analyzeFoodImage'> = async (input, ctx, deps) => {
  const note = input.note || undefined;
  const {
    value: nutrition,
    consistency,
    demo,
    language,
  } = await runAiCall(
    {
      mode: 'food',
      answer: foodAnswer,
      prompt: (language) => foodPrompt(language, note),
      imageDataUrl: input.image,
      maxTokens: 1200,
      temperature: 0.3,
      totals: (n) => n,
    },
    ctx,
    deps,
  );
  const place = input.timeZone ? diaryPlaceAt(deps.clock.now(), input.timeZone, input.slot) : undefined;
  const { mealId, rows } = await storeNutritionMeal(deps, ctx.uid, nutrition, consistency, {
    thumbnail: input.thumbnail,
    demo,
    language,
    ...(place && input.timeZone
      ? { diary: { ...place, timeZone: input.timeZone, source: 'photo' as const } }
      : {}),
  });
  return {
    mealId,
    nutrition: mealNutrition(nutrition, rows),
    ...(place ? { diary: place } : {}),
    ...demoFlag(demo),
  };
};
