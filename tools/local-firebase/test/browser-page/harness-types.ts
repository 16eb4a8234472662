// Shared by the page (browser) and the tests/bench (Node) that drive it through `window.harness`.
import type { WhereFilterOp } from 'firebase/firestore';

export interface QuerySpec {
  collection: string;
  where?: [string, WhereFilterOp, unknown][];
  orderBy?: [string, 'asc' | 'desc'][];
  limit?: number;
}

/** What one onSnapshot callback showed the page. */
export interface PageSnapshot {
  /** 1-based count of snapshots for this listener. */
  n: number;
  /** Date.now() in the page when the callback ran. */
  at: number;
  fromCache: boolean;
  /** Document listeners. */
  exists?: boolean;
  data?: Record<string, unknown> | null;
  /** Query listeners: ids and data in result order, and `type:id` per change. */
  ids?: string[];
  docs?: Record<string, unknown>[];
  changes?: string[];
}

export interface Harness {
  ready: boolean;
  snapshots: Record<string, PageSnapshot[]>;
  errors: Record<string, string>;
  listenDoc(key: string, path: string): void;
  listenQuery(key: string, spec: QuerySpec): void;
  unsubscribe(key: string): void;
}
