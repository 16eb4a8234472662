import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFirestoreServer } from '../src/firestore/server.js';
import { FirestoreStore } from '../src/firestore/store.js';

/**
 * The real firebase-admin 13 (preferRest) against the local server on an ephemeral port, or
 * against the official emulator when FIRESTORE_EMULATOR_HOST is already set (then only behaviour
 * real Firestore has may be asserted).
 */
export interface AdminHarness {
  db: Firestore;
  /** A second client of the same project that returns int64 values as BigInt. */
  bigIntDb: Firestore;
  projectId: string;
  host: string;
  official: boolean;
  clear(): Promise<void>;
  close(): Promise<void>;
}

export async function startAdmin(name: string): Promise<AdminHarness> {
  const external = process.env.FIRESTORE_EMULATOR_HOST;
  let host = external ?? '';
  let stop = async () => {};
  if (!external) {
    const server = createFirestoreServer({ store: new FirestoreStore() });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.FIRESTORE_EMULATOR_HOST = host;
    stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  }
  const projectId = `demo-${name}`;
  const apps: App[] = [];
  const client = (useBigInt: boolean) => {
    const app = initializeApp({ projectId }, `${name}-${randomUUID()}`);
    apps.push(app);
    const db = getFirestore(app);
    // With FIRESTORE_EMULATOR_HOST set, admin 13 still asks for Google credentials over REST
    // unless given an auth client that needs no network.
    db.settings({
      preferRest: true,
      useBigInt,
      auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
    } as never);
    return db;
  };
  const db = client(false);
  const bigIntDb = client(true);
  const clear = async () => {
    const res = await fetch(
      `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    );
    if (!res.ok) throw new Error(`clear failed: ${res.status}`);
  };
  return {
    db,
    bigIntDb,
    projectId,
    host,
    official: Boolean(external),
    clear,
    close: async () => {
      for (const app of apps) await deleteApp(app);
      await stop();
      if (!external) delete process.env.FIRESTORE_EMULATOR_HOST;
    },
  };
}

/**
 * A harness around the calling file's tests: started before them, emptied before each test and closed
 * after them. Each field read inside a test is the started harness's.
 */
export function adminForEachTest(name: string): AdminHarness {
  let started: AdminHarness | undefined;
  beforeAll(async () => {
    started = await startAdmin(name);
  });
  beforeEach(async () => started?.clear());
  afterAll(async () => started?.close());
  return new Proxy({} as AdminHarness, {
    get(_, field: keyof AdminHarness) {
      if (!started) throw new Error('the admin harness is started in beforeAll');
      return started[field];
    },
  });
}

/** The gRPC code of a rejected SDK call. */
export async function codeOf(p: Promise<unknown>): Promise<number | string | undefined> {
  try {
    await p;
  } catch (err) {
    return (err as { code?: number | string }).code;
  }
  throw new Error('expected the call to fail');
}
