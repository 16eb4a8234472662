// Accounts that hold an address they have not proved to own, and other ways one account reaches what
// belongs to another: the export, account deletion, the AI budget, invitation mail and invitations from
// members who left. Each attack runs through the callable protocol on the local stack, with Auth emulator
// accounts. (Tokens of deleted or revoked accounts are tested in src/platform/run-callable.test.ts: on the
// emulators firebase-admin checks revocation itself, so this stack refuses them before the callable core.)
import { afterAll, describe, expect, test } from 'vitest';
import {
  adminDb,
  call,
  callRaw,
  changeEmail,
  closeAdmin,
  freshEmail,
  signUp,
  stack,
  until,
} from './support/stack-client.js';

afterAll(closeAdmin);

const db = () => adminDb();

describe('an account holding an address it has not verified', () => {
  test('its export holds no invitation to that address: no list, inviter name, e-mail or uid', async () => {
    const victim = freshEmail('victim');
    const demo = await signUp('demo');
    await call(demo, 'ensureProfile', {});
    await call(demo, 'updateProfile', { name: 'Demo Inviter' });
    const { listId } = await call(demo, 'createList', { name: 'Secret Project' });
    await call(demo, 'inviteMember', { listId, email: victim });

    const mallory = await signUp('mallory', { verified: false, email: victim });
    const exported = await call(mallory, 'exportData', {});
    expect(exported.invitationsReceived).toEqual([]);
    const text = JSON.stringify(exported);
    for (const leak of [listId, 'Secret Project', 'Demo Inviter', demo.email, demo.uid])
      expect(text).not.toContain(leak);
  });
});

/** demo's pending invitation of `email` to a new list of demo's. */
async function demoInvites(email: string) {
  const demo = await signUp('demo');
  await call(demo, 'ensureProfile', {});
  const { listId } = await call(demo, 'createList', { name: 'Family' });
  const { inviteId } = await call(demo, 'inviteMember', { listId, email });
  return { demo, listId, inviteId };
}

const exists = async (path: string) => (await db().doc(path).get()).exists;

describe('deleting an account touches only invitations that are provably its own', () => {
  test("an unverified account holding the invitee's address leaves the invitation to the real owner", async () => {
    const victim = freshEmail('victim');
    const { inviteId } = await demoInvites(victim);
    const mallory = await signUp('mallory', { verified: false, email: victim });
    await call(mallory, 'deleteAccount', {});
    expect(await exists(`invites/${inviteId}`)).toBe(true);
  });

  test('an account whose profile still holds an address it moved away from leaves that address’s invitations', async () => {
    const address = freshEmail('moving');
    const mover = await signUp('mover', { verified: false, email: address });
    await call(mover, 'ensureProfile', {});
    const moved = await changeEmail(mover, freshEmail('moved'));
    // The verified person who took the address over: invited by demo, and inviting someone themselves.
    const owner = await signUp('owner', { email: address });
    await call(owner, 'ensureProfile', {});
    const toOwner = await demoInvites(address);
    const ownerList = (await call(owner, 'createList', { name: 'Owner' })).listId;
    const fromOwner = await call(owner, 'inviteMember', { listId: ownerList, email: freshEmail('friend') });

    await call(moved, 'deleteAccount', {});
    expect(await exists(`invites/${toOwner.inviteId}`)).toBe(true);
    expect(await exists(`invites/${fromOwner.inviteId}`)).toBe(true);
  });
});

describe('AI for accounts without a verified address', () => {
  test('a small daily allowance, then a clear "verify your e-mail" refusal', async () => {
    const unverified = await signUp('squatter', { verified: false });
    const log = () => callRaw('logMeal', { description: 'an apple', timeZone: 'Europe/Berlin' }, unverified);
    for (let i = 0; i < 10; i++) expect((await log()).status, `call ${i + 1}`).toBe('OK');
    const refused = await log();
    expect(refused).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { code: 'common.aiVerifyEmail', limit: 10 },
    });
  });
});

/** Mails the local sink received for `email`. */
async function mailsTo(email: string): Promise<number> {
  const mails = (await (await fetch(`${stack().servicesUrl}/mailbox.json`)).json()) as {
    to?: { email: string }[];
  }[];
  return mails.filter((m) => m.to?.some((t) => t.email === email)).length;
}

describe('invitation mail', () => {
  test('invite, cancel, invite again: at most 3 mails a day from one sender to one address', async () => {
    const target = freshEmail('target');
    const sender = await signUp('looper');
    await call(sender, 'ensureProfile', {});
    const { listId } = await call(sender, 'createList', { name: 'Loop' });
    const answers: string[] = [];
    for (let round = 0; round < 5; round++) {
      const sent = await callRaw('inviteMember', { listId, email: target }, sender);
      answers.push(String(sent.details?.code ?? sent.status));
      if (sent.status === 'OK')
        await call(sender, 'cancelInvite', { inviteId: (sent.result as { inviteId: string }).inviteId });
    }
    expect(answers).toEqual([
      'OK',
      'OK',
      'OK',
      'settings.tooManyInvitesToAddress',
      'settings.tooManyInvitesToAddress',
    ]);
    await until('the three mails', async () => (await mailsTo(target)) >= 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(target)).toBe(3);
  });

  test("one sender's pending invitations cannot block an address for anyone else", async () => {
    const target = freshEmail('blocked');
    const blocker = await signUp('blocker');
    await call(blocker, 'ensureProfile', {});
    for (let i = 0; i < 5; i++) {
      const { listId } = await call(blocker, 'createList', { name: `Block ${i}` });
      await callRaw('inviteMember', { listId, email: target }, blocker);
    }
    const { inviteId } = await demoInvites(target);
    expect(inviteId).toBeTruthy();
  });
});

describe('an invitation from a member who left', () => {
  test('is void: the addressee cannot join through it', async () => {
    const [owner, friend, guest] = await Promise.all([signUp('owner'), signUp('friend'), signUp('guest')]);
    await Promise.all([owner, friend, guest].map((u) => call(u, 'ensureProfile', {})));
    const { listId } = await call(owner, 'createList', { name: 'Flat' });
    const toFriend = await call(owner, 'inviteMember', { listId, email: friend.email });
    await call(friend, 'acceptInvite', { inviteId: toFriend.inviteId });
    const toGuest = await call(friend, 'inviteMember', { listId, email: guest.email });
    await call(friend, 'leaveList', { listId });

    const accepted = await callRaw('acceptInvite', { inviteId: toGuest.inviteId }, guest);
    expect(accepted.status).not.toBe('OK');
    const list = await db().doc(`shoppingLists/${listId}`).get();
    expect(list.get('memberIds')).toEqual([owner.uid]);
    expect(await exists(`invites/${toGuest.inviteId}`)).toBe(false);
  });
});
