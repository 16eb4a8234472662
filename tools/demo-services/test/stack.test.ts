import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM helpers of the stack scripts
import { loadSeed } from '../../../scripts/lib/seed-data.mjs';
// @ts-expect-error plain ESM helpers of the stack scripts
import { startStack } from '../../../scripts/lib/stack.mjs';

// Starting the Auth emulator and the functions takes a while on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

const here = path.dirname(fileURLToPath(import.meta.url));
const seedFile = path.resolve(here, '../../../emulator-data/firestore-seed.json');

describe('seed file', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A copy of the demo seed to spoil; `load` writes it as it is now to a file and loads that. */
  const seedCopy = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    dirs.push(dir);
    const file = path.join(dir, 'seed.json');
    const seed = JSON.parse(readFileSync(seedFile, 'utf8'));
    const load = () => {
      writeFileSync(file, JSON.stringify(seed));
      return loadSeed(file);
    };
    return { seed, load };
  };

  it('names the document and field that are wrong', () => {
    const { seed, load } = seedCopy();
    seed.documents['meals/seed-demo-03'].timestamp = { __time__: 'yesterday' };
    expect(load).toThrow(/document meals\/seed-demo-03\.timestamp: invalid relative time "yesterday"/);
    seed.documents['meals/seed-demo-03'].timestamp = { __time__: '-1d' };
    delete seed.documents['shoppingLists/list-shared/members/friend-user'];
    expect(load).toThrow(/document shoppingLists\/list-shared: member friend-user has no/);
  });

  it('refuses a document that does not have the stored shape, naming document and field', () => {
    const { seed, load } = seedCopy();
    seed.documents['shoppingItems/item-milk'].checked = 'no';
    seed.documents['users/demo-user'].language = 'fr';
    expect(load).toThrow(/document users\/demo-user: language: Invalid option/);
    seed.documents['users/demo-user'].language = 'de';
    expect(load).toThrow(/document shoppingItems\/item-milk: checked: Invalid input: expected boolean/);
    seed.documents['shoppingItems/item-milk'].checked = false;
    seed.documents['meals/seed-demo-01'].calory = 464;
    expect(load).toThrow(/document meals\/seed-demo-01: unknown field "calory"/);
  });

  it('holds what the demo needs', () => {
    const { accounts, documents } = loadSeed(seedFile);
    expect(accounts.map((a: { email: string }) => a.email)).toEqual([
      'demo@example.com',
      'friend@example.com',
    ]);
    const meals = documents.filter(
      (d: { path: string; fields: { user_id?: string } }) =>
        d.path.startsWith('meals/') && d.fields.user_id === 'demo-user',
    );
    expect(meals.length).toBeGreaterThanOrEqual(12);
    expect(new Set(meals.map((m: { fields: { type: string } }) => m.fields.type))).toEqual(
      new Set(['nutrition', 'recipe', 'scanned_recipe']),
    );
  });

  it('gives the demo five weeks of weigh-ins and eaten days, dated from the seeding day', () => {
    const now = Date.UTC(2026, 2, 1, 12);
    const { documents } = loadSeed(seedFile, now, 'Europe/Copenhagen');
    const of = (prefix: string) =>
      documents.filter((d: { path: string }) => d.path.startsWith(prefix)) as {
        path: string;
        fields: { day: string; kg: number; weight: number };
      }[];
    const weighIns = of('weights/demo-user_');
    const days = of('days/demo-user_');
    expect(days).toHaveLength(35);
    expect(days.map((d) => d.fields.day).sort()[0]).toBe('2026-01-26');
    expect(weighIns.length).toBeGreaterThanOrEqual(28);
    const latest = weighIns.find((w) => w.path === 'weights/demo-user_2026-03-01');
    // The latest weigh-in is the profile's weight, as logWeight keeps it.
    expect(latest?.fields.kg).toBe(of('users/demo-user')[0]?.fields.weight);
  });

  it('refuses a weigh-in whose id is not its owner and day', () => {
    const { seed, load } = seedCopy();
    seed.documents['weights/demo-user_{-2d}'].day = { __day__: '-1d' };
    expect(load).toThrow(/a weigh-in's id is weights\/\{userId\}_\{day\}/);
  });
});

describe('stack library (free ports, no web)', () => {
  // biome-ignore lint/suspicious/noExplicitAny: the stack library is plain JavaScript
  let stack: any;
  beforeAll(async () => {
    stack = await startStack({ ports: 'free', web: false, log: () => {} });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const signIn = async (email: string, password: string) => {
    const res = await fetch(
      `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    return ((await res.json()) as { idToken: string }).idToken;
  };
  const call = async (name: string, data: unknown, token: string) => {
    const res = await fetch(`${stack.urls.functions}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { result?: Record<string, unknown>; error?: { status: string } },
    };
  };

  it('serves the seeded demo account through the real functions', async () => {
    const token = await signIn('demo@example.com', 'demo-password');
    const r = await call('ensureProfile', {}, token);
    expect(r.body.result?.profile).toMatchObject({
      uid: 'demo-user',
      name: 'Demo User',
      language: 'en',
      activityLevel: 'moderate',
      shoppingLists: ['list-shared', 'list-party'],
    });
    expect((await call('ensureProfile', {}, 'garbage')).body.error?.status).toBe('UNAUTHENTICATED');
  });

  it('delivers an invite mail with the accept link to the mailbox', async () => {
    const token = await signIn('demo@example.com', 'demo-password');
    const r = await call('inviteMember', { listId: 'list-shared', email: 'Newcomer@Example.com' }, token);
    const inviteId = r.body.result?.inviteId as string;
    expect(inviteId).toBeTruthy();
    await expect
      .poll(async () => JSON.stringify(await (await fetch(`${stack.urls.services}/mailbox.json`)).json()), {
        timeout: 30_000,
      })
      .toContain(`${stack.urls.app}/settings?invite=${inviteId}`);
  });

  it('stops every process it started', async () => {
    const pids: number[] = stack.pids;
    await stack.stop();
    stack = null;
    for (const pid of pids) {
      expect(() => process.kill(-pid, 0), `process group ${pid}`).toThrow(/ESRCH/);
    }
  });
});
