// The deployable wiring of every callable as Cloud Functions receives it: with App Check enforced, the AI
// callables (and only they) consume their token; every callable runs in the one region.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { aiCallableNames } from '../shared/ai/ai-callables.js';
import { callables } from '../shared/contracts.js';

vi.mock('firebase-functions/https', async (original) => ({
  ...(await original<typeof import('firebase-functions/https')>()),
  onCall: (options: Record<string, unknown>, run: unknown) =>
    Object.assign(() => {}, { __options: options, run }),
}));

const saved = { ...process.env };
let exported: Record<string, { __options?: Record<string, unknown> }>;
beforeAll(async () => {
  // As deployed: not an emulator, App Check on, a public app address.
  delete process.env.FUNCTIONS_EMULATOR;
  process.env.ENFORCE_APP_CHECK = 'true';
  process.env.APP_URL = 'https://meals.example.com';
  exported = (await import('../index.js')) as never;
});
afterAll(() => {
  process.env = saved;
});

test('every callable of the contracts is deployed, in the region, with App Check enforced', () => {
  const names = Object.keys(exported).filter((n) => exported[n]?.__options);
  expect(names.sort()).toEqual(Object.keys(callables).sort());
  for (const name of names)
    expect(exported[name]?.__options, name).toMatchObject({ region: 'europe-west1', enforceAppCheck: true });
});

test('exactly the AI callables accept each App Check token once', () => {
  const consuming = Object.keys(exported).filter(
    (n) => exported[n]?.__options?.consumeAppCheckToken === true,
  );
  expect(consuming.sort()).toEqual([...aiCallableNames].sort());
});
