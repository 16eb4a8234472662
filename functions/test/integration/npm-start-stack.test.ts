// The callables on the stack `npm start` runs (the suite's one stack, global-stack.ts): the demo AI,
// the mail sink and the seeded accounts, through the firebase JS SDK. Nothing is queued on the service
// recorder here, so every AI request and mail reaches the stack's own demo AI and mail sink.
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, expect, inject, test } from 'vitest';
import { photoDataUrl } from '../support/images.js';
import { verifyEmail } from '../support/verify-email.js';
import { adminFirestore } from './admin-firestore.js';
import { type Caller, sdkClients } from './sdk-clients.js';

const stack = inject('integration');
const admin = adminFirestore(stack, 'npm-start-stack');
const db = admin.db;
const clients = sdkClients(stack, 'stack-client');

afterAll(async () => {
  await clients.close();
  await admin.close();
});

async function signIn(
  email: string,
  password: string,
  create = false,
): Promise<{ call: Caller; uid: string; verify: () => Promise<void> }> {
  const { auth, call } = clients.open();
  const credential = create
    ? await createUserWithEmailAndPassword(auth, email, password)
    : await signInWithEmailAndPassword(auth, email, password);
  const verify = () => verifyEmail(auth, stack.authUrl, stack.project);
  return { call, uid: credential.user.uid, verify };
}

const photo = () => photoDataUrl({ fillerBytes: 6000 });

test('the seeded demo user: profile kept, demo AI answers marked demo and stored', async () => {
  const demo = await signIn('demo@example.com', 'demo-password');
  const { profile, created } = await demo.call('ensureProfile', {});
  expect(created).toBe(false);
  expect(profile.shoppingLists.length).toBeGreaterThan(0);

  const analysed = await demo.call('analyzeFoodImage', { image: photo() });
  expect(analysed.demo).toBe(true);
  expect(analysed.nutrition.calories).toBeGreaterThan(0);
  expect((await db.collection('meals').doc(analysed.mealId).get()).get('user_id')).toBe(demo.uid);

  const blank = photoDataUrl({ fillerBytes: 6000, zeros: true });
  const noFood = await demo
    .call('analyzeFoodImage', { image: blank })
    .catch((e: { details?: { code?: string } }) => e);
  expect((noFood as { details?: { code?: string } }).details?.code).toBe('camera.noFoodDetected');

  const generated = await demo.call('generateRecipe', { prompt: 'chicken, rice, broccoli' });
  expect(generated).toMatchObject({ demo: true, recipe: { persons: 1 } });
  expect(generated.recipe.ingredients.every((i) => i.amount > 0)).toBe(true);
  const fromMeal = await demo.call('generateRecipe', { mealId: analysed.mealId });
  expect((await db.collection('meals').doc(analysed.mealId).get()).get('type')).toBe('recipe');
  expect(fromMeal.recipe.instructions.length).toBeGreaterThan(0);

  const scanned = await demo.call('scanRecipe', {
    text: 'Pancakes\n200 g flour\n3 dl milk\n2 eggs\nMix and fry.',
  });
  expect(scanned.demo).toBe(true);
  expect(scanned.recipe.instructions.length).toBeGreaterThan(0);
});

test('an invite travels through the mail sink and is accepted from its link by a new account', async () => {
  const demo = await signIn('demo@example.com', 'demo-password');
  const { listId } = await demo.call('createList', { name: 'Picnic' });
  const email = `guest-${Date.now()}@example.com`;
  const { inviteId } = await demo.call('inviteMember', { listId, email: email.toUpperCase() });

  let mail: { subject: string; text: string | null; html: string | null } | undefined;
  for (let i = 0; i < 50 && !mail; i++) {
    const mailbox = (await (await fetch(`${stack.servicesUrl}/mailbox.json`)).json()) as {
      to: { email: string }[];
      subject: string;
      text: string | null;
      html: string | null;
    }[];
    mail = mailbox.find((m) => m.to.some((t) => t.email === email));
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(mail?.subject).toContain('Picnic');
  expect(mail?.html).toContain('href=');
  const id = mail?.text?.match(/\/settings\?invite=([\w-]+)/)?.[1];
  expect(id).toBe(inviteId);

  const guest = await signIn(email, 'guest-password', true);
  await guest.call('ensureProfile', { language: 'es' });
  await expect(guest.call('acceptInvite', { inviteId: id as string })).rejects.toMatchObject({
    code: 'functions/failed-precondition',
  });
  await guest.verify();
  expect(await guest.call('acceptInvite', { inviteId: id as string })).toEqual({ listId });
  const list = await db.collection('shoppingLists').doc(listId).get();
  expect(list.get('memberIds')).toEqual([demo.uid, guest.uid]);
  expect((await db.collection('invites').doc(inviteId).get()).get('status')).toBe('accepted');
});
