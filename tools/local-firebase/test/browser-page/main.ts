// Test page: the real Firebase browser SDK listening through connectFirestoreEmulator. The URL
// chooses the server and transport: ?host=127.0.0.1&port=8080&project=demo-x&lp=1&xhr=1&debug=1
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  type FirestoreSettings,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  type QueryConstraint,
  query,
  setLogLevel,
  where,
} from 'firebase/firestore';
import type { Harness, QuerySpec } from './harness-types';

const params = new URLSearchParams(location.search);
if (params.get('debug') === '1') setLogLevel('debug');
const app = initializeApp({
  projectId: params.get('project') ?? 'demo-test',
  apiKey: 'fake-api-key',
  appId: '1:1:web:1',
});
const settings: FirestoreSettings = {};
if (params.get('lp') === '1') settings.experimentalForceLongPolling = true;
// The browser build streams with fetch() by default; false switches the channel to XHR.
if (params.get('xhr') === '1') settings.useFetchStreams = false;
const db = initializeFirestore(app, settings);
connectFirestoreEmulator(db, params.get('host') ?? '127.0.0.1', Number(params.get('port')));

// Metadata changes too: a query first served from the cache turns fromCache:false (the server's
// CURRENT) without document changes, and only such a snapshot shows it.
const metadata = { includeMetadataChanges: true };
const unsubscribers = new Map<string, () => void>();

function record(key: string, snapshot: Omit<Harness['snapshots'][string][number], 'n' | 'at'>): void {
  const list = harness.snapshots[key] ?? [];
  list.push({ n: list.length + 1, at: Date.now(), ...snapshot });
  harness.snapshots[key] = list;
}

function toQuery(spec: QuerySpec) {
  const constraints: QueryConstraint[] = [];
  for (const [field, op, value] of spec.where ?? []) constraints.push(where(field, op, value));
  for (const [field, direction] of spec.orderBy ?? []) constraints.push(orderBy(field, direction));
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return query(collection(db, spec.collection), ...constraints);
}

const harness: Harness = {
  ready: true,
  snapshots: {},
  errors: {},
  listenDoc(key, path) {
    const stop = onSnapshot(
      doc(db, path),
      metadata,
      (s) => record(key, { fromCache: s.metadata.fromCache, exists: s.exists(), data: s.data() ?? null }),
      (e) => {
        harness.errors[key] = String(e);
      },
    );
    unsubscribers.set(key, stop);
  },
  listenQuery(key, spec) {
    const stop = onSnapshot(
      toQuery(spec),
      metadata,
      (s) =>
        record(key, {
          fromCache: s.metadata.fromCache,
          ids: s.docs.map((d) => d.id),
          docs: s.docs.map((d) => d.data()),
          changes: s.docChanges().map((c) => `${c.type}:${c.doc.id}`),
        }),
      (e) => {
        harness.errors[key] = String(e);
      },
    );
    unsubscribers.set(key, stop);
  },
  unsubscribe(key) {
    unsubscribers.get(key)?.();
    unsubscribers.delete(key);
  },
};

(window as unknown as { harness: Harness }).harness = harness;
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
