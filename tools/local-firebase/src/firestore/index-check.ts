// Which index a query needs, as Cloud Firestore decides it, and whether the project has it. Cloud Firestore
// serves a query from one index, or from several single-field or composite indexes merged on their shared
// order: equality filters (==, in, IS_NULL, IS_NAN) and one array-contains(-any) may sit in any index's
// leading fields, and what follows them must be the query's order exactly: its orderBy, then the fields of
// its inequality filters (<, <=, >, >=, !=, not-in) not ordered yet, then __name__, in the direction of the
// last order. A query with neither equalities nor orders beyond __name__ needs no index. OR filters are
// served branch by branch. The emulators check none of this; Cloud refuses such a query with
// FAILED_PRECONDITION "The query requires an index", so this check makes it fail here first.
import type { Filter } from './filters.js';
import {
  type CompositeIndex,
  canonicalPath,
  type FieldMode,
  hasSingleField,
  type IndexConfig,
  type IndexField,
  implicitNameMode,
  type Scope,
} from './index-config.js';
import { missingIndex } from './index-link.js';
import type { StructuredQuery } from './query.js';

// Operators by name or by number, as the SDKs send them.
const equalityOps = new Set(['EQUAL', 'IN', '5', '8']);
const arrayOps = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY', '7', '9']);
const unaryEqualityOps = new Set(['IS_NULL', 'IS_NAN', '3', '2']);

/** One AND-branch of a query: what its index must hold. */
interface Shape {
  equalities: string[];
  array: string | null;
  /** The query's order after the filters, `__name__` last. */
  orders: IndexField[];
}

type Leaf = { path: string; kind: 'equality' | 'array' | 'inequality' };

function leaf(filter: Filter): Leaf | null {
  const field = filter.fieldFilter ?? filter.unaryFilter;
  const path = field?.field?.fieldPath;
  if (!field || typeof path !== 'string' || path === '__name__') return null;
  const op = String(field.op);
  if (filter.unaryFilter)
    return { path: canonicalPath(path), kind: unaryEqualityOps.has(op) ? 'equality' : 'inequality' };
  const kind = equalityOps.has(op) ? 'equality' : arrayOps.has(op) ? 'array' : 'inequality';
  return { path: canonicalPath(path), kind };
}

/** The filters as OR of ANDs (each AND a list of leaves). */
function branches(filter: Filter | undefined): Leaf[][] {
  if (!filter) return [[]];
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map(branches);
    const or = filter.compositeFilter.op === 'OR' || filter.compositeFilter.op === 2;
    if (or) return parts.flat();
    return parts.reduce<Leaf[][]>((acc, part) => acc.flatMap((a) => part.map((p) => [...a, ...p])), [[]]);
  }
  const one = leaf(filter);
  return [one ? [one] : []];
}

function shapes(query: StructuredQuery): Shape[] {
  const explicit = (query.orderBy ?? []).map((o) => ({
    path: canonicalPath(String(o.field?.fieldPath)),
    mode: (o.direction === 'DESCENDING' || o.direction === 2 ? 'DESCENDING' : 'ASCENDING') as FieldMode,
  }));
  const last = explicit[explicit.length - 1]?.mode ?? 'ASCENDING';
  return branches(query.where).map((leaves) => {
    const equalities = [...new Set(leaves.filter((l) => l.kind === 'equality').map((l) => l.path))];
    const array = leaves.find((l) => l.kind === 'array')?.path ?? null;
    const orders = explicit.filter((o) => o.path !== '__name__');
    const ordered = new Set(orders.map((o) => o.path));
    const ranges = [...new Set(leaves.filter((l) => l.kind === 'inequality').map((l) => l.path))].sort();
    for (const path of ranges) if (!ordered.has(path)) orders.push({ path, mode: last });
    const name = explicit.find((o) => o.path === '__name__')?.mode ?? last;
    // Ordering by a field an equality fixes orders nothing.
    const fixed = new Set(equalities);
    return {
      equalities,
      array,
      orders: [...orders.filter((o) => !fixed.has(o.path)), { path: '__name__', mode: name }],
    };
  });
}

/** An index's fields with its implicit `__name__`. */
const withName = (fields: IndexField[]): IndexField[] =>
  fields[fields.length - 1]?.path === '__name__'
    ? fields
    : [
        ...fields,
        { path: '__name__', mode: implicitNameMode(fields[fields.length - 1]?.mode ?? 'ASCENDING') },
      ];

const sameField = (a: IndexField, b: IndexField) => a.path === b.path && a.mode === b.mode;

/** Whether the project's indexes serve `shape`, alone or merged. */
function served(shape: Shape, candidates: IndexField[][]): boolean {
  const wanted = [...shape.equalities, ...(shape.array ? [shape.array] : [])];
  if (wanted.length === 0 && shape.orders.length === 1) return true; // __name__ alone: built in
  const covered = new Set<string>();
  for (const fields of candidates) {
    const prefix = fields.length - shape.orders.length;
    if (prefix < 0 || !fields.slice(prefix).every((f, i) => sameField(f, shape.orders[i] as IndexField)))
      continue;
    const lead = fields.slice(0, prefix);
    const fits = lead.every((f) =>
      f.mode === 'CONTAINS' ? f.path === shape.array : shape.equalities.includes(f.path),
    );
    if (!fits) continue;
    if (wanted.length === 0 && lead.length === 0) return true;
    for (const f of lead) covered.add(f.path);
  }
  return wanted.length > 0 && wanted.every((path) => covered.has(path));
}

/** The single-field indexes that could take part, as one-field indexes. */
function singleFields(config: IndexConfig, group: string, scope: Scope, shape: Shape): IndexField[][] {
  const out: IndexField[][] = [];
  const add = (path: string, mode: FieldMode) => {
    if (hasSingleField(config, group, path, scope, mode)) out.push(withName([{ path, mode }]));
  };
  for (const path of shape.equalities)
    for (const mode of ['ASCENDING', 'DESCENDING'] as const) add(path, mode);
  if (shape.array) add(shape.array, 'CONTAINS');
  const [first] = shape.orders;
  if (first && first.path !== '__name__') add(first.path, first.mode);
  return out;
}

/** The index Cloud Firestore would ask for: the equalities, the array field, the orders. */
function suggestion(group: string, scope: Scope, shape: Shape): CompositeIndex {
  const fields: IndexField[] = [
    ...shape.equalities.map((path) => ({ path, mode: 'ASCENDING' as const })),
    ...(shape.array ? [{ path: shape.array, mode: 'CONTAINS' as const }] : []),
    ...shape.orders,
  ];
  const name = fields.pop() as IndexField;
  const last = fields[fields.length - 1];
  if (!last || name.mode !== implicitNameMode(last.mode)) fields.push(name);
  return { collectionGroup: group, scope, fields };
}

/**
 * Refuses `query` (on `collectionId`, of `project`) as Cloud Firestore would when no index of `config`
 * serves it: FAILED_PRECONDITION, Cloud's message with the console link that creates the index, and the
 * entry to add to firestore.indexes.json.
 */
export function assertIndexed(
  config: IndexConfig,
  project: string,
  collectionId: string,
  allDescendants: boolean,
  query: StructuredQuery,
): void {
  if (collectionId === '') return; // a kindless query (recursive delete) reads the __name__ index
  const scope: Scope = allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const composites = config.composites
    .filter((c) => c.collectionGroup === collectionId && c.scope === scope)
    .map((c) => withName(c.fields));
  for (const shape of shapes(query)) {
    if (served(shape, [...composites, ...singleFields(config, collectionId, scope, shape)])) continue;
    throw missingIndex(project, suggestion(collectionId, scope, shape));
  }
}
