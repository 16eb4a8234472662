// The AuthPort over firebase-admin (locally the Auth emulator, through FIREBASE_AUTH_EMULATOR_HOST).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AuthPort } from './auth-port.js';

export function createFirebaseAuthPort(): AuthPort {
  return {
    async deleteUser(uid) {
      const app = getApps()[0] ?? initializeApp();
      try {
        await getAuth(app).deleteUser(uid);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return;
        throw error;
      }
    },
  };
}
