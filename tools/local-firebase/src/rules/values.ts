/**
 * Values of the rules language at evaluation time. Integers are bigints and floats numbers, so
 * `x is int` and `x is float` tell them apart as Firestore does; maps are read through RMap so that
 * documents are converted field by field only when a rule looks at them.
 */
export type RValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | RValue[]
  | RMap
  | RTimestamp
  | RPath
  | RBytes
  | RLatLng
  | Contains;

/** An evaluation error: the enclosing condition is false, as on Firestore. */
export class RulesEvalError extends Error {}

export const fail = (message: string): never => {
  throw new RulesEvalError(message);
};

export abstract class RMap {
  abstract get(key: string): RValue | undefined;
  abstract keys(): string[];
}

export class PlainMap extends RMap {
  constructor(readonly entries: Map<string, RValue>) {
    super();
  }
  get(key: string): RValue | undefined {
    return this.entries.get(key);
  }
  keys(): string[] {
    return [...this.entries.keys()];
  }
  static of(record: Record<string, RValue>): PlainMap {
    return new PlainMap(new Map(Object.entries(record)));
  }
}

/** Firestore document fields in REST JSON, converted on access. */
export class FieldsMap extends RMap {
  constructor(private readonly fields: Record<string, unknown>) {
    super();
  }
  get(key: string): RValue | undefined {
    const v = this.fields[key];
    return v === undefined ? undefined : fromFirestore(v);
  }
  keys(): string[] {
    return Object.keys(this.fields);
  }
}

export class RTimestamp {
  constructor(readonly nanos: bigint) {}
  static parse(text: string): RTimestamp {
    const m = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
    const ms = Date.parse(m ? `${m[1]}${m[3]}` : text);
    if (Number.isNaN(ms)) return fail(`invalid timestamp ${text}`);
    const frac = BigInt((m?.[2] ?? '').padEnd(9, '0') || '0');
    return new RTimestamp(BigInt(ms) * 1_000_000n + frac);
  }
  static now(): RTimestamp {
    return new RTimestamp(BigInt(Date.now()) * 1_000_000n);
  }
}

/** A path such as `/databases/(default)/documents/users/u1`. */
export class RPath {
  constructor(readonly segments: readonly string[]) {}
  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}

export class RBytes {
  constructor(readonly data: Buffer) {}
}

export class RLatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

/** A query's `array-contains` constraint standing for resource.data.<field>: only `x in` it is known. */
export class Contains {
  constructor(readonly element: RValue) {}
}

/** Converts a Firestore REST value to a rules value. */
export function fromFirestore(raw: unknown): RValue {
  const v = raw as Record<string, unknown>;
  if ('stringValue' in v) return v.stringValue as string;
  if ('integerValue' in v) return BigInt(v.integerValue as string);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('booleanValue' in v) return v.booleanValue as boolean;
  if ('nullValue' in v) return null;
  if ('timestampValue' in v) return RTimestamp.parse(v.timestampValue as string);
  if ('mapValue' in v)
    return new FieldsMap(((v.mapValue as { fields?: object }).fields ?? {}) as Record<string, unknown>);
  if ('arrayValue' in v) return ((v.arrayValue as { values?: unknown[] }).values ?? []).map(fromFirestore);
  if ('referenceValue' in v) {
    const name = v.referenceValue as string;
    return new RPath(name.replace(/^projects\/[^/]+\//, '').split('/'));
  }
  if ('bytesValue' in v) return new RBytes(Buffer.from(v.bytesValue as string, 'base64'));
  if ('geoPointValue' in v) {
    const g = v.geoPointValue as { latitude?: number; longitude?: number };
    return new RLatLng(g.latitude ?? 0, g.longitude ?? 0);
  }
  return fail('unsupported value type');
}

/** Converts decoded JSON (token claims) to a rules value. */
export function fromJson(json: unknown): RValue {
  if (json === null || json === undefined) return null;
  if (typeof json === 'number') return Number.isInteger(json) ? BigInt(json) : json;
  if (typeof json === 'boolean' || typeof json === 'string') return json;
  if (Array.isArray(json)) return json.map(fromJson);
  return new PlainMap(new Map(Object.entries(json as object).map(([k, x]) => [k, fromJson(x)])));
}

export function typeName(v: RValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'number') return 'float';
  if (typeof v === 'string') return 'string';
  if (Array.isArray(v)) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RPath) return 'path';
  if (v instanceof RBytes) return 'bytes';
  if (v instanceof RLatLng) return 'latlng';
  return 'constraint';
}

const isNumber = (v: RValue): v is bigint | number => typeof v === 'bigint' || typeof v === 'number';

/** `==` of the rules language; a query constraint cannot be compared (error). */
export function equals(a: RValue, b: RValue): boolean {
  if (a instanceof Contains || b instanceof Contains)
    return fail('a field constrained by array-contains can only be tested with "in"');
  if (isNumber(a) && isNumber(b)) return typeof a === typeof b ? a === b : Number(a) === Number(b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => equals(x, b[i] as RValue));
  }
  if (a instanceof RMap && b instanceof RMap) {
    const ka = a.keys();
    if (ka.length !== b.keys().length) return false;
    return ka.every((k) => {
      const y = b.get(k);
      return y !== undefined && equals(a.get(k) as RValue, y);
    });
  }
  if (a instanceof RTimestamp && b instanceof RTimestamp) return a.nanos === b.nanos;
  if (a instanceof RPath && b instanceof RPath) return a.toString() === b.toString();
  if (a instanceof RBytes && b instanceof RBytes) return a.data.equals(b.data);
  if (a instanceof RLatLng && b instanceof RLatLng)
    return a.latitude === b.latitude && a.longitude === b.longitude;
  return false;
}

/** `<` etc.: numbers, strings, timestamps, bytes; anything else is an error. Returns -1, 0 or 1. */
export function compare(a: RValue, b: RValue): number {
  if (isNumber(a) && isNumber(b)) {
    if (typeof a === typeof b) return a < b ? -1 : a > b ? 1 : 0;
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof RTimestamp && b instanceof RTimestamp)
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  if (a instanceof RBytes && b instanceof RBytes) return a.data.compare(b.data);
  return fail(`cannot compare ${typeName(a)} with ${typeName(b)}`);
}
