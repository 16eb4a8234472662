// correctMeal: the user's words about a meal ("it was 200 g of rice, not 100, fried in butter") and its
// current rows, in one AI call; the words take precedence. The estimate replaced is kept on the meal
// (`previous`) so undoMealCorrection can restore it once.

import { foodCorrectionAnswer } from '../ai/parse-nutrition.js';
import { correctionPrompt } from '../ai/prompts.js';
import { runAiCall } from '../ai/run-ai-call.js';
import { shownRows } from '../nutrition/food-rows.js';
import { groundedRow } from '../nutrition/table-rows.js';
import type { Handler } from '../platform/run-callable.js';
import { assertEditable, previousOf, readOwnMeal, rewriteMeal } from './diary-meal.js';

export const handleCorrectMeal: Handler<'correctMeal'> = async (input, ctx, deps) => {
  const before = await readOwnMeal(deps, input.mealId, ctx.uid);
  assertEditable(before.meal);
  const previous = {
    description: before.meal.description,
    // The model sees the figures as they are now, not the ones it gave before a swap; it corrects foods
    // and grams, so the vitamins and minerals (which the table gives again) are not sent.
    items: shownRows(before.rows).map(({ id: _id, estimatePerGram: _model, micros: _micros, ...row }) => row),
  };
  const { value, demo, language } = await runAiCall(
    {
      mode: 'correct',
      answer: foodCorrectionAnswer,
      prompt: (language) => correctionPrompt(language, previous, input.text),
      maxTokens: 1200,
      temperature: 0.3,
      totals: (n) => n,
    },
    ctx,
    deps,
  );
  return rewriteMeal(
    deps,
    input.mealId,
    ctx.uid,
    (current) => {
      assertEditable(current.meal);
      // A row that keeps its name keeps its id, so a screen can follow it through the correction.
      const ids = new Map(current.rows.map((r) => [r.name.toLowerCase(), r.id]));
      const rows = value.items.map((item) => {
        const id = ids.get(item.name.toLowerCase());
        if (id) ids.delete(item.name.toLowerCase());
        return groundedRow(item, language, id);
      });
      return {
        estimate: {
          rows,
          description: value.description || current.meal.description,
          previous: previousOf(current),
          demo,
        },
      };
    },
    { countWrite: false },
  );
};
