// Typed callables: request/response types come from the shared contracts; the response is parsed
// with the contract schema so a drifted backend fails loudly instead of rendering garbage.
// The Functions SDK and the contracts (zod) load on first use, i.e. after sign-in.
import type { CallableName, CallableRequest, CallableResponse } from '@contracts';
import { getFirebaseFunctions } from './firebase';

export const GENERIC_ERROR_CODE = 'common.error';
const SESSION_ENDED = 'common.sessionEnded';

const sessionEndedListeners = new Set<() => void>();

/**
 * Calls `listener` when the server answers a call with "session ended" (the account was deleted, disabled
 * or signed out everywhere); returns the unsubscribe. This layer only says so: the one who owns the session
 * (the signed-in shell wires lib/auth's signOut) ends it here too.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** A failed call; `code` is an i18n key (from the error's details.code, else common.error). */
export class CallError extends Error {
  readonly code: string;
  readonly status: string | undefined;
  constructor(code: string, message: string, status?: string) {
    super(message);
    this.name = 'CallError';
    this.code = code;
    this.status = status;
  }
}

const i18nKey = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+$/;

export function toCallError(error: unknown): CallError {
  if (error instanceof CallError) return error;
  const details = typeof error === 'object' && error ? (error as { details?: unknown }).details : undefined;
  const detailCode =
    typeof details === 'object' && details && typeof (details as { code?: unknown }).code === 'string'
      ? (details as { code: string }).code
      : undefined;
  const status =
    typeof error === 'object' && error && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return new CallError(
    detailCode && i18nKey.test(detailCode) ? detailCode : GENERIC_ERROR_CODE,
    message,
    status,
  );
}

export async function call<N extends CallableName>(
  name: N,
  data: CallableRequest<N>,
): Promise<CallableResponse<N>> {
  const [functions, { httpsCallable }, { callables }, { callOptions }] = await Promise.all([
    getFirebaseFunctions(),
    import('firebase/functions'),
    import('@contracts'),
    import('./app-check'),
  ]);
  let raw: unknown;
  try {
    raw = (await httpsCallable(functions, name, callOptions(name))(data)).data;
  } catch (error) {
    const failure = toCallError(error);
    // The server found the account deleted, disabled or signed out everywhere: this browser's session is
    // over too, which ends it here (and forgets the account's local data) instead of failing call by call.
    if (failure.code === SESSION_ENDED) for (const listener of sessionEndedListeners) listener();
    throw failure;
  }
  const schema = callables[name].response;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    console.error(`callable ${name}: unexpected response`, parsed.error.issues);
    throw new CallError(GENERIC_ERROR_CODE, `Unexpected response from ${name}`);
  }
  return parsed.data as CallableResponse<N>;
}
