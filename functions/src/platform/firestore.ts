// The one firebase-admin Firestore instance of a function instance. REST transport (`preferRest`) gives
// faster cold starts and is what the Java-free local Firestore speaks (it has no gRPC).
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (db) return db;
  const app = getApps()[0] ?? initializeApp();
  const instance = getFirestore(app);
  // With FIRESTORE_EMULATOR_HOST set, admin 13 over REST still looks for Google credentials
  // (googleapis/nodejs-firestore#1811); a local emulator needs none, so hand it a no-network stub.
  // "Bearer owner" is the emulators' admin credential: it bypasses security rules, as admin does in production.
  const emulatorAuth = process.env.FIRESTORE_EMULATOR_HOST
    ? { auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) } }
    : {};
  instance.settings({ preferRest: true, ignoreUndefinedProperties: true, ...emulatorAuth });
  db = instance;
  return instance;
}
