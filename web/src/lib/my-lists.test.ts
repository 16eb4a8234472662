import { describe, expect, it } from 'vitest';
import type { ShoppingList } from './live-data';
import { listLabels, orderLists } from './my-lists';

const list = (id: string, name: string): ShoppingList => ({
  id,
  name,
  createdBy: 'u1',
  createdAt: null,
  memberIds: ['u1'],
});

describe('orderLists', () => {
  it('follows the order joined, then the name for lists the profile does not name yet', () => {
    const lists = [list('c', 'Camping'), list('b', 'Beach'), list('a', 'Attic'), list('z', 'Zoo')];
    expect(orderLists(lists, ['z', 'c']).map((l) => l.name)).toEqual(['Zoo', 'Camping', 'Attic', 'Beach']);
  });
});

describe('listLabels', () => {
  const numbered = (name: string, n: number) => `${name} (${n})`;
  const labelsOf = (lists: ShoppingList[]) => [...listLabels(lists, numbered).values()];

  it('leaves unique names alone and numbers the second and later lists of a shared name', () => {
    expect(labelsOf([list('a', 'Home'), list('b', 'Party')])).toEqual(['Home', 'Party']);
    expect(labelsOf([list('a', 'Home'), list('b', 'home '), list('c', 'Home')])).toEqual([
      'Home',
      'home (2)',
      'Home (3)',
    ]);
  });

  it('never gives a number that is already another list name', () => {
    expect(labelsOf([list('a', 'Home'), list('b', 'Home (2)'), list('c', 'Home')])).toEqual([
      'Home',
      'Home (2)',
      'Home (3)',
    ]);
  });
});
