import { expect, test } from 'vitest';
import { formatAmount, scaleAmount, shoppingItemName } from './scale-amount.js';

test('one decimal, trailing .0 dropped, rounding without binary noise', () => {
  expect([2, 2.0, 2.25, 1.15, 0.04, 1.96, 1000].map(formatAmount)).toEqual([
    '2',
    '2',
    '2.3',
    '1.2',
    '0',
    '2',
    '1000',
  ]);
});

test('scaling by persons from a one-person recipe', () => {
  expect(scaleAmount(150, 3)).toBe(450);
  expect(scaleAmount(200, 2, 4)).toBe(100);
});

test('shopping item names "item (amount unit)"', () => {
  expect(shoppingItemName({ item: 'Flour', amount: 150, unit: 'g' }, 3)).toBe('Flour (450 g)');
  expect(shoppingItemName({ item: 'Milk', amount: 0.333, unit: 'L' }, 1)).toBe('Milk (0.3 L)');
  expect(shoppingItemName({ item: 'Eggs', amount: 2, unit: '' }, 2)).toBe('Eggs (4)');
  expect(shoppingItemName({ item: 'Salt', amount: 0, unit: 'pinch' }, 2)).toBe('Salt (pinch)');
  expect(shoppingItemName({ item: ' Pepper ', amount: 0, unit: '' }, 2)).toBe('Pepper');
});
