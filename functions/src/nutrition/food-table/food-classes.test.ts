import { describe, expect, it } from 'vitest';
import { classesOf, eatenCooked, oiledVegetable, unnamedForms } from './food-classes.js';
import { loadFoodTable, type TableFood } from './food-table.js';
import { matchFood } from './match.js';

const table = loadFoodTable();
const food = (id: string) => table.byId.get(id) as TableFood;
const forms = (id: string) => [...classesOf(food(id))].sort();

describe('the forms of a table food', () => {
  it.each([
    ['sr24:04001', ['fat']], // Fat, beef tallow
    ['sr24:04518', ['fat']], // Oil, corn, industrial and retail
    ['sr24:10165', ['fat', 'raw']], // Pork, cured, salt pork, raw
    ['sr24:06174', ['broth']], // Soup, stock, fish
    ['sr24:06583', ['broth', 'dry']], // Soup, ramen noodle, any flavor, dry
    ['sr24:20081', ['flour']], // Wheat flour, white, all-purpose
    ['sr24:20031', ['dry']], // Millet, raw
    ['sr24:20072', ['dry']], // Wheat, hard red winter (wheat berries)
    ['sr24:20420', ['dry']], // Spaghetti, dry
    ['sr24:16014', ['dry']], // Beans, black, mature seeds, raw
    ['sr24:01090', ['dry']], // Milk, dry, whole
    ['sr24:23567', ['raw']], // Beef, ground, 85% lean, raw
    ['sr24:02030', ['spice']], // Spices, pepper, black
    ['sr24:14228', ['dry']], // Coffee, instant, cappuccino-flavor powder
    ['sr24:19172', ['dry', 'industrial']], // Gelatin desserts, dry mix: the powder, not yet made up
  ])('%s is %j', (id, expected) => {
    expect(forms(id)).toEqual(expected);
  });

  it.each([
    'sr24:18239', // Croissants, butter: a croissant
    'sr24:42184', // Cereals ready-to-eat, Muesli, dried fruit and nuts
    'sr24:09291', // Plums, dried (prunes): dried fruit has its own name
    'sr24:12147', // Nuts, pine nuts, dried
    'sr24:07072', // Salami, dry or hard
    'sr24:16103', // Refried beans, canned (includes USDA commodity)
    'sr24:18301', // Pie, apple, ..., enriched flour
    'sr24:20445', // Rice, white, cooked
    'sr24:16126', // Tofu, firm
    'sr24:19173', // Gelatin desserts, dry mix, prepared with water: the jelly as eaten
    'sr24:19123', // Puddings, chocolate, dry mix, instant, prepared with 2% milk
  ])('%s is a food as eaten', (id) => {
    expect(forms(id)).toEqual([]);
  });

  it('marks baby food and industrial products', () => {
    const baby = table.foods.find((f) => f.name.startsWith('Babyfood')) as TableFood;
    expect(classesOf(baby).has('baby')).toBe(true);
    const industrial = table.foods.find((f) =>
      /^Wheat flour, white \(industrial\)/.test(f.name),
    ) as TableFood;
    expect(classesOf(industrial).has('industrial')).toBe(true);
  });
});

describe('which words name a form', () => {
  it('refuses a form the words do not name, in any of the four languages', () => {
    expect(unnamedForms(food('sr24:04518'), 'corn')).toEqual(['fat']);
    expect(unnamedForms(food('sr24:04518'), 'corn oil')).toEqual([]);
    expect(unnamedForms(food('sr24:04518'), 'majsolie')).toEqual([]);
    expect(unnamedForms(food('sr24:06174'), 'Fischbrühe')).toEqual([]);
    expect(unnamedForms(food('sr24:20031'), 'millet')).toEqual(['dry']);
    expect(unnamedForms(food('sr24:20031'), 'millet, uncooked')).toEqual([]);
    expect(unnamedForms(food('sr24:23567'), 'ground beef')).toEqual(['raw']);
    expect(unnamedForms(food('sr24:23567'), 'carne picada cruda')).toEqual([]);
  });

  it('knows which foods are cooked before they are eaten', () => {
    expect(eatenCooked(food('sr24:23570'))).toBe(true); // ground beef
    expect(eatenCooked(food('sr24:20445'))).toBe(true); // rice
    expect(eatenCooked(food('sr24:11367'))).toBe(true); // potatoes
    expect(eatenCooked(food('sr24:11124'))).toBe(false); // carrots
    expect(eatenCooked(food('sr24:09003'))).toBe(false); // apples
  });
});

describe('a dry mix made up is the food as eaten', () => {
  it('lets its curated name match', () => {
    expect(matchFood({ food: 'jello' })?.food.id).toBe('sr24:19173');
    expect(matchFood({ food: 'gelatin dessert, dry mix' })?.food.id).toBe('sr24:19172');
  });
});

describe('roasting or grilling a vegetable adds fat', () => {
  it('takes no baked, boiled or raw vegetable for roasted or grilled ones', () => {
    expect(oiledVegetable(['roast'], food('sr24:11674'))).toBe(true); // Potato, baked
    expect(oiledVegetable(['bak'], food('sr24:11674'))).toBe(false);
    for (const words of ['roasted sweet potato', 'grilled zucchini', 'roasted carrots', 'roasted potatoes']) {
      expect(matchFood({ food: words }), words).toBeNull();
    }
    expect(matchFood({ food: 'baked sweet potato' })?.food.name).toMatch(/^Sweet potato, cooked, baked/);
  });

  it('leaves meat and fish, which roast in their own fat, and roasted nuts', () => {
    expect(matchFood({ food: 'roasted chicken' })?.food.name).toMatch(/^Chicken, .*roasted/);
    expect(matchFood({ food: 'grilled salmon' })?.food.name).toMatch(/^Fish, salmon/);
    expect(matchFood({ food: 'roasted almonds' })?.food.name).toMatch(/almonds, dry roasted/);
  });
});
