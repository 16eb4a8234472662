import { invalidArgument } from './errors.js';
import type { Filter } from './filters.js';
import { databaseOf } from './names.js';
import type { Doc, FirestoreStore } from './store.js';

export type StructuredQuery = Parameters<FirestoreStore['runQuery']>[1];
/** A google.firestore.v1.ListenResponse in proto3 JSON. */
export type ListenResponse = Record<string, unknown>;
/** Current result of a target, possibly shared between targets of one fan-out pass. */
export type Evaluate = (target: ListenTarget) => Doc[];

interface RawTarget {
  targetId?: unknown;
  documents?: { documents?: unknown };
  query?: { parent?: unknown; structuredQuery?: unknown };
  resumeToken?: unknown;
  readTime?: unknown;
}

/** The collection id a document lives in: `.../rooms/r1` -> `rooms`. */
export function collectionIdOf(name: string): string {
  const segments = name.split('/');
  return segments[segments.length - 2] ?? '';
}

/**
 * One listen target of a stream and what its client was last told about it. Diffing the store's
 * current answer against `sent` (name -> updateTime) yields the changes to send, so the client
 * never receives a document version twice.
 */
export class ListenTarget {
  private readonly sent = new Map<string, string>();
  private memoKey: string | undefined;

  private constructor(
    readonly id: number,
    /** Full names for a documents target, null for a query target. */
    readonly documentNames: readonly string[] | null,
    readonly query: { parent: string; structuredQuery: StructuredQuery } | null,
    /** The client resumes from an earlier stream (resume token or read time). */
    readonly resuming: boolean,
  ) {}

  /** Validates an `addTarget`; throws INVALID_ARGUMENT for what Firestore would refuse. */
  static parse(raw: unknown, database: string | undefined): ListenTarget {
    const target = (raw ?? {}) as RawTarget;
    const id = target.targetId;
    if (typeof id !== 'number' || !Number.isInteger(id))
      throw invalidArgument('addTarget needs an integer targetId');
    const resuming = target.resumeToken !== undefined || target.readTime !== undefined;
    const root = database ? `${database}/documents` : undefined;
    const inDatabase = (name: string) => !root || name === root || name.startsWith(`${root}/`);
    if (target.documents) {
      const names = target.documents.documents;
      if (
        !Array.isArray(names) ||
        names.length === 0 ||
        !names.every((n) => typeof n === 'string' && inDatabase(n))
      ) {
        throw invalidArgument('documents target needs document names in the stream database');
      }
      return new ListenTarget(id, names as string[], null, resuming);
    }
    const { parent, structuredQuery } = target.query ?? {};
    if (
      typeof parent !== 'string' ||
      !inDatabase(parent) ||
      typeof structuredQuery !== 'object' ||
      !structuredQuery
    ) {
      throw invalidArgument('query target needs a parent in the stream database and a structuredQuery');
    }
    return new ListenTarget(
      id,
      null,
      { parent, structuredQuery: structuredQuery as StructuredQuery },
      resuming,
    );
  }

  /** Equal for targets that read the same thing (documents or query), whatever their ids. */
  get key(): string {
    this.memoKey ??= JSON.stringify([this.documentNames, this.query]);
    return this.memoKey;
  }

  /** Collection ids whose commits can change this query's result (a doc target is indexed by name). */
  get collectionIds(): string[] {
    const from =
      (this.query?.structuredQuery as { from?: { collectionId?: unknown }[] } | undefined)?.from ?? [];
    return from.map((f) => f.collectionId).filter((c): c is string => typeof c === 'string');
  }

  /** The database the target reads. */
  get database(): string {
    return databaseOf(this.query?.parent ?? this.documentNames?.[0] ?? '');
  }

  /**
   * What the target reads, for people: `users/u1`, or
   * `posts where user_id == "u1" order by timestamp desc limit 10`.
   */
  describe(): string {
    const relative = (name: string) => name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\/?/, '');
    if (!this.query) return (this.documentNames ?? []).map(relative).join(', ');
    const q = this.query.structuredQuery;
    const parent = relative(this.query.parent);
    const from = (q.from ?? []).map((f) => `${f.allDescendants ? '**/' : ''}${f.collectionId}`).join(', ');
    const parts = [parent ? `${parent}/${from}` : from];
    if (q.where) parts.push(`where ${filterText(q.where)}`);
    const order = (q.orderBy ?? []).filter((o) => o.field.fieldPath !== '__name__');
    if (order.length > 0) {
      const direction = (d: unknown) => (d === 'DESCENDING' || d === 2 ? ' desc' : '');
      parts.push(`order by ${order.map((o) => `${o.field.fieldPath}${direction(o.direction)}`).join(', ')}`);
    }
    if (q.startAt) parts.push(`${q.startAt.before ? 'start at' : 'start after'} ${cursorText(q.startAt)}`);
    if (q.endAt) parts.push(`${q.endAt.before ? 'end before' : 'end at'} ${cursorText(q.endAt)}`);
    const limit = typeof q.limit === 'object' ? q.limit.value : q.limit;
    if (limit !== undefined) parts.push(`limit ${limit}`);
    return parts.join(' ');
  }

  /** Runs the target against the store (throws the store's FirestoreError for an invalid query). */
  evaluate(store: FirestoreStore): Doc[] {
    if (this.query) return store.runQuery(this.query.parent, this.query.structuredQuery);
    const docs: Doc[] = [];
    for (const name of this.documentNames ?? []) {
      const doc = store.get(name);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  /**
   * Messages taking the client from what it was sent to `current`. A document that left a query
   * but still exists goes as a documentChange with its new content and `removedTargetIds`: a bare
   * documentRemove would leave the SDK with stale content and start a limbo-resolution listen.
   */
  diff(current: Doc[], lookup: (name: string) => Doc | null, readTime: string): ListenResponse[] {
    const out: ListenResponse[] = [];
    const now = new Set<string>();
    for (const doc of current) {
      now.add(doc.name);
      if (this.sent.get(doc.name) === doc.updateTime) continue;
      this.sent.set(doc.name, doc.updateTime);
      out.push({ documentChange: { document: doc, targetIds: [this.id] } });
    }
    for (const name of this.sent.keys()) {
      if (now.has(name)) continue;
      this.sent.delete(name);
      const doc = lookup(name);
      out.push(
        doc
          ? { documentChange: { document: doc, targetIds: [], removedTargetIds: [this.id] } }
          : { documentDelete: { document: name, removedTargetIds: [this.id], readTime } },
      );
    }
    return out;
  }
}

const opSymbols: Record<string, string> = {
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  EQUAL: '==',
  NOT_EQUAL: '!=',
  ARRAY_CONTAINS: 'array-contains',
  IN: 'in',
  ARRAY_CONTAINS_ANY: 'array-contains-any',
  NOT_IN: 'not-in',
};

/** A Value in REST JSON as short text: `"a"`, `3`, `null`, `[1, 2]`, references by their path. */
function valueText(value: unknown): string {
  const v = (value ?? {}) as Record<string, unknown>;
  if ('stringValue' in v) return JSON.stringify(v.stringValue);
  if ('integerValue' in v) return String(v.integerValue);
  if ('doubleValue' in v) return String(v.doubleValue);
  if ('booleanValue' in v) return String(v.booleanValue);
  if ('nullValue' in v) return 'null';
  if ('timestampValue' in v) return String(v.timestampValue);
  if ('referenceValue' in v) return String(v.referenceValue).replace(/^.*?\/documents\//, '');
  if ('arrayValue' in v)
    return `[${(((v.arrayValue as { values?: unknown[] }).values ?? []) as unknown[]).map(valueText).join(', ')}]`;
  return '{...}';
}

function filterText(filter: Filter): string {
  if (filter.compositeFilter) {
    const op = filter.compositeFilter.op === 'OR' || filter.compositeFilter.op === 2 ? ' or ' : ' and ';
    const inner = (filter.compositeFilter.filters ?? []).map(filterText);
    return inner.length > 1 && op === ' or ' ? `(${inner.join(op)})` : inner.join(op);
  }
  if (filter.fieldFilter) {
    const { field, op, value } = filter.fieldFilter;
    return `${field?.fieldPath} ${opSymbols[String(op)] ?? op} ${valueText(value)}`;
  }
  const unary = filter.unaryFilter;
  return `${unary?.field?.fieldPath} ${String(unary?.op).toLowerCase().replaceAll('_', ' ')}`;
}

function cursorText(cursor: { values?: unknown[] }): string {
  return `(${(cursor.values ?? []).map(valueText).join(', ')})`;
}
