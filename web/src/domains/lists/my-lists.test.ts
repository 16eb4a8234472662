import { describe, expect, it } from 'vitest';
import { listLabels, orderLists } from './my-lists';
import type { ShoppingList } from './queries';

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
  const words = {
    yours: (name: string) => `${name} · yours`,
    ownedBy: (name: string, owner: string) => `${name} · ${owner}'s`,
    numbered: (name: string, n: number) => `${name} (${n})`,
  };
  const labelsOf = (lists: ShoppingList[], creators: Record<string, string> = {}, uid = 'me') => [
    ...listLabels(lists, uid, new Map(Object.entries(creators)), words).values(),
  ];
  const by = (creator: string, l: ShoppingList): ShoppingList => ({ ...l, createdBy: creator });

  it('leaves unique names alone, and says whose each list of a shared name is', () => {
    expect(labelsOf([list('a', 'Home'), list('b', 'Party')])).toEqual(['Home', 'Party']);
    expect(
      labelsOf([by('me', list('a', 'Groceries')), by('anna', list('b', 'groceries '))], { b: 'Anna' }),
    ).toEqual(['Groceries · yours', "groceries · Anna's"]);
  });

  it('numbers what is still alike: the same creator twice, or a creator not known (yet)', () => {
    expect(
      labelsOf([by('anna', list('a', 'Home')), by('anna', list('b', 'Home')), by('me', list('c', 'Home'))], {
        a: 'Anna',
        b: 'Anna',
      }),
    ).toEqual(["Home · Anna's", "Home · Anna's (2)", 'Home · yours']);
    expect(labelsOf([list('a', 'Home'), list('b', 'home '), list('c', 'Home')], {}, 'nobody')).toEqual([
      'Home',
      'home (2)',
      'Home (3)',
    ]);
  });

  it('never gives a number that is already another list name', () => {
    expect(labelsOf([list('a', 'Home'), list('b', 'Home (2)'), list('c', 'Home')], {}, 'nobody')).toEqual([
      'Home',
      'Home (2)',
      'Home (3)',
    ]);
  });
});
