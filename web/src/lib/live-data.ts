// Typed live reads of Firestore, the machinery under every query of the app: a query names its collection
// and fields (from the shared document contract) and reads every row with that collection's tolerant
// reader. The queries themselves are their domain's (domains/<domain>/queries.ts), so features never spell
// a collection or field name. A query is a LiveSource: `useLiveQuery` subscribes to it, and sources with the
// same key share one listener.
// The readers load with the first subscription (see document-readers.ts).
import { loadReaders, type Readers, readersNow } from './document-readers';
import { type QuerySpec, type ReadDocument, subscribeQuery } from './firestore';

export type ReaderName = { [K in keyof Readers]: K extends `read${string}` ? K : never }[keyof Readers];
/** What reader `K` makes of a stored document. */
export type Read<K extends ReaderName> = NonNullable<ReturnType<Readers[K]>>;

/** A document as the app reads it: its fields (see the shared readers) and its id. */
export type Row<T> = T & { id: string };

/**
 * Opens a subscription with reader `name`: at once when the readers have loaded, else once they have,
 * unless it was cancelled meanwhile; a failed load (offline before they were ever loaded) is reported,
 * and the next subscription tries again.
 */
export function withReader<K extends ReaderName>(
  name: K,
  open: (read: ReadDocument<Read<K>>) => () => void,
  onError: (error: Error) => void,
): () => void {
  const readers = readersNow();
  if (readers) return open(readers[name] as ReadDocument<Read<K>>);
  let cancelled = false;
  let stop: (() => void) | undefined;
  loadReaders().then(
    (readers) => {
      if (!cancelled) stop = open(readers[name] as ReadDocument<Read<K>>);
    },
    (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

export interface LiveSource<T> {
  /** Equal keys mean the same query (and share a listener). */
  key: string;
  /** Calls `onData` with every new answer until the returned function is called. */
  subscribe(onData: (value: T) => void, onError: (error: Error) => void): () => void;
}

export function liveQuery<K extends ReaderName>(spec: QuerySpec, reader: K): LiveSource<Row<Read<K>>[]> {
  return {
    // A cursor row is named by its id: the row itself carries a thumbnail of up to 40 KB.
    key: JSON.stringify({ ...spec, startAfter: (spec.startAfter as { id?: string } | undefined)?.id }),
    subscribe: (onData, onError) =>
      withReader(reader, (read) => subscribeQuery(spec, onData, onError, read), onError),
  };
}

/** The documents of `collection` whose fields hold the given values, at most `limit`, newest first by
 * the `newest` field where given (with it, the fields and that order make a composite index). */
export function matching<K extends ReaderName>(
  collection: string,
  fields: Record<string, unknown>,
  reader: K,
  { limit, newest }: { limit?: number; newest?: string } = {},
): LiveSource<Row<Read<K>>[]> {
  return liveQuery(
    {
      collection,
      where: equalTo(fields),
      ...(newest === undefined ? {} : { orderBy: [[newest, 'desc']] }),
      ...(limit === undefined ? {} : { limit }),
    },
    reader,
  );
}

/** The documents of `collection` whose fields hold the given values on one of `days` (at most 30: what
 * Firestore's `in` takes; equality and `in` need no composite index). */
export function onDays<K extends ReaderName>(
  collection: string,
  fields: Record<string, unknown>,
  days: readonly string[],
  reader: K,
): LiveSource<Row<Read<K>>[]> {
  return liveQuery({ collection, where: [...equalTo(fields), ['day', 'in', days.slice(0, 30)]] }, reader);
}

const equalTo = (fields: Record<string, unknown>) =>
  Object.entries(fields).map(([field, value]): [string, '==', unknown] => [field, '==', value]);
