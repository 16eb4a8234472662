// lib/callable with `call` a mock that each test answers: no callable reaches the Functions SDK, while
// errors are the real CallError (a code the screen translates) and toCallError. In a test file:
//   vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
//   import * as callable from '../../testing/fake-callable';  // callable.call.mockResolvedValue(...)
import { vi } from 'vitest';
import type * as CallableModule from '../lib/callable';

const actual = await vi.importActual<typeof CallableModule>('../lib/callable');
export const { GENERIC_ERROR_CODE, toCallError } = actual;

/** The real CallError; its message, which no screen shows, defaults to the code. */
export class CallError extends actual.CallError {
  constructor(code: string, message = code, status?: string) {
    super(code, message, status);
  }
}

export const call = vi.fn();

type Answer = (name: string, data: Record<string, unknown>) => unknown;

/** `call` answers each callable with `answer(name, data)`, as the server would; `refuse`: that one callable
 * is refused with its code instead. */
export function answerWith(answer: Answer, refuse?: { name: string; code: string }) {
  call.mockImplementation(async (name: string, data: Record<string, unknown>) => {
    if (refuse && name === refuse.name) throw new CallError(refuse.code);
    return answer(name, data);
  });
}
