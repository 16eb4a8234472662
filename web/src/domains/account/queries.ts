// The account's live read: the user's own profile document, read with its tolerant reader
// (lib/live-data.ts is the machinery).
import { collections } from '@shared/collections';
import { subscribeDoc } from '../../lib/firestore';
import { type LiveSource, type Read, type Row, withReader } from '../../lib/live-data';

export type Profile = Row<Read<'readUser'>>;

/** users/{uid}; null while it does not exist. Every field falls back, so a profile always reads. */
export function profileQuery(uid: string): LiveSource<Profile | null> {
  const path = `${collections.users}/${uid}`;
  return {
    key: path,
    subscribe: (onData, onError) =>
      withReader('readUser', (read) => subscribeDoc(path, onData, onError, read), onError),
  };
}
