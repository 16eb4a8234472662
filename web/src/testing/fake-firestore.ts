// lib/firestore with `subscribeQuery` and `subscribeDoc` mocks that each test answers: stored documents
// served through the caller's own tolerant reader, and a live source's first answer. In a test file:
//   vi.mock('../../lib/firestore', () => import('../../testing/fake-firestore'));
import { vi } from 'vitest';
import type * as FirestoreModule from '../lib/firestore';
import type { QuerySpec, ReadDocument } from '../lib/firestore';

const actual = await vi.importActual<typeof FirestoreModule>('../lib/firestore');
export const { convertTimestamps, countQuery } = actual;

export const subscribeQuery = vi.fn<typeof actual.subscribeQuery>();
export const subscribeDoc = vi.fn<typeof actual.subscribeDoc>();

/** Every query answers at once with `stored`, each row read the way firestore.ts does: through the reader. */
export function serveStoredRows(stored: Record<string, unknown>[]) {
  vi.mocked(subscribeQuery).mockImplementation(((
    _spec: QuerySpec,
    onData: (rows: unknown[]) => void,
    _onError: unknown,
    read: ReadDocument<object>,
  ) => {
    onData(
      stored.flatMap(({ id, ...fields }) => {
        const value = read(fields);
        return value ? [{ ...value, id }] : [];
      }),
    );
    return () => {};
  }) as typeof subscribeQuery);
}

/** The source's first answer (the readers load with the first subscription, so it comes later). */
export function firstAnswer<T>(source: {
  subscribe(onData: (v: T) => void, onError: (e: Error) => void): () => void;
}) {
  return new Promise<T>((resolve, reject) => source.subscribe(resolve, reject));
}

/** The query the last subscription asked for. */
export const lastQuerySpec = () => vi.mocked(subscribeQuery).mock.calls.at(-1)?.[0];

/**
 * Every document subscription answers at once with `stored`, read through the caller's own tolerant
 * reader, its id taken from the path (`users/u1` -> `u1`).
 */
export function serveStoredDocument(stored: Record<string, unknown>) {
  vi.mocked(subscribeDoc).mockImplementation(((
    path: string,
    onData: (doc: unknown) => void,
    _onError: unknown,
    read: ReadDocument<object>,
  ) => {
    onData({ ...read(stored), id: path.split('/')[1] });
    return () => {};
  }) as typeof subscribeDoc);
}
