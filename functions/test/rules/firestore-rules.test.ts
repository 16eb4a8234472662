// firestore.rules, per collection and per query shape the web app issues, as the owner or member, as
// another signed-in user, signed out, as a former member and with an unverified e-mail; every client
// write is refused. The same file runs against local-firebase (`npm test`) and the official emulator
// (`npm run test:rules`): it speaks REST through the lite browser SDK, with emulator ID tokens.
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
  getCount,
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
import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';

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
function client(
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

const as = (uid: string, email = `${uid}@example.com`, verified = true) =>
  client(`${uid}|${email}|${verified}`, { sub: uid, email, email_verified: verified });
const owner = () => client('owner', 'owner');
const signedOut = () => client('signed-out');

async function emulator(method: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  const content = readFileSync(rulesFile, 'utf8');
  await emulator('PUT', ':securityRules', { rules: { files: [{ name: 'firestore.rules', content }] } });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2026, 2, 1, 12, minute));

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
    put('invites/v1', { listId: 'L1', toEmail: 'carol@example.com', status: 'pending', fromUserId: 'alice' });
    put('usage/alice', { day: '2026-03-01', count: 3 });
  });
});

/** Writes documents with the owner credential, past the rules, in one batch. */
async function seedAsOwner(write: (put: (path: string, data: Record<string, unknown>) => void) => void) {
  const db = owner();
  const batch = writeBatch(db);
  write((path, data) => batch.set(doc(db, path), data));
  await batch.commit();
}

/** Resolves to 'allowed' or to the Firestore error code of the refusal. */
async function outcome(read: () => Promise<unknown>): Promise<string> {
  try {
    await read();
    return 'allowed';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}
const refused = 'permission-denied';

// The web app's queries (web/src/lib/firestore.ts and its callers), for a given client.
const queries = {
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
const list = (q: Query) => outcome(() => getDocs(q));
type OwnerQuery = (db: Firestore, uid: string) => Query;

/** Each write is refused to alice, whose documents they touch, and to bob. */
async function expectRefusedToOwnerAndOthers(writes: ((db: Firestore) => Promise<unknown>)[]) {
  for (const write of writes) {
    expect(await outcome(() => write(as('alice')))).toBe(refused);
    expect(await outcome(() => write(as('bob')))).toBe(refused);
  }
}

/** alice reads her document at `path` and, through `mine`, her documents `aliceIds` in that order. */
async function expectOwnerReads(mine: OwnerQuery, path: string, aliceIds: string[]) {
  expect((await getDocs(mine(as('alice'), 'alice'))).docs.map((d) => d.id)).toEqual(aliceIds);
  expect(await outcome(() => getDoc(doc(as('alice'), path)))).toBe('allowed');
}

/** alice's document at `path` is refused to bob and to the signed-out, bob's `mine` of alice's too, and a
 * query of the collection that does not name the owner even to alice. */
async function expectOthersRefused(mine: OwnerQuery, path: string) {
  expect(await outcome(() => getDoc(doc(as('bob'), path)))).toBe(refused);
  expect(await list(mine(as('bob'), 'alice'))).toBe(refused);
  expect(await outcome(() => getDoc(doc(signedOut(), path)))).toBe(refused);
  expect(await list(collection(as('alice'), path.split('/')[0] as string))).toBe(refused);
}

describe('users/{uid}', () => {
  test('the owner reads the profile (Settings, Health)', async () => {
    expect(await outcome(() => getDoc(doc(as('alice'), 'users/alice')))).toBe('allowed');
  });
  test('another user, signed out, and a query over all profiles are refused', async () => {
    expect(await outcome(() => getDoc(doc(as('bob'), 'users/alice')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(signedOut(), 'users/alice')))).toBe(refused);
    expect(
      await list(query(collection(as('alice'), 'users'), where('email', '==', 'alice@example.com'))),
    ).toBe(refused);
  });
});

describe('shoppingLists/{listId}', () => {
  test('members read the list by id and through memberIds array-contains their uid', async () => {
    expect(await outcome(() => getDoc(doc(as('bob'), 'shoppingLists/L1')))).toBe('allowed');
    expect(await list(queries.myLists(as('alice'), 'alice'))).toBe('allowed');
    const rows = await getDocs(queries.myLists(as('bob'), 'bob'));
    expect(rows.docs.map((d) => d.id)).toEqual(['L1']);
  });
  test('another user, a former member, signed out; and asking for someone else’s lists', async () => {
    expect(await outcome(() => getDoc(doc(as('carol'), 'shoppingLists/L1')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('dave'), 'shoppingLists/L1')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(signedOut(), 'shoppingLists/L1')))).toBe(refused);
    expect(await list(queries.myLists(as('carol'), 'alice'))).toBe(refused);
    expect(await list(collection(as('alice'), 'shoppingLists'))).toBe(refused);
  });
});

describe('shoppingLists/{listId}/members', () => {
  test('members read the member list', async () => {
    expect(await list(queries.members(as('alice'), 'L1'))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('bob'), 'shoppingLists/L1/members/alice')))).toBe('allowed');
  });
  test('a non-member, a former member and signed out are refused', async () => {
    expect(await list(queries.members(as('carol'), 'L1'))).toBe(refused);
    expect(await list(queries.members(as('dave'), 'L1'))).toBe(refused);
    expect(await list(queries.members(signedOut(), 'L1'))).toBe(refused);
  });
});

describe('shoppingItems/{itemId}', () => {
  test("members read a list's items; the owner reads personal items", async () => {
    expect(await list(queries.listItems(as('bob'), 'L1'))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('bob'), 'shoppingItems/i1')))).toBe('allowed');
    const personal = await getDocs(queries.personalItems(as('alice'), 'alice'));
    expect(personal.docs.map((d) => d.id)).toEqual(['p1']);
    expect(await outcome(() => getDoc(doc(as('alice'), 'shoppingItems/p1')))).toBe('allowed');
  });
  test('non-members and former members cannot read list items; nobody else reads personal items', async () => {
    expect(await list(queries.listItems(as('carol'), 'L1'))).toBe(refused);
    expect(await list(queries.listItems(as('dave'), 'L1'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('dave'), 'shoppingItems/i1')))).toBe(refused);
    expect(await list(queries.personalItems(as('bob'), 'alice'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('bob'), 'shoppingItems/p1')))).toBe(refused);
    expect(await list(queries.personalItems(signedOut(), 'alice'))).toBe(refused);
  });
  test('rules are not filters: a query without the list or owner constraint is refused', async () => {
    expect(await list(query(collection(as('alice'), 'shoppingItems'), orderBy('createdAt', 'desc')))).toBe(
      refused,
    );
    expect(await list(query(collection(as('alice'), 'shoppingItems'), where('userId', '==', 'alice')))).toBe(
      refused,
    );
  });
});

describe('meals/{mealId}', () => {
  test('the owner pages through the history and counts it', async () => {
    const first = await getDocs(queries.historyPage(as('alice'), 'alice'));
    expect(first.docs.map((d) => d.id)).toEqual(['a2', 'a1']);
    const next = await getDocs(queries.historyPage(as('alice'), 'alice', at(1)));
    expect(next.docs.map((d) => d.id)).toEqual(['a0']);
    expect((await getCount(queries.historyCount(as('alice'), 'alice'))).data().count).toBe(3);
    expect(await outcome(() => getDoc(doc(as('alice'), 'meals/a0')))).toBe('allowed');
  });
  test("another user's history, its count, a single meal, signed out, and an unfiltered query are refused", async () => {
    expect(await list(queries.historyPage(as('bob'), 'alice'))).toBe(refused);
    expect(await outcome(() => getCount(queries.historyCount(as('bob'), 'alice')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('bob'), 'meals/a0')))).toBe(refused);
    expect(await list(queries.historyPage(signedOut(), 'alice'))).toBe(refused);
    expect(await list(query(collection(as('alice'), 'meals'), orderBy('timestamp', 'desc')))).toBe(refused);
  });
});

describe('invites/{inviteId}', () => {
  test('the addressee reads pending invites by e-mail, whatever its case in the token', async () => {
    expect(await list(queries.pendingInvites(as('carol'), 'carol@example.com'))).toBe('allowed');
    expect(await list(queries.pendingInvites(as('carol', 'Carol@Example.com'), 'Carol@Example.com'))).toBe(
      'allowed',
    );
    expect(await outcome(() => getDoc(doc(as('carol'), 'invites/v1')))).toBe('allowed');
  });
  test('an unverified e-mail address reads no invitation, not even one addressed to it', async () => {
    expect(
      await list(queries.pendingInvites(as('carol', 'carol@example.com', false), 'carol@example.com')),
    ).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('carol', 'carol@example.com', false), 'invites/v1')))).toBe(
      refused,
    );
  });
  test("the list's members see who is invited (to cancel); a former member and the addressee do not", async () => {
    expect(await list(queries.listInvites(as('alice'), 'L1'))).toBe('allowed');
    expect(await list(queries.listInvites(as('bob'), 'L1'))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('bob'), 'invites/v1')))).toBe('allowed');
    expect(await list(queries.listInvites(as('dave'), 'L1'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('dave'), 'invites/v1')))).toBe(refused);
    expect(await list(queries.listInvites(as('carol'), 'L1'))).toBe(refused);
  });
  test('another user, someone asking for another address, signed out, and a token without e-mail', async () => {
    expect(await outcome(() => getDoc(doc(as('dave'), 'invites/v1')))).toBe(refused);
    expect(await list(queries.pendingInvites(as('dave'), 'carol@example.com'))).toBe(refused);
    expect(await list(queries.pendingInvites(signedOut(), 'carol@example.com'))).toBe(refused);
    const noEmail = client('no-email', { sub: 'erin' });
    expect(await list(queries.pendingInvites(noEmail, 'carol@example.com'))).toBe(refused);
  });
});

describe('itemOps/{opKey}', () => {
  test('the remembered answers of item changes are for the functions only', async () => {
    expect(await outcome(() => getDoc(doc(as('alice'), 'itemOps/any')))).toBe(refused);
    expect(await list(query(collection(as('alice'), 'itemOps')))).toBe(refused);
  });
});

describe('usage/{uid}', () => {
  test('the owner reads the quota counter; another user and signed out cannot', async () => {
    expect(await outcome(() => getDoc(doc(as('alice'), 'usage/alice')))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('bob'), 'usage/alice')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(signedOut(), 'usage/alice')))).toBe(refused);
  });
});

describe('everything else is closed', () => {
  test('unknown collections are neither readable nor writable', async () => {
    expect(await outcome(() => getDoc(doc(as('alice'), 'anything/else')))).toBe(refused);
    expect(await list(collection(as('alice'), 'anything'))).toBe(refused);
    expect(await outcome(() => setDoc(doc(as('alice'), 'anything/else'), { x: 1 }))).toBe(refused);
  });
});

describe('no client writes anywhere, not even to what the user may read', () => {
  const writes: [string, (db: Firestore) => Promise<unknown>][] = [
    ['update own profile', (db) => updateDoc(doc(db, 'users/alice'), { age: 30 })],
    ['create a profile', (db) => setDoc(doc(db, 'users/alice2'), { email: 'x@example.com' })],
    ['rename a list', (db) => updateDoc(doc(db, 'shoppingLists/L1'), { name: 'Mine' })],
    ['create a list', (db) => setDoc(doc(db, 'shoppingLists/L9'), { name: 'x', memberIds: ['alice'] })],
    ['delete a list', (db) => deleteDoc(doc(db, 'shoppingLists/L1'))],
    ['join a list', (db) => setDoc(doc(db, 'shoppingLists/L1/members/carol'), { userId: 'carol' })],
    ['check an item', (db) => updateDoc(doc(db, 'shoppingItems/i1'), { checked: true })],
    [
      'add an item',
      (db) => setDoc(doc(db, 'shoppingItems/new'), { name: 'x', shoppingListId: null, userId: 'alice' }),
    ],
    ['delete an item', (db) => deleteDoc(doc(db, 'shoppingItems/p1'))],
    ['forge a meal', (db) => setDoc(doc(db, 'meals/forged'), { user_id: 'alice', calories: 1 })],
    ['delete a meal', (db) => deleteDoc(doc(db, 'meals/a0'))],
    ['accept an invite', (db) => updateDoc(doc(db, 'invites/v1'), { status: 'accepted' })],
    [
      'send an invite',
      (db) => setDoc(doc(db, 'invites/v2'), { toEmail: 'x@example.com', status: 'pending' }),
    ],
    ['reset the quota', (db) => setDoc(doc(db, 'usage/alice'), { count: 0 })],
  ];
  for (const [what, write] of writes) {
    test(what, async () => {
      expect(await outcome(() => write(as('alice')))).toBe(refused);
      expect(await outcome(() => write(as('carol')))).toBe(refused);
    });
  }
  test('the owner credential (firebase-admin) writes', async () => {
    expect(await outcome(() => updateDoc(doc(owner(), 'users/alice'), { age: 30 }))).toBe('allowed');
  });
});

describe('the diary: days/{uid}_{day} and sharedRecipes/{listId}_{mealId}', () => {
  beforeEach(async () => {
    await seedAsOwner((put) => {
      const totals = { calories: 1800, protein: 90, carbs: 200, fat: 60, meals: 3, updatedAt: at(9) };
      put('days/alice_2026-03-01', { userId: 'alice', day: '2026-03-01', ...totals });
      put('days/alice_2026-02-28', { userId: 'alice', day: '2026-02-28', ...totals });
      put('days/bob_2026-03-01', { userId: 'bob', day: '2026-03-01', ...totals });
      put('sharedRecipes/L1_r1', {
        listId: 'L1',
        mealId: 'r1',
        sharedBy: 'alice',
        title: 'Pasta',
      });
    });
  });
  const myDays = (db: Firestore, uid: string) =>
    query(collection(db, 'days'), where('userId', '==', uid), orderBy('day', 'desc'), limit(7));
  const listRecipes = (db: Firestore, listId: string) =>
    query(collection(db, 'sharedRecipes'), where('listId', '==', listId));

  test("the owner reads their days, one by one and the last week's; nobody else does", async () => {
    await expectOwnerReads(myDays, 'days/alice_2026-03-01', ['alice_2026-03-01', 'alice_2026-02-28']);
    await expectOthersRefused(myDays, 'days/alice_2026-03-01');
  });

  test("a shared recipe is read by the list's members only; a former member and others cannot", async () => {
    expect(await list(listRecipes(as('bob'), 'L1'))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('bob'), 'sharedRecipes/L1_r1')))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('alice'), 'sharedRecipes/L1_r1')))).toBe('allowed');
    expect(await list(listRecipes(as('dave'), 'L1'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('carol'), 'sharedRecipes/L1_r1')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(signedOut(), 'sharedRecipes/L1_r1')))).toBe(refused);
    expect(await list(collection(as('bob'), 'sharedRecipes'))).toBe(refused);
  });

  test('no client writes the days or the shared recipes, not even their owner', async () => {
    await expectRefusedToOwnerAndOthers([
      (db) => updateDoc(doc(db, 'days/alice_2026-03-01'), { calories: 0 }),
      (db) => setDoc(doc(db, 'days/alice_2026-03-02'), { userId: 'alice', day: '2026-03-02', calories: 1 }),
      (db) => deleteDoc(doc(db, 'days/alice_2026-03-01')),
      (db) => setDoc(doc(db, 'sharedRecipes/L1_r2'), { listId: 'L1', mealId: 'r2', sharedBy: 'alice' }),
      (db) => deleteDoc(doc(db, 'sharedRecipes/L1_r1')),
    ]);
  });
});

describe('weights/{uid}_{day}', () => {
  beforeEach(async () => {
    await seedAsOwner((put) => {
      const weighIn = (uid: string, day: string, kg: number) =>
        put(`weights/${uid}_${day}`, { userId: uid, day, kg, updatedAt: at(9) });
      weighIn('alice', '2026-02-28', 64.8);
      weighIn('alice', '2026-03-01', 64.5);
      weighIn('bob', '2026-03-01', 82.1);
    });
  });
  const myWeighIns = (db: Firestore, uid: string) =>
    query(collection(db, 'weights'), where('userId', '==', uid), orderBy('day', 'desc'), limit(90));

  test('the owner reads their weigh-ins, one by one and the latest ones', async () => {
    await expectOwnerReads(myWeighIns, 'weights/alice_2026-03-01', ['alice_2026-03-01', 'alice_2026-02-28']);
  });

  test('another user, signed out, and a query without the owner are refused', async () => {
    await expectOthersRefused(myWeighIns, 'weights/alice_2026-03-01');
  });

  test('no client writes a weigh-in, not even its owner', async () => {
    await expectRefusedToOwnerAndOthers([
      (db) => updateDoc(doc(db, 'weights/alice_2026-03-01'), { kg: 50 }),
      (db) =>
        setDoc(doc(db, 'weights/alice_2026-03-02'), {
          userId: 'alice',
          day: '2026-03-02',
          kg: 64,
          updatedAt: at(9),
        }),
      (db) => deleteDoc(doc(db, 'weights/alice_2026-02-28')),
    ]);
  });
});

describe('favorites/{favoriteId} and products/{code}', () => {
  beforeEach(async () => {
    await seedAsOwner((put) => {
      const favorite = (id: string, userId: string, minute: number) =>
        put(`favorites/${id}`, {
          userId,
          name: `Porridge ${id}`,
          description: 'Porridge',
          ingredients: ['Oats'],
          items: [{ id: 'r1', name: 'Oats', grams: 50, calories: 190, protein: 6.5, carbs: 30, fat: 3.5 }],
          calories: 190,
          protein: 6.5,
          carbs: 30,
          fat: 3.5,
          createdAt: at(minute),
        });
      favorite('fa1', 'alice', 1);
      favorite('fa2', 'alice', 2);
      favorite('fb1', 'bob', 3);
      put('products/3017620422003', {
        code: '3017620422003',
        found: true,
        name: 'Nutella',
        per100g: { calories: 539, protein: 6.3, carbs: 57.5, fat: 30.9 },
        fetchedAt: at(0),
        expiresAt: at(50),
      });
    });
  });
  // The favourites list: the owner's, newest first (firestore.indexes.json).
  const myFavorites = (db: Firestore, uid: string) =>
    query(collection(db, 'favorites'), where('userId', '==', uid), orderBy('createdAt', 'desc'));

  test('the owner reads their favourites, one by one and newest first', async () => {
    await expectOwnerReads(myFavorites, 'favorites/fa1', ['fa2', 'fa1']);
  });

  test('another user, signed out, and a query without the owner are refused', async () => {
    await expectOthersRefused(myFavorites, 'favorites/fa1');
  });

  test('no client writes a favourite, not even its owner', async () => {
    await expectRefusedToOwnerAndOthers([
      (db) => updateDoc(doc(db, 'favorites/fa1'), { name: 'Mine now' }),
      (db) => updateDoc(doc(db, 'favorites/fa1'), { calories: 1 }),
      (db) =>
        setDoc(doc(db, 'favorites/forged'), {
          userId: 'alice',
          name: 'x',
          items: [],
          calories: 0,
          createdAt: at(9),
        }),
      (db) => deleteDoc(doc(db, 'favorites/fa1')),
    ]);
  });

  test('the product cache is for the functions only: no client reads or writes it', async () => {
    expect(await outcome(() => getDoc(doc(as('alice'), 'products/3017620422003')))).toBe(refused);
    expect(await list(collection(as('alice'), 'products'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(signedOut(), 'products/3017620422003')))).toBe(refused);
    for (const write of [
      (db: Firestore) => updateDoc(doc(db, 'products/3017620422003'), { per100g: { calories: 1 } }),
      (db: Firestore) => setDoc(doc(db, 'products/5449000000996'), { code: '5449000000996', found: false }),
      (db: Firestore) => deleteDoc(doc(db, 'products/3017620422003')),
    ])
      expect(await outcome(() => write(as('alice')))).toBe(refused);
  });
});
