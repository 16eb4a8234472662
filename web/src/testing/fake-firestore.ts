// For tests that mock `subscribeDoc` of lib/firestore (vi.mock in the test file itself).
import { vi } from 'vitest';
import { type ReadDocument, subscribeDoc } from '../lib/firestore';

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
