// Structured logging with named events. Fields are scrubbed before they leave the process: no API keys,
// tokens or image data ever reach the logs (DESIGN 8).
import * as logger from 'firebase-functions/logger';

export interface Log {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
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
