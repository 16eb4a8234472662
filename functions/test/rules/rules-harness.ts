// The rules suites' harness: lite SDK clients signed in with emulator ID tokens (or the owner credential, or
// nobody), the seed every test starts from (Alice and Bob in list L1, Dave who left it, items, meals, an
// invitation, a usage counter), the web app's query shapes and the checks the suites repeat. It speaks REST
// to local-firebase (`npm test`) or the official emulator (`npm run test:rules`), as the global setup says.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  type Query,
  query,
  setDoc,
  setLogLevel,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, expect, inject, test } from 'vitest';

const PROJECT = 'demo-meal-assistant';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// FIRESTORE_RULES points the suite at another file (e.g. to see a weakened rule fail it).
const rulesFile = process.env.FIRESTORE_RULES ?? join(root, 'firestore.rules');
const [host, port] = inject('firestoreHost').split(':') as [string, string];

// Every refusal would otherwise be logged by the SDK as an RPC failure.
setLogLevel('silent');

const apps: FirebaseApp[] = [];
const clients = new Map<string, Firestore>();

/** A lite SDK client signed in with an emulator ID token (or the owner credential, or nobody). */
export function client(
  key: string,
  token?: 'owner' | { sub: string; email?: string; email_verified?: boolean },
): Firestore {
  const known = clients.get(key);
  if (known) return known;
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, `rules-${key}-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, Number(port), token ? { mockUserToken: token } : {});
  clients.set(key, db);
  return db;
}

export const as = (uid: string, email = `${uid}@example.com`, verified = true) =>
  client(`${uid}|${email}|${verified}`, { sub: uid, email, email_verified: verified });
export const owner = () => client('owner', 'owner');
export const signedOut = () => client('signed-out');

async function emulator(method: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
}

export const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2026, 2, 1, 12, minute));

/** Writes documents with the owner credential, past the rules, in one batch. */
export async function seedAsOwner(
  write: (put: (path: string, data: Record<string, unknown>) => void) => void,
) {
  const db = owner();
  const batch = writeBatch(db);
  write((path, data) => batch.set(doc(db, path), data));
  await batch.commit();
}

/** Resolves to 'allowed' or to the Firestore error code of the refusal. */
export async function outcome(read: () => Promise<unknown>): Promise<string> {
  try {
    await read();
    return 'allowed';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}
export const refused = 'permission-denied';

// The web app's queries (web/src/lib/firestore.ts and its callers), for a given client.
export const queries = {
  myLists: (db: Firestore, uid: string) =>
    query(collection(db, 'shoppingLists'), where('memberIds', 'array-contains', uid)),
  members: (db: Firestore, listId: string) => collection(db, `shoppingLists/${listId}/members`),
  listItems: (db: Firestore, listId: string) =>
    query(
      collection(db, 'shoppingItems'),
      where('shoppingListId', '==', listId),
      orderBy('createdAt', 'desc'),
    ),
  personalItems: (db: Firestore, uid: string) =>
    query(
      collection(db, 'shoppingItems'),
      where('shoppingListId', '==', null),
      where('userId', '==', uid),
      orderBy('createdAt', 'desc'),
    ),
  historyPage: (db: Firestore, uid: string, after?: Timestamp) =>
    query(
      collection(db, 'meals'),
      where('user_id', '==', uid),
      orderBy('timestamp', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(2),
    ),
  historyCount: (db: Firestore, uid: string) => query(collection(db, 'meals'), where('user_id', '==', uid)),
  pendingInvites: (db: Firestore, email: string) =>
    query(
      collection(db, 'invites'),
      where('toEmail', '==', email.toLowerCase()),
      where('status', '==', 'pending'),
    ),
  listInvites: (db: Firestore, listId: string) =>
    query(collection(db, 'invites'), where('listId', '==', listId), where('status', '==', 'pending')),
};
export const list = (q: Query) => outcome(() => getDocs(q));
export type OwnerQuery = (db: Firestore, uid: string) => Query;

/** A client's write to the document at `path`, made by whichever client a check passes in. */
export const write = {
  set: (path: string, data: Record<string, unknown>) => (db: Firestore) => setDoc(doc(db, path), data),
  update: (path: string, data: Record<string, unknown>) => (db: Firestore) => updateDoc(doc(db, path), data),
  remove: (path: string) => (db: Firestore) => deleteDoc(doc(db, path)),
};

/** Each write is refused to alice, whose documents they touch, and to bob. */
export async function expectRefusedToOwnerAndOthers(writes: ((db: Firestore) => Promise<unknown>)[]) {
  for (const attempt of writes) {
    expect(await outcome(() => attempt(as('alice')))).toBe(refused);
    expect(await outcome(() => attempt(as('bob')))).toBe(refused);
  }
}

/** alice reads her document at `path` and, through `mine`, her documents `aliceIds` in that order. */
export async function expectOwnerReads(mine: OwnerQuery, path: string, aliceIds: string[]) {
  expect((await getDocs(mine(as('alice'), 'alice'))).docs.map((d) => d.id)).toEqual(aliceIds);
  expect(await outcome(() => getDoc(doc(as('alice'), path)))).toBe('allowed');
}

/** alice's document at `path` is refused to bob and to the signed-out, bob's `mine` of alice's too, and a
 * query of the collection that does not name the owner even to alice. */
export async function expectOthersRefused(mine: OwnerQuery, path: string) {
  expect(await outcome(() => getDoc(doc(as('bob'), path)))).toBe(refused);
  expect(await list(mine(as('bob'), 'alice'))).toBe(refused);
  expect(await outcome(() => getDoc(doc(signedOut(), path)))).toBe(refused);
  expect(await list(collection(as('alice'), path.split('/')[0] as string))).toBe(refused);
}

/** The three tests of a collection only its owner reads and no client writes: alice reads hers (`path`, and
 * `aliceIds` through `mine`, which `reads` describes), the others are refused, and each of `writes` is
 * refused to alice and bob (`one`: what a document is, as "a weigh-in"). */
export function testOwnerOnly(c: {
  reads: string;
  one: string;
  mine: OwnerQuery;
  path: string;
  aliceIds: string[];
  writes: ((db: Firestore) => Promise<unknown>)[];
}) {
  test(`the owner reads their ${c.reads}`, () => expectOwnerReads(c.mine, c.path, c.aliceIds));
  test('another user, signed out, and a query without the owner are refused', () =>
    expectOthersRefused(c.mine, c.path));
  test(`no client writes ${c.one}, not even its owner`, () => expectRefusedToOwnerAndOthers(c.writes));
}

/** Loads firestore.rules before the file's tests, and seeds the database afresh before each. */
export function useRules() {
  beforeAll(async () => {
    const content = readFileSync(rulesFile, 'utf8');
    await emulator('PUT', ':securityRules', { rules: { files: [{ name: 'firestore.rules', content }] } });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  beforeEach(async () => {
    await emulator('DELETE', '/databases/(default)/documents');
    await seedAsOwner((put) => {
      put('users/alice', { email: 'alice@example.com', shoppingLists: ['L1'] });
      put('users/bob', { email: 'bob@example.com', shoppingLists: ['L1'] });
      // dave left L1: no longer in memberIds, no members entry.
      put('users/dave', { email: 'dave@example.com', shoppingLists: [] });
      put('shoppingLists/L1', { name: 'Shared', memberIds: ['alice', 'bob'], createdAt: at(0) });
      put('shoppingLists/L1/members/alice', { userId: 'alice', email: 'alice@example.com' });
      put('shoppingLists/L1/members/bob', { userId: 'bob', email: 'bob@example.com' });
      put('shoppingItems/i1', { name: 'Milk', shoppingListId: 'L1', userId: 'alice', createdAt: at(1) });
      put('shoppingItems/p1', { name: 'Stamps', shoppingListId: null, userId: 'alice', createdAt: at(2) });
      put('shoppingItems/p2', { name: 'Tea', shoppingListId: null, userId: 'bob', createdAt: at(3) });
      for (let i = 0; i < 3; i++) put(`meals/a${i}`, { user_id: 'alice', timestamp: at(i), calories: 300 });
      put('meals/b0', { user_id: 'bob', timestamp: at(5), calories: 500 });
      put('invites/v1', {
        listId: 'L1',
        toEmail: 'carol@example.com',
        status: 'pending',
        fromUserId: 'alice',
      });
      put('usage/alice', { day: '2026-03-01', count: 3 });
    });
  });
}
