import { describe, expect, it } from 'vitest';
import { EVERYDAY_QUERIES, hitRates } from './everyday-queries.js';
import { LANGUAGES, loadFoodTable } from './food-table.js';

describe('everyday queries', () => {
  it('has at least 40 queries in each language, all pointing at foods of the table', () => {
    const table = loadFoodTable();
    for (const language of LANGUAGES) {
      const list = EVERYDAY_QUERIES[language];
      expect(list.length).toBeGreaterThanOrEqual(40);
      for (const { ids } of list) for (const id of ids) expect(table.byId.has(id), id).toBe(true);
    }
  });

  it('finds a right answer among the first three for at least 90% of them, in every language', () => {
    const rates = hitRates();
    for (const language of LANGUAGES) {
      const { at1, at3, misses } = rates[language];
      console.info(`${language}: hit rate at 1 ${(at1 * 100).toFixed(1)}%, at 3 ${(at3 * 100).toFixed(1)}%`);
      expect(at3, `${language} misses: ${misses.join(', ')}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('counts a hit at 1 and at 3 the way it says', () => {
    const rates = hitRates(() => ['b', 'a', 'c'], {
      en: [
        { query: 'first', ids: ['b'] },
        { query: 'third', ids: ['c'] },
        { query: 'none', ids: ['z'] },
        { query: 'second', ids: ['a'] },
      ],
      es: [],
      de: [],
      da: [],
    });
    expect(rates.en).toEqual({ queries: 4, at1: 0.25, at3: 0.75, misses: ['none'] });
  });
});
