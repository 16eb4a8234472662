import { invalidArgument } from './errors.js';
import { compareNames, compareStrings } from './string-order.js';

/** A Firestore REST v1 Value in proto3 JSON, e.g. `{ integerValue: "1" }`. */
export type Value = Record<string, unknown>;

export type ValueKind =
  | 'null'
  | 'boolean'
  | 'integer'
  | 'double'
  | 'timestamp'
  | 'string'
  | 'bytes'
  | 'reference'
  | 'geo'
  | 'array'
  | 'map';

const kindByKey: Record<string, ValueKind> = {
  nullValue: 'null',
  booleanValue: 'boolean',
  integerValue: 'integer',
  doubleValue: 'double',
  timestampValue: 'timestamp',
  stringValue: 'string',
  bytesValue: 'bytes',
  referenceValue: 'reference',
  geoPointValue: 'geo',
  arrayValue: 'array',
  mapValue: 'map',
};

/** Firestore's cross-type order: null < bool < numbers < timestamps < strings < bytes < refs < geo < arrays < maps. */
const typeRank: Record<ValueKind, number> = {
  null: 0,
  boolean: 1,
  integer: 2,
  double: 2,
  timestamp: 3,
  string: 4,
  bytes: 5,
  reference: 6,
  geo: 7,
  array: 8,
  map: 9,
};

export function kindOf(v: Value): ValueKind {
  for (const key in v) {
    const kind = kindByKey[key];
    if (kind) return kind;
  }
  throw invalidArgument(`Invalid value: ${JSON.stringify(v).slice(0, 200)}`);
}

/** A vector (`FieldValue.vector`) is a map `{ __type__: "__vector__", value: [numbers] }`. */
function isVector(v: Value): boolean {
  const type = (v.mapValue as { fields?: Record<string, Value> } | undefined)?.fields?.__type__;
  return type?.stringValue === '__vector__';
}

/** Rank in the cross-type order; vectors sort between arrays and maps. */
function rankOf(v: Value, kind: ValueKind): number {
  return kind === 'map' && isVector(v) ? 8.5 : typeRank[kind];
}

export function typeRankOf(v: Value): number {
  return rankOf(v, kindOf(v));
}

/** Number of a numeric value (int64 beyond 2^53 loses precision; use compareValues for order). */
export function toNumber(v: Value): number {
  if ('integerValue' in v) return Number(v.integerValue);
  return Number(v.doubleValue);
}

export function isNaNValue(v: Value): boolean {
  return 'doubleValue' in v && Number.isNaN(Number(v.doubleValue));
}

export function isNullValue(v: Value): boolean {
  return 'nullValue' in v;
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** Numeric order with NaN first, ints and doubles compared exactly, -0 equal to 0. */
export function compareNumbers(a: Value, b: Value): number {
  const aInt = 'integerValue' in a;
  const bInt = 'integerValue' in b;
  if (aInt && bInt) {
    const x = BigInt(a.integerValue as string);
    const y = BigInt(b.integerValue as string);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = aInt ? Number(a.integerValue) : Number(a.doubleValue);
  const y = bInt ? Number(b.integerValue) : Number(b.doubleValue);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  if (x !== y) return sign(x - y);
  // Equal as doubles: an int64 beyond 2^53 may still differ from the double it rounds to.
  if (aInt !== bInt && Number.isFinite(x) && Number.isInteger(x)) {
    const xi = aInt ? BigInt(a.integerValue as string) : BigInt(x);
    const yi = bInt ? BigInt(b.integerValue as string) : BigInt(y);
    return xi < yi ? -1 : xi > yi ? 1 : 0;
  }
  return 0;
}

function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a, 'base64'), Buffer.from(b, 'base64'));
}

function arrayValues(v: Value): Value[] {
  return ((v.arrayValue as { values?: Value[] } | undefined)?.values ?? []) as Value[];
}

function mapFields(v: Value): Record<string, Value> {
  return ((v.mapValue as { fields?: Record<string, Value> } | undefined)?.fields ?? {}) as Record<
    string,
    Value
  >;
}

export function arrayElements(v: Value): Value[] {
  return arrayValues(v);
}

export function mapEntries(v: Value): Record<string, Value> {
  return mapFields(v);
}

/** Firestore's total order over values (used by orderBy, range filters and cursors). */
export function compareValues(a: Value, b: Value): number {
  const ka = kindOf(a);
  const kb = kindOf(b);
  const ra = rankOf(a, ka);
  const rb = rankOf(b, kb);
  if (ra !== rb) return ra < rb ? -1 : 1;
  if (ra === 8.5) return compareVectors(a, b);
  switch (ka) {
    case 'null':
      return 0;
    case 'boolean':
      return sign(Number(Boolean(a.booleanValue)) - Number(Boolean(b.booleanValue)));
    case 'integer':
    case 'double':
      return compareNumbers(a, b);
    case 'timestamp':
      // Stored timestamps are canonical (UTC, 9 fractional digits), so text order is time order.
      return compareStrings(a.timestampValue as string, b.timestampValue as string);
    case 'string':
      return compareStrings(a.stringValue as string, b.stringValue as string);
    case 'bytes':
      return compareBytes(a.bytesValue as string, b.bytesValue as string);
    case 'reference':
      return compareNames(a.referenceValue as string, b.referenceValue as string);
    case 'geo': {
      const ga = a.geoPointValue as { latitude?: number; longitude?: number };
      const gb = b.geoPointValue as { latitude?: number; longitude?: number };
      return sign((ga.latitude ?? 0) - (gb.latitude ?? 0)) || sign((ga.longitude ?? 0) - (gb.longitude ?? 0));
    }
    case 'array': {
      const xa = arrayValues(a);
      const xb = arrayValues(b);
      const n = Math.min(xa.length, xb.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(xa[i] as Value, xb[i] as Value);
        if (c !== 0) return c;
      }
      return sign(xa.length - xb.length);
    }
    case 'map': {
      const fa = mapFields(a);
      const fb = mapFields(b);
      const keysA = Object.keys(fa).sort(compareStrings);
      const keysB = Object.keys(fb).sort(compareStrings);
      const n = Math.min(keysA.length, keysB.length);
      for (let i = 0; i < n; i++) {
        const c =
          compareStrings(keysA[i] as string, keysB[i] as string) ||
          compareValues(fa[keysA[i] as string] as Value, fb[keysB[i] as string] as Value);
        if (c !== 0) return c;
      }
      return sign(keysA.length - keysB.length);
    }
  }
}

/** Vectors order by length first, then element by element. */
function compareVectors(a: Value, b: Value): number {
  const xa = arrayValues(mapFields(a).value ?? {});
  const xb = arrayValues(mapFields(b).value ?? {});
  if (xa.length !== xb.length) return sign(xa.length - xb.length);
  for (let i = 0; i < xa.length; i++) {
    const c = compareValues(xa[i] as Value, xb[i] as Value);
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * Equality as filters see it: 1 == 1.0, -0 == 0; NaN equals nothing unless `nanEqual`
 * (array transforms treat NaN as equal to NaN).
 */
export function valuesEqual(a: Value, b: Value, nanEqual = false): boolean {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (rankOf(a, ka) !== rankOf(b, kb)) return false;
  if (!nanEqual && (isNaNValue(a) || isNaNValue(b))) return false;
  if (ka === 'array') {
    const xa = arrayValues(a);
    const xb = arrayValues(b);
    return xa.length === xb.length && xa.every((x, i) => valuesEqual(x, xb[i] as Value, nanEqual));
  }
  if (ka === 'map') {
    const fa = mapFields(a);
    const fb = mapFields(b);
    const keys = Object.keys(fa);
    if (keys.length !== Object.keys(fb).length) return false;
    return keys.every((k) => k in fb && valuesEqual(fa[k] as Value, fb[k] as Value, nanEqual));
  }
  return compareValues(a, b) === 0;
}
