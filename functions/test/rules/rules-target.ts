// Global setup of the rules suite: the Firestore it runs against. Under `npm run test:rules` the
// official emulator is running (FIRESTORE_EMULATOR_HOST, set by firebase emulators:exec); otherwise
// (`npm test`) the Java-free local-firebase is started here on a free port. The suite loads
// firestore.rules into either over `PUT /emulator/v1/projects/<p>:securityRules`.
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createFirestoreServer, FirestoreStore, RulesGate } from '../../../tools/local-firebase/src/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firestore under test */
    firestoreHost: string;
    firestoreKind: 'official emulator' | 'local-firebase';
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const official = process.env.FIRESTORE_EMULATOR_HOST;
  if (official) {
    project.provide('firestoreHost', official);
    project.provide('firestoreKind', 'official emulator');
    return undefined;
  }
  const store = new FirestoreStore();
  const server = createFirestoreServer({ store, rules: new RulesGate(store) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('firestoreHost', `127.0.0.1:${(server.address() as AddressInfo).port}`);
  project.provide('firestoreKind', 'local-firebase');
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
