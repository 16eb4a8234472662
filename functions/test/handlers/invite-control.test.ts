import { describe, expect, test } from 'vitest';
import { handleAcceptInvite } from '../../src/invites/accept-invite.js';
import { handleCancelInvite } from '../../src/invites/cancel-invite.js';
import { handleDeclineInvite } from '../../src/invites/decline-invite.js';
import { handleInviteMember } from '../../src/invites/invite-member.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedList, seedUser } from '../support/seed.js';

// The test clock reads 2026-03-01T12:00Z.
const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice');
  await seedUser(db, 'bob');
  await seedUser(db, 'carol');
  await seedUser(db, 'dave');
  await seedList(db, 'L1', ['alice', 'dave'], 'Family');
  await seedList(db, 'L2', ['carol'], 'Carol only');
});

const dave = { uid: 'dave', email: 'dave@example.com', emailVerified: true };

async function seedInvite(id: string, data: Record<string, unknown> = {}) {
  await fs.db
    .collection('invites')
    .doc(id)
    .set({
      listId: 'L1',
      listName: 'Family',
      fromUserId: 'alice',
      fromEmail: 'alice@example.com',
      toEmail: 'bob@example.com',
      status: 'pending',
      createdAt: new Date('2026-02-27T12:00:00.000Z'),
      ...data,
    });
}

describe('cancelInvite', () => {
  test('the sender cancels a pending invite: it is gone and can no longer be accepted', async () => {
    const { deps } = makeDeps(fs.db);
    const { inviteId } = await call(
      'inviteMember',
      handleInviteMember,
      { listId: 'L1', email: 'bob@example.com' },
      alice,
      deps,
    );
    await expect(call('cancelInvite', handleCancelInvite, { inviteId }, alice, deps)).resolves.toEqual({});
    expect(await ids(fs.db, 'invites')).toEqual([]);
    const e = await rejection(call('acceptInvite', handleAcceptInvite, { inviteId }, bob, deps));
    expect(e).toMatchObject({ status: 'not-found', details: { code: 'settings.inviteNotFound' } });
  });

  test('another member of the list may cancel it too', async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('i1');
    await call('cancelInvite', handleCancelInvite, { inviteId: 'i1' }, dave, deps);
    expect(await ids(fs.db, 'invites')).toEqual([]);
  });

  test("someone else's invite is not found, also for its addressee; nothing changes", async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('i1');
    for (const who of [carol, bob]) {
      const e = await rejection(call('cancelInvite', handleCancelInvite, { inviteId: 'i1' }, who, deps));
      expect(e).toMatchObject({
        status: 'not-found',
        message: 'Invite not found',
        details: { code: 'settings.inviteNotFound' },
      });
    }
    const missing = await rejection(
      call('cancelInvite', handleCancelInvite, { inviteId: 'nope' }, alice, deps),
    );
    expect(missing.status).toBe('not-found');
    expect((await fs.db.doc('invites/i1').get()).get('status')).toBe('pending');
  });

  test('an accepted invite is no longer pending', async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('i1', { status: 'accepted' });
    const e = await rejection(call('cancelInvite', handleCancelInvite, { inviteId: 'i1' }, alice, deps));
    expect(e).toMatchObject({
      status: 'failed-precondition',
      details: { code: 'settings.inviteNotPending' },
    });
    expect(await ids(fs.db, 'invites')).toEqual(['i1']);
  });

  test('bad input is refused before anything is read or written', async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('i1');
    for (const data of [{}, { inviteId: '' }, { inviteId: 'a/b' }, { inviteId: 'i1', extra: 1 }]) {
      const e = await rejection(call('cancelInvite', handleCancelInvite, data, alice, deps));
      expect(e).toMatchObject({ status: 'invalid-argument' });
    }
    const signedOut = await rejection(
      call('cancelInvite', handleCancelInvite, { inviteId: 'i1' }, null, deps, {
        unauthenticated: 'noUserLoggedIn',
      }),
    );
    expect(signedOut).toMatchObject({ status: 'unauthenticated', message: 'No user logged in' });
    expect(await ids(fs.db, 'invites')).toEqual(['i1']);
  });
});

describe('invitation expiry (14 days)', () => {
  test('an invite older than 14 days says it has expired and stays pending; one just inside still works', async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('old', { createdAt: new Date('2026-02-15T11:59:00.000Z') });
    await seedInvite('fresh', {
      listId: 'L2',
      fromUserId: 'carol',
      createdAt: new Date('2026-02-15T12:01:00.000Z'),
    });
    const e = await rejection(call('acceptInvite', handleAcceptInvite, { inviteId: 'old' }, bob, deps));
    expect(e).toMatchObject({
      status: 'failed-precondition',
      message: 'This invitation has expired',
      details: { code: 'settings.inviteExpired' },
    });
    expect((await fs.db.doc('invites/old').get()).get('status')).toBe('pending');
    expect((await fs.db.doc('shoppingLists/L1').get()).get('memberIds')).toEqual(['alice', 'dave']);
    await expect(call('acceptInvite', handleAcceptInvite, { inviteId: 'fresh' }, bob, deps)).resolves.toEqual(
      {
        listId: 'L2',
      },
    );
    // The addressee can still clear the expired one away.
    await call('declineInvite', handleDeclineInvite, { inviteId: 'old' }, bob, deps);
    expect(await ids(fs.db, 'invites')).toEqual(['fresh']);
  });

  test('an expired invite does not block a new one to the same address and list: it is replaced', async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('old', { createdAt: new Date('2026-01-01T00:00:00.000Z') });
    const { inviteId } = await call(
      'inviteMember',
      handleInviteMember,
      { listId: 'L1', email: 'bob@example.com' },
      alice,
      deps,
    );
    expect(await ids(fs.db, 'invites')).toEqual([inviteId]);
  });
});

describe('at most 5 pending invitations per addressee, from all senders', () => {
  test('the sixth is refused with its own message; expired and accepted ones do not count', async () => {
    const { deps } = makeDeps(fs.db);
    for (let i = 0; i < 5; i++)
      await seedInvite(`p${i}`, { listId: `X${i}`, fromUserId: `s${i}`, toEmail: 'newbie@example.com' });
    await seedInvite('expired', {
      listId: 'X9',
      toEmail: 'newbie@example.com',
      createdAt: new Date('2026-01-01'),
    });
    await seedInvite('used', { listId: 'X8', toEmail: 'newbie@example.com', status: 'accepted' });
    const e = await rejection(
      call('inviteMember', handleInviteMember, { listId: 'L1', email: 'Newbie@example.com' }, alice, deps),
    );
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      message: 'This email address already has too many pending invitations',
      details: { code: 'settings.tooManyPendingInvites' },
    });
    expect((await ids(fs.db, 'invites')).length).toBe(7);
    expect((await fs.db.doc('usage/alice').get()).exists).toBe(false);
    // Cancelling one makes room.
    await fs.db.doc('invites/p0').delete();
    await call(
      'inviteMember',
      handleInviteMember,
      { listId: 'L1', email: 'newbie@example.com' },
      alice,
      deps,
    );
  });

  test('other addresses are not affected', async () => {
    const { deps } = makeDeps(fs.db);
    for (let i = 0; i < 5; i++)
      await seedInvite(`p${i}`, { listId: `X${i}`, fromUserId: `s${i}`, toEmail: 'newbie@example.com' });
    await call('inviteMember', handleInviteMember, { listId: 'L1', email: 'other@example.com' }, alice, deps);
  });
});

describe('a verified e-mail address', () => {
  // Anyone can sign up with bob's address without owning it; only the verification link proves it.
  const squatter = { uid: 'squatter', email: 'bob@example.com', emailVerified: false };

  test('an unverified account with the addressee e-mail can neither accept nor decline, and learns nothing', async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('i1');
    for (const [name, handler] of [
      ['acceptInvite', handleAcceptInvite],
      ['declineInvite', handleDeclineInvite],
    ] as const) {
      for (const inviteId of ['i1', 'no-such-invite']) {
        const e = await rejection(call(name, handler, { inviteId }, squatter, deps));
        expect(e).toMatchObject({
          status: 'failed-precondition',
          message: expect.stringContaining('verify your email'),
          details: { code: 'settings.emailNotVerified' },
        });
      }
    }
    expect((await fs.db.doc('invites/i1').get()).get('status')).toBe('pending');
    expect((await fs.db.doc('shoppingLists/L1').get()).get('memberIds')).toEqual(['alice', 'dave']);
  });

  test('after verifying, the same account accepts the invitation', async () => {
    const { deps } = makeDeps(fs.db);
    await seedUser(fs.db, 'squatter');
    await seedInvite('i1');
    const verified = { ...squatter, emailVerified: true };
    await expect(
      call('acceptInvite', handleAcceptInvite, { inviteId: 'i1' }, verified, deps),
    ).resolves.toEqual({ listId: 'L1' });
    expect((await fs.db.doc('shoppingLists/L1').get()).get('memberIds')).toContain('squatter');
  });

  test('an unverified sender cannot invite; nothing is written', async () => {
    const { deps } = makeDeps(fs.db);
    const e = await rejection(
      call(
        'inviteMember',
        handleInviteMember,
        { listId: 'L1', email: 'carol@example.com' },
        { ...alice, emailVerified: false },
        deps,
      ),
    );
    expect(e).toMatchObject({
      status: 'failed-precondition',
      details: { code: 'settings.emailNotVerified' },
    });
    expect(await ids(fs.db, 'invites')).toEqual([]);
  });
});
