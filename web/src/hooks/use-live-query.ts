// Live Firestore query for a component: subscribes while mounted (and while `spec` is non-null),
// tears the listener down on unmount or when the spec changes (DESIGN 7: no duplicate listeners).
import { useEffect, useState } from 'react';
import { type QuerySpec, subscribeQuery } from '../lib/firestore';

export interface LiveQuery<T> {
  rows: (T & { id: string })[];
  loading: boolean;
  error: Error | null;
}

export function useLiveQuery<T>(spec: QuerySpec | null): LiveQuery<T> {
  const key = spec ? JSON.stringify(spec) : null;
  const [state, setState] = useState<LiveQuery<T>>({ rows: [], loading: spec !== null, error: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the spec's identity.
  useEffect(() => {
    if (!spec) {
      setState({ rows: [], loading: false, error: null });
      return;
    }
    setState((previous) => ({ ...previous, loading: true, error: null }));
    return subscribeQuery<T>(
      spec,
      (rows) => setState({ rows, loading: false, error: null }),
      (error) => setState({ rows: [], loading: false, error }),
    );
  }, [key]);

  return state;
}
