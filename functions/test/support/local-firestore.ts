// Handler tests run the real firebase-admin SDK against the Java-free local Firestore
// (tools/local-firebase), started in-process on a free port, with the project's firestore.indexes.json:
// a query Cloud Firestore would refuse for want of an index fails the test.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  createFirestoreServer,
  FirestoreStore,
  parseIndexConfig,
} from '../../../tools/local-firebase/src/index.js';

export const PROJECT_ID = 'demo-meal-assistant';
const indexes = parseIndexConfig(
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')),
);
let appCount = 0;

export interface LocalFirestore {
  db: Firestore;
  store: FirestoreStore;
  host: string;
  clear(): void;
  close(): Promise<void>;
}

export async function startLocalFirestore(): Promise<LocalFirestore> {
  const store = new FirestoreStore();
  store.indexes = indexes;
  const server = createFirestoreServer({ store });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `handler-test-${++appCount}-${process.pid}`);
  const db = getFirestore(app);
  db.settings({
    host,
    ssl: false,
    preferRest: true,
    ignoreUndefinedProperties: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  } as FirebaseFirestore.Settings);
  return {
    db,
    store,
    host,
    clear: () => store.clear(),
    close: async () => {
      await db.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One local Firestore for a test file: started before the file's tests, closed after them, and
 * cleared then seeded with `seed` before each test. Its properties read the running instance.
 */
export function useLocalFirestore(seed?: (db: Firestore) => Promise<void>): LocalFirestore {
  let current: LocalFirestore | undefined;
  const running = (): LocalFirestore => {
    if (!current) throw new Error('the local Firestore is not started (use it inside tests)');
    return current;
  };
  beforeAll(async () => {
    current = await startLocalFirestore();
  });
  afterAll(async () => current?.close());
  beforeEach(async () => {
    running().clear();
    await seed?.(running().db);
  });
  return {
    get db() {
      return running().db;
    },
    get store() {
      return running().store;
    },
    get host() {
      return running().host;
    },
    clear: () => running().clear(),
    close: () => running().close(),
  };
}
