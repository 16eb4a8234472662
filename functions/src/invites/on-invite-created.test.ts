// The deployed invite trigger itself: the real onDocumentCreated wrapper of onInviteCreated, given a
// Firestore create event by firebase-functions-test, sends the invitation mail once through the production
// deps (firebase-admin on a local Firestore, the SendGrid client on a local capture). The official Functions
// emulator binds Firestore triggers only to the Firestore emulator it starts itself, so the emulator stage
// of `npm test` cannot run this wrapper.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createFirestoreServer, FirestoreStore } from '../../../tools/local-firebase/src/index.js';

const PROJECT = 'demo-meal-assistant';
const mails: { to: string; subject: string; text: string }[] = [];
let firestoreServer: Server;
let mailServer: Server;
const saved = { ...process.env };

beforeAll(async () => {
  firestoreServer = createFirestoreServer({ store: new FirestoreStore() });
  await new Promise<void>((resolve) => firestoreServer.listen(0, '127.0.0.1', resolve));
  mailServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const sent = JSON.parse(body) as {
        personalizations: { to: { email: string }[] }[];
        subject: string;
        content: { type: string; value: string }[];
      };
      mails.push({
        to: sent.personalizations[0]?.to[0]?.email ?? '',
        subject: sent.subject,
        text: sent.content.find((c) => c.type === 'text/plain')?.value ?? '',
      });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
  // As the Functions runtime sets it up: the project, the Firestore to use, the function's settings.
  Object.assign(process.env, {
    GCLOUD_PROJECT: PROJECT,
    FUNCTIONS_EMULATOR: 'true',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${(firestoreServer.address() as AddressInfo).port}`,
    SENDGRID_API_KEY: 'SG.test',
    SENDGRID_BASE_URL: `http://127.0.0.1:${(mailServer.address() as AddressInfo).port}`,
    MAIL_FROM: 'invites@example.test',
    APP_URL: 'https://meals.example.com',
  });
});
afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => firestoreServer.close(resolve));
  await new Promise((resolve) => mailServer.close(resolve));
});

test('a new invitation document is mailed once, through the deployed onDocumentCreated wrapper', async () => {
  const { firestore } = await import('../platform/firestore.js');
  const { onInviteCreated } = await import('./on-invite-created.js');
  const testEnv = (await import('firebase-functions-test')).default({ projectId: PROJECT });
  const db = firestore();
  await db.doc('users/alice').set({ name: 'Alice', email: 'alice@example.com', language: 'en' });
  const invite = {
    listId: 'L1',
    listName: 'Groceries',
    fromUserId: 'alice',
    fromEmail: 'alice@example.com',
    fromName: 'Alice',
    toEmail: 'bob@example.com',
    status: 'pending',
    createdAt: new Date(),
  };
  await db.doc('invites/inv1').set(invite);

  // The trigger's options as deployed: the document pattern, the region, the SendGrid secret.
  const endpoint = (onInviteCreated as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
  expect(endpoint).toMatchObject({
    region: ['europe-west1'],
    secretEnvironmentVariables: [{ key: 'SENDGRID_API_KEY' }],
    eventTrigger: {
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'invites/{inviteId}' },
    },
  });

  // A create event for invites/inv1, as Firestore delivers it; wrap() runs the function's own handler.
  const snapshot = testEnv.firestore.makeDocumentSnapshot(invite, 'invites/inv1');
  const wrapped = testEnv.wrap(onInviteCreated);
  await wrapped({ data: snapshot, params: { inviteId: 'inv1' } } as never);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: 'bob@example.com' });
  expect(mails[0]?.text).toContain('Alice');
  expect(mails[0]?.text).toContain('https://meals.example.com/settings?invite=inv1');
  expect((await db.doc('invites/inv1').get()).get('emailSentAt')).toBeDefined();

  // Delivered again (Firestore delivers at least once): no second mail.
  await wrapped({ data: snapshot, params: { inviteId: 'inv1' } } as never);
  expect(mails).toHaveLength(1);
  testEnv.cleanup();
});
