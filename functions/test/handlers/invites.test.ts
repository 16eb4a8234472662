import { describe, expect, test } from 'vitest';
import { handleAcceptInvite } from '../../src/invites/accept-invite.js';
import { handleDeclineInvite } from '../../src/invites/decline-invite.js';
import { handleInviteMember } from '../../src/invites/invite-member.js';
import { sendInviteEmail } from '../../src/invites/send-invite-email.js';
import type { CallContext } from '../../src/platform/deps.js';
import { readInviteLinkHint } from '../../src/shared/invites/invite-link.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, carol, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedList, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { name: 'Alice <b>', language: 'da' });
  await seedUser(db, 'bob');
  await seedUser(db, 'carol');
  await seedList(db, 'L1', ['alice'], 'Fest & mad');
});

const invite = (id: string) => fs.db.collection('invites').doc(id);

/** Alice invites `email` to L1; resolves to the new invite's id. */
async function pendingInvite(deps: ReturnType<typeof makeDeps>['deps'], email = 'Bob@Example.com') {
  return (await call('inviteMember', handleInviteMember, { listId: 'L1', email }, alice, deps)).inviteId;
}

/** The error an invitation by `from` (Alice unless named) is refused with. */
function inviteRefusal(
  deps: ReturnType<typeof makeDeps>['deps'],
  input: { listId?: string; email?: string },
  from: CallContext | null = alice,
) {
  return rejection(call('inviteMember', handleInviteMember, input, from, deps));
}

describe('inviteMember', () => {
  test('stores a pending invite with the e-mail trimmed and lower-cased', async () => {
    const { deps } = makeDeps(fs.db);
    const inviteId = await pendingInvite(deps, '  Bob@Example.COM ');
    expect((await invite(inviteId).get()).data()).toMatchObject({
      listId: 'L1',
      listName: 'Fest & mad',
      fromUserId: 'alice',
      fromEmail: 'alice@example.com',
      fromName: 'Alice <b>',
      toEmail: 'bob@example.com',
      status: 'pending',
    });
  });

  test('a second invite to the same e-mail and list is refused, also when sent at the same moment', async () => {
    const { deps } = makeDeps(fs.db);
    const attempts = await Promise.allSettled([
      call('inviteMember', handleInviteMember, { listId: 'L1', email: 'bob@example.com' }, alice, deps),
      call('inviteMember', handleInviteMember, { listId: 'L1', email: 'BOB@example.com' }, alice, deps),
    ]);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await ids(fs.db, 'invites')).toHaveLength(1);
    const e = await inviteRefusal(deps, { listId: 'L1', email: 'bob@example.com' });
    expect(e).toMatchObject({
      status: 'already-exists',
      message: 'An invitation has already been sent to this email',
      details: { code: 'settings.inviteAlreadySent' },
    });
  });

  test('inviting your own address says so, not "already a member"; another member is already one', async () => {
    const { deps } = makeDeps(fs.db);
    const self = await inviteRefusal(deps, { listId: 'L1', email: ' Alice@Example.com' });
    expect(self).toMatchObject({
      status: 'invalid-argument',
      message: "You can't invite your own email address",
      details: { code: 'settings.inviteSelf' },
    });
    await seedList(fs.db, 'L2', ['alice', 'bob']);
    const member = await inviteRefusal(deps, { listId: 'L2', email: 'bob@example.com' });
    expect(member).toMatchObject({
      status: 'already-exists',
      message: 'User is already a member of this shopping list',
      details: { code: 'settings.alreadyMember' },
    });
    expect(await ids(fs.db, 'invites')).toEqual([]);
  });

  test.each([
    [{ listId: 'nope', email: 'bob@example.com' }, 'Shopping list not found'],
    [{ listId: 'L1', email: '   ' }, 'Email is required'],
    [{ listId: 'L1' }, 'Email is required'],
    [{ listId: 'L1', email: 'bob@' }, 'Please enter a valid email address'],
  ])('%j -> %s', async (input, message) => {
    const { deps } = makeDeps(fs.db);
    const e = await inviteRefusal(deps, input);
    expect(e.message).toBe(message);
    expect(await ids(fs.db, 'invites')).toEqual([]);
  });

  test('at most 30 invitations a day per sender, and at most 20 members per list', async () => {
    const { deps } = makeDeps(fs.db);
    await fs.db
      .collection('usage')
      .doc('alice')
      .set({ invitesDay: '2026-03-01', invites: 30, day: '2026-03-01', count: 7 });
    const e = await inviteRefusal(deps, { listId: 'L1', email: 'x@y.io' });
    expect(e).toMatchObject({ status: 'resource-exhausted', details: { code: 'settings.tooManyInvites' } });
    expect((await fs.db.collection('usage').doc('alice').get()).get('count')).toBe(7);
    const members = Array.from({ length: 20 }, (_, i) => `m${i}`);
    await seedList(fs.db, 'Big', members);
    const full = await rejection(
      call(
        'inviteMember',
        handleInviteMember,
        { listId: 'Big', email: 'x@y.io' },
        { uid: 'm0', email: 'm0@example.com', emailVerified: true },
        deps,
      ),
    );
    expect(full.details.code).toBe('settings.tooManyMembers');
    expect(await ids(fs.db, 'invites')).toEqual([]);
  });

  test('the daily invitation count goes up with each invite', async () => {
    const { deps } = makeDeps(fs.db);
    await call('inviteMember', handleInviteMember, { listId: 'L1', email: 'x@y.io' }, alice, deps);
    await call('inviteMember', handleInviteMember, { listId: 'L1', email: 'z@y.io' }, alice, deps);
    expect((await fs.db.collection('usage').doc('alice').get()).data()).toMatchObject({
      invitesDay: '2026-03-01',
      invites: 2,
    });
  });

  test('only members may invite', async () => {
    const { deps } = makeDeps(fs.db);
    const e = await inviteRefusal(deps, { listId: 'L1', email: 'x@y.io' }, carol);
    expect(e.status).toBe('permission-denied');
  });
});

describe('acceptInvite and declineInvite', () => {
  test('the addressee joins: member record, memberIds, profile and accepted status with acceptedAt', async () => {
    const { deps } = makeDeps(fs.db);
    const inviteId = await pendingInvite(deps);
    const { listId } = await call(
      'acceptInvite',
      handleAcceptInvite,
      { inviteId },
      { uid: 'bob', email: 'BOB@example.com', emailVerified: true },
      deps,
    );
    expect(listId).toBe('L1');
    const list = await fs.db.collection('shoppingLists').doc('L1').get();
    expect(list.get('memberIds')).toEqual(['alice', 'bob']);
    expect((await list.ref.collection('members').doc('bob').get()).get('email')).toBe('bob@example.com');
    expect((await fs.db.collection('users').doc('bob').get()).get('shoppingLists')).toEqual(['L1']);
    const stored = await invite(inviteId).get();
    expect(stored.get('status')).toBe('accepted');
    expect(stored.get('acceptedAt')).toBeDefined();
    const again = await rejection(call('acceptInvite', handleAcceptInvite, { inviteId }, bob, deps));
    expect(again).toMatchObject({
      message: 'Invite is no longer pending',
      details: { code: 'settings.inviteNotPending' },
    });
  });

  test("the new member finds the list's owner named as the invitation named them, not by address", async () => {
    const { deps } = makeDeps(fs.db);
    const members = fs.db.collection('shoppingLists').doc('L1').collection('members');
    // Alice's record is from before she had a name (as a first list made at sign-up is).
    expect((await members.doc('alice').get()).get('displayName')).toBeUndefined();
    const inviteId = await pendingInvite(deps);
    await call('acceptInvite', handleAcceptInvite, { inviteId }, bob, deps);
    expect((await members.doc('alice').get()).data()).toMatchObject({
      email: 'alice@example.com',
      displayName: 'Alice <b>',
    });
  });

  test("an invitation sent before the sender's record carried a name names them on acceptance", async () => {
    const { deps } = makeDeps(fs.db);
    const inviteId = await pendingInvite(deps);
    const members = fs.db.collection('shoppingLists').doc('L1').collection('members');
    await members.doc('alice').set({ userId: 'alice', email: 'alice@example.com', joinedAt: new Date() });
    await call('acceptInvite', handleAcceptInvite, { inviteId }, bob, deps);
    expect((await members.doc('alice').get()).get('displayName')).toBe('Alice <b>');
  });

  test('someone else cannot accept or decline it; a missing invite is reported', async () => {
    const { deps } = makeDeps(fs.db);
    const inviteId = await pendingInvite(deps);
    const wrong = await rejection(call('acceptInvite', handleAcceptInvite, { inviteId }, carol, deps));
    expect(wrong).toMatchObject({ status: 'permission-denied', message: 'Invite is not for current user' });
    const wrongDecline = await rejection(
      call('declineInvite', handleDeclineInvite, { inviteId }, carol, deps),
    );
    expect(wrongDecline.message).toBe('Invite is not for current user');
    expect((await fs.db.collection('shoppingLists').doc('L1').get()).get('memberIds')).toEqual(['alice']);
    const missing = await rejection(
      call('acceptInvite', handleAcceptInvite, { inviteId: 'nope' }, bob, deps),
    );
    expect(missing).toMatchObject({ status: 'not-found', message: 'Invite not found' });
  });

  test("signed out, every invitation call answers 'No user logged in'", async () => {
    const { deps } = makeDeps(fs.db);
    const options = { unauthenticated: 'noUserLoggedIn' as const };
    const attempts = [
      () => call('inviteMember', handleInviteMember, { listId: 'L1', email: 'x@y.io' }, null, deps, options),
      () => call('acceptInvite', handleAcceptInvite, { inviteId: 'i1' }, null, deps, options),
      () => call('declineInvite', handleDeclineInvite, { inviteId: 'i1' }, null, deps, options),
    ];
    for (const attempt of attempts) {
      expect(await rejection(attempt())).toMatchObject({
        status: 'unauthenticated',
        message: 'No user logged in',
        details: { code: 'common.unauthenticated' },
      });
    }
    expect(await ids(fs.db, 'invites')).toEqual([]);
  });

  test('declining removes the invite and joins nothing', async () => {
    const { deps } = makeDeps(fs.db);
    const inviteId = await pendingInvite(deps);
    await call('declineInvite', handleDeclineInvite, { inviteId }, bob, deps);
    expect((await invite(inviteId).get()).exists).toBe(false);
    expect((await fs.db.collection('shoppingLists').doc('L1').get()).get('memberIds')).toEqual(['alice']);
  });
});

describe('invitation e-mail (onInviteCreated)', () => {
  test('sends one mail in the inviter’s language with the accept link, HTML escaped, and records emailSentAt', async () => {
    const { deps, mail } = makeDeps(fs.db);
    const inviteId = await pendingInvite(deps, 'bob@example.com');
    expect(await sendInviteEmail(inviteId, deps)).toBe('sent');
    expect(mail.sent).toHaveLength(1);
    const sent = mail.sent[0];
    // The list and the inviter, labelled as in the mail, ride along URL-encoded for the login screen.
    const link = `http://localhost:5173/settings?invite=${inviteId}&list=Fest+%26+mad&from=Alice+%3Cb%3E+%28alice%40example.com%29`;
    expect(sent).toMatchObject({ to: 'bob@example.com', from: 'no-reply@example.test' });
    // Named as the pending invitation in the app names the inviter (inviterLabel).
    expect(sent?.subject).toBe(
      'Alice <b> (alice@example.com) har inviteret dig til indkøbslisten "Fest & mad"',
    );
    expect(sent?.text).toContain(link);
    expect(sent?.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
    const opened = new URL(link);
    expect(readInviteLinkHint(opened.search)).toEqual({
      listName: 'Fest & mad',
      inviter: 'Alice <b> (alice@example.com)',
    });
    expect(sent?.html).toContain('Alice &#60;b&#62; (alice@example.com)');
    expect(sent?.html).toContain('Fest &#38; mad');
    expect(sent?.html).not.toContain('<b>');
    expect((await invite(inviteId).get()).get('emailSentAt')).toBeDefined();
    // A retried event sends nothing more.
    expect(await sendInviteEmail(inviteId, deps)).toBe('already-sent');
    expect(mail.sent).toHaveLength(1);
  });

  test("a failed send is logged as 'Failed to send invitation email' and the invite stays", async () => {
    const { deps, mail, log } = makeDeps(fs.db);
    mail.failWith = new Error('connect ECONNREFUSED');
    const inviteId = await pendingInvite(deps, 'bob@example.com');
    expect(await sendInviteEmail(inviteId, deps)).toBe('failed');
    expect(log.events()).toContain('Failed to send invitation email');
    const stored = await invite(inviteId).get();
    expect(stored.get('status')).toBe('pending');
    expect(stored.get('emailSentAt')).toBeUndefined();
  });

  test('English for an inviter without a language; accepted invites get no mail', async () => {
    const { deps, mail } = makeDeps(fs.db);
    await seedUser(fs.db, 'alice', { language: 'xx', shoppingLists: ['L1'] });
    const inviteId = await pendingInvite(deps, 'bob@example.com');
    await sendInviteEmail(inviteId, deps);
    expect(mail.sent[0]?.subject).toBe('alice@example.com invited you to the shopping list "Fest & mad"');
    await invite('done').set({ listId: 'L1', fromUserId: 'alice', toEmail: 'c@x.io', status: 'accepted' });
    expect(await sendInviteEmail('done', deps)).toBe('not-pending');
    expect(mail.sent).toHaveLength(1);
  });
});
