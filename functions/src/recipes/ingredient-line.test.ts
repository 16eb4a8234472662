import { expect, test } from 'vitest';
import { unitKind } from '../shared/recipes/scale-amount.js';
import { parseIngredientLine } from './ingredient-line.js';

test.each([
  ['1 ½ cups flour', 1.5, 'cup', 'flour'],
  ['1½ cups sugar', 1.5, 'cup', 'sugar'],
  ['2-3 eggs', 3, '', 'eggs'],
  ['2 to 3 large carrots, peeled', 3, '', 'large carrots'],
  ['1/2 tsp salt', 0.5, 'tsp', 'salt'],
  ['3/4 cup of milk', 0.75, 'cup', 'milk'],
  ['200 g flour', 200, 'g', 'flour'],
  ['200g flour', 200, 'g', 'flour'],
  ['1 (14 oz) can tomatoes', 1, '', 'can tomatoes'],
  ['a pinch of nutmeg', 1, 'pinch', 'nutmeg'],
  ['salt to taste', 0, 'to taste', 'salt'],
  ['Fresh parsley, chopped', 0, '', 'Fresh parsley'],
  ['2 EL Olivenöl', 2, 'EL', 'Olivenöl'],
  ['1,5 kg Kartoffeln', 1.5, 'kg', 'Kartoffeln'],
  ['1 TL Zucker', 1, 'TL', 'Zucker'],
  ['2 Stück Zwiebeln', 2, 'Stk.', 'Zwiebeln'],
  ['eine Prise Salz', 1, 'Prise', 'Salz'],
  ['zwei Eier', 2, '', 'Eier'],
  ['Pfeffer nach Geschmack', 0, 'nach Geschmack', 'Pfeffer'],
  ['1 dl fløde', 1, 'dl', 'fløde'],
  ['2 spsk. olie', 2, 'spsk', 'olie'],
  ['3 fed hvidløg', 3, 'fed', 'hvidløg'],
  ['et løg', 1, '', 'løg'],
  ['1 knivspids salt', 1, 'knivspids', 'salt'],
  ['una pizca de sal', 1, 'pizca', 'sal'],
  ['2 cucharadas de aceite', 2, 'cda', 'aceite'],
  ['500 g de harina', 500, 'g', 'harina'],
  ['1 a 2 dientes de ajo', 2, 'diente', 'ajo'],
  ['sal al gusto', 0, 'al gusto', 'sal'],
])('%s', (line, amount, unit, item) => {
  expect(parseIngredientLine(line)).toEqual({ amount, unit, item, original: line });
});

test('the units it writes are the ones the app scales and lists', () => {
  const kinds = [
    '1 cup x',
    '1 tbsp x',
    '2 EL x',
    '1 spsk x',
    '1 cda x',
    '1 g x',
    '1 ml x',
    '1 pinch x',
    '1 fed x',
  ].map((line) => unitKind(parseIngredientLine(line).unit));
  expect(kinds).toEqual(['spoon', 'spoon', 'spoon', 'spoon', 'spoon', 'mass', 'volume', 'pinch', 'count']);
});

test('a line with no amount, or an absurd one, keeps the line as written', () => {
  expect(parseIngredientLine('   ')).toMatchObject({ amount: 0, unit: '' });
  expect(parseIngredientLine('99999999 g sugar')).toMatchObject({ amount: 0, item: 'sugar' });
  expect(parseIngredientLine('x'.repeat(500)).original).toHaveLength(300);
});
