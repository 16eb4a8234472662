import { describe, expect, test } from 'vitest';
import type { AiAnswerShape } from '../../src/ai/answers.js';
import { BUDGET_SHARDS, budgetSpent, shardLimits } from '../../src/ai/global-budget.js';
import { handleAnalyzeFoodImage } from '../../src/diary/analyze-food-image.js';
import { logEvents } from '../../src/platform/log.js';
import { call, rejection } from '../support/call.js';
import { alice, bob, carol, jpeg, makeDeps, testConfig } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedUser } from '../support/seed.js';

const users = Array.from({ length: 20 }, (_, i) => ({
  uid: `u${i}`,
  email: `u${i}@example.com`,
  emailVerified: true,
}));

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice');
  await seedUser(db, 'bob');
  for (const u of users) await seedUser(db, u.uid);
});

const food: AiAnswerShape<'food_nutrition'> = {
  noFood: false,
  items: [{ name: 'Apple', food: 'apple, raw', grams: 150, calories: 80, protein: 0, carbs: 20, fat: 0 }],
  description: 'An apple',
  ingredients: ['Apple'],
  calories: 80,
  protein: 0,
  carbs: 20,
  fat: 0,
};
const day = '2026-03-01';

function budgetDeps(budget: number, perUser = testConfig.aiDailyQuota) {
  const made = makeDeps(fs.db, {
    config: { ...testConfig, aiGlobalDailyQuota: budget, aiDailyQuota: perUser },
  });
  for (let i = 0; i < 40; i++) made.ai.reply('food_nutrition', food);
  return made;
}

describe('the global daily budget of AI calls', () => {
  test('shards add up to the budget exactly, never more shards than calls', () => {
    expect(shardLimits(2000)).toEqual(Array(BUDGET_SHARDS).fill(200));
    expect(shardLimits(23).reduce((a, b) => a + b, 0)).toBe(23);
    expect(shardLimits(5)).toEqual([1, 1, 1, 1, 1]);
    expect(shardLimits(0)).toEqual([]);
  });

  test('20 parallel callers against a budget of 5: exactly 5 calls run, the rest are refused', async () => {
    const { deps, ai, log } = budgetDeps(5);
    const results = await Promise.allSettled(
      users.map((u) => call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, u, deps)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(ai.requests).toHaveLength(5);
    expect(await budgetSpent(fs.db, day)).toBe(5);
    expect(await ids(fs.db, 'meals')).toHaveLength(5);
    const refused = results.find((r) => r.status === 'rejected');
    const e = await rejection(Promise.reject((refused as PromiseRejectedResult).reason));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      message: 'The app has reached its daily limit of AI requests for everyone. Please try again tomorrow.',
      details: { code: 'common.aiBudgetExhausted', resetAt: '2026-03-02T00:00:00.000Z' },
    });
    expect(log.events()).toContain(logEvents.aiBudgetExhausted);
    // Refused calls count against no one's personal quota.
    const counted = await Promise.all(
      users.map(async (u) => (await fs.db.doc(`usage/${u.uid}`).get()).get('count')),
    );
    expect(counted.filter((c) => c === 1)).toHaveLength(5);
  });

  test('a large budget spreads its count over shard documents', async () => {
    const { deps } = budgetDeps(2000);
    await Promise.all(
      users.map((u) => call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, u, deps)),
    );
    expect(await budgetSpent(fs.db, day)).toBe(20);
    expect((await ids(fs.db, 'aiBudget')).length).toBeGreaterThan(1);
  });

  test('a spent shard sends the call to one with room: the whole budget is usable', async () => {
    const { deps } = budgetDeps(3);
    for (const u of users.slice(0, 3))
      await call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, u, deps);
    expect(await budgetSpent(fs.db, day)).toBe(3);
    const e = await rejection(call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, alice, deps));
    expect(e.details.code).toBe('common.aiBudgetExhausted');
  });

  test('a user over their own quota spends nothing of the global budget; it resets the next day', async () => {
    const { deps } = budgetDeps(2, 1);
    await call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, alice, deps);
    const own = await rejection(
      call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, alice, deps),
    );
    expect(own.details.code).toBe('common.quotaExceeded');
    expect(await budgetSpent(fs.db, day)).toBe(1);
    await call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, bob, deps);
    const global = await rejection(
      call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, carol, deps),
    );
    expect(global.details.code).toBe('common.aiBudgetExhausted');
    const tomorrow = { ...deps, clock: { now: () => new Date('2026-03-02T08:00:00.000Z') } };
    await call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, carol, tomorrow);
    expect(await budgetSpent(fs.db, '2026-03-02')).toBe(1);
  });

  test('a budget of 0 refuses every AI call before the provider is asked', async () => {
    const { deps, ai } = budgetDeps(0);
    const e = await rejection(call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, alice, deps));
    expect(e.status).toBe('resource-exhausted');
    expect(ai.requests).toHaveLength(0);
  });
});

describe('accounts without a verified e-mail address', () => {
  const unverified = { uid: 'u0', email: 'u0@example.com', emailVerified: false };

  test('get a small allowance, then "verify your e-mail"; the refused call costs no budget', async () => {
    const { deps, ai } = makeDeps(fs.db, { config: { ...testConfig, aiUnverifiedDailyQuota: 3 } });
    for (let i = 0; i < 5; i++) ai.reply('food_nutrition', food);
    for (let i = 0; i < 3; i++)
      await call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, unverified, deps);
    const e = await rejection(
      call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, unverified, deps),
    );
    expect(e).toMatchObject({
      status: 'failed-precondition',
      message:
        'Please verify your email address to keep using photo analysis and the other AI features: open the link in the verification email we sent you.',
      details: { code: 'common.aiVerifyEmail', limit: 3, resetAt: '2026-03-02T00:00:00.000Z' },
    });
    expect(ai.requests).toHaveLength(3);
    expect(await budgetSpent(fs.db, day)).toBe(3);
    // Verifying the address lifts the allowance to the full quota, the same day.
    await call(
      'analyzeFoodImage',
      handleAnalyzeFoodImage,
      { image: jpeg },
      { ...unverified, emailVerified: true },
      deps,
    );
    expect((await fs.db.doc('usage/u0').get()).data()).toMatchObject({ count: 4, limit: 50 });
  });

  test('the allowance defaults to 10 calls a day', async () => {
    const { deps, ai } = makeDeps(fs.db);
    for (let i = 0; i < 11; i++) ai.reply('food_nutrition', food);
    for (let i = 0; i < 10; i++)
      await call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, unverified, deps);
    const e = await rejection(
      call('analyzeFoodImage', handleAnalyzeFoodImage, { image: jpeg }, unverified, deps),
    );
    expect(e.details).toMatchObject({ code: 'common.aiVerifyEmail', limit: 10 });
  });
});
