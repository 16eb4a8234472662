import { describe, expect, it } from 'vitest';
import { translatePortion } from './portion-label';

const de = { cup: 'Tasse', chopped: 'gehackt', 'fl oz': 'fl oz', oz: 'Unze', slices: 'Scheiben', tbsp: 'EL' };

describe('portion labels', () => {
  it('translates the measure words and keeps the numbers and the rest as written', () => {
    expect(translatePortion('1 cup, chopped', de)).toBe('1 Tasse, gehackt');
    expect(translatePortion('2 slices', de)).toBe('2 Scheiben');
    expect(translatePortion('1 1/2 tbsp (heaping)', de)).toBe('1 1/2 EL (heaping)');
  });

  it('matches whole words only, the longest first, whatever their case', () => {
    expect(translatePortion('8 fl oz', de)).toBe('8 fl oz');
    expect(translatePortion('1 oz', de)).toBe('1 Unze');
    expect(translatePortion('1 cupcake', de)).toBe('1 cupcake');
    expect(translatePortion('1 Cup', de)).toBe('1 Tasse');
  });

  it('leaves a label alone without a table', () => {
    expect(translatePortion('1 cup', {})).toBe('1 cup');
  });
});
