// Why a model answer could not be used; each AI handler maps these onto its own user-facing messages.
export type ParseFailureReason = 'empty' | 'no-json' | 'no-food' | 'no-label' | 'missing-field' | 'invalid';

export class ParseFailure extends Error {
  constructor(
    readonly reason: ParseFailureReason,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ParseFailure';
  }
}
