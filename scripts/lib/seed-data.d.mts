// Types of seed-data.mjs for the TypeScript that reads the seed (tool tests).

export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  [field: string]: unknown;
}

/** A seed document: its path and its fields with the relative-time markers turned into Dates. */
export interface SeedDocument {
  path: string;
  fields: Record<string, unknown>;
}

/** The moment a relative time such as "-2d" or "-1d-3h" names, counted from `now` (ms since the epoch). */
export function relativeTime(spec: string, now: number): Date;

/** The local date (YYYY-MM-DD) in `timeZone` of a relative time such as "-2d". */
export function relativeDay(spec: string, now: number, timeZone: string): string;

/** "-1d@08:00": that wall-clock time on the local date of the relative time in `timeZone`, at most `now`. */
export function relativeLocalTime(spec: string, now: number, timeZone: string): Date;

/** The time zone the seeded diary is in: SEED_TIME_ZONE, else this machine's. */
export function seedTimeZone(): string;

/** Reads and checks a seed file; throws naming the document and field of the first problem. Day totals
 * (days/{uid}_{day}) are derived from the seeded eaten meals and appended. */
export function loadSeed(
  file: string,
  now?: number,
  timeZone?: string,
): { accounts: SeedAccount[]; documents: SeedDocument[] };
