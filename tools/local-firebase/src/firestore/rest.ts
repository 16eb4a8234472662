import type { RequestGuard } from '../rules/gate.js';
import { type Aggregation, aggregate } from './aggregate.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { parseDocumentName, parseName } from './names.js';
import type { StructuredQuery } from './query.js';
import { documentCall, masked, page } from './rest-documents.js';
import type { FirestoreStore, TransactionOptions, Write } from './store.js';
import { writeTarget } from './writes.js';

/** A REST v1 call after routing: `resource` is the decoded name before `:op` (without `/v1/`). */
export interface RestCall {
  method: string;
  resource: string;
  op: string | null;
  query: URLSearchParams;
  body: unknown;
  /** Security rules for the caller; absent for the owner credential or when no rules are loaded. */
  guard?: RequestGuard;
}

export interface RestResult {
  status: number;
  json: unknown;
}

type Body = Record<string, unknown>;

const ok = (json: unknown): RestResult => ({ status: 200, json });

function asBody(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw invalidArgument('Request body must be a JSON object');
  return body as Body;
}

function maskOf(body: Body): string[] | null {
  const mask = body.mask as { fieldPaths?: string[] } | undefined;
  return mask ? (mask.fieldPaths ?? []) : null;
}

/** Starts a transaction when asked (`newTransaction`) and returns the id the reads belong to. */
function readTransaction(
  store: FirestoreStore,
  database: string,
  body: Body,
): { tx?: string; started?: string } {
  if (body.newTransaction) {
    const started = store.beginTransaction(database, body.newTransaction as TransactionOptions);
    return { tx: started, started };
  }
  if (typeof body.transaction === 'string') return { tx: body.transaction };
  return {};
}

function databaseOfResource(resource: string): string {
  return parseName(resource).database;
}

async function batchGet(
  store: FirestoreStore,
  database: string,
  body: Body,
  guard: RequestGuard | undefined,
): Promise<RestResult> {
  const names = body.documents;
  if (!Array.isArray(names)) throw invalidArgument('documents must be an array of names');
  for (const n of names) {
    if (parseDocumentName(n).database !== database)
      throw invalidArgument(`Document ${n} is not in ${database}`);
  }
  guard?.get(database, names as string[]);
  const { tx, started } = readTransaction(store, database, body);
  if (tx) await store.transactions.lock(database, tx, names as string[]);
  const docs = store.getAll(database, names as string[], tx);
  store.usage.reads(database, names.length);
  const readTime = store.readTime();
  const mask = maskOf(body);
  const out: Body[] = docs.map((d, i) =>
    d ? { found: masked(d, mask), readTime } : { missing: names[i] as string, readTime },
  );
  if (started) {
    if (out[0]) out[0].transaction = started;
    else out.push({ transaction: started, readTime });
  }
  return ok(out);
}

function runQuery(store: FirestoreStore, parent: string, body: Body): RestResult {
  const database = databaseOfResource(parent);
  const query = body.structuredQuery as StructuredQuery | undefined;
  if (!query) throw invalidArgument('structuredQuery is required');
  const { tx, started } = readTransaction(store, database, body);
  const docs = store.runQuery(parent, query, tx);
  store.usage.reads(database, docs.length);
  const readTime = store.readTime();
  const out: Body[] = docs.map((document) => ({ document, readTime }));
  if (out.length === 0) out.push({ readTime });
  if (started) (out[0] as Body).transaction = started;
  return ok(out);
}

function runAggregationQuery(store: FirestoreStore, parent: string, body: Body): RestResult {
  const database = databaseOfResource(parent);
  const agg = body.structuredAggregationQuery as
    | { structuredQuery?: StructuredQuery; aggregations?: Aggregation[] }
    | undefined;
  if (!agg?.structuredQuery) throw invalidArgument('structuredAggregationQuery.structuredQuery is required');
  const { tx, started } = readTransaction(store, database, body);
  const docs = store.runQuery(parent, agg.structuredQuery, tx);
  store.usage.aggregation(database, docs.length);
  const result: Body = {
    result: { aggregateFields: aggregate(docs, agg.aggregations ?? []) },
    readTime: store.readTime(),
  };
  if (started) result.transaction = started;
  return ok([result]);
}

function writesOf(body: Body): Write[] {
  const writes = body.writes ?? [];
  if (!Array.isArray(writes)) throw invalidArgument('writes must be an array');
  return writes as Write[];
}

/** Each write commits on its own; failures are reported per write, not for the whole batch. */
function batchWrite(
  store: FirestoreStore,
  database: string,
  body: Body,
  guard: RequestGuard | undefined,
): RestResult {
  const writeResults: Body[] = [];
  const status: Body[] = [];
  const writes = writesOf(body);
  const refusals = guard?.writes(database, writes) ?? [];
  for (const [i, w] of writes.entries()) {
    try {
      const refused = refusals[i];
      if (refused) throw refused;
      const r = store.commit(database, [w]);
      writeResults.push(r.writeResults[0]?.updateTime ? { updateTime: r.writeResults[0].updateTime } : {});
      status.push({ code: 0 });
    } catch (err) {
      if (!(err instanceof FirestoreError)) throw err;
      writeResults.push({});
      status.push({ code: err.grpcCode, message: err.message });
    }
  }
  return ok({ writeResults, status });
}

function listCollectionIds(store: FirestoreStore, parent: string, body: Body): RestResult {
  const parsed = parseName(parent);
  if (parsed.segments.length % 2 !== 0) throw invalidArgument(`Invalid parent ${parent}`);
  const { items, next } = page(store.listCollectionIds(parent), body);
  return ok(next ? { collectionIds: items, nextPageToken: next } : { collectionIds: items });
}

/** Dispatches one REST v1 call to the store. Throws FirestoreError for the client. */
export async function handleRestCall(store: FirestoreStore, call: RestCall): Promise<RestResult> {
  if (call.op === null) {
    const body = call.method === 'GET' || call.method === 'DELETE' ? {} : asBody(call.body);
    return documentCall(store, { ...call, body }, call.guard);
  }
  if (call.method !== 'POST')
    throw new FirestoreError('NOT_FOUND', `No such method: ${call.method} :${call.op}`);
  const body = asBody(call.body);
  const database = databaseOfResource(call.resource);
  const atRoot = call.resource === `${database}/documents`;
  const guard = call.guard;
  if (guard && (call.op === 'runQuery' || call.op === 'runAggregationQuery')) {
    const query =
      call.op === 'runQuery'
        ? body.structuredQuery
        : (body.structuredAggregationQuery as { structuredQuery?: unknown } | undefined)?.structuredQuery;
    if (query && typeof query === 'object') guard.query(call.resource, query);
  }
  if (guard && call.op === 'listCollectionIds') guard.listCollectionIds(call.resource);
  switch (call.op) {
    case 'runQuery':
      return runQuery(store, call.resource, body);
    case 'runAggregationQuery':
      return runAggregationQuery(store, call.resource, body);
    case 'listCollectionIds':
      return listCollectionIds(store, call.resource, body);
  }
  if (!atRoot) throw new FirestoreError('NOT_FOUND', `No such method: ${call.resource}:${call.op}`);
  switch (call.op) {
    case 'batchGet':
      return batchGet(store, database, body, guard);
    case 'commit': {
      const tx = typeof body.transaction === 'string' ? body.transaction : undefined;
      const refused = guard?.writes(database, writesOf(body)).find((r) => r !== null);
      if (refused) throw refused;
      const writes = writesOf(body);
      if (tx) await store.transactions.lock(database, tx, writes.map(writeTarget), 'exclusive');
      return ok(store.commit(database, writes, tx));
    }
    case 'beginTransaction':
      return ok({
        transaction: store.beginTransaction(database, (body.options ?? {}) as TransactionOptions),
      });
    case 'rollback':
      if (typeof body.transaction !== 'string') throw invalidArgument('transaction is required');
      store.rollback(database, body.transaction);
      return ok({});
    case 'batchWrite':
      return batchWrite(store, database, body, guard);
    default:
      throw new FirestoreError('NOT_FOUND', `No such method: ${call.resource}:${call.op}`);
  }
}

export const restOps = new Set([
  'batchGet',
  'commit',
  'runQuery',
  'runAggregationQuery',
  'beginTransaction',
  'rollback',
  'batchWrite',
  'listCollectionIds',
]);
