import { describe, expect, test } from 'vitest';
import { handleAcceptInvite } from '../../src/invites/accept-invite.js';
import { handleCancelInvite } from '../../src/invites/cancel-invite.js';
import { handleDeclineInvite } from '../../src/invites/decline-invite.js';
import { handleInviteMember } from '../../src/invites/invite-member.js';
import { handleLeaveList } from '../../src/lists/leave-list.js';
import type { Deps } from '../../src/platform/deps.js';
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
const aliceInvitesBob = (deps: Deps) =>
  call('inviteMember', handleInviteMember, { listId: 'L1', email: 'bob@example.com' }, alice, deps);

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
    const { inviteId } = await aliceInvitesBob(deps);
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
    const { inviteId } = await aliceInvitesBob(deps);
    expect(await ids(fs.db, 'invites')).toEqual([inviteId]);
  });
});

describe('invitation caps: nobody can flood an address or block it for others', () => {
  /** `count` verified users `${prefix}0`, `${prefix}1`... each with a list of their own (`S-s0` for s0). */
  async function usersWithLists(prefix: string, count: number) {
    const users = Array.from({ length: count }, (_, i) => ({
      uid: `${prefix}${i}`,
      email: `${prefix}${i}@example.com`,
      emailVerified: true,
    }));
    for (const u of users) await seedList(fs.db, `${prefix.toUpperCase()}-${u.uid}`, [u.uid]);
    return users;
  }

  const invite = (
    who: typeof alice,
    listId: string,
    email = 'newbie@example.com',
    d = makeDeps(fs.db).deps,
  ) => call('inviteMember', handleInviteMember, { listId, email }, who, d);

  test("a sender's pending invitations to one address are capped; other senders are not blocked by them", async () => {
    const { deps } = makeDeps(fs.db);
    for (let i = 0; i < 3; i++) await seedInvite(`a${i}`, { listId: `X${i}`, toEmail: 'newbie@example.com' });
    // Expired and accepted ones are not pending.
    await seedInvite('expired', {
      listId: 'X8',
      toEmail: 'newbie@example.com',
      createdAt: new Date('2026-01-01'),
    });
    await seedInvite('used', { listId: 'X9', toEmail: 'newbie@example.com', status: 'accepted' });
    const e = await rejection(invite(alice, 'L1', 'Newbie@example.com', deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      message:
        'You already have too many pending invitations to this email address. Wait for an answer or cancel one.',
      details: { code: 'settings.tooManyPendingInvites' },
    });
    expect((await ids(fs.db, 'invites')).length).toBe(5);
    expect((await fs.db.doc('usage/alice').get()).exists).toBe(false);
    // Five pending invitations from others do not stop carol.
    for (let i = 0; i < 5; i++)
      await seedInvite(`s${i}`, { listId: `Y${i}`, fromUserId: `s${i}`, toEmail: 'newbie@example.com' });
    await invite(carol, 'L2', 'newbie@example.com', deps);
    // Cancelling one of alice's makes room for her.
    await fs.db.doc('invites/a0').delete();
    await invite(alice, 'L1', 'newbie@example.com', deps);
  });

  test('3 mails a day from one sender to one address: cancelling does not give one back; tomorrow it may', async () => {
    const { deps } = makeDeps(fs.db);
    for (let round = 0; round < 3; round++) {
      const { inviteId } = await invite(alice, 'L1', 'bob@example.com', deps);
      await call('cancelInvite', handleCancelInvite, { inviteId }, alice, deps);
    }
    const e = await rejection(invite(alice, 'L1', 'bob@example.com', deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      message: 'You have sent too many invitations to this email address today. Please try again tomorrow.',
      details: { code: 'settings.tooManyInvitesToAddress' },
    });
    expect(await ids(fs.db, 'invites')).toEqual([]);
    // Other addresses are not affected; the next day counts afresh.
    await invite(alice, 'L1', 'carol@example.com', deps);
    const tomorrow = { ...deps, clock: { now: () => new Date('2026-03-02T09:00:00.000Z') } };
    await invite(alice, 'L1', 'bob@example.com', tomorrow);
    const usage = (await fs.db.doc('usage/alice').get()).data();
    expect(usage).toMatchObject({ invitesDay: '2026-03-02', invites: 1 });
    expect(Object.values(usage?.invitesTo ?? {})).toEqual([1]);
  });

  test('an address receives invitation mails from at most 10 senders a day; its counter names no address or sender', async () => {
    const { deps } = makeDeps(fs.db);
    const senders = await usersWithLists('s', 11);
    for (const s of senders.slice(0, 10)) await invite(s, `S-${s.uid}`, 'popular@example.com', deps);
    const e = await rejection(invite(senders[10] as typeof alice, 'S-s10', 'popular@example.com', deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      message: 'This email address has received too many invitations today. Please try again tomorrow.',
      details: { code: 'settings.tooManyMailsToAddress' },
    });
    // One of the ten may still invite the address again (within their own 3 a day).
    const first = senders[0] as typeof alice;
    await seedList(fs.db, 'S-s0-2', [first.uid]);
    await invite(first, 'S-s0-2', 'popular@example.com', deps);
    const counters = (await fs.db.collection('inviteRecipients').get()).docs;
    expect(counters).toHaveLength(1);
    const text = JSON.stringify(counters[0]?.data());
    for (const leak of ['popular', 's0', 's10', 'example.com']) expect(text).not.toContain(leak);
    expect(counters[0]?.data()).toMatchObject({ day: '2026-03-01', count: 11 });
    expect(Object.keys(counters[0]?.data()?.senders ?? {})).toHaveLength(10);
  });

  test('four strangers inviting and cancelling cannot block an address for the people who really invite it', async () => {
    const { deps } = makeDeps(fs.db);
    const strangers = await usersWithLists('x', 4);
    for (const s of strangers) {
      for (let round = 0; round < 3; round++) {
        const { inviteId } = await invite(s, `X-${s.uid}`, 'bob@example.com', deps);
        await call('cancelInvite', handleCancelInvite, { inviteId }, s, deps);
      }
    }
    // Twelve mails reached bob today; alice's invitation still goes out.
    await invite(alice, 'L1', 'bob@example.com', deps);
    expect((await fs.db.collection('invites').where('toEmail', '==', 'bob@example.com').get()).size).toBe(1);
  });
});

describe('invitations of a member who left', () => {
  test('leaving voids the leaver’s pending invitations to that list, not the others’', async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('byDave', { fromUserId: 'dave', fromEmail: 'dave@example.com' });
    await seedInvite('byAlice', { toEmail: 'carol@example.com' });
    await seedInvite('daveElsewhere', { listId: 'L2', fromUserId: 'dave', toEmail: 'x@example.com' });
    await call('leaveList', handleLeaveList, { listId: 'L1' }, dave, deps);
    expect(await ids(fs.db, 'invites')).toEqual(['byAlice', 'daveElsewhere']);
  });

  test('an invitation whose sender is no longer a member cannot be accepted; nothing is written', async () => {
    const { deps } = makeDeps(fs.db);
    await seedInvite('fromGone', { fromUserId: 'carol', fromEmail: 'carol@example.com' });
    const before = (await fs.db.doc('shoppingLists/L1').get()).data();
    const e = await rejection(call('acceptInvite', handleAcceptInvite, { inviteId: 'fromGone' }, bob, deps));
    expect(e).toMatchObject({
      status: 'failed-precondition',
      message:
        'The person who invited you is no longer a member of this list. Ask a member for a new invitation.',
      details: { code: 'settings.inviterLeft' },
    });
    expect((await fs.db.doc('shoppingLists/L1').get()).data()).toEqual(before);
    expect((await fs.db.doc('invites/fromGone').get()).get('status')).toBe('pending');
    expect((await fs.db.doc('users/bob').get()).get('shoppingLists')).toEqual([]);
  });
});

describe('retention: settled invitations carry the time the TTL policy deletes them', () => {
  test('sent: 14 days to expire plus 30 kept; accepted: 30 days after accepting', async () => {
    const { deps } = makeDeps(fs.db);
    const { inviteId } = await aliceInvitesBob(deps);
    const sent = (await fs.db.doc(`invites/${inviteId}`).get()).get('expiresAt').toDate();
    expect(sent.toISOString()).toBe('2026-04-14T12:00:00.000Z');
    const later = { ...deps, clock: { now: () => new Date('2026-03-05T08:00:00.000Z') } };
    await call('acceptInvite', handleAcceptInvite, { inviteId }, bob, later);
    const accepted = (await fs.db.doc(`invites/${inviteId}`).get()).get('expiresAt').toDate();
    expect(accepted.toISOString()).toBe('2026-04-04T08:00:00.000Z');
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

test("inviting shows the inviter's verified address on their member record, which may predate verifying", async () => {
  const { deps } = makeDeps(fs.db);
  await fs.db.doc('shoppingLists/L1/members/alice').update({ email: '' });
  await aliceInvitesBob(deps);
  expect((await fs.db.doc('shoppingLists/L1/members/alice').get()).get('email')).toBe('alice@example.com');
});
