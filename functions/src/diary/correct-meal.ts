// correctMeal: the user's words about a meal ("it was 200 g of rice, not 100, fried in butter") and its
// current rows, in one AI call; the words take precedence. The estimate replaced is kept on the meal
// (`previous`) so undoMealCorrection can restore it once. Words the model does not act on (the rows come
// back as they were) change nothing: the meal is not rewritten and its one undo is kept.

import { foodCorrectionAnswer } from '../ai/parse-nutrition.js';
import { correctionPrompt } from '../ai/prompts.js';
import { runAiCall } from '../ai/run-ai-call.js';
import { shownRows } from '../nutrition/food-rows.js';
import { groundedRow } from '../nutrition/table-rows.js';
import type { Handler } from '../platform/run-callable.js';
import { assertEditable, previousOf, readOwnMeal, rewriteMeal } from './diary-meal.js';
import { mealNutrition, type StoredRow } from './meal-store.js';

const FIGURES = ['calories', 'protein', 'carbs', 'fat'] as const;

/** Whether the model's rows are the meal's rows again: same names, grams and main figures, in order. */
function sameRows(before: readonly StoredRow[], after: readonly StoredRow[]): boolean {
  if (before.length !== after.length) return false;
  return before.every((row, i) => {
    const other = after[i];
    if (!other || other.name.toLowerCase() !== row.name.toLowerCase() || other.grams !== row.grams)
      return false;
    // Figures are compared at the precision they are shown with (kcal whole, grams to a tenth).
    return FIGURES.every((f) => Math.abs((other[f] ?? 0) - (row[f] ?? 0)) < (f === 'calories' ? 0.5 : 0.05));
  });
}

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
  const unchanged = sameRows(
    before.rows,
    value.items.map((item) => groundedRow(item, language)),
  );
  if (unchanged) {
    const { meal } = before;
    return {
      mealId: input.mealId,
      nutrition: mealNutrition(meal, before.rows),
      ...(meal.day ? { day: meal.day, slot: meal.slot ?? 'snack' } : {}),
      unchanged: true,
    };
  }
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
