// Structured logging with named events. Fields are scrubbed before they leave the process: no API keys,
// tokens or image data ever reach the logs (docs/product-rules.md#logs).
import * as logger from 'firebase-functions/logger';

/** Every event the functions log, one name each, so log queries and alerts can rely on them. */
export const logEvents = {
  /** error: a callable failed unexpectedly; the caller got INTERNAL with the same `errorId`. */
  callableFailed: 'callable.failed',
  /** warn: a valid ID token of an account that is deleted, disabled or whose sessions were revoked. */
  sessionEnded: 'callable.sessionEnded',
  /** warn: the AI provider failed or its answer was unusable; `mode` names the call. */
  aiCallFailed: 'ai.call.failed',
  /** warn: an AI answer failed the calorie consistency check; kept, but flagged. */
  calorieConsistencyMismatch: 'ai.calorieConsistency.mismatch',
  /** error: a recipe generated from a history meal could not be written back onto that meal. */
  recipeWriteBackFailed: 'meal.recipeWriteBack.failed',
  /** warn: the global daily budget of AI calls is spent; AI calls are refused until midnight UTC. */
  aiBudgetExhausted: 'ai.globalBudget.exhausted',
  /** info: one step of deleting an account is done (`step`); a retry after a failure resumes safely. */
  accountDeletionStep: 'account.deletion.step',
  /** info: an account and everything stored about it are gone. */
  accountDeleted: 'account.deleted',
  /** info: a deleted list's items and pending invites were removed. */
  listCascadeDeleted: 'list.cascadeDeleted',
  /** error: removing a deleted list's items or invites failed part-way; deleting again finishes it. */
  listCascadeFailed: 'list.cascadeFailed',
  /** info: an invitation e-mail was not sent (already sent, being sent, or the invite is gone). */
  inviteEmailSkipped: 'invite.email.skipped',
  /** info: an invitation e-mail was handed to the mail provider. */
  inviteEmailSent: 'invite.email.sent',
  /** error: the mail provider refused or failed an invitation e-mail (worded like the user message). */
  inviteEmailFailed: 'Failed to send invitation email',
  /** error: after a failed send, the invite could not be released for a retry. */
  inviteEmailReleaseFailed: 'invite.email.releaseFailed',
  /** warn: Open Food Facts did not answer usefully (`kind`: http, timeout, connection, garbage). */
  productLookupFailed: 'product.lookup.failed',
  /** info: a code Open Food Facts answered without a usable product (`reason`); cached for a day. */
  productUnusable: 'product.lookup.unusable',
  /** info: a recipe page was not fetched or not read (`kind`: not-allowed, too-big, timeout, ...). */
  recipeImportRefused: 'recipe.import.refused',
} as const;

export type LogEvent = (typeof logEvents)[keyof typeof logEvents];

export interface Log {
  info(event: LogEvent, fields?: Record<string, unknown>): void;
  warn(event: LogEvent, fields?: Record<string, unknown>): void;
  error(event: LogEvent, fields?: Record<string, unknown>): void;
}

const SECRET_KEY = /key|token|secret|password|authorization|image|thumbnail/i;
const MAX_STRING = 300;

export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('data:')) return '[data-url]';
    // Bearer tokens and provider keys have recognisable prefixes even inside messages.
    const masked = value
      .replace(/data:[\w/+.-]+;base64,[A-Za-z0-9+/=]*/g, '[data-url]')
      .replace(/(Bearer\s+)[\w.-]+/gi, '$1[redacted]')
      .replace(/\b(sk|SG)[-.][\w.-]{8,}/g, '[redacted]');
    return masked.length > MAX_STRING ? `${masked.slice(0, MAX_STRING)}…` : masked;
  }
  if (value instanceof Error) return { name: value.name, message: scrub(value.message, depth + 1) };
  if (Array.isArray(value)) return depth > 3 ? '[array]' : value.slice(0, 20).map((v) => scrub(v, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 3) return '[object]';
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : scrub(v, depth + 1)]),
    );
  }
  return value;
}

export const functionsLog: Log = {
  info: (event, fields = {}) => logger.info(event, { event, ...(scrub(fields) as object) }),
  warn: (event, fields = {}) => logger.warn(event, { event, ...(scrub(fields) as object) }),
  error: (event, fields = {}) => logger.error(event, { event, ...(scrub(fields) as object) }),
};
