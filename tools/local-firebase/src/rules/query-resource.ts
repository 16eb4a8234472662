import { Contains, fail, fromFirestore, PlainMap, RMap, RPath, type RValue } from './values.js';

/** What a query guarantees about one field of every document it returns. */
type Constraint = { eq: RValue } | { contains: RValue };
type Conjunction = Map<string, Constraint>;

interface RawFilter {
  compositeFilter?: { op?: string | number; filters?: RawFilter[] };
  fieldFilter?: { field?: { fieldPath?: string }; op?: string | number; value?: unknown };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string | number };
}

const FIELD_OPS: Record<string, string> = {
  5: 'EQUAL',
  7: 'ARRAY_CONTAINS',
  8: 'IN',
  9: 'ARRAY_CONTAINS_ANY',
};
const UNARY_OPS: Record<string, string> = { 2: 'IS_NAN', 3: 'IS_NULL' };
/** More alternatives than this (from `in` and OR) are refused rather than evaluated one by one. */
const MAX_CASES = 512;

const opName = (table: Record<string, string>, op: unknown) => table[String(op)] ?? String(op);

/**
 * The cases a query's filter can be in, each a set of guaranteed field values: `==` and IS_NULL fix a
 * value, `array-contains` an element, and `in` / `array-contains-any` / OR split into one case per
 * alternative. Inequalities guarantee nothing here, so a rule that reads such a field is refused.
 */
export function queryCases(where: unknown): Conjunction[] {
  return casesOf(where as RawFilter | undefined);
}

function casesOf(f: RawFilter | undefined): Conjunction[] {
  if (!f) return [new Map()];
  if (f.compositeFilter) {
    const parts = (f.compositeFilter.filters ?? []).map(casesOf);
    const or = f.compositeFilter.op === 'OR' || f.compositeFilter.op === 2;
    if (or) return limit(parts.flat());
    let acc: Conjunction[] = [new Map()];
    for (const part of parts) {
      const next: Conjunction[] = [];
      for (const a of acc) for (const b of part) next.push(merge(a, b));
      acc = limit(next);
    }
    return acc;
  }
  if (f.fieldFilter) {
    const path = f.fieldFilter.field?.fieldPath ?? '';
    const op = opName(FIELD_OPS, f.fieldFilter.op);
    const value = f.fieldFilter.value;
    const alternatives = () =>
      ((value as { arrayValue?: { values?: unknown[] } })?.arrayValue?.values ?? []).map(fromFirestore);
    if (op === 'EQUAL') return [new Map([[path, { eq: fromFirestore(value) }]])];
    if (op === 'ARRAY_CONTAINS') return [new Map([[path, { contains: fromFirestore(value) }]])];
    if (op === 'IN') return limit(alternatives().map((v) => new Map([[path, { eq: v }]])));
    if (op === 'ARRAY_CONTAINS_ANY')
      return limit(alternatives().map((v) => new Map([[path, { contains: v }]])));
    return [new Map()];
  }
  if (f.unaryFilter) {
    const path = f.unaryFilter.field?.fieldPath ?? '';
    const op = opName(UNARY_OPS, f.unaryFilter.op);
    if (op === 'IS_NULL') return [new Map([[path, { eq: null }]])];
    if (op === 'IS_NAN') return [new Map([[path, { eq: Number.NaN }]])];
  }
  return [new Map()];
}

function merge(a: Conjunction, b: Conjunction): Conjunction {
  const out = new Map(a);
  for (const [k, v] of b) if (!out.has(k)) out.set(k, v);
  return out;
}

function limit(cases: Conjunction[]): Conjunction[] {
  if (cases.length > MAX_CASES)
    throw new RangeError(`query has more than ${MAX_CASES} alternative filter cases`);
  return cases;
}

const unquote = (segment: string) =>
  segment.startsWith('`') ? segment.slice(1, -1).replace(/\\(.)/g, '$1') : segment;

/** `resource.data` of a list request: the fields the case fixes; reading any other field is an error. */
class GuaranteedData extends RMap {
  constructor(
    private readonly fields: Conjunction,
    private readonly prefix: string,
  ) {
    super();
  }
  get(key: string): RValue | undefined {
    const path = this.prefix + key;
    for (const [raw, c] of this.fields) {
      const dotted = raw.split('.').map(unquote).join('.');
      if (dotted === path) return 'eq' in c ? c.eq : new Contains(c.contains);
      if (dotted.startsWith(`${path}.`)) return new GuaranteedData(this.fields, `${path}.`);
    }
    return fail(`resource.data.${path} is not fixed by the query's filters (rules are not filters)`);
  }
  keys(): string[] {
    return fail('the keys of documents a query returns are not known');
  }
}

/** `resource` for one case of a list request. */
class QueryResource extends RMap {
  constructor(private readonly fields: Conjunction) {
    super();
  }
  get(key: string): RValue | undefined {
    if (key === 'data') return new GuaranteedData(this.fields, '');
    if (key !== 'id' && key !== '__name__') return undefined;
    const name = this.fields.get('__name__');
    const named = name && 'eq' in name && name.eq instanceof RPath ? name.eq : undefined;
    if (!named) return fail(`resource.${key} is not fixed by the query`);
    return key === 'id' ? (named.segments.at(-1) as string) : named;
  }
  keys(): string[] {
    return ['data', 'id', '__name__'];
  }
}

export function queryResource(fields: Conjunction): RMap {
  return new QueryResource(fields);
}

/** `request.query`: limit, offset and orderBy of the structured query. */
export function requestQuery(q: {
  limit?: number | { value?: number };
  offset?: number;
  orderBy?: { field?: { fieldPath?: string } }[];
}): RMap {
  const rawLimit = typeof q.limit === 'object' ? q.limit?.value : q.limit;
  return PlainMap.of({
    limit: rawLimit === undefined ? null : BigInt(rawLimit),
    offset: BigInt(q.offset ?? 0),
    orderBy: (q.orderBy ?? []).map((o) => o.field?.fieldPath ?? ''),
  });
}
