// The one way a component reads live data: subscribes to a LiveSource (see lib/live-data.ts) while
// mounted and while the source is non-null, and tears the listener down on unmount or when the source's
// key changes: a listener left open keeps billing reads. Components asking for the same key at the same
// time share one listener.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { LiveSource } from '../lib/live-data';

export interface LiveQuery<T> {
  /** The latest answer; null until the first one. Kept when a later error arrives. */
  data: T | null;
  loading: boolean;
  error: Error | null;
}

interface Shared {
  state: LiveQuery<unknown>;
  notify: Set<() => void>;
  stop: () => void;
}

const LOADING: LiveQuery<never> = { data: null, loading: true, error: null };
const IDLE: LiveQuery<never> = { data: null, loading: false, error: null };
const shared = new Map<string, Shared>();

function join(source: LiveSource<unknown>, notify: () => void): () => void {
  let entry = shared.get(source.key);
  if (!entry) {
    const created: Shared = { state: LOADING, notify: new Set(), stop: () => {} };
    const publish = (state: LiveQuery<unknown>) => {
      created.state = state;
      for (const listener of created.notify) listener();
    };
    shared.set(source.key, created);
    created.stop = source.subscribe(
      (data) => publish({ data, loading: false, error: null }),
      (error) => publish({ data: created.state.data, loading: false, error }),
    );
    entry = created;
  }
  const joined = entry;
  joined.notify.add(notify);
  return () => {
    joined.notify.delete(notify);
    if (joined.notify.size > 0) return;
    joined.stop();
    if (shared.get(source.key) === joined) shared.delete(source.key);
  };
}

export function useLiveQuery<T>(source: LiveSource<T> | null): LiveQuery<T> {
  const key = source?.key ?? null;
  // The source object is new on every render; only its key says whether the query changed.
  const latest = useRef(source);
  latest.current = source;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the source's identity.
  const subscribe = useCallback(
    (notify: () => void) => (latest.current ? join(latest.current as LiveSource<unknown>, notify) : () => {}),
    [key],
  );
  const snapshot = () => (key === null ? IDLE : (shared.get(key)?.state ?? LOADING));
  return useSyncExternalStore(subscribe, snapshot) as LiveQuery<T>;
}
