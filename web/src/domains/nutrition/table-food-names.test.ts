import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTableFoodNames, namedInLanguage, type TableFoodNames } from './table-food-names';
import names from './table-food-names.json';

const table = names as unknown as TableFoodNames;
const chicken = {
  name: 'Chicken breast',
  foodId: 'sr24:05064',
  foodName: 'Chicken, broilers or fryers, breast, meat only, cooked, roasted',
  source: 'database',
};

describe('a table food named in the reader’s language', () => {
  it('a row made in English reads in German and Danish: its name and its food', () => {
    expect(namedInLanguage(chicken, 'de', table)).toMatchObject({
      name: 'Hähnchenbrust',
      foodName: 'Hähnchenbrust',
    });
    expect(namedInLanguage(chicken, 'da', table)).toMatchObject({ name: 'Kyllingebryst' });
    expect(namedInLanguage(chicken, 'en', table)).toEqual(chicken);
    // Added from the search in English, a row carries the source's name: English, kept.
    const raw = { name: 'Bananas, raw', foodId: 'sr24:09040', foodName: 'Bananas, raw', source: 'database' };
    expect(namedInLanguage(raw, 'en', table)).toEqual(raw);
    expect(namedInLanguage(raw, 'de', table)).toMatchObject({ name: 'Banane', foodName: 'Banane' });
  });

  it('a row made in German reads in English, its food by the source’s name as the server names it', () => {
    const banana = { name: 'Banane', foodId: '09040', foodName: 'Banane', source: 'database' };
    expect(namedInLanguage(banana, 'en', table)).toMatchObject({ name: 'Banana', foodName: 'Bananas, raw' });
    expect(namedInLanguage(banana, 'es', table)).toMatchObject({ name: 'Plátano', foodName: 'Plátano' });
  });

  it('names of the user’s or the model’s own words stay as written; so does a name already the reader’s', () => {
    const berries = {
      name: 'Berries',
      foodId: 'sr24:09050',
      foodName: 'Blueberries, raw',
      source: 'database',
    };
    expect(namedInLanguage(berries, 'de', table)).toEqual({ ...berries, foodName: 'Heidelbeeren' });
    // "Blaubeeren" is a German name of the food, not its first: the user's word is kept.
    const blau = { ...berries, name: 'Blaubeeren' };
    expect(namedInLanguage(blau, 'de', table).name).toBe('Blaubeeren');
    const typed = { name: 'Oma’s Hähnchen', foodId: 'sr24:05064' };
    expect(namedInLanguage(typed, 'en', table)).toEqual(typed);
  });

  it('rows without a table food, or before the names have come, are left alone', () => {
    const estimate = { name: 'Chicken breast', source: 'ai' };
    expect(namedInLanguage(estimate, 'de', table)).toBe(estimate);
    expect(namedInLanguage(chicken, 'de', null)).toBe(chicken);
    expect(namedInLanguage({ ...chicken, foodId: 'sr24:99999' }, 'de', table).name).toBe('Chicken breast');
  });

  it('loads the names as a chunk of their own', async () => {
    expect((await loadTableFoodNames())['sr24:09040']?.[0]).toBe('Bananas, raw');
  });
});

describe('table-food-names.json', () => {
  it('is what scripts/food-table/build-food-names.mjs derives from the food table (re-run it after the table)', () => {
    const source = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../../functions/data/food-table.json'), 'utf8'),
    ) as { foods: { id: string; name: string; names?: Record<string, string[]> }[] };
    const derived = Object.fromEntries(
      source.foods.flatMap((food) =>
        food.names
          ? [[food.id, [food.name, ...['en', 'es', 'de', 'da'].map((l) => food.names?.[l] ?? [])]]]
          : [],
      ),
    );
    expect(names).toEqual(derived);
    expect(Object.keys(names).length).toBeGreaterThan(1000);
  });
});
