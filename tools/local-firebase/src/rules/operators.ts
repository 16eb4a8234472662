import { Contains, compare, equals, fail, RMap, RPath, RTimestamp, type RValue, typeName } from './values.js';

/** Operators and access of the rules language on evaluated operands. */
export function member(object: RValue, name: string): RValue {
  if (object instanceof RMap) {
    const v = object.get(name);
    return v === undefined ? fail(`Property ${name} is undefined on object.`) : v;
  }
  return fail(`cannot read .${name} of ${typeName(object)}`);
}

export function index(object: RValue, key: RValue): RValue {
  if (Array.isArray(object)) {
    if (typeof key !== 'bigint' || key < 0n || key >= BigInt(object.length))
      return fail('list index out of range');
    return object[Number(key)] as RValue;
  }
  if (object instanceof RMap && typeof key === 'string') return member(object, key);
  if (object instanceof RPath && typeof key === 'bigint') {
    const s = object.segments[Number(key)];
    return s === undefined ? fail('path index out of range') : s;
  }
  return fail(`cannot index ${typeName(object)} with ${typeName(key)}`);
}

export const TYPE_NAMES = new Set([
  'bool',
  'int',
  'float',
  'number',
  'string',
  'list',
  'map',
  'timestamp',
  'duration',
  'path',
  'latlng',
  'bytes',
  'set',
]);

export function isType(v: RValue, type: string): boolean {
  if (v instanceof Contains) return fail('the type of a field constrained by array-contains is not known');
  const t = typeName(v);
  if (type === 'number') return t === 'int' || t === 'float';
  return t === type;
}

function arithmetic(op: string, a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if ((op === '/' || op === '%') && b === 0n) return fail('division by zero');
    if (op === '+') return a + b;
    if (op === '-') return a - b;
    if (op === '*') return a * b;
    if (op === '/') return a / b;
    return a % b;
  }
  if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number')) {
    const x = Number(a);
    const y = Number(b);
    if (op === '+') return x + y;
    if (op === '-') return x - y;
    if (op === '*') return x * y;
    if (op === '/') return x / y;
    return x % y;
  }
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  if (op === '+' && Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a instanceof RTimestamp || b instanceof RTimestamp)
    return fail('timestamp arithmetic is not supported');
  return fail(`cannot apply ${op} to ${typeName(a)} and ${typeName(b)}`);
}

export function binary(op: string, a: RValue, b: RValue): RValue {
  switch (op) {
    case '==':
      return equals(a, b);
    case '!=':
      return !equals(a, b);
    case '<':
      return compare(a, b) < 0;
    case '<=':
      return compare(a, b) <= 0;
    case '>':
      return compare(a, b) > 0;
    case '>=':
      return compare(a, b) >= 0;
    case 'in':
      if (Array.isArray(b)) return b.some((x) => equals(a, x));
      if (b instanceof RMap)
        return typeof a === 'string' ? b.get(a) !== undefined : fail('map keys are strings');
      if (b instanceof Contains) {
        // The query guarantees only this element: anything else cannot be shown to hold.
        return equals(a, b.element) ? true : fail('the query does not guarantee this element');
      }
      return fail(`"in" needs a list or map, got ${typeName(b)}`);
    default:
      return arithmetic(op, a, b);
  }
}
