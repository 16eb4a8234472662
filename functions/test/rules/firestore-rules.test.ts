// firestore.rules for the account and the shopping lists, per collection and per query shape the web app
// issues, as the owner or member, as another signed-in user, signed out, as a former member and with an
// unverified e-mail; everything else is closed, and every client write is refused. (The diary's
// collections: firestore-rules-diary.test.ts.) Both run against local-firebase (`npm test`) and the
// official emulator (`npm run test:rules`), through rules-harness.ts.
import {
  collection,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { describe, expect, test } from 'vitest';
import {
  as,
  client,
  list,
  outcome,
  owner,
  queries,
  refused,
  signedOut,
  useRules,
  write,
} from './rules-harness.js';

useRules();

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
    expect(await outcome(() => write.set('anything/else', { x: 1 })(as('alice')))).toBe(refused);
  });
});

describe('no client writes anywhere, not even to what the user may read', () => {
  const writes: [string, (db: Firestore) => Promise<unknown>][] = [
    ['update own profile', write.update('users/alice', { age: 30 })],
    ['create a profile', write.set('users/alice2', { email: 'x@example.com' })],
    ['rename a list', write.update('shoppingLists/L1', { name: 'Mine' })],
    ['create a list', write.set('shoppingLists/L9', { name: 'x', memberIds: ['alice'] })],
    ['delete a list', write.remove('shoppingLists/L1')],
    ['join a list', write.set('shoppingLists/L1/members/carol', { userId: 'carol' })],
    ['check an item', write.update('shoppingItems/i1', { checked: true })],
    ['add an item', write.set('shoppingItems/new', { name: 'x', shoppingListId: null, userId: 'alice' })],
    ['delete an item', write.remove('shoppingItems/p1')],
    ['forge a meal', write.set('meals/forged', { user_id: 'alice', calories: 1 })],
    ['delete a meal', write.remove('meals/a0')],
    ['accept an invite', write.update('invites/v1', { status: 'accepted' })],
    ['send an invite', write.set('invites/v2', { toEmail: 'x@example.com', status: 'pending' })],
    ['reset the quota', write.set('usage/alice', { count: 0 })],
  ];
  for (const [what, write] of writes) {
    test(what, async () => {
      expect(await outcome(() => write(as('alice')))).toBe(refused);
      expect(await outcome(() => write(as('carol')))).toBe(refused);
    });
  }
  test('the owner credential (firebase-admin) writes', async () => {
    expect(await outcome(() => write.update('users/alice', { age: 30 })(owner()))).toBe('allowed');
  });
});
