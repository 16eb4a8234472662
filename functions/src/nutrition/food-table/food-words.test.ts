import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  bitCount,
  boundedDistance,
  fold,
  letterMask,
  stem,
  stemVariants,
  tokenize,
} from './food-words.js';

describe('fold and tokenize', () => {
  it('drops case and accents and spells out æ, ø and ß', () => {
    const words = ['Plátano', 'Äpfel', 'Æble', 'rødbede', 'Grießbrei', 'Blåbær', 'Ñame'];
    expect(words.map(fold)).toEqual([
      'platano',
      'apfel',
      'aeble',
      'rodbede',
      'griessbrei',
      'blabaer',
      'name',
    ]);
  });

  it('splits on anything but letters and digits', () => {
    expect(tokenize('Pechuga de pollo, cruda')).toEqual(['pechuga', 'de', 'pollo', 'cruda']);
    expect(tokenize('Egg, whole, cooked, hard-boiled')).toEqual(['egg', 'whole', 'cooked', 'hard', 'boiled']);
    expect(tokenize('Milch 1,5 %')).toEqual(['milch', '1', '5']);
    expect(tokenize(' \t ')).toEqual([]);
  });
});

describe('stem', () => {
  it('meets plurals and inflections of the four languages in one stem', () => {
    const same = (a: string, b: string) => {
      const shared = stemVariants(fold(a)).filter((s) => stemVariants(fold(b)).includes(s));
      expect(shared, `${a} / ${b}`).not.toEqual([]);
    };
    same('manzanas', 'manzana');
    same('limones', 'limón');
    same('Kartoffeln', 'Kartoffel');
    same('Tomaten', 'Tomate');
    same('kartofler', 'kartoflerne');
    same('æbler', 'æble');
    same('tomatoes', 'tomato');
    same('strawberries', 'strawberry');
    same('roasted', 'roast');
    same('cheeses', 'cheese');
    same('melones', 'melón');
  });

  it('leaves short words and numbers alone', () => {
    expect(stem('ris')).toBe('ris');
    expect(stem('eier')).toBe('eier');
    expect(stem('85')).toBe('85');
  });
});

describe('typo distance', () => {
  it('allows one typo from 6 letters and two from 10', () => {
    expect([4, 5, 6, 9, 10].map(allowedTypos)).toEqual([0, 0, 1, 1, 2]);
  });

  it('is the edit distance up to the bound, and the bound plus one beyond it', () => {
    expect(boundedDistance('haferflocken', 'haferflockn', 2)).toBe(1);
    expect(boundedDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedDistance('abc', 'abcdef', 1)).toBe(2);
    expect(boundedDistance('same', 'same', 0)).toBe(0);
  });

  it('rules out words whose letters differ too much before computing a distance', () => {
    expect(bitCount(letterMask('milk') & ~letterMask('mill'))).toBe(1);
    expect(bitCount(letterMask('skyr') & ~letterMask('soy'))).toBe(2);
    expect(bitCount(0xffffffff)).toBe(32);
  });
});
