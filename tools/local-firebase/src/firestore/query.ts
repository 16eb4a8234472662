import { invalidArgument } from './errors.js';
import { getField, parseFieldPath } from './field-path.js';
import {
  compareFieldPaths,
  compileFilter,
  type Filter,
  inequalityFields,
  type Predicate,
} from './filters.js';
import { normalizeValue } from './normalize.js';
import { compareNames } from './string-order.js';
import { compareValues, type Value } from './values.js';

/** The document shape queries run over (same as the store's Doc). */
export interface QueryDoc {
  name: string;
  fields: Record<string, Value>;
  createTime: string;
  updateTime: string;
}

interface FieldRef {
  fieldPath: string;
}
interface Order {
  field: FieldRef;
  direction?: string | number;
}
interface Cursor {
  values?: unknown[];
  before?: boolean;
}

/** A StructuredQuery in REST JSON (enums as names or ints). */
export interface StructuredQuery {
  select?: { fields?: FieldRef[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: number | { value?: number };
}

interface CompiledOrder {
  segments: string[] | null; // null = __name__
  path: string;
  descending: boolean;
}

export interface CompiledQuery {
  collectionId: string;
  allDescendants: boolean;
  matches: Predicate;
  orders: CompiledOrder[];
  startAt: { values: Value[]; before: boolean } | null;
  endAt: { values: Value[]; before: boolean } | null;
  offset: number;
  limit: number | null;
  select: string[][] | null;
}

function isDescending(direction: string | number | undefined): boolean {
  if (direction === undefined || direction === 1 || direction === 'ASCENDING') return false;
  if (direction === 2 || direction === 'DESCENDING') return true;
  throw invalidArgument(`Invalid order direction: ${JSON.stringify(direction)}`);
}

function compileCursor(cursor: Cursor | undefined, orders: CompiledOrder[], where: string) {
  if (!cursor) return null;
  const values = (cursor.values ?? []).map((v, i) => normalizeValue(v, `${where}[${i}]`));
  if (values.length > orders.length) throw invalidArgument(`Too many cursor values in ${where}`);
  values.forEach((v, i) => {
    if (orders[i]?.segments === null && !('referenceValue' in v)) {
      throw invalidArgument(`Cursor value for __name__ must be a reference in ${where}`);
    }
  });
  return { values, before: Boolean(cursor.before) };
}

function limitOf(limit: StructuredQuery['limit']): number | null {
  if (limit === undefined || limit === null) return null;
  const n = typeof limit === 'number' ? limit : limit.value;
  if (n === undefined) return null;
  if (!Number.isInteger(n) || n < 0) throw invalidArgument(`Invalid limit: ${JSON.stringify(limit)}`);
  return n;
}

export function compileQuery(query: StructuredQuery): CompiledQuery {
  if (typeof query !== 'object' || query === null) throw invalidArgument('Missing structured query');
  const from = query.from ?? [];
  if (from.length !== 1) throw invalidArgument('A query must have exactly one collection selector');
  const selector = from[0] as { collectionId?: string; allDescendants?: boolean };
  const matches = compileFilter(query.where);
  const orders: CompiledOrder[] = (query.orderBy ?? []).map((o) => {
    const path = o?.field?.fieldPath;
    if (typeof path !== 'string') throw invalidArgument('orderBy needs a field path');
    return {
      segments: path === '__name__' ? null : parseFieldPath(path),
      path,
      descending: isDescending(o.direction),
    };
  });
  // Implicit orders: inequality fields not already ordered (in field path order), then __name__,
  // all in the direction of the last explicit order. __name__ always comes last, also when it has
  // an inequality filter of its own, as Firestore orders it.
  const lastDescending = orders.length > 0 ? (orders[orders.length - 1] as CompiledOrder).descending : false;
  const ordered = new Set(orders.map((o) => o.path));
  for (const path of [...inequalityFields(query.where)].sort(compareFieldPaths)) {
    if (!ordered.has(path) && path !== '__name__') {
      orders.push({ segments: parseFieldPath(path), path, descending: lastDescending });
      ordered.add(path);
    }
  }
  if (!ordered.has('__name__')) orders.push({ segments: null, path: '__name__', descending: lastDescending });
  const offset = query.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalidArgument('Invalid offset');
  return {
    collectionId: selector.collectionId ?? '',
    allDescendants: Boolean(selector.allDescendants),
    matches,
    orders,
    startAt: compileCursor(query.startAt, orders, 'startAt'),
    endAt: compileCursor(query.endAt, orders, 'endAt'),
    offset,
    limit: limitOf(query.limit),
    select: query.select ? (query.select.fields ?? []).map((f) => parseFieldPath(f.fieldPath)) : null,
  };
}

/** Order-by values of a document, or null when it lacks an ordered field (then it is excluded). */
function sortKey(doc: QueryDoc, orders: CompiledOrder[]): Value[] | null {
  const key: Value[] = [];
  for (const o of orders) {
    const v = o.segments === null ? { referenceValue: doc.name } : getField(doc.fields, o.segments);
    if (v === undefined) return null;
    key.push(v);
  }
  return key;
}

function compareKeys(a: Value[], b: Value[], orders: CompiledOrder[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    const x = a[i] as Value;
    const y = b[i] as Value;
    const c =
      'referenceValue' in x && 'referenceValue' in y
        ? compareNames(x.referenceValue as string, y.referenceValue as string)
        : compareValues(x, y);
    if (c !== 0) return (orders[i] as CompiledOrder).descending ? -c : c;
  }
  return 0;
}

function projected(doc: QueryDoc, select: string[][]): QueryDoc {
  const fields: Record<string, Value> = {};
  for (const segments of select) {
    if (segments.length === 1 && segments[0] === '__name__') continue;
    const v = getField(doc.fields, segments);
    if (v === undefined) continue;
    let target = fields;
    for (let i = 0; i < segments.length - 1; i++) {
      const k = segments[i] as string;
      const existing = target[k]?.mapValue as { fields: Record<string, Value> } | undefined;
      const map = existing ?? { fields: {} };
      target[k] = { mapValue: map };
      target = map.fields;
    }
    target[segments[segments.length - 1] as string] = v;
  }
  return { ...doc, fields };
}

/** Runs a compiled query over candidate documents already restricted to the right collection(s). */
export function evaluateQuery(q: CompiledQuery, candidates: Iterable<QueryDoc>): QueryDoc[] {
  const rows: { doc: QueryDoc; key: Value[] }[] = [];
  for (const doc of candidates) {
    if (!q.matches(doc)) continue;
    const key = sortKey(doc, q.orders);
    if (!key) continue;
    if (q.startAt) {
      const c = compareKeys(key, q.startAt.values, q.orders);
      if (c < 0 || (c === 0 && !q.startAt.before)) continue;
    }
    if (q.endAt) {
      const c = compareKeys(key, q.endAt.values, q.orders);
      if (c > 0 || (c === 0 && q.endAt.before)) continue;
    }
    rows.push({ doc, key });
  }
  const wanted = q.limit === null ? rows.length : q.offset + q.limit;
  const sorted =
    wanted > 0 && wanted < rows.length / 8
      ? topK(rows, wanted, q.orders)
      : rows.sort((a, b) => compareKeys(a.key, b.key, q.orders));
  const page = sorted.slice(q.offset, q.limit === null ? undefined : q.offset + q.limit).map((r) => r.doc);
  const select = q.select;
  return select ? page.map((d) => projected(d, select)) : page;
}

/** The first k rows in order without sorting them all (small limits over large collections). */
function topK<T extends { key: Value[] }>(rows: T[], k: number, orders: CompiledOrder[]): T[] {
  const best: T[] = [];
  for (const row of rows) {
    if (best.length === k && compareKeys(row.key, (best[k - 1] as T).key, orders) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareKeys((best[mid] as T).key, row.key, orders) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, row);
    if (best.length > k) best.pop();
  }
  return best;
}
