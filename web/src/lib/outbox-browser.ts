// The outbox as the app runs it: entries in IndexedDB (raw API, one database per browser, entries keyed by
// opId and indexed by account), sent through the typed callables, one tab at a time (Web Locks, when the
// browser has them), other tabs told through a BroadcastChannel, and a replay on start, on the `online`
// event and when the app comes back to the foreground.
import type { CallableName, CallableRequest } from '@contracts';
import { CallError, call } from './callable';
import { isConnectionFailure } from './error-message';
import { getFirebaseAuth } from './firebase';
import { type FailureKind, memoryOutboxStore, Outbox, type OutboxEntry, type OutboxStore } from './outbox';
import { OUTBOX_DATABASE } from './storage-keys';

const STORE = 'entries';

let opened: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DATABASE, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'opId' });
      store.createIndex('uid', 'uid');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('outbox database blocked'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await openDatabase();
  const transaction = db.transaction(STORE, mode);
  const result = done(use(transaction.objectStore(STORE)));
  // A write counts once it is committed, not when the request succeeded.
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('outbox transaction aborted'));
  });
  return result;
}

/** The outbox entries in this browser's IndexedDB. */
export const indexedDbOutboxStore: OutboxStore = {
  load: (uid) => withStore('readonly', (store) => store.index('uid').getAll(uid)) as Promise<OutboxEntry[]>,
  put: async (entry) => {
    await withStore('readwrite', (store) => store.put(entry));
  },
  remove: async (opId) => {
    await withStore('readwrite', (store) => store.delete(opId));
  },
};

/** Statuses with which the server refused a change for good: sending it again would fail the same way. */
const REFUSED = new Set([
  'not-found',
  'permission-denied',
  'invalid-argument',
  'failed-precondition',
  'resource-exhausted',
  'already-exists',
  'out-of-range',
]);

export function classifyFailure(
  error: unknown,
  entry: OutboxEntry,
  online = globalThis.navigator?.onLine ?? true,
): FailureKind {
  if (isConnectionFailure(error, online)) return 'offline';
  // Not an answer of the server: the SDK or a chunk could not be loaded (no connection).
  if (!(error instanceof CallError)) return 'offline';
  const status = error.status?.replace(/^functions\//, '');
  // Deleting an item that is gone already: what the user wanted holds.
  if (status === 'not-found' && entry.op.name === 'deleteItem') return 'done';
  if (status && REFUSED.has(status)) return 'drop';
  return 'retry';
}

/** Sends one entry with its opId, as the signed-in account that made it (else it waits). */
async function sendEntry(entry: OutboxEntry): Promise<void> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  if (auth.currentUser?.uid !== entry.uid) throw new Error('outbox: another account is signed in');
  // The operation id (and a client item id) travel with the request; the request types of the
  // callables describe the user's fields, so the extra ones are added to a wider object.
  const request: Record<string, unknown> = { ...entry.op.request, opId: entry.opId };
  await call(entry.op.name as CallableName, request as CallableRequest<CallableName>);
}

async function webLock(name: string, fn: () => Promise<void>): Promise<void> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return fn();
  await locks.request(name, () => fn());
}

function channel(uid: string): { post(): void; listen(onMessage: () => void): () => void } | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const sender = new BroadcastChannel(`meal-app.outbox.${uid}`);
  return {
    post: () => sender.postMessage('changed'),
    listen: (onMessage) => {
      const receiver = new BroadcastChannel(`meal-app.outbox.${uid}`);
      receiver.onmessage = () => onMessage();
      return () => receiver.close();
    },
  };
}

interface Running {
  outbox: Outbox;
  /** Removes its replay triggers. */
  stop: () => void;
}

const outboxes = new Map<string, Running>();
// Outboxes asked for by an account no longer signed in here (a screen unmounting after sign-out sends
// what its undo window still held): they keep nothing and send nothing.
const detached = new Map<string, Outbox>();
/** The account signed in here (or, at start-up, the one expected), as the auth layer last gave it. */
let signedIn: string | null = null;

/**
 * Tells the outboxes which account is signed in here; nobody until told. The signed-in shell passes on
 * every change of lib/auth's state, which this module does not import (lib/auth loads it lazily).
 */
export function setOutboxAccount(uid: string | null): void {
  signedIn = uid;
}

function detachedOutbox(uid: string): Outbox {
  let outbox = detached.get(uid);
  if (!outbox) {
    outbox = new Outbox(uid, {
      store: memoryOutboxStore(),
      send: () => Promise.reject(new Error('outbox: this account is signed out')),
      classify: () => 'offline',
      isOnline: () => false,
    });
    detached.set(uid, outbox);
  }
  return outbox;
}

/**
 * The outbox of account `uid` in this tab, created (and replayed) on first use, while that account is the
 * one signed in (or, at start-up, the one expected).
 */
export function outboxFor(uid: string): Outbox {
  if (signedIn !== uid) return detachedOutbox(uid);
  let running = outboxes.get(uid);
  if (!running) {
    const store = typeof indexedDB === 'undefined' ? memoryOutboxStore() : indexedDbOutboxStore;
    const outbox = new Outbox(uid, {
      store,
      send: sendEntry,
      classify: (error, entry) => classifyFailure(error, entry),
      lock: webLock,
      isOnline: () => navigator.onLine,
      broadcast: channel(uid),
    });
    const replay = () => void outbox.flush();
    const onVisible = () => document.visibilityState === 'visible' && replay();
    window.addEventListener('online', replay);
    document.addEventListener('visibilitychange', onVisible);
    running = {
      outbox,
      stop: () => {
        window.removeEventListener('online', replay);
        document.removeEventListener('visibilitychange', onVisible);
      },
    };
    outboxes.set(uid, running);
    replay();
  }
  return running.outbox;
}

/**
 * Forgets the waiting changes of every account in this browser (sign-out, a deleted account, a session
 * that ended elsewhere): the next person must neither see them nor have them sent. Only the signed-in
 * account may send its changes, and after a sign-out none is, so nothing in the store can still go out.
 */
export async function forgetOutboxes(): Promise<void> {
  for (const { outbox, stop } of outboxes.values()) {
    outbox.dispose();
    stop();
  }
  outboxes.clear();
  for (const outbox of detached.values()) outbox.dispose();
  detached.clear();
  if (typeof indexedDB === 'undefined') return;
  await withStore('readwrite', (store) => store.clear());
}
