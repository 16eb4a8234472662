import { describe, expect, test } from 'vitest';
import {
  type AmountFormat,
  formatAmount,
  quantityText,
  scaleAmount,
  shoppingItemName,
  unitKind,
} from './scale-amount.js';

const en: AmountFormat = { language: 'en', words: { pinch: 'a pinch', toTaste: 'to taste' } };
const de: AmountFormat = { language: 'de', words: { pinch: 'eine Prise', toTaste: 'nach Geschmack' } };
const es: AmountFormat = { language: 'es', words: { pinch: 'una pizca', toTaste: 'al gusto' } };
const da: AmountFormat = { language: 'da', words: { pinch: 'en knivspids', toTaste: 'efter smag' } };

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

test('units the AI answers with in each language are recognised', () => {
  expect(['', 'pcs', 'uds', 'Stk.', 'stk'].map(unitKind)).toEqual(Array(5).fill('count'));
  expect(
    ['tbsp', 'tsp', 'cup', 'cda', 'cdta', 'taza', 'EL', 'TL', 'Tasse', 'spsk', 'tsk', 'kop'].map(unitKind),
  ).toEqual(Array(12).fill('spoon'));
  expect(['g', 'ml', 'L', 'kg'].map(unitKind)).toEqual(['mass', 'volume', 'other', 'other']);
});

describe('in the recipe', () => {
  test('spoons and cups read as kitchen fractions and mixed numbers', () => {
    expect(quantityText(0.3, 'tbsp', en)).toBe('1/3 tbsp');
    expect(quantityText(0.25, 'cup', en)).toBe('1/4 cup');
    expect(quantityText(0.5, 'TL', de)).toBe('1/2 TL');
    expect(quantityText(0.75, 'taza', es)).toBe('3/4 taza');
    expect(quantityText(1.5, 'spsk', da)).toBe('1 1/2 spsk');
    expect(quantityText(2.96, 'tsp', en)).toBe('3 tsp');
    expect(quantityText(0.15, 'tsp', en)).toBe('1/8 tsp');
  });

  test('amounts too small to measure read "a pinch" / "to taste" in the language, never 0', () => {
    expect(quantityText(0.1, 'tsp', en)).toBe('a pinch');
    expect(quantityText(0.03, 'EL', de)).toBe('eine Prise');
    expect(quantityText(0.4, 'g', es)).toBe('una pizca');
    expect(quantityText(0.5, 'ml', da)).toBe('efter smag');
    // An ingredient without an amount (salt) reads "to taste" in a recipe, and nothing on a list.
    expect(quantityText(0, '', en)).toBe('to taste');
    expect(quantityText(0, '', de)).toBe('nach Geschmack');
    expect(quantityText(0, '', en, 'list')).toBe('');
    expect(quantityText(0.04, 'kg', en)).toBe('0.04 kg');
  });

  test('counted things show halves and quarters in the recipe (1.5 eggs is a recipe amount)', () => {
    expect(quantityText(1.5, '', en)).toBe('1 1/2');
    expect(quantityText(1.5, 'uds', es)).toBe('1 1/2 uds');
  });

  test('decimal separators follow the language', () => {
    expect(quantityText(1.5, 'L', en)).toBe('1.5 L');
    expect(quantityText(1.5, 'L', es)).toBe('1,5 L');
    expect(quantityText(1.5, 'kg', de)).toBe('1,5 kg');
    expect(quantityText(0.333, 'L', da)).toBe('0,3 L');
    expect(quantityText(1500, 'g', de)).toBe('1500 g');
  });
});

describe('on the shopping list', () => {
  test('names are "item (amount unit)" scaled by persons', () => {
    expect(shoppingItemName({ item: 'Flour', amount: 150, unit: 'g' }, 3, en)).toBe('Flour (450 g)');
    expect(shoppingItemName({ item: 'Milk', amount: 0.333, unit: 'L' }, 1, en)).toBe('Milk (0.3 L)');
    expect(shoppingItemName({ item: 'Eggs', amount: 2, unit: '' }, 2, en)).toBe('Eggs (4)');
    expect(shoppingItemName({ item: 'Salt', amount: 0, unit: 'pinch' }, 2, en)).toBe('Salt (pinch)');
    expect(shoppingItemName({ item: ' Pepper ', amount: 0, unit: '' }, 2, en)).toBe('Pepper');
    expect(shoppingItemName({ item: 'Beef', amount: 800, unit: 'g' }, 3, en, 4)).toBe('Beef (600 g)');
  });

  test('counted things round up to whole numbers you can buy', () => {
    expect(shoppingItemName({ item: 'Eggs', amount: 0.75, unit: '' }, 2, en)).toBe('Eggs (2)');
    expect(shoppingItemName({ item: 'Huevos', amount: 0.5, unit: 'uds' }, 3, es)).toBe('Huevos (2 uds)');
    expect(shoppingItemName({ item: 'Eier', amount: 0.1, unit: 'Stk.' }, 1, de)).toBe('Eier (1 Stk.)');
    // 2/3 egg for 3 persons is 2 eggs, not 3 (binary noise must not round up).
    expect(shoppingItemName({ item: 'Æg', amount: 2 / 3, unit: 'stk' }, 3, da)).toBe('Æg (2 stk)');
  });

  test('spoons keep kitchen fractions, tiny amounts a pinch, decimals the language', () => {
    expect(shoppingItemName({ item: 'Olive oil', amount: 0.1, unit: 'tbsp' }, 3, en)).toBe(
      'Olive oil (1/3 tbsp)',
    );
    expect(shoppingItemName({ item: 'Salz', amount: 0.02, unit: 'TL' }, 2, de)).toBe('Salz (eine Prise)');
    expect(shoppingItemName({ item: 'Leche', amount: 0.75, unit: 'L' }, 2, es)).toBe('Leche (1,5 L)');
  });
});
