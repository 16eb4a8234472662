// Faults of the outside world on the local stack: the AI provider answering 500, garbage, prose, empty
// content, no choices, absurd figures, or never answering; the mail sink refusing; a client giving up in
// the middle of a cascade delete. Each ends in a clear error code for the user and no half-written data.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CallableName } from '../../src/shared/contracts.js';
import { type AiFault, faultMarker, REFUSE_MAIL } from './support/fault-server.js';
import {
  adminDb,
  call,
  callRaw,
  closeAdmin,
  photo,
  signUp,
  stack,
  type User,
  until,
} from './support/stack-client.js';

let user: User;
const injected: Record<string, number> = {};

beforeAll(async () => {
  user = await signUp('faults');
  await call(user, 'ensureProfile', {});
}, 30_000);
afterAll(async () => {
  const stats = (await (await fetch(`${stack().faultUrl}/__stats`)).json()) as {
    ai: Record<string, number>;
    mail: object;
  };
  console.log(
    `faults injected (calls): ${JSON.stringify(injected)}; provider requests seen: ${JSON.stringify(stats)}`,
  );
  await closeAdmin();
});

const mealsOf = async (uid: string) =>
  (await adminDb().collection('meals').where('user_id', '==', uid).get()).docs;

function requestFor(name: CallableName, mode: AiFault) {
  const marker = faultMarker(mode);
  if (name === 'analyzeFoodImage') return { image: photo(marker) };
  if (name === 'scanRecipe') return { text: `Pancakes ${marker}\n200 g flour\nMix and fry.` };
  return { prompt: `rice and beans ${marker}` };
}

/** What each callable answers, as [HTTP status of the callable error, i18n key], when the provider fails
 * (an error status or a body that is not a completion) and when its answer cannot be read. */
type AiCallable = 'analyzeFoodImage' | 'scanRecipe' | 'generateRecipe';
type Answers = Record<AiCallable, [string, string]>;
const providerFailed: Answers = {
  analyzeFoodImage: ['UNAVAILABLE', 'camera.analyzeError'],
  scanRecipe: ['UNAVAILABLE', 'recipe.analyzeError'],
  generateRecipe: ['UNAVAILABLE', 'recipe.generateError'],
};
const answerUnreadable: Answers = {
  analyzeFoodImage: ['NOT_FOUND', 'camera.noFoodDetected'],
  scanRecipe: ['INTERNAL', 'recipe.analyzeError'],
  generateRecipe: ['INTERNAL', 'recipe.generateError'],
};
const faults: [AiFault, Answers, AiCallable[]][] = [
  ['http500', providerFailed, ['analyzeFoodImage', 'scanRecipe', 'generateRecipe']],
  ['garbage', providerFailed, ['analyzeFoodImage', 'generateRecipe']],
  ['prose', answerUnreadable, ['analyzeFoodImage', 'scanRecipe', 'generateRecipe']],
  ['empty', answerUnreadable, ['analyzeFoodImage', 'scanRecipe', 'generateRecipe']],
  ['nochoices', answerUnreadable, ['analyzeFoodImage', 'generateRecipe']],
];
/** [fault, callable, HTTP status of the callable error, i18n key] */
const cases = faults.flatMap(([mode, answers, names]) =>
  names.map((name): [AiFault, CallableName, string, string] => [mode, name, ...answers[name]]),
);

describe('the AI provider misbehaves', () => {
  // Each case has its own user so the meal count it checks is its own.
  test.concurrent.each(cases)(
    '%s -> %s answers %s (%s) and stores no meal',
    async (mode, name, status, key) => {
      const u = await signUp(`ai-${mode}`);
      await call(u, 'ensureProfile', {});
      const answer = await callRaw(name, requestFor(name, mode), u);
      injected[mode] = (injected[mode] ?? 0) + 1;
      expect({ status: answer.status, key: answer.details?.code }).toEqual({ status, key });
      expect(answer.message).toMatch(/\S/);
      expect(await mealsOf(u.uid)).toHaveLength(0);
    },
  );

  test.concurrent('a provider that never answers is given up on after AI_TIMEOUT_MS with DEADLINE_EXCEEDED', async () => {
    // The stack runs with AI_TIMEOUT_MS = 4 s (production: 55 s, inside the callable's 60 s budget);
    // the give-up path is the same, only shorter.
    const u = await signUp('ai-hang');
    await call(u, 'ensureProfile', {});
    const started = Date.now();
    const answer = await callRaw('analyzeFoodImage', requestFor('analyzeFoodImage', 'hang'), u);
    const seconds = (Date.now() - started) / 1000;
    injected.hang = 1;
    console.log(
      `hanging provider given up on after ${seconds.toFixed(1)} s (AI_TIMEOUT_MS ${stack().aiTimeoutMs} ms)`,
    );
    expect({ status: answer.status, key: answer.details?.code }).toEqual({
      status: 'DEADLINE_EXCEEDED',
      key: 'common.aiTimeout',
    });
    expect(seconds).toBeLessThan(60);
    expect(await mealsOf(u.uid)).toHaveLength(0);
  });

  // Was a defect: figures near 1e308 passed parsing, round1() made them Infinity, the meal was stored and
  // the response could not be encoded (bare INTERNAL). parse-nutrition now refuses non-finite and
  // implausible figures (more than 10,000 kcal or 1,000 g of a macro per meal).
  test('absurd figures (1e308 g of everything) end in a clean answer or a clean refusal', async () => {
    const u = await signUp('ai-huge');
    await call(u, 'ensureProfile', {});
    const answer = await callRaw('analyzeFoodImage', requestFor('analyzeFoodImage', 'huge'), u);
    injected.huge = 1;
    const meals = (await mealsOf(u.uid)).map((m) => m.data());
    console.log(
      `absurd figures: ${answer.status} ${answer.message} ${JSON.stringify(answer.details)}; meals stored: ${JSON.stringify(meals.map((m) => [m.calories, m.protein]))}`,
    );
    if (answer.status === 'OK') {
      expect(Number.isFinite((answer.result as { nutrition: { protein: number } }).nutrition.protein)).toBe(
        true,
      );
      expect(meals).toHaveLength(1);
    } else {
      expect(answer.details?.code).toBe('camera.analyzeError');
      expect(meals).toEqual([]);
    }
  });

  test.concurrent('over the daily quota: RESOURCE_EXHAUSTED with the reset time, and the provider is not asked', async () => {
    const u = await signUp('quota');
    await call(u, 'ensureProfile', {});
    const day = new Date().toISOString().slice(0, 10);
    await adminDb().collection('usage').doc(u.uid).set({ day, count: 50 });
    const answer = await callRaw('analyzeFoodImage', { image: photo('FAULTquotaprobeX') }, u);
    expect(answer.status).toBe('RESOURCE_EXHAUSTED');
    expect(answer.details).toMatchObject({ code: 'common.quotaExceeded', limit: 50 });
    expect(Date.parse(String(answer.details?.resetAt))).toBeGreaterThan(Date.now());
    const stats = (await (await fetch(`${stack().faultUrl}/__stats`)).json()) as {
      ai: Record<string, number>;
    };
    expect(stats.ai.quotaprobe ?? 0).toBe(0);
    expect((await adminDb().collection('usage').doc(u.uid).get()).get('count')).toBe(50);
  });
});

describe('the mail sink refuses', () => {
  test('the invite stays pending without emailSentAt, the failure is logged, the inviter got an invite id', async () => {
    const logStart = readFileSync(stack().logFile, 'utf8').length;
    const listId = (await call(user, 'createList', { name: 'Refused mail' })).listId;
    const email = `${REFUSE_MAIL}-${Date.now()}@example.test`;
    const { inviteId } = await call(user, 'inviteMember', { listId, email });
    injected.mailRefused = 1;
    await until(
      'the failure in the log',
      async () =>
        readFileSync(stack().logFile, 'utf8').slice(logStart).includes('Failed to send invitation email'),
      20_000,
    );
    // The claim is released after the failure; give the release its moment.
    const invite = await until('the released claim', async () => {
      const snap = await adminDb().collection('invites').doc(inviteId).get();
      return snap.get('emailSentAt') === undefined ? snap : undefined;
    });
    expect(invite.get('status')).toBe('pending');
    expect(invite.get('toEmail')).toBe(email);
  });
});

describe('a client gives up in the middle of a cascade delete', () => {
  test('the list is either untouched or gone with all its items; deleting again finishes the job', async () => {
    const owner = await signUp('cascade');
    await call(owner, 'ensureProfile', {});
    const { listId } = await call(owner, 'createList', { name: 'Big list' });
    // Four batches of 100 different things (the same thing added again would add to its line instead).
    for (let batch = 1; batch <= 4; batch++) {
      const ingredients = Array.from({ length: 100 }, (_, i) => ({
        item: `Thing ${batch}-${i}`,
        amount: 1,
        unit: 'g',
      }));
      await call(owner, 'addIngredientsToList', { listId, persons: 1, ingredients });
    }
    const items = () => adminDb().collection('shoppingItems').where('shoppingListId', '==', listId).get();
    expect((await items()).size).toBe(400);

    const abort = new AbortController();
    const pending = fetch(`${stack().functionsUrl}/deleteList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ data: { listId } }),
      signal: abort.signal,
    }).catch(() => 'aborted');
    setTimeout(() => abort.abort(), 15);
    await pending;
    injected.clientAbort = 1;
    // The server carries on without the client; whatever it reached, a retry must end in a clean state.
    await new Promise((r) => setTimeout(r, 1500));
    const listExists = (await adminDb().collection('shoppingLists').doc(listId).get()).exists;
    if (!listExists) expect((await items()).size).toBe(0);
    const retry = await callRaw('deleteList', { listId }, owner);
    expect(['OK', 'NOT_FOUND']).toContain(retry.status);
    expect((await adminDb().collection('shoppingLists').doc(listId).get()).exists).toBe(false);
    expect((await items()).size).toBe(0);
    const profile = await adminDb().collection('users').doc(owner.uid).get();
    expect(profile.get('shoppingLists')).not.toContain(listId);
  });
});
