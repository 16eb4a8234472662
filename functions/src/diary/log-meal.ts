// logMeal: a meal described in words ("2 eggs and a slice of toast", "200 g Reis mit Hähnchen"), estimated
// in one AI call and logged as eaten now in the caller's local calendar (source 'text').

import { foodTextAnswer } from '../ai/parse-nutrition.js';
import { textMealPrompt } from '../ai/prompts.js';
import { demoFlag, runAiCall } from '../ai/run-ai-call.js';
import type { Handler } from '../platform/run-callable.js';
import { diaryPlaceAt } from './diary-time.js';
import { mealNutrition, storeNutritionMeal } from './meal-store.js';

export const handleLogMeal: Handler<'logMeal'> = async (input, ctx, deps) => {
  const { value, consistency, demo, language } = await runAiCall(
    {
      mode: 'log',
      answer: foodTextAnswer,
      prompt: (language) => textMealPrompt(language, input.description),
      maxTokens: 1200,
      temperature: 0.3,
      totals: (n) => n,
    },
    ctx,
    deps,
  );
  const place = diaryPlaceAt(deps.clock.now(), input.timeZone, input.slot);
  const nutrition = { ...value, description: value.description || input.description.slice(0, 200) };
  const { mealId, rows } = await storeNutritionMeal(deps, ctx.uid, nutrition, consistency, {
    demo,
    language,
    diary: { ...place, timeZone: input.timeZone, source: 'text' },
  });
  return {
    mealId,
    nutrition: mealNutrition(nutrition, rows),
    ...place,
    ...demoFlag(demo),
  };
};
