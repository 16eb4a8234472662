import { formatTimestamp, parseTimestamp } from './clock.js';
import { invalidArgument } from './errors.js';
import { parseDocumentName } from './names.js';
import type { Value } from './values.js';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const MAX_DEPTH = 20;

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Firestore keeps timestamp values to the microsecond, rounding further digits down. */
function storedTimestamp(text: string): string {
  const nanos = parseTimestamp(text);
  const micros = nanos - (((nanos % 1000n) + 1000n) % 1000n);
  return formatTimestamp(micros);
}

function normalizeDouble(raw: unknown): number | string {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : String(raw);
  if (raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  throw invalidArgument(`Invalid double value: ${JSON.stringify(raw)}`);
}

function normalizeInteger(raw: unknown): string {
  if (
    (typeof raw === 'number' && Number.isInteger(raw)) ||
    (typeof raw === 'string' && /^-?\d+$/.test(raw))
  ) {
    const n = BigInt(raw);
    if (n >= INT64_MIN && n <= INT64_MAX) return n.toString();
  }
  throw invalidArgument(`Invalid integer value: ${JSON.stringify(raw)}`);
}

function normalizeBytes(raw: unknown): string {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(raw)) {
    throw invalidArgument(`Invalid bytes value: ${JSON.stringify(raw)}`);
  }
  return Buffer.from(raw, 'base64').toString('base64');
}

/** `v` when it is a string; else INVALID_ARGUMENT naming what the field at `where` should hold. */
function stringAt(v: unknown, what: string, where: string): string {
  if (typeof v !== 'string') throw invalidArgument(`Invalid ${what} at ${where}`);
  return v;
}

/**
 * Validates a REST Value and returns its canonical form: int64 as decimal string, non-finite
 * doubles as "NaN"/"Infinity"/"-Infinity", timestamps in UTC with 9 fractional digits,
 * standard base64 bytes. Throws INVALID_ARGUMENT naming the field.
 */
export function normalizeValue(raw: unknown, where = 'value', depth = 0, inArray = false): Value {
  if (!isObject(raw)) throw invalidArgument(`Invalid value at ${where}`);
  if (depth > MAX_DEPTH) throw invalidArgument(`Value at ${where} is nested too deeply`);
  const keys = Object.keys(raw).filter((k) => k.endsWith('Value'));
  if (keys.length !== 1)
    throw invalidArgument(
      `Value at ${where} must have exactly one type, got ${JSON.stringify(Object.keys(raw))}`,
    );
  const key = keys[0] as string;
  const v = raw[key];
  switch (key) {
    case 'nullValue':
      return { nullValue: 'NULL_VALUE' };
    case 'booleanValue':
      if (typeof v !== 'boolean') throw invalidArgument(`Invalid boolean at ${where}`);
      return { booleanValue: v };
    case 'integerValue':
      return { integerValue: normalizeInteger(v) };
    case 'doubleValue':
      return { doubleValue: normalizeDouble(v) };
    case 'timestampValue':
      return { timestampValue: storedTimestamp(stringAt(v, 'timestamp', where)) };
    case 'stringValue':
      return { stringValue: stringAt(v, 'string', where) };
    case 'bytesValue':
      return { bytesValue: normalizeBytes(v) };
    case 'referenceValue':
      parseDocumentName(v);
      return { referenceValue: v as string };
    case 'geoPointValue': {
      if (!isObject(v)) throw invalidArgument(`Invalid geo point at ${where}`);
      const latitude = Number(v.latitude ?? 0);
      const longitude = Number(v.longitude ?? 0);
      if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
        throw invalidArgument(`Geo point out of range at ${where}`);
      }
      return { geoPointValue: { latitude, longitude } };
    }
    case 'arrayValue': {
      if (inArray) throw invalidArgument(`Cannot have nested arrays (at ${where})`);
      if (!isObject(v)) throw invalidArgument(`Invalid array at ${where}`);
      const values = v.values ?? [];
      if (!Array.isArray(values)) throw invalidArgument(`Invalid array at ${where}`);
      return {
        arrayValue: { values: values.map((x, i) => normalizeValue(x, `${where}[${i}]`, depth + 1, true)) },
      };
    }
    case 'mapValue': {
      if (!isObject(v)) throw invalidArgument(`Invalid map at ${where}`);
      return { mapValue: { fields: normalizeFields(v.fields ?? {}, where, depth + 1) } };
    }
    default:
      throw invalidArgument(`Unknown value type ${key} at ${where}`);
  }
}

export function normalizeFields(raw: unknown, where = 'fields', depth = 0): Record<string, Value> {
  if (!isObject(raw)) throw invalidArgument(`Invalid fields at ${where}`);
  const out: Record<string, Value> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k === '') throw invalidArgument(`Empty field name at ${where}`);
    // Only top-level names are checked: vectors are maps holding `__type__: "__vector__"`.
    if (where === 'fields' && /^__.*__$/.test(k))
      throw invalidArgument(`Field name ${JSON.stringify(k)} is reserved (at ${where})`);
    out[k] = normalizeValue(v, where === 'fields' ? k : `${where}.${k}`, depth);
  }
  return out;
}
