// Every AI answer by the schema name the provider is asked for: what test doubles and a demo provider
// build their answers from.

import type { AiSchemaName } from '../platform/ai-port.js';
import type { AnswerShape } from './ai-answer.js';
import { labelAnswer } from './parse-label.js';
import { foodAnswer, foodCorrectionAnswer, foodRowsAnswer, foodTextAnswer } from './parse-nutrition.js';
import { generatedRecipeAnswer } from './parse-recipe.js';
import { scannedRecipeAnswer } from './parse-scan.js';

export const aiAnswers = {
  food_nutrition: foodAnswer,
  food_text: foodTextAnswer,
  food_rows: foodRowsAnswer,
  food_correction: foodCorrectionAnswer,
  scanned_recipe: scannedRecipeAnswer,
  generated_recipe: generatedRecipeAnswer,
  food_label: labelAnswer,
} as const satisfies Record<AiSchemaName, { name: AiSchemaName }>;

/** The answer a well-behaved model sends for `N`. */
export type AiAnswerShape<N extends AiSchemaName> = AnswerShape<(typeof aiAnswers)[N]>;
