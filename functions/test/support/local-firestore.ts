// Handler tests run the real firebase-admin SDK against the Java-free local Firestore
// (tools/local-firebase), started in-process on a free port.
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { createFirestoreServer } from '../../../tools/local-firebase/src/firestore/server.js';
import { FirestoreStore } from '../../../tools/local-firebase/src/firestore/store.js';

export const PROJECT_ID = 'demo-meal-assistant';
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
    auth: { getRequestHeaders: async () => ({}) },
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
