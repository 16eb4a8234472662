// firebase-admin's Firestore on the suite's stack, to look at what the callables stored.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { TestStackInfo } from '../../../scripts/lib/test-stack.mjs';

export function adminFirestore(
  stack: Pick<TestStackInfo, 'project' | 'firestoreHost'>,
  name: string,
): { db: Firestore; close(): Promise<void> } {
  const app = initializeApp({ projectId: stack.project }, `${name}-${process.pid}`);
  const db = getFirestore(app);
  db.settings({
    host: stack.firestoreHost,
    ssl: false,
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  } as FirebaseFirestore.Settings);
  return { db, close: () => deleteApp(app) };
}
