import { describe, expect, test } from 'vitest';
import { handleCreateList } from '../../src/lists/create-list.js';
import { handleDeleteList } from '../../src/lists/delete-list.js';
import { handleLeaveList } from '../../src/lists/leave-list.js';
import { handleRenameList } from '../../src/lists/rename-list.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedItem, seedList, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  for (const uid of ['alice', 'bob', 'carol']) await seedUser(db, uid);
});

const list = (id: string) => fs.db.collection('shoppingLists').doc(id);
const profileLists = async (uid: string) =>
  (await fs.db.collection('users').doc(uid).get()).get('shoppingLists');

describe('createList', () => {
  test('creates the list with the creator as first member and adds it to the profile', async () => {
    const { deps } = makeDeps(fs.db);
    const { listId } = await call('createList', handleCreateList, { name: '  Weekend  ' }, alice, deps);
    expect((await list(listId).get()).data()).toMatchObject({
      name: 'Weekend',
      createdBy: 'alice',
      memberIds: ['alice'],
    });
    expect((await list(listId).collection('members').doc('alice').get()).get('email')).toBe(
      'alice@example.com',
    );
    expect(await profileLists('alice')).toEqual([listId]);
  });

  test.each([
    [{ name: '   ' }],
    [{ name: 'x'.repeat(201) }],
    [{ name: 5 }],
    [{}],
    [{ name: 'ok', extra: 1 }],
  ])('refuses %j and writes nothing', async (input) => {
    const { deps } = makeDeps(fs.db);
    const e = await rejection(call('createList', handleCreateList, input, alice, deps));
    expect(e.status).toBe('invalid-argument');
    expect(await ids(fs.db, 'shoppingLists')).toEqual([]);
  });

  test('a user belongs to at most 20 lists', async () => {
    const { deps } = makeDeps(fs.db);
    await seedUser(fs.db, 'alice', { shoppingLists: Array.from({ length: 20 }, (_, i) => `L${i}`) });
    const e = await rejection(call('createList', handleCreateList, { name: 'One more' }, alice, deps));
    expect(e).toMatchObject({ status: 'resource-exhausted', details: { code: 'settings.tooManyLists' } });
    expect(await ids(fs.db, 'shoppingLists')).toEqual([]);
  });

  test('blank names say so', async () => {
    const { deps } = makeDeps(fs.db);
    const e = await rejection(call('createList', handleCreateList, { name: ' ' }, alice, deps));
    expect(e).toMatchObject({
      message: 'List name is required',
      details: { code: 'settings.listNameRequired' },
    });
  });
});

describe('renameList', () => {
  test('any member may rename; pending invites follow the new name', async () => {
    const { deps } = makeDeps(fs.db);
    await seedList(fs.db, 'L1', ['alice', 'bob']);
    await fs.db
      .collection('invites')
      .doc('i1')
      .set({ listId: 'L1', listName: 'Groceries', toEmail: 'c@x.io', status: 'pending' });
    await call('renameList', handleRenameList, { listId: 'L1', name: 'Party' }, bob, deps);
    expect((await list('L1').get()).get('name')).toBe('Party');
    expect((await fs.db.collection('invites').doc('i1').get()).get('listName')).toBe('Party');
  });

  test('a non-member is refused and nothing changes; a missing list is reported', async () => {
    const { deps } = makeDeps(fs.db);
    await seedList(fs.db, 'L1', ['alice']);
    const e = await rejection(
      call('renameList', handleRenameList, { listId: 'L1', name: 'Mine' }, carol, deps),
    );
    expect(e).toMatchObject({ status: 'permission-denied', details: { code: 'shopping.notMember' } });
    expect((await list('L1').get()).get('name')).toBe('Groceries');
    const missing = await rejection(
      call('renameList', handleRenameList, { listId: 'nope', name: 'x' }, alice, deps),
    );
    expect(missing).toMatchObject({ status: 'not-found', message: 'Shopping list not found' });
  });
});

describe('deleteList', () => {
  test('any member deletes the list, its members, its items and pending invites, and every profile entry', async () => {
    const { deps } = makeDeps(fs.db);
    await seedList(fs.db, 'L1', ['alice', 'bob']);
    await seedList(fs.db, 'L2', ['alice']);
    for (let i = 0; i < 3; i++) await seedItem(fs.db, `it${i}`, { shoppingListId: 'L1', userId: 'alice' });
    await seedItem(fs.db, 'other', { shoppingListId: 'L2', userId: 'alice' });
    await seedItem(fs.db, 'personal', { shoppingListId: null, userId: 'alice' });
    await fs.db
      .collection('invites')
      .doc('i1')
      .set({ listId: 'L1', toEmail: 'carol@example.com', status: 'pending' });
    await call('deleteList', handleDeleteList, { listId: 'L1' }, bob, deps);
    expect((await list('L1').get()).exists).toBe(false);
    expect((await list('L1').collection('members').get()).size).toBe(0);
    expect(await ids(fs.db, 'shoppingItems')).toEqual(['other', 'personal']);
    expect(await ids(fs.db, 'invites')).toEqual([]);
    expect(await profileLists('alice')).toEqual(['L2']);
    expect(await profileLists('bob')).toEqual([]);
  });

  test('a crash during the cascade leaves a usable list, and deleting again finishes the job', async () => {
    await seedList(fs.db, 'L1', ['alice', 'bob']);
    for (let i = 0; i < 3; i++) await seedItem(fs.db, `it${i}`, { shoppingListId: 'L1', userId: 'alice' });
    // A Firestore whose first batch commit dies, as an instance crash would.
    let crashed = false;
    const crashingDb = new Proxy(fs.db, {
      get(target, prop, receiver) {
        if (prop !== 'batch') return Reflect.get(target, prop, receiver);
        return () => {
          const batch = target.batch();
          const commit = batch.commit.bind(batch);
          batch.commit = async () => {
            if (!crashed) {
              crashed = true;
              throw new Error('instance crashed');
            }
            return commit();
          };
          return batch;
        };
      },
    });
    const { deps: crashing } = makeDeps(crashingDb);
    expect(
      (await rejection(call('deleteList', handleDeleteList, { listId: 'L1' }, alice, crashing))).status,
    ).toBe('internal');
    expect((await list('L1').get()).get('memberIds')).toEqual(['alice', 'bob']);
    expect(await profileLists('bob')).toEqual(['L1']);
    const { deps } = makeDeps(fs.db);
    await call('deleteList', handleDeleteList, { listId: 'L1' }, alice, deps);
    expect((await list('L1').get()).exists).toBe(false);
    expect(await ids(fs.db, 'shoppingItems')).toEqual([]);
  });

  test('a non-member cannot delete', async () => {
    const { deps } = makeDeps(fs.db);
    await seedList(fs.db, 'L1', ['alice']);
    await seedItem(fs.db, 'it', { shoppingListId: 'L1', userId: 'alice' });
    const e = await rejection(call('deleteList', handleDeleteList, { listId: 'L1' }, carol, deps));
    expect(e.status).toBe('permission-denied');
    expect((await list('L1').get()).exists).toBe(true);
    expect(await ids(fs.db, 'shoppingItems')).toEqual(['it']);
  });
});

describe('leaveList', () => {
  test('leaving a shared list removes the member record, memberIds entry and profile entry; the list stays', async () => {
    const { deps } = makeDeps(fs.db);
    await seedList(fs.db, 'L1', ['alice', 'bob']);
    await seedItem(fs.db, 'it', { shoppingListId: 'L1', userId: 'bob' });
    const { listDeleted } = await call('leaveList', handleLeaveList, { listId: 'L1' }, bob, deps);
    expect(listDeleted).toBe(false);
    expect((await list('L1').get()).get('memberIds')).toEqual(['alice']);
    expect((await list('L1').collection('members').doc('bob').get()).exists).toBe(false);
    expect(await profileLists('bob')).toEqual([]);
    expect(await profileLists('alice')).toEqual(['L1']);
    expect(await ids(fs.db, 'shoppingItems')).toEqual(['it']);
    // Rejoining needs a new invitation: bob is no longer a member.
    const again = await rejection(call('leaveList', handleLeaveList, { listId: 'L1' }, bob, deps));
    expect(again.status).toBe('permission-denied');
  });

  test('the last member leaving deletes the list and all its items', async () => {
    const { deps } = makeDeps(fs.db);
    await seedList(fs.db, 'L1', ['alice']);
    await seedItem(fs.db, 'a', { shoppingListId: 'L1', userId: 'alice' });
    await seedItem(fs.db, 'b', { shoppingListId: 'L1', userId: 'alice', checked: true });
    const { listDeleted } = await call('leaveList', handleLeaveList, { listId: 'L1' }, alice, deps);
    expect(listDeleted).toBe(true);
    expect((await list('L1').get()).exists).toBe(false);
    expect(await ids(fs.db, 'shoppingItems')).toEqual([]);
    expect(await profileLists('alice')).toEqual([]);
  });
});
