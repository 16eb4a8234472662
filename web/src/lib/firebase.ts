// The only place that initialises the Firebase SDK (Firestore's instance and cache: firestore-instance.ts).
// Every SDK is loaded by dynamic import so the sign-in screen stays within the first-load budget
// (docs/product-rules.md#budgets): Auth after first paint, Firestore and Functions only after sign-in.
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import { env, splitHost } from './env';
import { loadOnce } from './load-once';

export const getFirebaseApp = loadOnce<FirebaseApp>(() =>
  import('firebase/app').then(({ initializeApp }) =>
    initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    }),
  ),
);

export const getFirebaseAuth = loadOnce<Auth>(() =>
  Promise.all([getFirebaseApp(), import('firebase/auth')]).then(([app, sdk]) => {
    // initializeAuth without a popup resolver: the resolver is loaded only when Google sign-in is pressed.
    const auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
    if (env.VITE_AUTH_EMULATOR_URL) {
      sdk.connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
    }
    return auth;
  }),
);

// App Check, when configured, starts before the Functions SDK makes its first call (lib/app-check.ts).
const getCheckedApp = loadOnce<FirebaseApp>(() =>
  Promise.all([getFirebaseApp(), import('./app-check')]).then(([app, appCheck]) =>
    appCheck.startAppCheck(app, appCheck.appCheckSettings(env, import.meta.env.DEV)).then(() => app),
  ),
);

export const getFirebaseFunctions = loadOnce<Functions>(() =>
  Promise.all([getCheckedApp(), import('firebase/functions'), getFirebaseAuth()]).then(([app, sdk]) => {
    const functions = sdk.getFunctions(app, env.VITE_FUNCTIONS_REGION);
    if (env.VITE_FUNCTIONS_EMULATOR_HOST) {
      const { host, port } = splitHost(env.VITE_FUNCTIONS_EMULATOR_HOST);
      sdk.connectFunctionsEmulator(functions, host, port);
    }
    return functions;
  }),
);
