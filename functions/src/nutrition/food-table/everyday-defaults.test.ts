import { describe, expect, it } from 'vitest';
import { everydayEntries, tooBroadWords, wordsKey } from './everyday-defaults.js';
import { classesOf } from './food-classes.js';
import { LANGUAGES, loadFoodTable } from './food-table.js';
import { matchFood } from './match.js';

const table = loadFoodTable();
const NOT_AS_EATEN = ['fat', 'broth', 'flour', 'dry', 'raw', 'spice', 'baby', 'industrial'] as const;

describe('the everyday defaults data', () => {
  it('names table foods, each with words in at least one language', () => {
    for (const { entry } of everydayEntries()) {
      expect(table.byId.has(entry.food), entry.food).toBe(true);
      expect(
        LANGUAGES.some((l) => (entry[l] ?? []).length > 0),
        entry.food,
      ).toBe(true);
    }
  });

  it('picks forms as eaten: no fat, broth, flour, dry or raw form, spice, baby food or industrial product', () => {
    for (const { category, entry } of everydayEntries()) {
      const food = table.byId.get(entry.food);
      const forms = [...classesOf(food as NonNullable<typeof food>)];
      const allowed = category === 'fats' ? ['fat'] : [];
      expect(
        forms.filter((f) => !allowed.includes(f)),
        `${entry.food} ${food?.name}`,
      ).toEqual([]);
    }
  });

  it('gives no word two meanings in one language', () => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, string>();
      const add = (word: string, meaning: string) => {
        const key = wordsKey(word);
        expect(key, `${language} "${word}" has no content word`).not.toBe('');
        const before = seen.get(key);
        expect(
          before === undefined || before === meaning,
          `${language} "${word}": ${before} and ${meaning}`,
        ).toBe(true);
        seen.set(key, meaning);
      };
      for (const { entry } of everydayEntries())
        for (const word of entry[language] ?? []) add(word, entry.food);
      for (const word of tooBroadWords()[language]) add(word, 'too broad');
    }
  });

  it("agrees with the curated names: a generic word names its default's food, a raw or dry form it cooks, or a food of about its energy", () => {
    // Canned tuna is sold in oil and in water alike: the default is in water; the curated names in oil.
    const reviewed = new Set([
      'tuna',
      'canned tuna',
      'atún',
      'atún en lata',
      'Thunfisch',
      'tun',
      'tun på dåse',
    ]);
    const conflicts: string[] = [];
    for (const language of LANGUAGES) {
      const defaults = new Map<string, string>();
      for (const { entry } of everydayEntries())
        for (const word of entry[language] ?? []) defaults.set(wordsKey(word), entry.food);
      for (const named of table.foods) {
        for (const name of named.names[language] ?? []) {
          const id = defaults.get(wordsKey(name));
          const everyday = id === undefined ? undefined : table.byId.get(id);
          if (!everyday || everyday === named || reviewed.has(name)) continue;
          const forms = classesOf(named);
          if (forms.has('raw') || forms.has('dry') || /\b(raw|dry|uncooked|unprepared)\b/i.test(named.name))
            continue;
          const [a, b] = [named.per100g.calories ?? 0, everyday.per100g.calories ?? 0];
          if (Math.abs(a - b) > 0.2 * b)
            conflicts.push(`${language} "${name}": ${named.name} (${a}), default ${everyday.name} (${b})`);
        }
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('covers every kind of food', () => {
    const categories = new Set(everydayEntries().map((e) => e.category));
    for (const c of [
      'meat',
      'fish',
      'grains',
      'legumes',
      'vegetables',
      'fruit',
      'dairy and eggs',
      'breads',
    ]) {
      expect(categories.has(c), c).toBe(true);
    }
  });
});

describe('generic words land on the everyday form', () => {
  it.each([
    ['beef', 'sr24:13364'],
    ['pork', 'sr24:10093'],
    ['chicken', 'sr24:05013'],
    ['fish', 'sr24:15016'],
    ['corn', 'sr24:11168'],
    ['rice', 'sr24:20445'],
    ['pasta', 'sr24:20421'],
    ['noodles', 'sr24:20410'],
    ['beans', 'sr24:16028'],
    ['berries', 'sr24:09316'],
    ['pepper', 'sr24:11821'],
    ['potatoes', 'sr24:11367'],
    ['cheese', 'sr24:01009'],
    ['bread', 'sr24:18069'],
    ['milk', 'sr24:01077'],
    ['millet', 'sr24:20032'],
    ['Beef, grilled', 'sr24:13364'],
    ['lean beef, cubed', 'sr24:13364'],
    ['bell peppers, sliced', 'sr24:11821'],
  ])('"%s" -> %s', (food, id) => {
    expect(matchFood({ food })?.food.id).toBe(id);
  });

  it('never lands on a fat, oil, broth, flour, dry or raw form', () => {
    const words =
      'beef pork lamb veal chicken turkey duck fish tuna salmon shrimp corn rice pasta noodles spaghetti quinoa couscous millet barley beans lentils chickpeas peas berries pepper potatoes onion carrots cheese bread milk yogurt egg eggs wheat oats coconut peanut almonds'.split(
        ' ',
      );
    for (const word of words) {
      const found = matchFood({ food: word });
      if (!found) continue;
      const forms = [...classesOf(found.food)].filter((f) => (NOT_AS_EATEN as readonly string[]).includes(f));
      expect(forms, `${word} -> ${found.food.name}`).toEqual([]);
    }
  });

  it('follows the user language where both names are generic', () => {
    expect(matchFood({ food: 'cheese', name: 'ost', language: 'da' })?.food.id).toBe('sr24:01022');
    expect(matchFood({ food: 'cheese', name: 'cheese', language: 'en' })?.food.id).toBe('sr24:01009');
  });

  it('gives way to a food named exactly by the words, where the default is reached only by setting a word aside', () => {
    // A stew is a dish, not stewed beef; fried rice is no plain rice; a roast duck is served with its skin.
    expect(matchFood({ food: 'beef stew' })?.food.name).toMatch(/^Beef stew/);
    expect(matchFood({ food: 'fresh pasta' })?.food.name).toMatch(
      /^Pasta, fresh-refrigerated, plain, cooked/,
    );
    expect(matchFood({ food: 'roast duck' })?.food.name).toMatch(/meat and skin, cooked, roasted/);
    // No food is named "grilled beef" or "lean beef, cubed": the default, its state agreeing.
    expect(matchFood({ food: 'grilled beef' })?.food.id).toBe('sr24:13364');
    expect(matchFood({ food: 'lean beef, cubed' })?.food.id).toBe('sr24:13364');
  });

  it('leaves a word that means too many foods as an estimate, unless more words narrow it', () => {
    for (const food of ['sausage', 'meat', 'sauce', 'salad', 'soup', 'oats', 'biscuits']) {
      expect(matchFood({ food }), food).toBeNull();
    }
    expect(matchFood({ food: 'oats, rolled, dry' })?.food.id).toBe('sr24:08120');
    expect(matchFood({ food: '', name: 'tortilla', language: 'es' })).toBeNull();
  });
});
