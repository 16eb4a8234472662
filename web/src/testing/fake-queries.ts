// lib/firestore with live queries answered by the test: by default every subscription is recorded in
// `served.specs` and answers `served.rows` in a microtask, as a snapshot arrives after the render; a test
// that answers each query itself gives `subscribeQuery` its own implementation. In a test file:
//   vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
import { vi } from 'vitest';
import type * as FirestoreModule from '../lib/firestore';
import type { QuerySpec } from '../lib/firestore';

const actual = await vi.importActual<typeof FirestoreModule>('../lib/firestore');
export const { convertTimestamps, countQuery, subscribeDoc } = actual;

export const served = { specs: [] as unknown[], rows: [] as unknown[] };

export const subscribeQuery = vi.fn(((spec: QuerySpec, onData: (rows: unknown[]) => void) => {
  served.specs.push(spec);
  queueMicrotask(() => onData(served.rows));
  return () => {};
}) as typeof actual.subscribeQuery);
