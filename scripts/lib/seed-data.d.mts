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

/** Reads and checks a seed file; throws naming the document and field of the first problem. */
export function loadSeed(file: string, now?: number): { accounts: SeedAccount[]; documents: SeedDocument[] };
