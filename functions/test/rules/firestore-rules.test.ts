// firestore.rules under the official Firestore emulator (`npm run test:rules` from the repo root).
// Every collection: the allowed read succeeds, other users and non-members fail, every client write fails.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-meal-assistant',
    firestore: { rules: readFileSync(join(root, 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
});
afterAll(async () => env?.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/alice'), { email: 'alice@example.com', shoppingLists: ['L1'] });
    await setDoc(doc(db, 'users/bob'), { email: 'bob@example.com', shoppingLists: ['L1'] });
    await setDoc(doc(db, 'shoppingLists/L1'), { name: 'Shared', memberIds: ['alice', 'bob'], createdAt: 1 });
    await setDoc(doc(db, 'shoppingLists/L1/members/alice'), { userId: 'alice', email: 'alice@example.com' });
    await setDoc(doc(db, 'shoppingItems/i1'), {
      name: 'Milk',
      shoppingListId: 'L1',
      userId: 'alice',
      createdAt: 1,
    });
    await setDoc(doc(db, 'shoppingItems/p1'), {
      name: 'Stamps',
      shoppingListId: null,
      userId: 'alice',
      createdAt: 1,
    });
    await setDoc(doc(db, 'meals/m1'), { user_id: 'alice', timestamp: 1, calories: 300 });
    await setDoc(doc(db, 'invites/v1'), { listId: 'L1', toEmail: 'carol@example.com', status: 'pending' });
    await setDoc(doc(db, 'usage/alice'), { day: '2026-03-01', count: 3 });
  });
});

const as = (uid: string, email = `${uid}@example.com`) =>
  env.authenticatedContext(uid, { email }).firestore();
const anonymous = () => env.unauthenticatedContext().firestore();

describe('users', () => {
  test('own profile readable; others’ and anonymous not; no client writes', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice')));
    await assertFails(getDoc(doc(anonymous(), 'users/alice')));
    await assertFails(setDoc(doc(as('alice'), 'users/alice'), { age: 30 }, { merge: true }));
    await assertFails(setDoc(doc(as('dave'), 'users/dave'), { email: 'dave@example.com' }));
  });
});

describe('shoppingLists and members', () => {
  test('members read the list and its members; the array-contains query works; non-members fail', async () => {
    await assertSucceeds(getDoc(doc(as('bob'), 'shoppingLists/L1')));
    await assertSucceeds(getDocs(collection(as('bob'), 'shoppingLists/L1/members')));
    await assertSucceeds(
      getDocs(query(collection(as('alice'), 'shoppingLists'), where('memberIds', 'array-contains', 'alice'))),
    );
    await assertFails(getDoc(doc(as('carol'), 'shoppingLists/L1')));
    await assertFails(getDocs(collection(as('carol'), 'shoppingLists/L1/members')));
    await assertFails(getDocs(collection(as('carol'), 'shoppingLists')));
  });

  test('no client writes, not even by members', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'shoppingLists/L1'), { name: 'Mine' }));
    await assertFails(setDoc(doc(as('carol'), 'shoppingLists/L1/members/carol'), { userId: 'carol' }));
    await assertFails(setDoc(doc(as('carol'), 'shoppingLists/L2'), { name: 'x', memberIds: ['carol'] }));
    await assertFails(deleteDoc(doc(as('alice'), 'shoppingLists/L1')));
  });
});

describe('shoppingItems', () => {
  test('list items for members, personal items for their owner only', async () => {
    await assertSucceeds(getDoc(doc(as('bob'), 'shoppingItems/i1')));
    await assertSucceeds(
      getDocs(
        query(
          collection(as('bob'), 'shoppingItems'),
          where('shoppingListId', '==', 'L1'),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
    await assertSucceeds(
      getDocs(
        query(
          collection(as('alice'), 'shoppingItems'),
          where('shoppingListId', '==', null),
          where('userId', '==', 'alice'),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
    await assertFails(getDoc(doc(as('carol'), 'shoppingItems/i1')));
    await assertFails(getDoc(doc(as('bob'), 'shoppingItems/p1')));
    await assertFails(
      getDocs(query(collection(as('carol'), 'shoppingItems'), where('shoppingListId', '==', 'L1'))),
    );
  });

  test('no client writes', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'shoppingItems/i1'), { checked: true }));
    await assertFails(
      setDoc(doc(as('alice'), 'shoppingItems/new'), { name: 'x', shoppingListId: null, userId: 'alice' }),
    );
    await assertFails(deleteDoc(doc(as('alice'), 'shoppingItems/p1')));
  });
});

describe('meals', () => {
  test('own meals readable, by id and by the history query; others’ not; no writes', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'meals/m1')));
    await assertSucceeds(
      getDocs(
        query(
          collection(as('alice'), 'meals'),
          where('user_id', '==', 'alice'),
          orderBy('timestamp', 'desc'),
        ),
      ),
    );
    await assertFails(getDoc(doc(as('bob'), 'meals/m1')));
    await assertFails(getDocs(query(collection(as('bob'), 'meals'), where('user_id', '==', 'alice'))));
    await assertFails(setDoc(doc(as('alice'), 'meals/m2'), { user_id: 'alice', calories: 1 }));
    await assertFails(deleteDoc(doc(as('alice'), 'meals/m1')));
  });
});

describe('invites', () => {
  test('the addressee reads own pending invites by e-mail, case-insensitively; others cannot; no writes', async () => {
    await assertSucceeds(getDoc(doc(as('carol'), 'invites/v1')));
    await assertSucceeds(getDoc(doc(as('carol', 'Carol@Example.com'), 'invites/v1')));
    await assertSucceeds(
      getDocs(
        query(
          collection(as('carol'), 'invites'),
          where('toEmail', '==', 'carol@example.com'),
          where('status', '==', 'pending'),
        ),
      ),
    );
    await assertFails(getDoc(doc(as('alice'), 'invites/v1')));
    await assertFails(
      getDocs(query(collection(as('alice'), 'invites'), where('toEmail', '==', 'carol@example.com'))),
    );
    await assertFails(updateDoc(doc(as('carol'), 'invites/v1'), { status: 'accepted' }));
    await assertFails(setDoc(doc(as('alice'), 'invites/v2'), { toEmail: 'x@y.io', status: 'pending' }));
  });
});

describe('usage and everything else', () => {
  test('own quota counter readable, not writable; unknown collections closed', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'usage/alice')));
    await assertFails(getDoc(doc(as('bob'), 'usage/alice')));
    await assertFails(setDoc(doc(as('alice'), 'usage/alice'), { count: 0 }));
    await assertFails(getDoc(doc(as('alice'), 'anything/else')));
    await assertFails(setDoc(doc(as('alice'), 'anything/else'), { x: 1 }));
  });
});
