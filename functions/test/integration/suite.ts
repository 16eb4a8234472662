// One file's view of the suite's stack: firebase-admin to look at what was stored, SDK clients to call
// through the callable protocol, both closed after the file, and a sign-up that gives a fresh account.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterAll, inject } from 'vitest';
import { adminFirestore } from './admin-firestore.js';
import { type Caller, sdkClients } from './sdk-clients.js';

/** Call at the top of a test file: the hook that closes the apps belongs to that file. */
export function integrationSuite(name: string) {
  const stack = inject('integration');
  const admin = adminFirestore(stack, name);
  const clients = sdkClients(stack, name);
  afterAll(async () => {
    await clients.close();
    await admin.close();
  });
  async function signUp(email: string): Promise<{ call: Caller; uid: string }> {
    const { auth, call } = clients.open();
    const uid = (await createUserWithEmailAndPassword(auth, email, 'password-123')).user.uid;
    return { uid, call };
  }
  return { stack, admin, signUp };
}
