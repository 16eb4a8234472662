// Log hygiene on the local stack: what the functions host prints while photos are analysed, the provider
// fails and a callable fails internally must hold no image data, no ID token and no provider key; an
// internal failure gives the client an error id.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { imageDataUrl, jpegBytes, photoDataUrl } from '../support/images.js';
import { faultMarker } from './support/fault-server.js';
import { PLANTED_SECRETS } from './support/global-stack.js';
import { call, callRaw, closeAdmin, signUp, stack, type User } from './support/stack-client.js';

afterAll(closeAdmin);

/** An Auth emulator account with a chosen uid (as custom-token sign-in allows), signed in for its ID token. */
async function userWithUid(uid: string): Promise<User> {
  const email = `${uid.replace(/[^a-z0-9]/gi, '')}-${Date.now()}@example.test`;
  const base = `${stack().authUrl}/identitytoolkit.googleapis.com/v1`;
  const created = await fetch(`${base}/projects/demo-meal-assistant/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, email, password: 'password-123' }),
  });
  if (!created.ok) throw new Error(`create ${uid}: ${await created.text()}`);
  const res = await fetch(`${base}/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'password-123', returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string; localId: string };
  return { uid: body.localId, email, token: body.idToken };
}

test('photos, tokens and keys never reach the log; an internal error returns an error id', async () => {
  const logStart = readFileSync(stack().logFile, 'utf8').length;
  const user = await signUp('logs');
  await call(user, 'ensureProfile', {});
  // A recognisable run of base64 inside otherwise random image data.
  const probe = `LOGPROBE${randomBytes(24).toString('hex')}`;
  const image = photoDataUrl({ marker: probe, fillerBytes: 4000 });
  const thumbnail = imageDataUrl('jpeg', jpegBytes(160, 120), { marker: probe, fillerBytes: 300 });

  expect((await callRaw('analyzeFoodImage', { image, thumbnail }, user)).status).toBe('OK');
  const failed = await callRaw(
    'analyzeFoodImage',
    { image: image.replace(probe, `${probe}${faultMarker('http500')}`) },
    user,
  );
  expect(failed.details?.code).toBe('camera.analyzeError');
  // Refused input echoes nothing of the payload into the log either.
  expect((await callRaw('analyzeFoodImage', { image: `${image}!`, extra: probe }, user)).status).toBe(
    'INVALID_ARGUMENT',
  );

  // Firestore refuses `__x__` document ids, so this account's first AI call fails inside the handler.
  const odd = await userWithUid(`__logs${Date.now()}__`);
  const internal = await callRaw('analyzeFoodImage', { image }, odd);
  expect(internal.status).toBe('INTERNAL');
  expect(internal.details?.code).toBe('camera.analyzeError');
  expect(String(internal.details?.errorId)).toMatch(/^[0-9a-f-]{36}$/);

  await new Promise((r) => setTimeout(r, 500)); // let the host flush the worker's lines
  const log = readFileSync(stack().logFile, 'utf8').slice(logStart);
  expect(log).toMatch(/callable\.failed|ai\.analyzeFood\.failed/);
  const leaks = {
    imageData: log.includes(probe) || /data:image\/[a-z]+;base64,[A-Za-z0-9+/]{20}/.test(log),
    // Emulator ID tokens are unsigned, so their payload part is what is unique to each.
    idToken: [user.token, odd.token].some((t) => log.includes(t) || log.includes(t.split('.')[1] || t)),
    bearer: /Bearer\s+(?!\[redacted\])[\w-]{20,}/.test(log),
    openAiKey: log.includes(PLANTED_SECRETS.openAiKey),
    sendgridKey: log.includes(PLANTED_SECRETS.sendgridKey),
  };
  console.log(`log lines checked: ${log.split('\n').length}; leaks: ${JSON.stringify(leaks)}`);
  expect(leaks).toEqual({
    imageData: false,
    idToken: false,
    bearer: false,
    openAiKey: false,
    sendgridKey: false,
  });
});
