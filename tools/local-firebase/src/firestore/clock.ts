import { invalidArgument } from './errors.js';

const NANOS_PER_MS = 1_000_000n;
const NANOS_PER_SECOND = 1_000_000_000n;
// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999999Z, Firestore's timestamp range.
const MIN_NANOS = -62135596800n * NANOS_PER_SECOND;
const MAX_NANOS = 253402300800n * NANOS_PER_SECOND - 1n;

/** RFC 3339 in UTC with exactly 9 fractional digits, so text order equals time order. */
export function formatTimestamp(nanos: bigint): string {
  let seconds = nanos / NANOS_PER_SECOND;
  let frac = nanos % NANOS_PER_SECOND;
  if (frac < 0n) {
    frac += NANOS_PER_SECOND;
    seconds -= 1n;
  }
  const iso = new Date(Number(seconds) * 1000).toISOString(); // YYYY-MM-DDTHH:MM:SS.000Z
  return `${iso.slice(0, 19)}.${frac.toString().padStart(9, '0')}Z`;
}

const rfc3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;

/** Parses RFC 3339 (any offset, 0-9 fractional digits) to nanoseconds since the epoch. */
export function parseTimestamp(text: string): bigint {
  const m = rfc3339.exec(text);
  if (!m) throw invalidArgument(`Invalid timestamp: ${JSON.stringify(text)}`);
  const [, y, mo, d, h, mi, s, frac = '', zone = 'Z'] = m;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as written.
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), 0);
  if (
    date.getUTCDate() !== Number(d) ||
    date.getUTCMonth() !== Number(mo) - 1 ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    throw invalidArgument(`Invalid timestamp: ${JSON.stringify(text)}`);
  }
  let nanos = BigInt(date.getTime()) * NANOS_PER_MS + BigInt(frac.padEnd(9, '0') || '0');
  if (zone !== 'Z' && zone !== 'z') {
    const offsetMinutes =
      (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * (zone[0] === '-' ? -1 : 1);
    nanos -= BigInt(offsetMinutes) * 60n * NANOS_PER_SECOND;
  }
  if (nanos < MIN_NANOS || nanos > MAX_NANOS) {
    throw invalidArgument(`Timestamp out of range: ${JSON.stringify(text)}`);
  }
  return nanos;
}

/** Canonical form of any accepted timestamp text. */
export function normalizeTimestamp(text: string): string {
  return formatTimestamp(parseTimestamp(text));
}

/**
 * Strictly increasing wall-clock timestamps with microsecond steps (Firestore's version
 * precision): two commits never share an update time, even within one microsecond.
 */
export class Clock {
  private last = 0n;
  private readonly wallStart = BigInt(Date.now()) * NANOS_PER_MS;
  private readonly hrStart = process.hrtime.bigint();

  nowNanos(): bigint {
    const elapsed = process.hrtime.bigint() - this.hrStart;
    let t = ((this.wallStart + elapsed) / 1000n) * 1000n;
    if (t <= this.last) t = this.last + 1000n;
    this.last = t;
    return t;
  }

  now(): string {
    return formatTimestamp(this.nowNanos());
  }
}
