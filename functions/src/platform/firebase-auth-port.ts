// The AuthPort over firebase-admin (locally the Auth emulator, through FIREBASE_AUTH_EMULATOR_HOST).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AuthPort } from './auth-port.js';

const notFound = (error: unknown) => (error as { code?: unknown }).code === 'auth/user-not-found';

export function createFirebaseAuthPort(): AuthPort {
  const auth = () => getAuth(getApps()[0] ?? initializeApp());
  return {
    async deleteUser(uid) {
      try {
        await auth().deleteUser(uid);
      } catch (error) {
        if (notFound(error)) return;
        throw error;
      }
    },
    async account(uid) {
      try {
        const user = await auth().getUser(uid);
        const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
        return {
          disabled: user.disabled,
          tokensValidAfter: Number.isNaN(validAfter) ? null : new Date(validAfter),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
  };
}
