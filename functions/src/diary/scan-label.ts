// scanLabel: a photographed nutrition label read into figures per 100 g, in one AI call counted against
// the quotas (ai/parse-label.ts). Nothing is stored: the user checks the figures, and the web adds the row
// with them through updateMeal (`source: 'label'`).
import { labelAnswer } from '../ai/parse-label.js';
import { labelPrompt } from '../ai/prompts.js';
import { demoFlag, runAiCall } from '../ai/run-ai-call.js';
import type { Handler } from '../platform/run-callable.js';

export const handleScanLabel: Handler<'scanLabel'> = async (input, ctx, deps) => {
  const { value, demo } = await runAiCall(
    {
      mode: 'label',
      answer: labelAnswer,
      prompt: (language) => labelPrompt(language),
      imageDataUrl: input.image,
      // Reading, not estimating: the same settings as scanning a recipe, for a much shorter answer (its
      // 19 vitamins and minerals, null or not, take about 200 tokens of it).
      maxTokens: 700,
      temperature: 0,
      totals: (label) => label.per100g,
    },
    ctx,
    deps,
  );
  return { ...value, ...demoFlag(demo) };
};
