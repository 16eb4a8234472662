// The tolerant readers of every stored document. They are zod schemas, and zod is the largest module a
// screen would otherwise wait for, so they load with the first live query (beside the Firestore SDK),
// never with a screen; once loaded, every later query opens at once.
import type * as Documents from '@shared/documents';
import { loadOnce } from './load-once';

export type Readers = typeof Documents;

let loaded: Readers | null = null;

export const loadReaders = loadOnce<Readers>(() =>
  import('@shared/documents').then((readers) => {
    loaded = readers;
    return readers;
  }),
);

/** The readers if they have loaded, else null. */
export const readersNow = (): Readers | null => loaded;
