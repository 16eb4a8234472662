// This page's Firestore instance and the cache it keeps in IndexedDB, apart from firebase.ts so that the
// sign-in screen, which loads firebase.ts for Auth, carries none of it.
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { env, splitHost } from './env';
import { getFirebaseApp, getFirebaseAuth } from './firebase';
import { CACHE_OWNER_KEY } from './storage-keys';

/*
 * CACHE_OWNER_KEY holds whose documents the Firestore cache of this browser may hold (a uid). The cache is
 * shared by every tab and outlives a session, so a Firestore started for anyone else first deletes it: the
 * next person on a shared browser never reads the last one's lists, items or meals, online or offline.
 */
function readCacheOwner(): string | null {
  try {
    return localStorage.getItem(CACHE_OWNER_KEY);
  } catch {
    return null;
  }
}

function writeCacheOwner(uid: string | null): void {
  try {
    if (uid) localStorage.setItem(CACHE_OWNER_KEY, uid);
    else localStorage.removeItem(CACHE_OWNER_KEY);
  } catch {
    // Storage unavailable: the next start clears the cache once more, which costs reads, not privacy.
  }
}

type FirestoreSdk = typeof import('firebase/firestore');

function newFirestore(app: FirebaseApp, sdk: FirestoreSdk): Firestore {
  // Lists, members and items stay readable offline and open at once on the next visit: the SDK keeps
  // what it read in IndexedDB, shared by every open tab.
  const db = sdk.initializeFirestore(app, {
    localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
  });
  if (env.VITE_FIRESTORE_EMULATOR_HOST) {
    const { host, port } = splitHost(env.VITE_FIRESTORE_EMULATOR_HOST);
    sdk.connectFirestoreEmulator(db, host, port);
  }
  return db;
}

/** How long a sign-out waits for the cache to be deleted before the next instance may start anyway. */
const CLEAR_WAIT_MS = 10_000;

/** The instance of this page (null before the first use and after clearFirestoreCache). */
let firestore: Promise<Firestore> | null = null;
/** A clear under way: the next instance starts only once the old cache is gone. */
let clearing: Promise<void> = Promise.resolve();

// Firestore and Functions start only once Auth is registered with the app: either would otherwise start
// without a user when it comes first (the signed-in screens may render before Auth has confirmed the
// session), and be refused. Registered is not signed in: both then wait for Auth's answer themselves.
// Firestore also waits for Auth to read who is signed in here (local, no network), to know whose cache
// it may open.
async function startFirestore(): Promise<Firestore> {
  await clearing;
  const [app, sdk, auth] = await Promise.all([
    getFirebaseApp(),
    import('firebase/firestore'),
    getFirebaseAuth(),
  ]);
  await auth.authStateReady();
  const uid = auth.currentUser?.uid ?? null;
  const db = newFirestore(app, sdk);
  if (readCacheOwner() !== uid) {
    // Another account's cache (its sign-out could not clear it, or it predates this rule): gone before
    // the first read. Allowed only before the instance starts, which is now.
    await sdk.clearIndexedDbPersistence(db).catch((error: unknown) => {
      console.warn('firestore: the cache of another account could not be cleared', error);
    });
    writeCacheOwner(uid);
  }
  return db;
}

export function getFirebaseFirestore(): Promise<Firestore> {
  firestore ??= startFirestore().catch((error: unknown) => {
    firestore = null;
    throw error;
  });
  return firestore;
}

/**
 * Ends this page's Firestore instance and deletes the cache it kept in IndexedDB (sign-out, a deleted
 * account, a session that ended elsewhere). The SDK deletes a cache only with its instance terminated;
 * other tabs' instances terminate themselves when it goes. The next getFirebaseFirestore starts a fresh
 * instance for whoever signs in next. Never fails.
 */
export function clearFirestoreCache(): Promise<void> {
  const current = firestore;
  firestore = null;
  const clear = async () => {
    try {
      const sdk = await import('firebase/firestore');
      let db = current ? await current.catch(() => null) : null;
      if (db) await sdk.terminate(db);
      // Nothing started in this page (the session ended before any read): an instance that never starts
      // is enough to name the cache.
      db ??= newFirestore(await getFirebaseApp(), sdk);
      await sdk.clearIndexedDbPersistence(db);
      await sdk.terminate(db);
      writeCacheOwner(null);
    } catch (error) {
      // The owner stays recorded, so the next Firestore clears the cache before anyone reads it.
      console.warn('firestore: the cache could not be cleared', error);
    }
  };
  // A delete that another tab blocks for long must not keep the next person from their data.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, CLEAR_WAIT_MS));
  clearing = clearing.then(() => Promise.race([clear(), timeout]));
  return clearing;
}
