import { describe, expect, it } from 'vitest';
import { feetInchesTexts, inchesFromFeetInches, toFeetInches } from './feet-inches';
import { parseNumber } from './profile-form-model';

describe('a height in feet and inches', () => {
  it('splits inches into feet and inches, carrying a rounded 12 in into a foot', () => {
    expect(toFeetInches(66)).toEqual({ feet: 5, inches: 6 });
    expect(toFeetInches(70.9)).toEqual({ feet: 5, inches: 10.9 });
    expect(toFeetInches(71.96)).toEqual({ feet: 6, inches: 0 });
    expect(toFeetInches(72)).toEqual({ feet: 6, inches: 0 });
    expect(toFeetInches(20)).toEqual({ feet: 1, inches: 8 });
  });

  it('round-trips every whole-inch height of the saved range exactly', () => {
    for (let total = 20; total <= 120; total++) {
      const { feet, inches } = feetInchesTexts(String(total), 'en');
      expect(parseNumber(inchesFromFeetInches(feet, inches, 'en'))).toBe(total);
    }
  });

  it('reads the fields as typed: one empty field is 0, both empty no height, decimal commas in German', () => {
    expect(inchesFromFeetInches('5', '6', 'en')).toBe('66');
    expect(inchesFromFeetInches('5', '', 'en')).toBe('60');
    expect(inchesFromFeetInches('', '66', 'en')).toBe('66');
    expect(inchesFromFeetInches(' ', '', 'en')).toBe('');
    expect(inchesFromFeetInches('5', '10,5', 'de')).toBe('70,5');
    expect(feetInchesTexts('70,9', 'de')).toEqual({ feet: '5', inches: '10,9' });
    expect(feetInchesTexts('', 'en')).toEqual({ feet: '', inches: '' });
  });

  it('passes text that is not a number on, for the form to refuse', () => {
    expect(Number.isNaN(parseNumber(inchesFromFeetInches('5x', '6', 'en')))).toBe(true);
  });
});
