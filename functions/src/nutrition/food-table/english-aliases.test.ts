// The rules the curated English aliases follow (scripts/food-table/README.md, "The rules for English
// aliases"): the matcher takes an alias as the person's own word, so an alias that stretches the word sends
// every row that uses it to another food.
import { describe, expect, it } from 'vitest';
import { classesOf } from './food-classes.js';
import { namesOf } from './food-names.js';
import { loadFoodTable, type TableFood } from './food-table.js';
import { matchFood } from './match.js';
import { sameWord } from './match-fit.js';
import { queryWords } from './match-words.js';

const table = loadFoodTable();
const aliases = table.foods.flatMap((food) => (food.names.en ?? []).map((alias) => ({ food, alias })));
const kcal = (f: TableFood) => f.per100g.calories ?? Number.NaN;
const key = (words: Iterable<string>) => [...words].sort().join(' ');

/** Where USDA's food of the name is a narrower kind than the word means; each reviewed. */
const REVIEWED = new Set([
  'vegetable oil',
  'pasta',
  'cooked pasta',
  'dry pasta',
  'uncooked pasta',
  'almond drink',
]);

describe('English aliases', () => {
  it("never take a name from USDA's own food of that name", () => {
    const byHead = new Map<string, TableFood[]>();
    for (const food of table.foods) {
      const forms = classesOf(food);
      if (food.branded || forms.has('baby') || forms.has('industrial')) continue;
      const k = key(namesOf(food).head);
      byHead.set(k, [...(byHead.get(k) ?? []), food]);
    }
    const stolen = aliases.filter(({ food, alias }) => {
      const q = queryWords(alias);
      // An alias whose words are all in its own food's USDA name only says that name in everyday order.
      if (q.content.every((w) => namesOf(food).usda.some((n) => sameWord(w, n, false)))) return false;
      const owners = (byHead.get(key(q.content)) ?? []).filter((f) => f !== food);
      // Another food of the same energy is no wrong figure: "brownie" is a brownie either way.
      return owners.length > 0 && owners.every((f) => Math.abs(kcal(f) - kcal(food)) > 0.2 * kcal(food));
    });
    expect(stolen.map(({ alias }) => alias).filter((a) => !REVIEWED.has(a))).toEqual([]);
  });

  it('are no word that means different foods in American and British English, nor a whole category', () => {
    const ambiguous = ['chips', 'biscuits', 'biscuit', 'squash', 'tomato sauce', 'sweets', 'chicken salad'];
    expect(aliases.filter(({ alias }) => ambiguous.includes(alias)).map(({ alias }) => alias)).toEqual([]);
    for (const word of ambiguous) expect(matchFood({ food: word }), word).toBeNull();
  });

  it.each([
    ['halibut', 'sr24:15037'], // Atlantic and Pacific, not the fatter Greenland halibut
    ['nachos', 'sr24:21078'], // the dish, not the tortilla chips under it
    ['endive', 'sr24:11213'], // USDA's endive, not witloof chicory
    ['polish sausage', 'sr24:07059'],
    ['corn on the cob', 'sr24:11168'], // boiled, as eaten
    ['broad beans', 'sr24:11089'],
    ['string beans', 'sr24:11053'],
    ['edamame', 'sr24:11212'],
    ['red lentils', 'sr24:16070'], // cooked; the table's red lentils are only dry
  ])('name the food a plain word means: %s', (word, id) => {
    expect(matchFood({ food: word })?.food.id).toBe(id);
  });

  it.each([
    ['wrap'], // a dish in a flour tortilla, not the tortilla
    ['shrimp salad'], // in mayonnaise in American English
  ])('never name a dish for one of its ingredients: %s', (word) => {
    expect(matchFood({ food: word })).toBeNull();
  });

  it('name a fat-reduced variety only with a word that says so, unless it is what the plain word is', () => {
    // The qualifier of the food itself, not of an ingredient ("made with low fat (2%) milk").
    const reduced =
      /(?<!with (equal volume )?)\b(\d+% fat-free|fat-free|nonfat(?! dry milk)|low ?fat|reduced fat|reduced calorie)\b/i;
    const says = /\b(fat-free|fat free|nonfat|low ?fat|reduced|light|lite|lean|skim|skimmed|diet|\d+ ?%)/i;
    // Where the reduced variety is the food the word means: buttermilk is cultured low-fat milk; flavoured
    // yoghurts are sold low-fat; sliced deli chicken breast is lean meat by nature.
    const plainForm = new Set([
      'buttermilk',
      'vanilla yogurt',
      'fruit yogurt',
      'strawberry yogurt',
      'sliced chicken breast',
      'chicken deli meat',
    ]);
    const stretched = aliases.filter(
      ({ food, alias }) => reduced.test(food.name) && !says.test(alias) && !plainForm.has(alias),
    );
    expect(stretched.map(({ food, alias }) => `${alias}: ${food.name}`)).toEqual([]);
    expect(matchFood({ food: 'low fat cheese puffs' })?.food.id).toBe('sr24:19434');
  });

  it('name a meat, not a luncheon loaf made of it, unless the words say loaf', () => {
    const loaves = aliases.filter(
      ({ food, alias }) =>
        /\b(loaf|jellied)\b/i.test(food.name) && !/\b(loaf|jellied|luncheon)\b/i.test(alias),
    );
    expect(loaves.map(({ food, alias }) => `${alias}: ${food.name}`)).toEqual([]);
  });

  it('name a dry form only with its word', () => {
    expect(matchFood({ food: 'dry red lentils' })?.food.id).toBe('sr24:16144');
    expect(matchFood({ food: 'tortilla chips' })?.food.id).toBe('sr24:19056');
  });
});
