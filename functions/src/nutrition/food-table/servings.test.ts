// The everyday serving is chosen by a rule over portion names, so it must pick the plate's portion for
// foods of every kind, not only the ones a list could name.
import { describe, expect, test } from 'vitest';
import { loadFoodTable } from './food-table.js';
import { everydayServing, portionByUnit, portionUnit } from './servings.js';

const food = (id: string) => {
  const found = loadFoodTable().byId.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
};
const unitOf = (id: string) => everydayServing(food(id))?.unit;

describe('the everyday serving', () => {
  test('a medium one, then what is counted one by one, before a cup of it cut up', () => {
    expect(unitOf('sr24:09040')).toBe('medium (7" to 7-7/8" long)'); // banana, not "cup, mashed"
    expect(unitOf('sr24:09003')).toBe('medium (3" dia)'); // apple
    expect(unitOf('sr24:11352')).toBe('Potato medium (2-1/4" to 3-1/4" dia)');
    expect(unitOf('sr24:18069')).toBe('slice'); // white bread, not "cup, crumbs"
    expect(unitOf('sr24:01117')).toBe('container (8 oz)'); // yoghurt, not "cup (8 fl oz)"
    expect(unitOf('sr24:14003')).toBe('can'); // beer, not "fl oz"
  });

  test('a portion weighed with refuse, a crumb of a few grams and a measure cut up go further back', () => {
    // Chicken breast: half a breast, not a butcher's yield.
    expect(unitOf('sr24:05062')).toBe('1/2 breast, bone and skin removed');
    // Almonds: an ounce (what a parenthesis adds is not how it was cut), not one almond nor a cup, ground.
    expect(unitOf('sr24:12061')).toBe('oz (23 whole kernels)');
    // Milk: a plain cup before a tablespoon listed later.
    expect(unitOf('sr24:01211')).toBe('cup');
  });

  test('a food without portions has none; units name portions both ways', () => {
    const none = loadFoodTable().foods.find((f) => f.portions.length === 0);
    expect(none && everydayServing(none)).toBeNull();
    expect(portionUnit('1 medium (7" to 7-7/8" long)')).toBe('medium (7" to 7-7/8" long)');
    expect(portionUnit('1/2 fillet')).toBe('1/2 fillet');
    expect(portionUnit('10 chips')).toBe('10 chips');
    const banana = food('sr24:09040');
    expect(portionByUnit(banana, 'MEDIUM (7" to 7-7/8" long)')?.grams).toBe(118);
    expect(portionByUnit(banana, '1 cup, sliced')?.grams).toBe(150);
    expect(portionByUnit(banana, 'slice')).toBeUndefined();
  });

  test('every food with portions gets one of them', () => {
    for (const f of loadFoodTable().foods) {
      const serving = everydayServing(f);
      if (f.portions.length === 0) continue;
      expect(serving && portionByUnit(f, serving.unit)?.grams, f.id).toBe(serving?.grams);
    }
  });
});
