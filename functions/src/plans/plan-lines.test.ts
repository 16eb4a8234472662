import { describe, expect, test } from 'vitest';
import { isStaple, planNeeds, stillNeeded } from './plan-lines.js';

describe('pantry staples', () => {
  test.each([
    'Salt',
    'sea salt',
    'Sal',
    'Pfeffer',
    'sort peber',
    'Olive oil',
    'aceite de oliva',
    'Olivenöl',
    'vand',
    'Wasser',
  ])('%s is a staple', (item) => expect(isStaple(item)).toBe(true));
  test.each(['Bell pepper', 'red pepper', 'pimiento', 'Salted butter', 'Coconut water', 'Onion'])(
    '%s is not',
    (item) => expect(isStaple(item)).toBe(false),
  );
});

describe('a plan’s needs', () => {
  const plan = {
    servings: 2,
    persons: 3,
    ingredients: [
      { item: 'Onion', amount: 2, unit: 'pcs' },
      { item: 'Flour', amount: 100, unit: 'g' },
      { item: 'flour', amount: 0.1, unit: 'kg' },
      { item: 'Salt', amount: 1, unit: 'pinch' },
      { item: 'Parsley', amount: 0, unit: '' },
    ],
  };

  test('scaled from servings to persons, one entry per item and unit, staples apart and not scaled by pinch', () => {
    const { needs, staples } = planNeeds(plan);
    expect([...needs.values()]).toEqual([
      { item: 'Onion', amount: 3, unit: 'pcs' },
      { item: 'Flour', amount: 300, unit: 'g' },
      { item: 'Parsley', amount: 0, unit: '' },
    ]);
    expect([...staples.values()]).toEqual([{ item: 'Salt', amount: 1, unit: 'pinch' }]);
  });

  test('what was added before is not needed again; more is needed only by the difference', () => {
    const { needs } = planNeeds(plan);
    const first = stillNeeded(needs, []);
    expect(first.missing).toHaveLength(3);
    expect(stillNeeded(needs, first.mark).missing).toEqual([]);
    const more = planNeeds({ ...plan, persons: 4 });
    expect(stillNeeded(more.needs, first.mark).missing).toEqual([
      { item: 'Onion', amount: 1, unit: 'pcs' },
      { item: 'Flour', amount: 100, unit: 'g' },
    ]);
    // Fewer persons need nothing, and the mark keeps the larger amounts.
    const fewer = stillNeeded(planNeeds({ ...plan, persons: 1 }).needs, first.mark);
    expect(fewer.missing).toEqual([]);
    expect(fewer.mark).toEqual(first.mark);
  });
});
