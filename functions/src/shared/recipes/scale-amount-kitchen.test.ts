// Scaled amounts as a cook reads them: counted things in halves, pinches and "to taste" unscaled, grams
// whole as a kitchen scale shows them.
import { expect, test } from 'vitest';
import { type AmountFormat, quantityText, scaleAmount, shoppingItemName } from './scale-amount.js';

const en: AmountFormat = { language: 'en', words: { pinch: 'a pinch', toTaste: 'to taste' } };
const de: AmountFormat = { language: 'de', words: { pinch: 'eine Prise', toTaste: 'nach Geschmack' } };

/** The recipe's text for `amount` `unit` written for `base` persons, cooked for `persons`. */
const shown = (amount: number, unit: string, persons: number, base: number, format = en) =>
  quantityText(scaleAmount(amount, persons, base, unit), unit, format);

test('counted things come in halves, and three quarters of an egg is one egg', () => {
  expect(shown(3, '', 1, 4)).toBe('1'); // 3/4 egg
  expect(shown(2, '', 1, 4)).toBe('1/2');
  expect(shown(1, '', 1, 4)).toBe('1/2'); // never below a half
  expect(shown(6, 'pcs', 1, 4)).toBe('1 1/2 pcs');
  expect(shown(2, '', 3, 2)).toBe('3');
});

test('pinches and "to taste" do not scale', () => {
  expect(shown(1, 'pinch', 1, 4)).toBe('a pinch'); // not "0.3 pinch"
  expect(shown(1, 'pinch', 8, 4)).toBe('a pinch');
  expect(shown(2, 'pinches', 6, 2)).toBe('2 pinches');
  expect(shown(1, 'Prise', 1, 3, de)).toBe('eine Prise');
  expect(shown(1, 'to taste', 4, 1)).toBe('to taste');
  expect(shown(1, 'nach Geschmack', 4, 1, de)).toBe('nach Geschmack');
  expect(shoppingItemName({ item: 'Salt', amount: 1, unit: 'pinch' }, 4, en)).toBe('Salt (a pinch)');
});

test('grams are whole, as a kitchen scale shows them; milligrams keep their decimal', () => {
  expect(shown(250, 'g', 1, 4)).toBe('63 g'); // not "62.5 g"
  expect(shown(250, 'g', 1, 4, de)).toBe('63 g');
  expect(shown(1.5, 'mg', 1, 1)).toBe('1.5 mg');
  expect(shown(0.4, 'g', 1, 1)).toBe('a pinch');
  expect(shoppingItemName({ item: 'Flour', amount: 62.5, unit: 'g' }, 1, en)).toBe('Flour (63 g)');
});
