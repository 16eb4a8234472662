// Runs a handler the way the deployed callable does (auth, contract parsing, error mapping).
import { HttpsError } from 'firebase-functions/https';
import { expect } from 'vitest';
import type { CallContext, Deps } from '../../src/platform/deps.js';
import { type CallableOptions, type Handler, runCallable } from '../../src/platform/run-callable.js';
import type { CallableName, CallableResponse } from '../../src/shared/contracts.js';

export function call<N extends CallableName>(
  name: N,
  handler: Handler<N>,
  data: unknown,
  ctx: CallContext | null,
  deps: Deps,
  options?: CallableOptions,
): Promise<CallableResponse<N>> {
  const auth = ctx
    ? {
        uid: ctx.uid,
        token: {
          ...(ctx.email ? { email: ctx.email, email_verified: ctx.emailVerified } : {}),
          ...(ctx.name ? { name: ctx.name } : {}),
          ...(ctx.photoURL ? { picture: ctx.photoURL } : {}),
          // Signed in just now unless the context says otherwise.
          ...(ctx.signedInAt !== null
            ? { auth_time: Math.floor((ctx.signedInAt ?? deps.clock.now()).getTime() / 1000) }
            : {}),
        },
      }
    : undefined;
  return runCallable(name, handler, data, auth, deps, options);
}

/** `call` bound to one callable and its handler: (data, ctx, deps, options). */
export function callable<N extends CallableName>(name: N, handler: Handler<N>) {
  return (data: unknown, ctx: CallContext | null, deps: Deps, options?: CallableOptions) =>
    call(name, handler, data, ctx, deps, options);
}

/** Awaits a rejection and returns it as an HttpsError with its status, message and i18n code. */
export async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to fail').toBeInstanceOf(HttpsError);
  const e = error as HttpsError;
  return { status: e.code, message: e.message, details: (e.details ?? {}) as Record<string, unknown> };
}
