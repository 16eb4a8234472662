import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { accountDeletionSteps, handleDeleteAccount } from '../../src/account/delete-account.js';
import { handleExportData } from '../../src/account/export-data.js';
import type { CallContext } from '../../src/platform/deps.js';
import { type LogEvent, logEvents } from '../../src/platform/log.js';
import { call, rejection } from '../support/call.js';
import { alice, makeDeps, RecordingLog } from '../support/fake-deps.js';
import { type LocalFirestore, useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedItem, seedList, seedUser } from '../support/seed.js';

// zed shares Shared1 (created by zed) and Shared2 (created by bob) with others, and alone has Solo.
const zed: CallContext = { uid: 'zed', email: 'zed@example.com', emailVerified: true };

async function seedWorld(db: Firestore) {
  await seedUser(db, 'alice');
  await seedUser(db, 'bob');
  await seedUser(db, 'zed', { name: 'Zed', age: 40, weight: 80 });
  await seedList(db, 'Solo', ['zed'], 'Just me');
  await seedList(db, 'Shared1', ['zed', 'alice'], 'Two of us');
  await seedList(db, 'Shared2', ['bob', 'zed', 'alice'], 'Family');
  await seedList(db, 'AliceList', ['alice'], 'Alice');
  await db.doc('users/zed').update({ shoppingLists: ['Solo', 'Shared1', 'Shared2'] });
  await db.doc('users/alice').update({ shoppingLists: ['Shared1', 'Shared2', 'AliceList'] });
  await seedItem(db, 'soloItem', { userId: 'zed', shoppingListId: 'Solo' });
  await seedItem(db, 'mineOnShared1', { userId: 'zed', shoppingListId: 'Shared1' });
  await seedItem(db, 'aliceOnShared1', { userId: 'alice', shoppingListId: 'Shared1' });
  await seedItem(db, 'mineOnShared2', { userId: 'zed', shoppingListId: 'Shared2', checked: true });
  await seedItem(db, 'minePersonal', { userId: 'zed', shoppingListId: null });
  await seedItem(db, 'alicePersonal', { userId: 'alice', shoppingListId: null });
  const meal = { timestamp: new Date('2026-02-01'), type: 'nutrition', description: 'Soup', meal: 'Soup' };
  const nutrition = { calories: 300, protein: 10, carbs: 40, fat: 8, ingredients: ['Soup'] };
  await db
    .doc('meals/m1')
    .set({ user_id: 'zed', ...meal, ...nutrition, items: [{ name: 'Soup', grams: 300 }] });
  await db.doc('meals/m2').set({ user_id: 'zed', ...meal, ...nutrition });
  await db.doc('meals/a1').set({ user_id: 'alice', ...meal, ...nutrition });
  await db.doc('usage/zed').set({ day: '2026-03-01', count: 3, invitesDay: '2026-03-01', invites: 2 });
  await db.doc('usage/alice').set({ day: '2026-03-01', count: 1 });
  const invite = { listName: 'x', status: 'pending', createdAt: new Date('2026-02-28') };
  const from = (uid: string) => ({ fromUserId: uid, fromEmail: `${uid}@example.com` });
  await db
    .doc('invites/toZed')
    .set({ ...invite, ...from('alice'), listId: 'AliceList', toEmail: 'zed@example.com' });
  await db
    .doc('invites/zedAccepted')
    .set({ ...invite, ...from('bob'), listId: 'Shared2', toEmail: 'zed@example.com', status: 'accepted' });
  await db
    .doc('invites/fromZed')
    .set({ ...invite, ...from('zed'), fromName: 'Zed', listId: 'Shared1', toEmail: 'carol@example.com' });
  await db
    .doc('invites/soloInvite')
    .set({ ...invite, ...from('zed'), listId: 'Solo', toEmail: 'dave@example.com' });
  await db
    .doc('invites/aliceToCarol')
    .set({ ...invite, ...from('alice'), listId: 'Shared2', toEmail: 'carol@example.com' });
  await db.doc('aiBudget/0').set({ day: '2026-03-01', count: 4, limit: 200, updatedAt: new Date() });
}

const fs = useLocalFirestore(seedWorld);

/** Every stored document of every collection and subcollection, names and values, as one string. */
function wholeStore(local: LocalFirestore): string {
  return JSON.stringify(local.store.databaseNames().map((name) => local.store.exportDatabase(name)));
}

async function expectNoTraceOfZed() {
  const everything = wholeStore(fs);
  expect(everything).toContain('alice@example.com');
  expect(everything).not.toMatch(/zed/i);
}

async function expectSharedListsIntact() {
  expect(await ids(fs.db, 'shoppingLists')).toEqual(['AliceList', 'Shared1', 'Shared2']);
  expect((await fs.db.doc('shoppingLists/Shared1').get()).data()).toMatchObject({
    name: 'Two of us',
    createdBy: '',
    memberIds: ['alice'],
  });
  expect((await fs.db.doc('shoppingLists/Shared2').get()).data()).toMatchObject({
    createdBy: 'bob',
    memberIds: ['bob', 'alice'],
  });
  expect(await ids(fs.db, 'shoppingLists/Shared2/members')).toEqual(['alice', 'bob']);
  expect(await ids(fs.db, 'shoppingLists/Shared1/members')).toEqual(['alice']);
  // Items zed added stay for the others, no longer attributed.
  expect(await ids(fs.db, 'shoppingItems')).toEqual([
    'aliceOnShared1',
    'alicePersonal',
    'mineOnShared1',
    'mineOnShared2',
  ]);
  expect((await fs.db.doc('shoppingItems/mineOnShared2').get()).data()).toMatchObject({
    userId: '',
    checked: true,
  });
  expect((await fs.db.doc('users/alice').get()).get('shoppingLists')).toEqual([
    'Shared1',
    'Shared2',
    'AliceList',
  ]);
  expect(await ids(fs.db, 'invites')).toEqual(['aliceToCarol']);
  expect(await ids(fs.db, 'meals')).toEqual(['a1']);
  expect(await ids(fs.db, 'usage')).toEqual(['alice']);
}

/** A log that stops the deletion (throws) right after its `after`-th completed step. */
class InterruptingLog extends RecordingLog {
  constructor(private readonly after: number) {
    super();
  }
  override info(event: LogEvent, fields: Record<string, unknown> = {}) {
    super.info(event, fields);
    if (
      event === logEvents.accountDeletionStep &&
      this.events().filter((e) => e === event).length === this.after
    )
      throw new Error(`interrupted after step ${this.after}`);
  }
}

describe('deleteAccount', () => {
  test('removes the profile, meals, usage, invitations, personal items, memberships, then the sign-in account', async () => {
    const { deps, auth, log } = makeDeps(fs.db);
    await expect(call('deleteAccount', handleDeleteAccount, {}, zed, deps)).resolves.toEqual({});
    expect(auth.deleted).toEqual(['zed']);
    expect(log.events()).toContain(logEvents.accountDeleted);
    expect(await ids(fs.db, 'users')).toEqual(['alice', 'bob']);
    await expectSharedListsIntact();
    await expectNoTraceOfZed();
  });

  test('a deletion interrupted after any step finishes cleanly when called again', async () => {
    const steps = Object.keys(accountDeletionSteps).length;
    for (let after = 1; after <= steps; after++) {
      fs.clear();
      await seedWorld(fs.db);
      const interrupted = makeDeps(fs.db, { log: new InterruptingLog(after) });
      const e = await rejection(
        call('deleteAccount', handleDeleteAccount, {}, zed, interrupted.deps, {
          fallback: 'deleteAccountError',
        }),
      );
      expect(e).toMatchObject({ status: 'internal', details: { code: 'settings.deleteAccountError' } });
      const retry = makeDeps(fs.db);
      await call('deleteAccount', handleDeleteAccount, {}, zed, retry.deps);
      expect(retry.auth.deleted, `after step ${after}`).toEqual(['zed']);
      await expectSharedListsIntact();
      await expectNoTraceOfZed();
    }
    // Two deletions per step, each walking every collection: about 11 s alone, more on a busy machine.
  }, 40_000);

  test('a failing Auth deletion is reported; the retry deletes the account; a third call is harmless', async () => {
    const { deps, auth } = makeDeps(fs.db);
    auth.failWith = new Error('auth unavailable');
    const e = await rejection(
      call('deleteAccount', handleDeleteAccount, {}, zed, deps, { fallback: 'deleteAccountError' }),
    );
    expect(e).toMatchObject({ status: 'internal', message: 'Failed to delete account' });
    auth.failWith = undefined;
    await call('deleteAccount', handleDeleteAccount, {}, zed, deps);
    await call('deleteAccount', handleDeleteAccount, {}, zed, deps);
    expect(auth.deleted).toEqual(['zed', 'zed']);
    await expectSharedListsIntact();
    await expectNoTraceOfZed();
  });

  test('without a verified address it deletes the invitations it sent, never those to an address it has not proved', async () => {
    // The profile says zed@example.com; a token without a verified address proves no claim to it.
    for (const ctx of [
      { uid: 'zed', email: null, emailVerified: false },
      { uid: 'zed', email: 'zed@example.com', emailVerified: false },
    ]) {
      fs.clear();
      await seedWorld(fs.db);
      const { deps } = makeDeps(fs.db);
      await call('deleteAccount', handleDeleteAccount, {}, ctx, deps);
      expect(await ids(fs.db, 'invites')).toEqual(['aliceToCarol', 'toZed', 'zedAccepted']);
      expect(await ids(fs.db, 'users')).toEqual(['alice', 'bob']);
    }
  });

  test("a profile's old address is not the caller's: invitations to and from its new owner stay", async () => {
    // zed moved to zed2@example.com (verified); the profile still says zed@example.com, which now
    // belongs to someone else, who was invited by alice and invited dave.
    await fs.db.doc('invites/fromNewOwner').set({
      listName: 'x',
      status: 'pending',
      createdAt: new Date('2026-02-28'),
      listId: 'AliceList',
      fromUserId: 'newOwner',
      fromEmail: 'zed@example.com',
      toEmail: 'dave@example.com',
    });
    const { deps } = makeDeps(fs.db);
    const moved = { uid: 'zed', email: 'zed2@example.com', emailVerified: true };
    await call('deleteAccount', handleDeleteAccount, {}, moved, deps);
    expect(await ids(fs.db, 'invites')).toEqual(['aliceToCarol', 'fromNewOwner', 'toZed', 'zedAccepted']);
  });

  test('needs a sign-in of the last 5 minutes: an older session is asked to sign in again; nothing is deleted', async () => {
    const { deps, auth } = makeDeps(fs.db);
    const now = deps.clock.now().getTime();
    for (const signedInAt of [new Date(now - 6 * 60 * 1000), null]) {
      const e = await rejection(call('deleteAccount', handleDeleteAccount, {}, { ...zed, signedInAt }, deps));
      expect(e).toMatchObject({
        status: 'failed-precondition',
        details: { code: 'settings.recentSignInRequired' },
      });
    }
    expect((await fs.db.doc('users/zed').get()).exists).toBe(true);
    expect(auth.deleted).toEqual([]);
    await call(
      'deleteAccount',
      handleDeleteAccount,
      {},
      { ...zed, signedInAt: new Date(now - 60 * 1000) },
      deps,
    );
    await expectNoTraceOfZed();
  });

  test('only the caller is deleted; unknown fields are refused and nothing is written', async () => {
    const { deps, auth } = makeDeps(fs.db);
    const before = wholeStore(fs);
    const e = await rejection(call('deleteAccount', handleDeleteAccount, { uid: 'alice' }, zed, deps));
    expect(e.status).toBe('invalid-argument');
    expect(wholeStore(fs)).toBe(before);
    expect(auth.deleted).toEqual([]);
  });
});

describe('exportData', () => {
  test("returns the caller's profile, usage, meals with items, personal items, lists and invitations", async () => {
    const { deps } = makeDeps(fs.db);
    const data = await call('exportData', handleExportData, {}, zed, deps);
    expect(data).toMatchObject({
      exportedAt: '2026-03-01T12:00:00.000Z',
      uid: 'zed',
      email: 'zed@example.com',
    });
    expect(data.profile).toMatchObject({ id: 'zed', name: 'Zed', age: 40, weight: 80 });
    expect(data.usage).toMatchObject({ id: 'zed', count: 3, invites: 2 });
    expect(data.meals.map((m) => m.id).sort()).toEqual(['m1', 'm2']);
    expect(data.meals.find((m) => m.id === 'm1')).toMatchObject({
      items: [{ name: 'Soup', grams: 300 }],
      timestamp: '2026-02-01T00:00:00.000Z',
    });
    expect(data.personalItems.map((i) => i.id)).toEqual(['minePersonal']);
    const list = (id: string) => data.lists.find((l) => l.list.id === id);
    expect(data.lists.map((l) => l.list.id).sort()).toEqual(['Shared1', 'Shared2', 'Solo']);
    expect(
      list('Shared2')
        ?.members.map((m) => m.email)
        .sort(),
    ).toEqual(['alice@example.com', 'bob@example.com', 'zed@example.com']);
    expect(
      list('Shared1')
        ?.items.map((i) => i.id)
        .sort(),
    ).toEqual(['aliceOnShared1', 'mineOnShared1']);
    expect(data.invitationsReceived.map((i) => i.id).sort()).toEqual(['toZed', 'zedAccepted']);
    expect(data.invitationsSent.map((i) => i.id).sort()).toEqual(['fromZed', 'soloInvite']);
    // Round-trips as JSON.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  test("nothing of lists the caller does not belong to, nor other people's meals, items or invitations", async () => {
    const { deps } = makeDeps(fs.db);
    const text = JSON.stringify(await call('exportData', handleExportData, {}, zed, deps));
    for (const foreign of ['alicePersonal', '"a1"', 'aliceToCarol', 'aiBudget'])
      expect(text).not.toContain(foreign);
    const e = await rejection(call('exportData', handleExportData, { uid: 'alice' }, zed, deps));
    expect(e.status).toBe('invalid-argument');
  });

  test('an unverified address exports no invitation addressed to it, only those the caller sent', async () => {
    const { deps } = makeDeps(fs.db);
    for (const ctx of [
      { uid: 'zed', email: 'zed@example.com', emailVerified: false },
      { uid: 'zed', email: null, emailVerified: false },
    ]) {
      const data = await call('exportData', handleExportData, {}, ctx, deps);
      expect(data.invitationsReceived).toEqual([]);
      expect(data.invitationsSent.map((i) => i.id).sort()).toEqual(['fromZed', 'soloInvite']);
      expect(JSON.stringify(data)).not.toContain('AliceList');
    }
  });

  test('a new account exports an empty set', async () => {
    const { deps } = makeDeps(fs.db);
    const data = await call(
      'exportData',
      handleExportData,
      {},
      { uid: 'nobody', email: 'nobody@example.com', emailVerified: true },
      deps,
    );
    expect(data).toMatchObject({
      profile: null,
      usage: null,
      meals: [],
      lists: [],
      invitationsSent: [],
      invitationsReceived: [],
    });
  });
});

test('alice keeps her own account', async () => {
  const { deps } = makeDeps(fs.db);
  await call('deleteAccount', handleDeleteAccount, {}, zed, deps);
  const data = await call('exportData', handleExportData, {}, alice, deps);
  expect(data.lists.map((l) => l.list.id).sort()).toEqual(['AliceList', 'Shared1', 'Shared2']);
});
