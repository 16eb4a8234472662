// The indexes a project declares (firestore.indexes.json, as `firebase deploy` reads it) and the
// single-field indexes Cloud Firestore keeps without being asked: for every field of a collection, an
// ascending, a descending and an array-contains index in collection scope, none in collection-group scope,
// unless a field override lists the field's indexes itself (an empty list: none at all).
import { invalidArgument } from './errors.js';
import { formatFieldPath, parseFieldPath } from './field-path.js';

export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
/** How an index holds a field: in order either way, or each element of an array. */
export type FieldMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

export interface IndexField {
  /** Canonical field path (formatFieldPath), or `__name__`. */
  path: string;
  mode: FieldMode;
}

/** A composite index as declared; its implicit last field `__name__` is not listed. */
export interface CompositeIndex {
  collectionGroup: string;
  scope: Scope;
  fields: IndexField[];
}

export interface IndexConfig {
  composites: CompositeIndex[];
  /** Single-field indexes of overridden fields, by `group\0path`: `${scope}:${mode}` each. */
  overrides: Map<string, Set<string>>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field path as written in firestore.indexes.json or a query, in one spelling. */
export function canonicalPath(path: string): string {
  return path === '__name__' ? path : formatFieldPath(parseFieldPath(path));
}

function modeOf(entry: Json, where: string): FieldMode {
  if (entry.arrayConfig === 'CONTAINS') return 'CONTAINS';
  if (entry.order === 'ASCENDING' || entry.order === 'DESCENDING') return entry.order;
  throw invalidArgument(`${where}: needs "order" (ASCENDING or DESCENDING) or "arrayConfig": "CONTAINS"`);
}

function scopeOf(value: unknown, where: string): Scope {
  if (value === undefined || value === 'COLLECTION') return 'COLLECTION';
  if (value === 'COLLECTION_GROUP') return 'COLLECTION_GROUP';
  throw invalidArgument(`${where}: queryScope must be COLLECTION or COLLECTION_GROUP`);
}

/** Reads firestore.indexes.json; a malformed entry is refused with where it is. */
export function parseIndexConfig(json: unknown): IndexConfig {
  if (!isObject(json)) throw invalidArgument('firestore.indexes.json: expected an object');
  const composites = (Array.isArray(json.indexes) ? json.indexes : []).map((raw, i): CompositeIndex => {
    const where = `indexes[${i}]`;
    if (!isObject(raw) || typeof raw.collectionGroup !== 'string' || !Array.isArray(raw.fields))
      throw invalidArgument(`${where}: needs collectionGroup and fields`);
    const fields = raw.fields.map((field, j) => {
      if (!isObject(field) || typeof field.fieldPath !== 'string')
        throw invalidArgument(`${where}.fields[${j}]: needs fieldPath`);
      return { path: canonicalPath(field.fieldPath), mode: modeOf(field, `${where}.fields[${j}]`) };
    });
    // A trailing __name__ in the direction the index would give it anyway is the same index.
    const last = fields[fields.length - 1];
    const before = fields[fields.length - 2];
    if (last?.path === '__name__' && before && last.mode === implicitNameMode(before.mode)) fields.pop();
    return { collectionGroup: raw.collectionGroup, scope: scopeOf(raw.queryScope, where), fields };
  });
  const overrides = new Map<string, Set<string>>();
  (Array.isArray(json.fieldOverrides) ? json.fieldOverrides : []).forEach((raw, i) => {
    const where = `fieldOverrides[${i}]`;
    if (!isObject(raw) || typeof raw.collectionGroup !== 'string' || typeof raw.fieldPath !== 'string')
      throw invalidArgument(`${where}: needs collectionGroup and fieldPath`);
    const kept = new Set<string>();
    (Array.isArray(raw.indexes) ? raw.indexes : []).forEach((entry, j) => {
      if (!isObject(entry)) throw invalidArgument(`${where}.indexes[${j}]: expected an object`);
      kept.add(
        `${scopeOf(entry.queryScope, `${where}.indexes[${j}]`)}:${modeOf(entry, `${where}.indexes[${j}]`)}`,
      );
    });
    overrides.set(`${raw.collectionGroup}\0${canonicalPath(raw.fieldPath)}`, kept);
  });
  return { composites, overrides };
}

/** The direction an index gives `__name__` after its last field. */
export function implicitNameMode(last: FieldMode): FieldMode {
  return last === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
}

/** Whether Cloud Firestore keeps a single-field index of `path` in `group` with `mode` and `scope`. */
export function hasSingleField(
  config: IndexConfig,
  group: string,
  path: string,
  scope: Scope,
  mode: FieldMode,
): boolean {
  // A map field's override applies to its subfields that have none of their own.
  const segments = parseFieldPath(path);
  for (let n = segments.length; n > 0; n--) {
    const kept = config.overrides.get(`${group}\0${formatFieldPath(segments.slice(0, n))}`);
    if (kept) return kept.has(`${scope}:${mode}`);
  }
  return scope === 'COLLECTION';
}
