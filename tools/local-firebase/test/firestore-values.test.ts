import { describe, expect, it } from 'vitest';
import { Clock, formatTimestamp, normalizeTimestamp, parseTimestamp } from '../src/firestore/clock.js';
import { parseFieldPath } from '../src/firestore/field-path.js';
import { normalizeValue } from '../src/firestore/normalize.js';
import { compareNames, compareStrings } from '../src/firestore/string-order.js';
import { compareValues, type Value, valuesEqual } from '../src/firestore/values.js';

const int = (n: string | number): Value => ({ integerValue: String(n) });
const dbl = (n: number | string): Value => normalizeValue({ doubleValue: n });
const vector = (xs: number[]): Value => ({
  mapValue: {
    fields: {
      __type__: { stringValue: '__vector__' },
      value: { arrayValue: { values: xs.map((x) => ({ doubleValue: x })) } },
    },
  },
});

describe('value order and equality', () => {
  it('orders numbers exactly across int64 and double, with NaN first and -0 equal to 0', () => {
    expect(compareValues(dbl('NaN'), dbl('-Infinity'))).toBe(-1);
    expect(compareValues(dbl('NaN'), dbl('NaN'))).toBe(0);
    expect(compareValues(int(1), dbl(1))).toBe(0);
    expect(compareValues(dbl(-0), int(0))).toBe(0);
    expect(compareValues(int('9007199254740993'), dbl(9007199254740992))).toBe(1);
    expect(compareValues(int('-9223372036854775808'), dbl(-9.3e18))).toBe(1);
    expect(compareValues(int(2), dbl(1.5))).toBe(1);
    expect(compareValues(dbl('Infinity'), int('9223372036854775807'))).toBe(1);
  });

  it('treats NaN as unequal in filters but equal in array transforms', () => {
    expect(valuesEqual(dbl('NaN'), dbl('NaN'))).toBe(false);
    expect(valuesEqual(dbl('NaN'), dbl('NaN'), true)).toBe(true);
    expect(valuesEqual(int(3), dbl(3))).toBe(true);
    expect(
      valuesEqual({ mapValue: { fields: { a: int(1) } } }, { mapValue: { fields: { a: dbl(1) } } }),
    ).toBe(true);
  });

  it('orders strings by UTF-8 bytes, not UTF-16 units', () => {
    // U+FF5E (fullwidth tilde) is below U+1F355 (pizza) in UTF-8, above its surrogates in UTF-16.
    expect(compareStrings('\uFF5E', '🍕')).toBe(-1);
    expect(compareStrings('a', 'ab')).toBe(-1);
    expect(compareStrings('B', 'a')).toBe(-1);
  });

  it('orders types, bytes, references, geo points, arrays and maps', () => {
    const order: Value[] = [
      { nullValue: 'NULL_VALUE' },
      { booleanValue: false },
      { booleanValue: true },
      dbl('NaN'),
      int(-5),
      { timestampValue: normalizeTimestamp('1970-01-01T00:00:00Z') },
      { stringValue: '' },
      { bytesValue: Buffer.from([0]).toString('base64') },
      { bytesValue: Buffer.from([0, 1]).toString('base64') },
      { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
      { referenceValue: 'projects/p/databases/(default)/documents/a/b/c/d' },
      { referenceValue: 'projects/p/databases/(default)/documents/a-/b' },
      { geoPointValue: { latitude: -10, longitude: 50 } },
      { geoPointValue: { latitude: 10, longitude: -50 } },
      { arrayValue: { values: [int(1)] } },
      { arrayValue: { values: [int(1), int(0)] } },
      { arrayValue: { values: [int(2)] } },
      vector([9]),
      vector([1, 1]),
      vector([1, 2]),
      { mapValue: { fields: { a: int(2) } } },
      { mapValue: { fields: { a: int(2), b: int(0) } } },
      { mapValue: { fields: { b: int(0) } } },
    ];
    for (let i = 0; i + 1 < order.length; i++) {
      expect(compareValues(order[i] as Value, order[i + 1] as Value), JSON.stringify(order[i])).toBe(-1);
      expect(compareValues(order[i + 1] as Value, order[i] as Value)).toBe(1);
    }
  });

  it('orders numeric document ids before string ids', () => {
    expect(compareNames('p/__id5__', 'p/__id10__')).toBe(-1);
    expect(compareNames('p/__id99__', 'p/a')).toBe(-1);
    expect(compareNames('p/a', 'p/a/b/c')).toBe(-1);
  });
});

describe('value normalisation', () => {
  it('canonicalises values and rejects malformed ones', () => {
    expect(normalizeValue({ integerValue: 12 })).toEqual({ integerValue: '12' });
    expect(normalizeValue({ doubleValue: 'Infinity' })).toEqual({ doubleValue: 'Infinity' });
    expect(normalizeValue({ timestampValue: '2024-02-29T23:00:00.5+01:00' })).toEqual({
      timestampValue: '2024-02-29T22:00:00.500000000Z',
    });
    expect(() => normalizeValue({ integerValue: '9223372036854775808' })).toThrow(/Invalid integer/);
    expect(() => normalizeValue({ timestampValue: '2023-02-29T00:00:00Z' })).toThrow(/Invalid timestamp/);
    expect(() => normalizeValue({ arrayValue: { values: [{ arrayValue: {} }] } })).toThrow(/nested arrays/);
    expect(() => normalizeValue({ stringValue: 'a', integerValue: '1' })).toThrow(/exactly one type/);
    expect(() => normalizeValue({ geoPointValue: { latitude: 91, longitude: 0 } })).toThrow(/out of range/);
  });

  it('parses field paths with backquoted segments', () => {
    expect(parseFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldPath('a.`b.c`.`d\\`e`')).toEqual(['a', 'b.c', 'd`e']);
    expect(() => parseFieldPath('a..b')).toThrow();
  });
});

describe('clock', () => {
  it('formats with 9 fractional digits and never repeats or goes back', () => {
    expect(formatTimestamp(1_000_000_001n)).toBe('1970-01-01T00:00:01.000000001Z');
    expect(parseTimestamp('0001-01-01T00:00:00Z')).toBe(-62135596800n * 1_000_000_000n);
    const clock = new Clock();
    let last = '';
    for (let i = 0; i < 1000; i++) {
      const t = clock.now();
      expect(t > last).toBe(true);
      last = t;
    }
  });
});
