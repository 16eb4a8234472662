import { randomBytes } from 'node:crypto';
import type { RequestGuard } from '../rules/gate.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { getField, parseFieldPath, setField } from './field-path.js';
import { parseName } from './names.js';
import type { RestResult } from './rest.js';
import type { Doc, FirestoreStore, Write } from './store.js';
import type { Value } from './values.js';

/** The REST calls on one document or collection path (no `:op`): GET, PATCH, DELETE, create, list. */
export interface DocumentCall {
  method: string;
  resource: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

const ok = (json: unknown): RestResult => ({ status: 200, json });

/** A copy of `doc` with only the given field paths (null = all fields). */
export function masked(doc: Doc, paths: string[] | null): Doc {
  if (!paths) return doc;
  const fields: Record<string, Value> = {};
  for (const p of paths) {
    const segments = parseFieldPath(p);
    const v = getField(doc.fields, segments);
    if (v !== undefined) setField(fields, segments, structuredClone(v));
  }
  return { ...doc, fields };
}

export function page<T>(
  items: T[],
  query: { pageSize?: unknown; pageToken?: unknown },
): { items: T[]; next?: string } {
  const start = query.pageToken ? Number(Buffer.from(String(query.pageToken), 'base64').toString()) : 0;
  if (!Number.isInteger(start) || start < 0) throw invalidArgument('Invalid page token');
  const size = query.pageSize ? Number(query.pageSize) : 0;
  if (!size || start + size >= items.length) return { items: items.slice(start) };
  return {
    items: items.slice(start, start + size),
    next: Buffer.from(String(start + size)).toString('base64'),
  };
}

function listDocuments(store: FirestoreStore, collection: string, query: URLSearchParams): RestResult {
  const showMissing = query.get('showMissing') === 'true';
  const names = store.listDocumentNames(collection, showMissing);
  store.usage.reads(parseName(collection).database, names.length);
  const { items, next } = page(names, { pageSize: query.get('pageSize'), pageToken: query.get('pageToken') });
  const mask = query.has('mask.fieldPaths') ? query.getAll('mask.fieldPaths') : null;
  const documents = items.map((n) => {
    const d = store.get(n);
    return d ? masked(d, mask) : { name: n };
  });
  return ok(next ? { documents, nextPageToken: next } : { documents });
}

function preconditionFromQuery(query: URLSearchParams): Write['currentDocument'] {
  if (query.has('currentDocument.exists')) return { exists: query.get('currentDocument.exists') === 'true' };
  if (query.has('currentDocument.updateTime'))
    return { updateTime: query.get('currentDocument.updateTime') ?? '' };
  return undefined;
}

function autoId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(20)].map((b) => chars[b % chars.length]).join('');
}

/** GET/PATCH/DELETE of one document and POST (create) into a collection. */
export async function documentCall(
  store: FirestoreStore,
  call: DocumentCall,
  guard?: RequestGuard,
): Promise<RestResult> {
  const parsed = parseName(call.resource);
  const isDoc = parsed.segments.length > 0 && parsed.segments.length % 2 === 0;
  const database = parsed.database;
  const checked = (write: Write): Write => {
    const refused = guard?.writes(database, [write])[0];
    if (refused) throw refused;
    return write;
  };
  if (call.method === 'GET' && isDoc) {
    guard?.get(database, [call.resource]);
    const tx = call.query.get('transaction') ?? undefined;
    if (tx) await store.transactions.lock(database, tx, [call.resource]);
    const doc = store.getAll(database, [call.resource], tx)[0];
    store.usage.reads(database, 1);
    if (!doc) throw new FirestoreError('NOT_FOUND', `Document "${call.resource}" not found.`);
    return ok(masked(doc, call.query.has('mask.fieldPaths') ? call.query.getAll('mask.fieldPaths') : null));
  }
  if (call.method === 'GET' && parsed.segments.length % 2 === 1) {
    guard?.listDocuments(call.resource);
    return listDocuments(store, call.resource, call.query);
  }
  const body = call.body;
  if (call.method === 'PATCH' && isDoc) {
    const write: Write = {
      update: { name: call.resource, fields: (body.fields ?? {}) as Record<string, unknown> },
    };
    if (call.query.has('updateMask.fieldPaths'))
      write.updateMask = { fieldPaths: call.query.getAll('updateMask.fieldPaths') };
    const pre = preconditionFromQuery(call.query);
    if (pre) write.currentDocument = pre;
    store.commit(database, [checked(write)]);
    return ok(store.get(call.resource));
  }
  if (call.method === 'DELETE' && isDoc) {
    const pre = preconditionFromQuery(call.query);
    store.commit(database, [
      checked(pre ? { delete: call.resource, currentDocument: pre } : { delete: call.resource }),
    ]);
    return ok({});
  }
  if (call.method === 'POST' && parsed.segments.length % 2 === 1) {
    const name = `${call.resource}/${call.query.get('documentId') || autoId()}`;
    const fields = (body.fields ?? {}) as Record<string, unknown>;
    store.commit(database, [checked({ update: { name, fields }, currentDocument: { exists: false } })]);
    return ok(store.get(name));
  }
  throw new FirestoreError('NOT_FOUND', `No such method: ${call.method} /v1/${call.resource}`);
}
