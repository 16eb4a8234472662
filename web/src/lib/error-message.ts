import type { TFunction } from 'i18next';
import { CallError, GENERIC_ERROR_CODE } from './callable';

/** The translated message for a failed call: its i18n code when we have that key, else common.error. */
export function errorMessage(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  const code = error instanceof CallError ? error.code : GENERIC_ERROR_CODE;
  return t(exists(code) ? code : GENERIC_ERROR_CODE);
}
