import { readFile, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import { FirestoreError } from '../firestore/errors.js';
import { parseName } from '../firestore/names.js';
import type { Doc, FirestoreStore, Write } from '../firestore/store.js';
import { applyWrite, writeTarget } from '../firestore/writes.js';
import type { Method } from './ast.js';
import { type Caller, callerOf } from './caller.js';
import { ACCESS_LIMIT } from './evaluate.js';
import { queryCases, queryResource, requestQuery } from './query-resource.js';
import { type AccessRequest, ANY_ID, type Decision, type RequestPath, Ruleset } from './ruleset.js';
import { FieldsMap, fail, RMap, RPath, type RValue } from './values.js';

/** Distinct documents get()/exists() may read for one request that judges several documents (batches). */
const BATCH_ACCESS_LIMIT = 20;

export const PERMISSION_DENIED_MESSAGE = 'Missing or insufficient permissions.';

/** The checks one caller's request goes through; absent (undefined) for the owner or without rules. */
export interface RequestGuard {
  /** Single-document reads (GET, batchGet, a Listen documents target). */
  get(database: string, names: readonly string[]): void;
  /** runQuery, runAggregationQuery, a Listen query target. */
  query(parent: string, structuredQuery: unknown): void;
  listDocuments(collection: string): void;
  listCollectionIds(parent: string): void;
  /** One decision per write, in order; null when allowed. */
  writes(database: string, writes: readonly Write[]): (FirestoreError | null)[];
}

type StructuredQuery = {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: unknown;
  limit?: number | { value?: number };
  offset?: number;
  orderBy?: { field?: { fieldPath?: string } }[];
};

/** `resource` of a stored document: data, id and __name__, made when a rule reads them. */
class DocResource extends RMap {
  constructor(private readonly doc: Doc) {
    super();
  }
  get(key: string): RValue | undefined {
    if (key === 'data') return new FieldsMap(this.doc.fields as Record<string, unknown>);
    if (key === 'id') return this.doc.name.slice(this.doc.name.lastIndexOf('/') + 1);
    if (key === '__name__') return new RPath(this.doc.name.replace(/^projects\/[^/]+\//, '').split('/'));
    return undefined;
  }
  keys(): string[] {
    return ['data', 'id', '__name__'];
  }
}

const resourceOf = (doc: Doc): RMap => new DocResource(doc);

const databaseIdOf = (database: string) => database.slice(database.lastIndexOf('/') + 1);
/** `users/u1` of `projects/p/databases/d/documents/users/u1` (names validated by the caller). */
const segmentsOf = (database: string, name: string) =>
  name.slice(database.length + '/documents/'.length).split('/');

/**
 * Security rules for one store: the loaded firestore.rules (none = every request is served, as
 * before rules existed here), and per request a guard that throws PERMISSION_DENIED.
 */
export class RulesGate {
  ruleset: Ruleset | null = null;

  constructor(
    private readonly store: FirestoreStore,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Parses and installs rules; on a syntax error the previous rules stay and the error is thrown. */
  load(source: string, fileName = 'firestore.rules'): void {
    this.ruleset = Ruleset.parse(source, fileName);
  }

  /** The guard for a request with this Authorization header (undefined: not checked). */
  guardFor(authorization: string | undefined): RequestGuard | undefined {
    if (!this.ruleset) return undefined;
    const caller = callerOf(authorization);
    return caller.owner ? undefined : this.guard(caller);
  }

  guard(caller: Caller): RequestGuard | undefined {
    const ruleset = this.ruleset;
    if (!ruleset || caller.owner) return undefined;
    const store = this.store;
    const deny = (decision: Decision, what: string) => {
      this.log(`rules: ${caller.label} refused ${what}: ${decision.reason ?? ''}`);
      return new FirestoreError('PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);
    };
    /** Shared by the evaluations of one request: a document read twice is counted once. */
    const budget = (database: string, total: number) => {
      let cache: Map<string, RMap | null> | undefined;
      return {
        read: (path: string): RMap | null => {
          const name = `${database}/documents/${path}`;
          cache ??= new Map();
          const hit = cache.get(name);
          if (hit !== undefined) return hit;
          if (cache.size >= total)
            return fail(`more than ${total} document accesses (get/exists) in one request`);
          const doc = store.get(name);
          const resource = doc ? resourceOf(doc) : null;
          cache.set(name, resource);
          return resource;
        },
      };
    };
    const check = (
      database: string,
      method: Method,
      path: RequestPath,
      resource: RValue,
      reads: ReturnType<typeof budget>,
      more?: Pick<AccessRequest, 'collectionGroup' | 'query' | 'requestResource'>,
    ) =>
      ruleset.check({
        method,
        databaseId: databaseIdOf(database),
        path,
        auth: caller.auth,
        resource,
        readDocument: reads.read,
        collectionGroup: more?.collectionGroup,
        query: more?.query,
        requestResource: more?.requestResource,
      });

    const list = (
      database: string,
      path: RequestPath,
      query: StructuredQuery,
      collectionGroup: boolean,
      what: string,
    ) => {
      let cases: ReturnType<typeof queryCases>;
      try {
        cases = queryCases(query.where);
      } catch (err) {
        throw deny({ allowed: false, reason: String(err) }, what);
      }
      const reads = budget(database, ACCESS_LIMIT);
      const rq = requestQuery(query);
      for (const fields of cases) {
        const decision = check(database, 'list', path, queryResource(fields), reads, {
          collectionGroup,
          query: rq,
        });
        if (!decision.allowed) throw deny(decision, what);
      }
    };
    return {
      get: (database, names) => {
        const reads = budget(database, names.length > 1 ? BATCH_ACCESS_LIMIT : ACCESS_LIMIT);
        for (const name of names) {
          const doc = store.get(name);
          const decision = check(
            database,
            'get',
            segmentsOf(database, name),
            doc ? resourceOf(doc) : null,
            reads,
          );
          if (!decision.allowed) throw deny(decision, `get ${name}`);
        }
      },
      query: (parent, raw) => {
        const query = (raw ?? {}) as StructuredQuery;
        const from = query.from?.[0];
        const { database, segments } = parseName(parent);
        const what = `query ${parent}/${from?.collectionId ?? ''}`;
        if (!from?.collectionId)
          throw deny({ allowed: false, reason: 'kindless queries are not allowed to clients' }, what);
        const group = from.allDescendants === true;
        list(
          database,
          group ? [from.collectionId, ANY_ID] : [...segments, from.collectionId, ANY_ID],
          query,
          group,
          what,
        );
      },
      listDocuments: (collection) => {
        const { database, segments } = parseName(collection);
        list(database, [...segments, ANY_ID], {}, false, `list ${collection}`);
      },
      listCollectionIds: (parent) => {
        throw deny(
          { allowed: false, reason: 'listing collection ids is for the owner credential only' },
          `listCollectionIds ${parent}`,
        );
      },
      writes: (database, writes) => {
        const reads = budget(database, BATCH_ACCESS_LIMIT);
        const working = new Map<string, Doc | null>();
        const commitTime = new Date().toISOString();
        return writes.map((write) => {
          const name = writeTarget(write);
          const current = working.has(name) ? (working.get(name) ?? null) : store.get(name);
          const method: Method = write.delete !== undefined ? 'delete' : current ? 'update' : 'create';
          let after: Doc | null = null;
          if (method !== 'delete') {
            try {
              after = applyWrite(write, current, commitTime).doc;
            } catch {
              after = null; // the commit itself reports why the write is invalid
            }
          }
          working.set(name, method === 'delete' ? null : (after ?? current));
          const requestResource: RValue | undefined = after ? resourceOf(after) : undefined;
          const decision = check(
            database,
            method,
            segmentsOf(database, name),
            current ? resourceOf(current) : null,
            reads,
            {
              requestResource,
            },
          );
          return decision.allowed ? null : deny(decision, `${method} ${name}`);
        });
      },
    };
  }
}

/** Loads a rules file into the gate and reloads it on change; a broken edit keeps the previous rules. */
export function watchRulesFile(
  gate: RulesGate,
  file: string,
  log: (level: 'info' | 'error', m: string) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const reload = () =>
    readFile(file, 'utf8', (err, source) => {
      if (err) return log('error', `rules: cannot read ${file}: ${err.message}`);
      try {
        gate.load(source, file);
        log('info', `rules: reloaded ${file}`);
      } catch (error) {
        log(
          'error',
          `rules: ${error instanceof Error ? error.message : String(error)} (previous rules kept)`,
        );
      }
    });
  // The directory is watched: editors often replace the file, which ends a watch on the file itself.
  const watcher = watch(dirname(file), (_event, changed) => {
    if (changed !== null && changed !== basename(file)) return;
    clearTimeout(timer);
    timer = setTimeout(reload, 100);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
