// Handlers throw AppError with a catalogue name; the callable wrapper turns it into an HttpsError whose
// message is the English catalogue text and whose details carry the i18n key.
import { type ErrorName, errorCatalogue } from '../shared/error-codes.js';

export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly details: Record<string, unknown>;
  readonly codeOverride: string | undefined;
  constructor(
    name: ErrorName,
    options: { message?: string; details?: Record<string, unknown>; cause?: unknown; code?: string } = {},
  ) {
    super(options.message ?? errorCatalogue[name].message, { cause: options.cause });
    this.name = 'AppError';
    this.errorName = name;
    this.details = options.details ?? {};
    // Same failure, different screen: generation from a history entry reports history.recipeGenerationError.
    this.codeOverride = options.code;
  }
  get status() {
    return errorCatalogue[this.errorName].status;
  }
  get code() {
    return this.codeOverride ?? errorCatalogue[this.errorName].code;
  }
}

export const fail = (name: ErrorName, options?: ConstructorParameters<typeof AppError>[1]): never => {
  throw new AppError(name, options);
};
