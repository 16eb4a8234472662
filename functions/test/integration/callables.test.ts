// Every callable through the callable protocol with the real firebase JS SDK, Firestore state checked
// with firebase-admin, and the invite followed from the mail to its acceptance. Runs on the suite's one
// stack (global-stack.ts); the AI's answers are chosen here through the service recorder.
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, describe, expect, inject, test } from 'vitest';
import type { CallableName } from '../../src/shared/contracts.js';
import { imageDataUrl, jpegBytes } from '../support/images.js';
import { berryPorridge } from '../support/recipe-answers.js';
import { verifyEmail } from '../support/verify-email.js';
import { adminFirestore } from './admin-firestore.js';
import { type Caller, callFailure as failure, sdkClients } from './sdk-clients.js';
import { mailTo, queueAnswer } from './service-recorder.js';

const stack = inject('integration');
const PROJECT_ID = stack.project;
const clients = sdkClients(stack, 'client');
const admin = adminFirestore(stack, 'callables');

afterAll(async () => {
  await clients.close();
  await admin.close();
});

// The AI's answers this file expects, queued before each AI call.
const answers = {
  food_nutrition: {
    noFood: false,
    items: [{ name: 'Oatmeal', grams: 250 }],
    description: 'Oatmeal with berries',
    ingredients: ['Oats', 'Milk', 'Berries'],
    calories: 320,
    protein: 11,
    carbs: 52,
    fat: 7,
  },
  scanned_recipe: {
    title: 'Pancakes',
    servings: 2,
    calories: 400,
    protein: 12,
    carbs: 60,
    fat: 12,
    ingredients: [{ name: 'Flour', amount: 200, unit: 'g' }],
    instructions: ['Mix.', 'Fry.'],
  },
  generated_recipe: berryPorridge,
};
const nextAnswer = (name: keyof typeof answers, answer: unknown = answers[name]) =>
  queueAnswer(stack.recorderUrl, name, answer);

async function client(
  email?: string,
  { verified = true, password }: { verified?: boolean; password?: string } = {},
): Promise<{ call: Caller; uid: string | null; verify: () => Promise<void> }> {
  const { auth, call } = clients.open();
  let uid: string | null = null;
  const verify = () => verifyEmail(auth, stack.authUrl, PROJECT_ID);
  // With a password: an existing (seeded) account signs in; otherwise a new one signs up.
  if (email && password) uid = (await signInWithEmailAndPassword(auth, email, password)).user.uid;
  else if (email) uid = (await createUserWithEmailAndPassword(auth, email, 'password-123')).user.uid;
  if (email && verified && !password) await verify();
  return { call, uid, verify };
}

const db = () => admin.db;
const image = imageDataUrl('jpeg', jpegBytes(), { fillerBytes: 1500, zeros: true });
const thumbnail = imageDataUrl('jpeg', jpegBytes(160, 120), { fillerBytes: 360, zeros: true });

describe('signed out', () => {
  test('every callable needs sign-in', async () => {
    const { call } = await client();
    const e = await failure(call('createList', { name: 'x' }));
    expect(e).toMatchObject({ code: 'functions/unauthenticated', message: 'User must be authenticated' });
    const g = await failure(call('generateRecipe', { prompt: 'x' }));
    expect(g.message).toBe('User must be signed in to generate recipes');
    const i = await failure(call('inviteMember', { listId: 'x', email: 'x@y.io' }));
    expect(i.message).toBe('No user logged in');
  });
});

describe('a user’s day, and a shared list', () => {
  test('profile, AI, history, items, invite by mail, accept, leave and delete', async () => {
    const alice = await client('alice@example.com');
    const bob = await client('Bob@Example.com', { verified: false });

    // Profile
    const first = await alice.call('ensureProfile', { language: 'da' });
    expect(first.created).toBe(true);
    const listId = first.profile.shoppingLists[0] as string;
    expect((await db().collection('shoppingLists').doc(listId).get()).get('name')).toBe('Min indkøbsliste');
    expect((await alice.call('ensureProfile', {})).created).toBe(false);
    const bad = await failure(alice.call('updateProfile', { age: 130 }));
    expect(bad).toMatchObject({
      code: 'functions/invalid-argument',
      details: { code: 'settings.invalidAge' },
    });
    expect((await alice.call('updateProfile', { name: 'Alice', age: 34 })).profile).toMatchObject({
      name: 'Alice',
      age: 34,
    });

    // AI: photo -> meal with thumbnail, demo marked; recipe from the meal written back
    await nextAnswer('food_nutrition');
    const analysed = await alice.call('analyzeFoodImage', { image, thumbnail });
    // The model's one row names a food the table knows: its figures are the table's cooked oatmeal for the
    // 250 g (71 kcal per 100 g), named in the user's Danish, not the model's 320 kcal.
    expect(analysed).toMatchObject({ demo: true, nutrition: { calories: 178, consistent: true } });
    expect(analysed.nutrition.items[0]).toMatchObject({ name: 'Oatmeal', grams: 250, source: 'database' });
    expect(analysed.nutrition.items[0]?.foodName).toBe('Havregrød');
    const meal = await db().collection('meals').doc(analysed.mealId).get();
    expect(meal.data()).toMatchObject({ user_id: alice.uid, type: 'nutrition', thumbnail });
    await nextAnswer('generated_recipe');
    const fromMeal = await alice.call('generateRecipe', { mealId: analysed.mealId });
    expect(fromMeal.recipe.persons).toBe(1);
    expect((await meal.ref.get()).get('type')).toBe('recipe');
    await nextAnswer('food_nutrition', '{"noFood": true}');
    const noFood = await failure(alice.call('analyzeFoodImage', { image }));
    expect(noFood).toMatchObject({
      message: "We couldn't detect any food in this image",
      details: { code: 'camera.noFoodDetected' },
    });
    await nextAnswer('scanned_recipe');
    const scanned = await alice.call('scanRecipe', { text: 'Pancakes for two: 200 g flour' });
    expect(scanned.recipe.title).toBe('Pancakes');
    const other = await failure(bob.call('generateRecipe', { mealId: analysed.mealId }));
    expect(other.code).toBe('functions/not-found');

    // Items
    const { added } = await alice.call('addIngredientsToList', {
      listId,
      persons: 2,
      ingredients: fromMeal.recipe.ingredients,
    });
    expect(added).toBe(2);
    const names = (
      await db().collection('shoppingItems').where('shoppingListId', '==', listId).get()
    ).docs.map((d) => d.get('name'));
    // Alice's profile is Danish: the list uses the Danish decimal comma.
    expect(names.sort()).toEqual(['Milk (0,5 L)', 'Oats (120 g)']);
    const outsider = await failure(bob.call('addItem', { listId, name: 'Beer' }));
    expect(outsider.code).toBe('functions/permission-denied');

    // Invite: the mail arrives in Danish with the accept link; bob accepts from it
    await bob.call('ensureProfile', {});
    const { inviteId } = await alice.call('inviteMember', { listId, email: ' BOB@example.com ' });
    const mail = await mailTo(stack.recorderUrl, 'bob@example.com');
    expect(mail?.subject).toContain('har inviteret dig');
    const link = mail?.text.match(/http:\/\/localhost:5173\/settings\?invite=([\w-]+)/);
    expect(link?.[1]).toBe(inviteId);
    // The trigger marks the invite after the mail went out.
    await expect
      .poll(async () => (await db().collection('invites').doc(inviteId).get()).get('emailSentAt'))
      .toBeDefined();
    const dup = await failure(alice.call('inviteMember', { listId, email: 'bob@example.com' }));
    expect(dup.message).toBe('An invitation has already been sent to this email');
    // Until bob follows the verification link, his account could be anyone's who typed his address.
    const unverified = await failure(bob.call('acceptInvite', { inviteId: link?.[1] as string }));
    expect(unverified).toMatchObject({
      code: 'functions/failed-precondition',
      details: { code: 'settings.emailNotVerified' },
    });
    await bob.verify();
    expect(await bob.call('acceptInvite', { inviteId: link?.[1] as string })).toEqual({ listId });
    expect((await db().collection('shoppingLists').doc(listId).get()).get('memberIds')).toEqual([
      alice.uid,
      bob.uid,
    ]);

    // Shared items
    const { itemId } = await bob.call('addItem', { listId, name: 'Coffee' });
    await alice.call('updateItem', { itemId, checked: true });
    expect((await db().collection('shoppingItems').doc(itemId).get()).get('checkedAt')).not.toBeNull();
    expect(await bob.call('clearCheckedItems', { listId })).toEqual({ deleted: 1 });
    const personal = await bob.call('addItem', { listId: null, name: 'Stamps' });
    expect((await failure(alice.call('deleteItem', { itemId: personal.itemId }))).code).toBe(
      'functions/not-found',
    );

    // Leave and delete
    expect(await bob.call('leaveList', { listId })).toEqual({ listDeleted: false });
    const newList = await alice.call('createList', { name: 'Party' });
    await alice.call('renameList', { listId: newList.listId, name: 'Big party' });
    await alice.call('deleteList', { listId: newList.listId });
    expect((await db().collection('shoppingLists').doc(newList.listId).get()).exists).toBe(false);
    expect(await alice.call('leaveList', { listId })).toEqual({ listDeleted: true });
    expect((await db().collection('shoppingItems').where('shoppingListId', '==', listId).get()).size).toBe(0);
    expect((await alice.call('clearHistory', {})).deleted).toBe(2);
  });

  test('bad input is refused within the protocol and writes nothing', async () => {
    const carol = await client('carol@example.com');
    const before = (await db().collection('shoppingLists').get()).size;
    const cases: [CallableName, unknown][] = [
      ['createList', { name: '  ' }],
      ['createList', { name: 'x'.repeat(201) }],
      ['createList', { name: 'ok', memberIds: ['x'] }],
      ['inviteMember', { listId: 'x', email: 'not-an-email' }],
      ['analyzeFoodImage', { image: 'data:image/gif;base64,AAAA' }],
      [
        'addIngredientsToList',
        { listId: null, persons: 1, ingredients: new Array(101).fill({ item: 'x', amount: 1, unit: 'g' }) },
      ],
    ];
    for (const [name, data] of cases) {
      const e = await failure(carol.call(name, data as never));
      expect(e.code, name).toBe('functions/invalid-argument');
    }
    expect((await db().collection('shoppingLists').get()).size).toBe(before);
    expect(
      (
        await db()
          .collection('users')
          .doc(carol.uid as string)
          .get()
      ).exists,
    ).toBe(false);
  });
});

describe('weight over time', () => {
  const zone = 'Europe/Copenhagen';
  const dayIn = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + offset * 86_400_000));

  test('weigh-ins, the profile weight, the energy balance and bad input', async () => {
    const dora = await client('dora@example.com');
    await dora.call('ensureProfile', {});
    const [today, yesterday] = [dayIn(0), dayIn(-1)];
    expect(await dora.call('logWeight', { day: yesterday, kg: 71.04 })).toEqual({
      day: yesterday,
      kg: 71.04,
    });
    expect(await dora.call('logWeight', { day: today, kg: 70.5 })).toEqual({ day: today, kg: 70.5 });
    const weights = db().collection('weights');
    expect((await weights.doc(`${dora.uid}_${today}`).get()).data()).toMatchObject({
      userId: dora.uid,
      day: today,
      kg: 70.5,
    });
    const profile = db()
      .collection('users')
      .doc(dora.uid as string);
    expect((await profile.get()).get('weight')).toBe(70.5);

    const balance = await dora.call('energyBalance', { timeZone: zone });
    expect(balance).toMatchObject({ tdee: null, loggedDays: 0, weighIns: 2, confidence: 'none' });
    expect(balance.points.map((p) => p.day)).toEqual([yesterday, today]);

    expect(await dora.call('deleteWeight', { day: today })).toEqual({});
    expect((await weights.doc(`${dora.uid}_${today}`).get()).exists).toBe(false);
    expect((await profile.get()).get('weight')).toBe(70.5);

    const bad: [CallableName, unknown, string][] = [
      ['logWeight', { day: today, kg: 0 }, 'health.invalidWeighIn'],
      ['logWeight', { day: today, kg: 'heavy' }, 'health.invalidWeighIn'],
      ['logWeight', { day: '2025-02-30', kg: 70 }, 'history.invalidDay'],
      ['logWeight', { day: dayIn(3), kg: 70 }, 'health.weighInInFuture'],
      ['deleteWeight', { day: today, userId: 'someone' }, 'common.invalidInput'],
      ['energyBalance', { timeZone: 'Mars/Olympus' }, 'history.invalidTimeZone'],
    ];
    for (const [name, data, code] of bad) {
      const e = await failure(dora.call(name, data as never));
      expect(e, `${name} ${JSON.stringify(data)}`).toMatchObject({
        code: 'functions/invalid-argument',
        details: { code },
      });
    }
    expect((await weights.where('userId', '==', dora.uid).get()).docs.map((d) => d.id)).toEqual([
      `${dora.uid}_${yesterday}`,
    ]);
  });

  test('the seeded demo account shows a trend and a measured expenditure from the first visit', async () => {
    const demo = await client('demo@example.com', { password: 'demo-password' });
    // The seed dates its diary in SEED_TIME_ZONE or this machine's zone; ask in the same one.
    const timeZone = process.env.SEED_TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
    const balance = await demo.call('energyBalance', { timeZone });
    expect(balance.tdee).toBeGreaterThanOrEqual(1900);
    expect(balance.tdee).toBeLessThanOrEqual(2400);
    expect(balance).toMatchObject({ loggedDays: 28, confidence: 'high' });
    expect(balance.weeklyChangeKg).toBeLessThan(0);
    expect(balance.points.length).toBeGreaterThanOrEqual(28);
  });
});
