// Reading an AI answer that must be refused: the ParseFailure it throws, as a plain object.
import { ParseFailure } from '../../src/ai/parse-failure.js';

/** The ParseFailure `read()` throws; anything else thrown, or nothing, fails the test. */
export function parseFailureOf(read: () => unknown) {
  try {
    read();
  } catch (e) {
    if (e instanceof ParseFailure) return { reason: e.reason, message: e.message, field: e.field };
    throw e;
  }
  throw new Error('expected a ParseFailure');
}
