import { invalidArgument } from './errors.js';
import { getField, parseFieldPath } from './field-path.js';
import { normalizeValue } from './normalize.js';
import { compareStrings } from './string-order.js';
import {
  arrayElements,
  compareValues,
  isNaNValue,
  isNullValue,
  typeRankOf,
  type Value,
  valuesEqual,
} from './values.js';

export interface Filter {
  compositeFilter?: { op?: string | number; filters?: Filter[] };
  fieldFilter?: { field?: { fieldPath?: string }; op?: string | number; value?: unknown };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string | number };
}

export interface FilterableDoc {
  name: string;
  fields: Record<string, Value>;
}

export type Predicate = (doc: FilterableDoc) => boolean;

const fieldOps: Record<string, string> = {
  1: 'LESS_THAN',
  2: 'LESS_THAN_OR_EQUAL',
  3: 'GREATER_THAN',
  4: 'GREATER_THAN_OR_EQUAL',
  5: 'EQUAL',
  6: 'NOT_EQUAL',
  7: 'ARRAY_CONTAINS',
  8: 'IN',
  9: 'ARRAY_CONTAINS_ANY',
  10: 'NOT_IN',
};
const unaryOps: Record<string, string> = { 2: 'IS_NAN', 3: 'IS_NULL', 4: 'IS_NOT_NAN', 5: 'IS_NOT_NULL' };
const compositeOps: Record<string, string> = { 1: 'AND', 2: 'OR' };

/** Resolves an enum sent as a name or (with enum-encoding=int) as a number. */
function enumName(table: Record<string, string>, raw: unknown, what: string): string {
  if (typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw))) {
    const name = table[String(raw)];
    if (name) return name;
  } else if (typeof raw === 'string' && Object.values(table).includes(raw)) {
    return raw;
  }
  throw invalidArgument(`Invalid ${what} operator: ${JSON.stringify(raw)}`);
}

const inequalityOps = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

/** Field paths with an inequality (ranges, !=, not-in, IS_NOT_NULL, IS_NOT_NAN): they get implicit orders. */
export function inequalityFields(filter: Filter | undefined, out = new Set<string>()): Set<string> {
  if (!filter) return out;
  if (filter.compositeFilter) {
    for (const f of filter.compositeFilter.filters ?? []) inequalityFields(f, out);
  } else if (filter.fieldFilter) {
    const op = enumName(fieldOps, filter.fieldFilter.op, 'field filter');
    if (inequalityOps.has(op) && filter.fieldFilter.field?.fieldPath)
      out.add(filter.fieldFilter.field.fieldPath);
  } else if (filter.unaryFilter) {
    const op = enumName(unaryOps, filter.unaryFilter.op, 'unary filter');
    if ((op === 'IS_NOT_NULL' || op === 'IS_NOT_NAN') && filter.unaryFilter.field?.fieldPath) {
      out.add(filter.unaryFilter.field.fieldPath);
    }
  }
  return out;
}

/** Field path order (segment by segment), used to order implicit inequality orders. */
export function compareFieldPaths(a: string, b: string): number {
  const as = a === '__name__' ? ['__name__'] : parseFieldPath(a);
  const bs = b === '__name__' ? ['__name__'] : parseFieldPath(b);
  for (let i = 0; i < as.length && i < bs.length; i++) {
    const c = compareStrings(as[i] as string, bs[i] as string);
    if (c !== 0) return c;
  }
  return as.length - bs.length;
}

function fieldGetter(path: unknown): (doc: FilterableDoc) => Value | undefined {
  if (typeof path !== 'string') throw invalidArgument('Filter needs a field path');
  if (path === '__name__') return (doc) => ({ referenceValue: doc.name });
  const segments = parseFieldPath(path);
  return (doc) => getField(doc.fields, segments);
}

function listValues(value: Value, op: string): Value[] {
  if (!('arrayValue' in value)) throw invalidArgument(`${op} requires an array value`);
  const values = arrayElements(value);
  if (values.length === 0) throw invalidArgument(`${op} requires a non-empty array`);
  if (values.length > 30)
    throw invalidArgument(`${op} filters support a maximum of 30 elements in the value array`);
  return values;
}

function rangeMatcher(op: string, value: Value): (v: Value) => boolean {
  if (isNaNValue(value)) return () => false;
  const rank = typeRankOf(value);
  const ok =
    op === 'LESS_THAN'
      ? (c: number) => c < 0
      : op === 'LESS_THAN_OR_EQUAL'
        ? (c: number) => c <= 0
        : op === 'GREATER_THAN'
          ? (c: number) => c > 0
          : (c: number) => c >= 0;
  // Ranges only match values of the same type (type bracketing); NaN is never in a range.
  return (v) => typeRankOf(v) === rank && !isNaNValue(v) && ok(compareValues(v, value));
}

function compileFieldFilter(f: NonNullable<Filter['fieldFilter']>): Predicate {
  const op = enumName(fieldOps, f.op, 'field filter');
  const get = fieldGetter(f.field?.fieldPath);
  const value = normalizeValue(f.value, 'filter value');
  let test: (v: Value) => boolean;
  switch (op) {
    case 'EQUAL':
      test = (v) => valuesEqual(v, value);
      break;
    case 'NOT_EQUAL':
      test = (v) => !isNullValue(v) && compareValues(v, value) !== 0;
      break;
    case 'ARRAY_CONTAINS':
      test = (v) => 'arrayValue' in v && arrayElements(v).some((e) => valuesEqual(e, value));
      break;
    case 'IN': {
      const list = listValues(value, 'IN');
      test = (v) => list.some((x) => valuesEqual(v, x));
      break;
    }
    case 'ARRAY_CONTAINS_ANY': {
      const list = listValues(value, 'ARRAY_CONTAINS_ANY');
      test = (v) => 'arrayValue' in v && arrayElements(v).some((e) => list.some((x) => valuesEqual(e, x)));
      break;
    }
    case 'NOT_IN': {
      const list = listValues(value, 'NOT_IN');
      const hasNull = list.some(isNullValue);
      test = (v) => !hasNull && !isNullValue(v) && !list.some((x) => compareValues(v, x) === 0);
      break;
    }
    default:
      test = rangeMatcher(op, value);
  }
  return (doc) => {
    const v = get(doc);
    return v !== undefined && test(v);
  };
}

function compileUnaryFilter(f: NonNullable<Filter['unaryFilter']>): Predicate {
  const op = enumName(unaryOps, f.op, 'unary filter');
  const get = fieldGetter(f.field?.fieldPath);
  const test: Record<string, (v: Value) => boolean> = {
    IS_NAN: isNaNValue,
    IS_NULL: isNullValue,
    IS_NOT_NAN: (v) => !isNaNValue(v) && !isNullValue(v),
    IS_NOT_NULL: (v) => !isNullValue(v),
  };
  const t = test[op] as (v: Value) => boolean;
  return (doc) => {
    const v = get(doc);
    return v !== undefined && t(v);
  };
}

export function compileFilter(filter: Filter | undefined): Predicate {
  if (!filter) return () => true;
  if (typeof filter !== 'object') throw invalidArgument('Invalid filter');
  if (filter.compositeFilter) {
    const op = enumName(compositeOps, filter.compositeFilter.op, 'composite filter');
    const parts = (filter.compositeFilter.filters ?? []).map(compileFilter);
    if (parts.length === 0) return () => true;
    return op === 'AND' ? (doc) => parts.every((p) => p(doc)) : (doc) => parts.some((p) => p(doc));
  }
  if (filter.fieldFilter) return compileFieldFilter(filter.fieldFilter);
  if (filter.unaryFilter) return compileUnaryFilter(filter.unaryFilter);
  throw invalidArgument('Filter must be a compositeFilter, fieldFilter or unaryFilter');
}
