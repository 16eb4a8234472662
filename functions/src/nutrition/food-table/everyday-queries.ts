// An evaluation of food search: what people in each language type for foods they eat every week, with
// the table entries that count as a right answer (a few where more than one form is a fair answer). The
// hit rate at 1 and at 3 says how often one of them comes first, or among the first three.
// The queries themselves are data, in everyday-queries.json.
import everydayQueries from './everyday-queries.json' with { type: 'json' };
import type { Language } from './food-table.js';
import { searchFoods } from './search.js';

export type EverydayQuery = { query: string; ids: string[] };

/** Query text to the ids that count as a right answer, per language, kept as data beside this file. */
const QUERY_DATA: Record<Language, Record<string, string[]>> = everydayQueries;

export const EVERYDAY_QUERIES = Object.fromEntries(
  Object.entries(QUERY_DATA).map(([language, byQuery]) => [
    language,
    Object.entries(byQuery).map(([query, ids]) => ({ query, ids })),
  ]),
) as Record<Language, EverydayQuery[]>;

export type HitRate = { queries: number; at1: number; at3: number; misses: string[] };

/** Hit rates per language for a search that returns ranked ids (the real search by default). */
export function hitRates(
  search: (query: string, language: Language) => string[] = (q, language) =>
    searchFoods(q, { language, limit: 3 }).map((h) => h.id),
  queries: Record<Language, EverydayQuery[]> = EVERYDAY_QUERIES,
): Record<Language, HitRate> {
  const out = {} as Record<Language, HitRate>;
  for (const [language, list] of Object.entries(queries) as [Language, EverydayQuery[]][]) {
    let at1 = 0;
    let at3 = 0;
    const misses: string[] = [];
    for (const { query, ids } of list) {
      const found = search(query, language).slice(0, 3);
      if (ids.includes(found[0] ?? '')) at1++;
      if (found.some((id) => ids.includes(id))) at3++;
      else misses.push(query);
    }
    out[language] = { queries: list.length, at1: at1 / list.length, at3: at3 / list.length, misses };
  }
  return out;
}
