import { describe, expect, test } from 'vitest';
import { handleEnsureProfile } from '../../src/account/ensure-profile.js';
import { handleUpdateProfile } from '../../src/account/update-profile.js';
import { handleClearHistory } from '../../src/diary/clear-history.js';
import { handleCreateList } from '../../src/lists/create-list.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';

const fs = useLocalFirestore();

describe('ensureProfile', () => {
  test("a Google sign-in's name and picture are stored on the profile, and the picture kept in step", async () => {
    const { deps } = makeDeps(fs.db);
    const google = { ...alice, name: 'Alice Example', photoURL: 'https://lh3.example.com/a/photo1' };
    await call('ensureProfile', handleEnsureProfile, {}, google, deps);
    const stored = async () => (await fs.db.collection('users').doc('alice').get()).data();
    expect(await stored()).toMatchObject({
      name: 'Alice Example',
      displayName: 'Alice Example',
      photoURL: 'https://lh3.example.com/a/photo1',
    });
    await call(
      'ensureProfile',
      handleEnsureProfile,
      {},
      { ...google, photoURL: 'https://lh3.example.com/a/photo2' },
      deps,
    );
    expect((await stored())?.photoURL).toBe('https://lh3.example.com/a/photo2');
    // A sign-in without a picture (e-mail and password) leaves the stored one.
    await call('ensureProfile', handleEnsureProfile, {}, alice, deps);
    expect((await stored())?.photoURL).toBe('https://lh3.example.com/a/photo2');
  });

  test('a new account gets a profile and a first list, named in its language, with the user as first member', async () => {
    const { deps } = makeDeps(fs.db);
    const { profile, created } = await call(
      'ensureProfile',
      handleEnsureProfile,
      { language: 'de' },
      alice,
      deps,
    );
    expect(created).toBe(true);
    expect(profile).toMatchObject({
      uid: 'alice',
      email: 'alice@example.com',
      language: 'de',
      measurementSystem: 'metric',
    });
    expect(profile.shoppingLists).toHaveLength(1);
    const listId = profile.shoppingLists[0] as string;
    const list = await fs.db.collection('shoppingLists').doc(listId).get();
    expect(list.data()).toMatchObject({
      name: 'Meine Einkaufsliste',
      createdBy: 'alice',
      memberIds: ['alice'],
    });
    const member = await list.ref.collection('members').doc('alice').get();
    expect(member.data()).toMatchObject({ userId: 'alice', email: 'alice@example.com' });
    const user = await fs.db.collection('users').doc('alice').get();
    expect(user.get('createdAt')).toBeDefined();
    expect(user.get('lastLogin')).toBeDefined();
  });

  test.each([
    ['en', 'My Shopping List'],
    ['es', 'Mi lista de la compra'],
    ['de', 'Meine Einkaufsliste'],
    ['da', 'Min indkøbsliste'],
    [undefined, 'My Shopping List'],
  ] as const)('the first list of a new account in language %s is named "%s"', async (language, name) => {
    const { deps } = makeDeps(fs.db);
    const { profile } = await call(
      'ensureProfile',
      handleEnsureProfile,
      language ? { language } : {},
      alice,
      deps,
    );
    const list = await fs.db
      .collection('shoppingLists')
      .doc(profile.shoppingLists[0] as string)
      .get();
    expect(list.get('name')).toBe(name);
  });

  test('is idempotent: a second sign-in creates no second list and keeps the language', async () => {
    const { deps } = makeDeps(fs.db);
    const first = await call('ensureProfile', handleEnsureProfile, {}, alice, deps);
    const second = await call('ensureProfile', handleEnsureProfile, { language: 'es' }, alice, deps);
    expect(second.created).toBe(false);
    expect(second.profile.language).toBe('en');
    expect(second.profile.shoppingLists).toEqual(first.profile.shoppingLists);
    expect((await fs.db.collection('shoppingLists').get()).size).toBe(1);
  });

  test('a Google account starts with its display name', async () => {
    const { deps } = makeDeps(fs.db);
    const { profile } = await call(
      'ensureProfile',
      handleEnsureProfile,
      {},
      { ...alice, name: 'Alice A.' },
      deps,
    );
    expect(profile.name).toBe('Alice A.');
    const member = await fs.db
      .collection('shoppingLists')
      .doc(profile.shoppingLists[0] as string)
      .collection('members')
      .doc('alice')
      .get();
    expect(member.get('displayName')).toBe('Alice A.');
  });

  test('two sign-ins at the same moment still create one profile and one list', async () => {
    const { deps } = makeDeps(fs.db);
    const results = await Promise.all([
      call('ensureProfile', handleEnsureProfile, {}, alice, deps),
      call('ensureProfile', handleEnsureProfile, {}, alice, deps),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await fs.db.collection('shoppingLists').get()).size).toBe(1);
  });

  test('refuses unknown keys and unsupported languages', async () => {
    const { deps } = makeDeps(fs.db);
    expect(
      (await rejection(call('ensureProfile', handleEnsureProfile, { admin: true }, alice, deps))).status,
    ).toBe('invalid-argument');
    expect(
      (await rejection(call('ensureProfile', handleEnsureProfile, { language: 'fr' }, alice, deps))).status,
    ).toBe('invalid-argument');
    expect((await fs.db.collection('users').get()).size).toBe(0);
  });
});

describe('updateProfile', () => {
  test('saves fields and returns the profile', async () => {
    const { deps } = makeDeps(fs.db);
    const { profile } = await call(
      'updateProfile',
      handleUpdateProfile,
      {
        name: ' Alice ',
        age: 30,
        height: 170,
        weight: 65,
        gender: 'female',
        activityLevel: 'moderate',
        language: 'da',
      },
      alice,
      deps,
    );
    expect(profile).toMatchObject({ name: 'Alice', age: 30, height: 170, weight: 65, language: 'da' });
    const stored = (await fs.db.collection('users').doc('alice').get()).data();
    expect(stored).toMatchObject({ name: 'Alice', age: 30, activityLevel: 'moderate', language: 'da' });
    expect(stored?.lastUpdated).toBeDefined();
  });

  // What each field is refused with, in the units of the measurement system.
  const age = ['settings.invalidAge', 'Age must be between 1 and 120'] as const;
  const cm = ['settings.invalidHeight', 'Height must be between 50 and 300 cm'] as const;
  const kg = ['settings.invalidWeight', 'Weight must be between 20 and 500 kg'] as const;
  const inches = ['settings.invalidHeight', 'Height must be between 20 and 120 in'] as const;
  const lb = ['settings.invalidWeight', 'Weight must be between 44 and 1100 lb'] as const;
  const imperial = { measurementSystem: 'imperial' };
  test.each([
    [{ age: 121 }, ...age],
    [{ age: -1 }, ...age],
    [{ age: 0 }, ...age],
    [{ age: 0.5 }, ...age],
    [{ height: 0 }, ...cm],
    [{ height: 49.9 }, ...cm],
    [{ weight: 0 }, ...kg],
    [{ weight: 1e-320 }, ...kg],
    [{ weight: 19.99 }, ...kg],
    [{ height: 301 }, ...cm],
    [{ weight: 501 }, ...kg],
    [{ ...imperial, height: 121 }, ...inches],
    [{ ...imperial, height: 19 }, ...inches],
    [{ ...imperial, weight: 1101 }, ...lb],
    [{ ...imperial, weight: 43.9 }, ...lb],
  ])('%j is refused with %s', async (input, code, message) => {
    const { deps } = makeDeps(fs.db);
    const e = await rejection(call('updateProfile', handleUpdateProfile, input, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument', message, details: { code } });
  });

  test('imperial ranges allow what metric refuses, and null clears a value without checks', async () => {
    const { deps } = makeDeps(fs.db);
    await call(
      'updateProfile',
      handleUpdateProfile,
      { measurementSystem: 'imperial', weight: 900, height: 70 },
      alice,
      deps,
    );
    const { profile } = await call(
      'updateProfile',
      handleUpdateProfile,
      { weight: null, age: 1 },
      alice,
      deps,
    );
    expect(profile).toMatchObject({ measurementSystem: 'imperial', weight: null, height: 70, age: 1 });
  });

  test('the lower bounds themselves are accepted: age 1, 50 cm or 20 in, 20 kg or 44 lb', async () => {
    const { deps } = makeDeps(fs.db);
    const save = (input: object) => call('updateProfile', handleUpdateProfile, input, alice, deps);
    expect((await save({ age: 1, height: 50, weight: 20 })).profile).toMatchObject({
      height: 50,
      weight: 20,
    });
    expect((await save({ measurementSystem: 'imperial', height: 20, weight: 44 })).profile).toMatchObject({
      height: 20,
      weight: 44,
    });
  });

  test('a value saved before the lower bounds (a 0, 1e-320 kg) does not block other changes', async () => {
    const { deps } = makeDeps(fs.db);
    await fs.db
      .collection('users')
      .doc('alice')
      .set({ email: 'alice@example.com', age: 0, weight: 1e-320, height: 10 });
    const { profile } = await call('updateProfile', handleUpdateProfile, { language: 'de' }, alice, deps);
    expect(profile).toMatchObject({ language: 'de', age: 0 });
  });

  test('saves from two tabs at the same moment: every change is kept, none overwritten by a stale read', async () => {
    const { deps } = makeDeps(fs.db);
    await call('ensureProfile', handleEnsureProfile, {}, alice, deps);
    const changes = [
      { name: 'Alice' },
      { age: 30 },
      { height: 170 },
      { weight: 65 },
      { gender: 'female' },
      { activityLevel: 'moderate' },
    ] as const;
    await Promise.all(
      changes.map((change) => call('updateProfile', handleUpdateProfile, change, alice, deps)),
    );
    expect((await fs.db.doc('users/alice').get()).data()).toMatchObject(Object.assign({}, ...changes));
  });

  test('the first call of a new account creates the profile with its first list, keeping the Google name', async () => {
    const { deps } = makeDeps(fs.db);
    const google = { ...alice, name: 'Alice Liddell' };
    const { profile } = await call(
      'updateProfile',
      handleUpdateProfile,
      { age: 30, language: 'es' },
      google,
      deps,
    );
    expect(profile).toMatchObject({
      name: 'Alice Liddell',
      age: 30,
      language: 'es',
      email: 'alice@example.com',
    });
    expect(profile.shoppingLists).toHaveLength(1);
    const list = await fs.db.doc(`shoppingLists/${profile.shoppingLists[0]}`).get();
    expect(list.get('name')).toBe('Mi lista de la compra');
  });

  test('an out-of-range value writes nothing', async () => {
    const { deps } = makeDeps(fs.db);
    await call('updateProfile', handleUpdateProfile, { age: 40 }, alice, deps);
    await rejection(call('updateProfile', handleUpdateProfile, { age: 200, name: 'Changed' }, alice, deps));
    expect((await fs.db.collection('users').doc('alice').get()).data()).toMatchObject({ age: 40, name: '' });
  });
});

describe('member records show a verified address only', () => {
  const memberOf = async (listId: string) =>
    (await fs.db.doc(`shoppingLists/${listId}/members/alice`).get()).data();

  test('an unverified account’s first list and new lists record no address; verifying shows it', async () => {
    const { deps } = makeDeps(fs.db);
    const unverified = { ...alice, emailVerified: false };
    const { profile } = await call('ensureProfile', handleEnsureProfile, {}, unverified, deps);
    const { listId } = await call('createList', handleCreateList, { name: 'Second' }, unverified, deps);
    const first = profile.shoppingLists[0] as string;
    expect(await memberOf(first)).toMatchObject({ email: '' });
    expect(await memberOf(listId)).toMatchObject({ email: '' });
    // The next sign-in after following the verification link.
    await call('ensureProfile', handleEnsureProfile, {}, alice, deps);
    expect(await memberOf(first)).toMatchObject({ email: 'alice@example.com' });
    expect(await memberOf(listId)).toMatchObject({ email: 'alice@example.com' });
  });

  test('an address the account moved away from leaves its member records; the new one shows once verified', async () => {
    const { deps } = makeDeps(fs.db);
    const { profile } = await call('ensureProfile', handleEnsureProfile, {}, alice, deps);
    const first = profile.shoppingLists[0] as string;
    await call(
      'ensureProfile',
      handleEnsureProfile,
      {},
      { ...alice, email: 'new@example.com', emailVerified: false },
      deps,
    );
    expect(await memberOf(first)).toMatchObject({ email: '' });
    await call('ensureProfile', handleEnsureProfile, {}, { ...alice, email: 'new@example.com' }, deps);
    expect(await memberOf(first)).toMatchObject({ email: 'new@example.com' });
  });

  test('a record written before this rule, with an unverified address, loses it at the next sign-in', async () => {
    const { deps } = makeDeps(fs.db);
    await fs.db.doc('users/alice').set({ email: 'victim@corp.example', shoppingLists: ['Old'] });
    await fs.db
      .doc('shoppingLists/Old')
      .set({ name: 'Old', createdBy: 'alice', createdAt: new Date(), memberIds: ['alice'] });
    await fs.db
      .doc('shoppingLists/Old/members/alice')
      .set({ userId: 'alice', email: 'victim@corp.example', joinedAt: new Date() });
    await call(
      'ensureProfile',
      handleEnsureProfile,
      {},
      { ...alice, email: 'victim@corp.example', emailVerified: false },
      deps,
    );
    expect(await memberOf('Old')).toMatchObject({ email: '' });
  });
});

describe('clearHistory', () => {
  test('deletes all of the caller’s meals across several batches and nobody else’s', async () => {
    const { deps } = makeDeps(fs.db);
    const writer = fs.db.bulkWriter();
    for (let i = 0; i < 520; i++)
      writer.set(fs.db.collection('meals').doc(`a${i}`), { user_id: 'alice', calories: i });
    writer.set(fs.db.collection('meals').doc('b1'), { user_id: 'bob', calories: 1 });
    await writer.close();
    const { deleted } = await call('clearHistory', handleClearHistory, {}, alice, deps);
    expect(deleted).toBe(520);
    const left = await fs.db.collection('meals').get();
    expect(left.docs.map((d) => d.id)).toEqual(['b1']);
    expect((await call('clearHistory', handleClearHistory, {}, bob, deps)).deleted).toBe(1);
  });

  test('needs a signed-in user', async () => {
    const { deps } = makeDeps(fs.db);
    const e = await rejection(call('clearHistory', handleClearHistory, {}, null, deps));
    expect(e).toMatchObject({ status: 'unauthenticated', message: 'User must be authenticated' });
  });
});

describe('updateProfile: dailyGoal', () => {
  test('defaults to maintain, is stored and returned, and only takes the known goals', async () => {
    const { deps } = makeDeps(fs.db);
    const first = await call('updateProfile', handleUpdateProfile, { name: 'Alice' }, alice, deps);
    expect(first.profile.dailyGoal).toBe('maintain');
    const next = await call('updateProfile', handleUpdateProfile, { dailyGoal: 'mildLoss' }, alice, deps);
    expect(next.profile.dailyGoal).toBe('mildLoss');
    expect((await fs.db.collection('users').doc('alice').get()).get('dailyGoal')).toBe('mildLoss');
    const e = await rejection(call('updateProfile', handleUpdateProfile, { dailyGoal: 'bulk' }, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument' });
    expect((await fs.db.collection('users').doc('alice').get()).get('dailyGoal')).toBe('mildLoss');
  });
});
