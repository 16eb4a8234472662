// The protocol-independent core of every callable: authenticate, parse with the shared contract, refuse the
// tokens of accounts that are gone, run the handler, and map every failure to an HttpsError with an English
// message and an i18n `details.code`.
import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';
import { isCleanText, stripInvisible } from '../shared/contract-fields.js';
import {
  type CallableName,
  type CallableResponse,
  callables,
  type ParsedRequest,
} from '../shared/contracts.js';
import { type ErrorName, errorCatalogue, isErrorName } from '../shared/error-codes.js';
import { limits } from '../shared/limits.js';
import type { CallContext, Deps } from './deps.js';
import { AppError } from './errors.js';
import { functionsLog, logEvents } from './log.js';

export type Handler<N extends CallableName> = (
  input: ParsedRequest<N>,
  ctx: CallContext,
  deps: Deps,
) => Promise<CallableResponse<N>>;

export interface CallableOptions {
  /**
   * Message for a missing sign-in (recipe generation and invitations have their own: 'User must be signed in
   * to generate recipes', 'No user logged in').
   */
  unauthenticated?: ErrorName;
  /** Message and code for unexpected failures of this callable (e.g. 'Failed to update item'). */
  fallback?: ErrorName;
}

export interface AuthInfo {
  uid?: string;
  token?: { email?: string; email_verified?: boolean; name?: string; auth_time?: number; picture?: string };
}

export function toHttpsError(error: AppError): HttpsError {
  return new HttpsError(error.status, error.message, { ...error.details, code: error.code });
}

/** One readable sentence from a zod error: the first issue, with its field path. An issue whose message
 * names a catalogue entry is that entry: its English message and its i18n key. */
export function describeZodError(error: z.ZodError): {
  message: string;
  errorName: ErrorName;
  field?: string;
} {
  const issue = error.issues[0];
  if (!issue) return { message: errorCatalogue.invalidInput.message, errorName: 'invalidInput' };
  const field = issue.path.map(String).join('.') || undefined;
  if (isErrorName(issue.message))
    return { message: errorCatalogue[issue.message].message, errorName: issue.message, field };
  const message = field ? `Invalid input: ${field}: ${issue.message}` : `Invalid input: ${issue.message}`;
  return { message, errorName: 'invalidInput', field };
}

export async function runCallable<N extends CallableName>(
  name: N,
  handler: Handler<N>,
  data: unknown,
  auth: AuthInfo | undefined,
  depsOrFactory: Deps | (() => Deps),
  options: CallableOptions = {},
): Promise<CallableResponse<N>> {
  // Check the uid, not just `auth`: the emulators accept a garbage token as a truthy auth with no uid.
  const uid = auth?.uid;
  if (typeof uid !== 'string' || uid === '')
    throw toHttpsError(new AppError(options.unauthenticated ?? 'unauthenticated'));

  const parsed = callables[name].request.safeParse(data ?? {});
  if (!parsed.success) {
    const { message, errorName, field } = describeZodError(parsed.error);
    throw toHttpsError(new AppError(errorName, { message, details: field ? { field } : {} }));
  }

  const email = typeof auth?.token?.email === 'string' ? auth.token.email.trim().toLowerCase() : null;
  let deps: Deps | undefined;
  try {
    deps = typeof depsOrFactory === 'function' ? depsOrFactory() : depsOrFactory;
    // The provider's name (Google) reaches member records and invitations: cleaned like a typed name.
    const rawName = auth?.token?.name;
    const cleaned = typeof rawName === 'string' ? stripInvisible(rawName).slice(0, limits.nameChars) : '';
    const displayName = cleaned && isCleanText(cleaned, false) ? cleaned : null;
    // Only a provider's proof counts: Google accounts arrive verified, password accounts after the link in
    // the verification mail is followed (and a token refreshed since).
    const emailVerified = email !== null && auth?.token?.email_verified === true;
    const authTime = auth?.token?.auth_time;
    const signedInAt = typeof authTime === 'number' ? new Date(authTime * 1000) : null;
    // The provider's picture (Google) is stored on the profile: only an https address of a sane length.
    const picture = auth?.token?.picture;
    const photoURL =
      typeof picture === 'string' && picture.length <= 2048 && /^https:\/\/[^\s]+$/.test(picture)
        ? picture
        : null;
    const ctx = { uid, email, emailVerified, name: displayName, photoURL, signedInAt };
    // Every callable looks up the sign-in account behind the token first (one Auth request): Firebase checks
    // only a token's signature and expiry, so without this a deleted user's token keeps working for up to
    // an hour (functions/README.md, "Sessions").
    await assertSessionActive(ctx, deps);
    return await handler(parsed.data as ParsedRequest<N>, ctx, deps);
  } catch (error) {
    if (error instanceof AppError) throw toHttpsError(error);
    if (error instanceof HttpsError) throw error;
    const errorId = randomUUID();
    (deps?.log ?? functionsLog).error(logEvents.callableFailed, { callable: name, uid, errorId, error });
    // Always INTERNAL, whatever the status of the callable's own failure message.
    const fallback = errorCatalogue[options.fallback ?? 'internal'];
    throw new HttpsError('internal', fallback.message, { code: fallback.code, errorId });
  }
}

/** Refuses the token of an account that no longer exists, is disabled, or whose sessions were revoked
 * after it signed in (as `verifyIdToken(token, true)` would). */
async function assertSessionActive(ctx: CallContext, deps: Deps): Promise<void> {
  const account = await deps.auth.account(ctx.uid);
  const revoked =
    account?.tokensValidAfter != null &&
    ctx.signedInAt != null &&
    ctx.signedInAt.getTime() < account.tokensValidAfter.getTime();
  if (account && !account.disabled && !revoked) return;
  const why = !account ? 'deleted' : account.disabled ? 'disabled' : 'revoked';
  deps.log.warn(logEvents.sessionEnded, { uid: ctx.uid, why });
  throw new AppError('sessionEnded');
}
