import { describe, expect, it } from 'vitest';
import type { ShoppingList } from './live-data';
import { orderLists } from './my-lists';

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
