// Maps provider failures and unusable answers onto each AI callable's own user-facing messages.

import { AiProviderError } from '../platform/ai-port.js';
import { AppError } from '../platform/errors.js';
import { ParseFailure } from './parse-failure.js';
import { INVALID_INGREDIENT } from './parse-recipe.js';

/** `log`: a meal described in words; `estimate`: new diary rows; `correct`: a meal corrected in words;
 * `label`: a photographed nutrition label. */
export type AiMode =
  | 'food'
  | 'scan-image'
  | 'scan-text'
  | 'generate'
  | 'log'
  | 'estimate'
  | 'correct'
  | 'label';

export function toAiAppError(error: unknown, mode: AiMode): unknown {
  if (error instanceof AiProviderError) {
    if (error.kind === 'timeout') return new AppError('aiTimeout', { cause: error });
    switch (mode) {
      case 'food':
        return new AppError('analyzeError', { cause: error });
      case 'scan-image':
        return new AppError('scanError', { cause: error });
      case 'scan-text':
        // A recipe text's analysis says what the provider said, when it said anything.
        return new AppError('analyzeRecipeError', {
          ...(error.message ? { message: error.message } : {}),
          cause: error,
        });
      case 'generate':
        return new AppError('openAiError', { message: `OpenAI API error: ${error.message}`, cause: error });
      case 'log':
      case 'estimate':
      case 'correct':
        return new AppError('estimateError', { cause: error });
      case 'label':
        return new AppError('labelError', { cause: error });
    }
  }
  if (!(error instanceof ParseFailure)) return error;
  const field = error.field ? { field: error.field } : {};
  switch (mode) {
    case 'food':
      // No content or an unparseable answer means no food was detected.
      if (error.reason === 'empty' || error.reason === 'no-json' || error.reason === 'no-food') {
        return new AppError('noFoodDetected', { cause: error });
      }
      return new AppError('analyzeError', { message: error.message, details: field, cause: error });
    case 'scan-image':
      if (error.reason === 'empty') return new AppError('scanNoResponse', { cause: error });
      if (error.reason === 'missing-field') {
        return new AppError('scanParseError', { message: error.message, details: field, cause: error });
      }
      return new AppError('scanParseError', { cause: error, details: field });
    case 'scan-text':
      if (error.reason === 'empty') return new AppError('analyzeNoResponse', { cause: error });
      if (error.reason === 'missing-field') {
        return new AppError('analyzeParseError', { message: error.message, details: field, cause: error });
      }
      return new AppError('analyzeParseError', { cause: error, details: field });
    case 'generate':
      if (error.reason === 'empty') return new AppError('noContent', { cause: error });
      if (error.reason === 'no-json') return new AppError('noJson', { cause: error });
      if (error.message === INVALID_INGREDIENT) return new AppError('invalidIngredient', { cause: error });
      return new AppError('couldNotParse', { details: field, cause: error });
    case 'log':
      if (error.reason === 'empty' || error.reason === 'no-json' || error.reason === 'no-food') {
        return new AppError('noFoodInText', { cause: error });
      }
      return new AppError('estimateError', { message: error.message, details: field, cause: error });
    case 'estimate':
    case 'correct':
      return new AppError('estimateError', { message: error.message, details: field, cause: error });
    case 'label':
      // Nothing readable, or the model says there is no label: the photo shows none.
      if (error.reason === 'empty' || error.reason === 'no-json' || error.reason === 'no-label') {
        return new AppError('noLabelFound', { cause: error });
      }
      return new AppError('labelError', { message: error.message, details: field, cause: error });
  }
}
