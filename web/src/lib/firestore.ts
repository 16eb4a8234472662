// Read-only Firestore access (the SPA never writes: docs/product-rules.md#read-rules) behind the typed
// queries (live-data.ts and each domain's queries.ts, the only modules that use it). The SDK is imported
// lazily, so only signed-in screens pay for it. Timestamps arrive as Dates.
import type { DocumentSnapshot, Query, QueryConstraint, QuerySnapshot } from 'firebase/firestore';
import { markUnconfirmed } from './cache-confirmation';
import { getFirebaseFirestore } from './firestore-instance';
import { loadOnce } from './load-once';

export type WhereOp = '==' | 'array-contains' | 'in' | '<' | '<=' | '>' | '>=' | '!=';

export interface QuerySpec {
  collection: string;
  where?: [string, WhereOp, unknown][];
  orderBy?: [string, 'asc' | 'desc'][];
  limit?: number;
  /** A row from a previous page (as delivered by subscribeQuery). */
  startAfter?: unknown;
}

type Sdk = typeof import('firebase/firestore');
type Db = Awaited<ReturnType<typeof getFirebaseFirestore>>;

// Rows handed out remember their snapshot so a later page can start exactly after them.
const snapshotOfRow = new WeakMap<object, DocumentSnapshot>();

function isTimestampLike(value: unknown): value is { toDate(): Date } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function' &&
    'seconds' in value &&
    'nanoseconds' in value
  );
}

/** Converts Firestore Timestamps (at any depth) to Dates. */
export function convertTimestamps(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(convertTimestamps);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convertTimestamps(inner)]));
  }
  return value;
}

/** Reads a document's fields into a typed value; null refuses the document (it is left out). */
export type ReadDocument<T> = (data: unknown) => T | null;

function toRow<T>(snapshot: DocumentSnapshot, read: ReadDocument<T>): (T & { id: string }) | null {
  const value = read(convertTimestamps(snapshot.data() ?? {}));
  if (value === null) return null;
  const row = { ...value, id: snapshot.id };
  snapshotOfRow.set(row, snapshot);
  return row;
}

function buildQuery(sdk: Sdk, db: Db, spec: QuerySpec, paged: boolean): Query {
  const constraints: QueryConstraint[] = [];
  for (const [field, op, value] of spec.where ?? []) constraints.push(sdk.where(field, op, value));
  for (const [field, direction] of spec.orderBy ?? []) constraints.push(sdk.orderBy(field, direction));
  if (paged && spec.startAfter !== undefined && spec.startAfter !== null) {
    const snapshot = typeof spec.startAfter === 'object' ? snapshotOfRow.get(spec.startAfter) : undefined;
    if (snapshot) constraints.push(sdk.startAfter(snapshot));
    else {
      // A plain row: start after its values of the orderBy fields.
      const row = spec.startAfter as Record<string, unknown>;
      const values = (spec.orderBy ?? []).map(([field]) => {
        const value = row[field];
        return value instanceof Date ? sdk.Timestamp.fromDate(value) : value;
      });
      constraints.push(sdk.startAfter(...values));
    }
  }
  if (paged && spec.limit !== undefined) constraints.push(sdk.limit(spec.limit));
  return sdk.query(sdk.collection(db, spec.collection), ...constraints);
}

/**
 * The instance of the moment and the SDK, both loaded once; a failed load (offline) is tried again by the
 * next call. Asked for on every use: a sign-out ends the instance, and the next user gets a new one.
 */
const loadFirestoreSdk = loadOnce<Sdk>(() => import('firebase/firestore'));
const loadSdk = (): Promise<[Db, Sdk]> => Promise.all([getFirebaseFirestore(), loadFirestoreSdk()]);

/**
 * Opens a listener once the SDK has loaded, unless it was cancelled meanwhile (a screen left at once,
 * or StrictMode's trial mount), so that no listener is opened only to be closed. Returns the cancel.
 */
function listenWhenLoaded(open: (db: Db, sdk: Sdk) => () => void, onError: (e: Error) => void): () => void {
  let cancelled = false;
  let unsubscribe: (() => void) | undefined;
  loadSdk()
    .then(([db, sdk]) => {
      if (!cancelled) unsubscribe = open(db, sdk);
    })
    .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

// Live data comes from the cache first. With the persistent cache, onSnapshot answers at once with what
// this browser read before (`metadata.fromCache`), then again with the server's answer: a returning user's
// lists, items and profile show as soon as the cache is open, offline too, never behind a round trip. An
// empty cached answer for a query never synced is held back until the server has answered, so "nothing
// here" is never shown for what has not been read yet, while online. Offline, that empty cached answer
// comes at once: a query's rows are marked unconfirmed (cache-confirmation.ts) when they are empty and
// from the cache, and the server's later confirmation of an empty answer, a metadata-only change, is
// passed on. Other metadata-only changes are not: the rows are the same, and each would re-render.

/** Live document; `null` when it does not exist. Returns the unsubscribe function. */
export function subscribeDoc<T>(
  path: string,
  onData: (doc: (T & { id: string }) | null) => void,
  onError: (e: Error) => void,
  read: ReadDocument<T>,
): () => void {
  const next = (snapshot: DocumentSnapshot) => onData(snapshot.exists() ? toRow(snapshot, read) : null);
  return listenWhenLoaded((db, sdk) => sdk.onSnapshot(sdk.doc(db, path), next, onError), onError);
}

/** Live query results in query order, without the documents `read` refuses. Returns the unsubscribe. */
export function subscribeQuery<T>(
  spec: QuerySpec,
  onData: (rows: (T & { id: string })[]) => void,
  onError: (e: Error) => void,
  read: ReadDocument<T>,
): () => void {
  let first = true;
  let shownUnconfirmed = false;
  const next = (snapshot: QuerySnapshot) => {
    const fromCache = snapshot.metadata.fromCache;
    const metadataOnly = !first && snapshot.docChanges().length === 0;
    if (metadataOnly && !(shownUnconfirmed && !fromCache)) return;
    first = false;
    const rows = snapshot.docs.flatMap((doc) => toRow(doc, read) ?? []);
    shownUnconfirmed = fromCache && snapshot.empty;
    if (shownUnconfirmed) markUnconfirmed(rows);
    onData(rows);
  };
  return listenWhenLoaded(
    (db, sdk) =>
      sdk.onSnapshot(buildQuery(sdk, db, spec, true), { includeMetadataChanges: true }, next, onError),
    onError,
  );
}

/** Number of documents matching the filters (limit and cursor are ignored: it counts all pages). */
export async function countQuery(spec: QuerySpec, signal?: AbortSignal): Promise<number> {
  const [db, sdk] = await loadSdk();
  // Aborted while the SDK loaded (the screen was left, or StrictMode's trial mount): each count
  // sent is a billed read, so none is sent.
  signal?.throwIfAborted();
  const snapshot = await sdk.getCountFromServer(buildQuery(sdk, db, { ...spec, orderBy: [] }, false));
  return snapshot.data().count;
}
