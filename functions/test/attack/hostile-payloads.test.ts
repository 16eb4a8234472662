// Hostile payloads against every callable through the callable protocol on the local stack: each one is
// refused with the right status within a second, and the database is byte-for-byte unchanged (every
// document compared before and after, per callable).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CallableName } from '../../src/shared/contracts.js';
import { hostileVariants, type Kind, type Payload } from './support/payloads.js';
import {
  adminDb,
  call,
  callRaw,
  closeAdmin,
  diff,
  photo,
  signUp,
  snapshotAll,
  type User,
  until,
} from './support/stack-client.js';

let victim: User;
let attacker: User;
let third: User;
const ids = {} as Record<
  'victimList' | 'victimItem' | 'victimPersonal' | 'victimMeal' | 'victimInvite' | 'ownList' | 'ownItem',
  string
>;
const stats = { tried: 0, maxMs: 0, slowest: '' };

beforeAll(async () => {
  [victim, attacker, third] = await Promise.all([signUp('victim'), signUp('attacker'), signUp('third')]);
  ids.victimList = (await call(victim, 'ensureProfile', {})).profile.shoppingLists[0] as string;
  ids.victimItem = (await call(victim, 'addItem', { listId: ids.victimList, name: 'Milk' })).itemId;
  ids.victimPersonal = (await call(victim, 'addItem', { listId: null, name: 'Private' })).itemId;
  ids.victimMeal = (await call(victim, 'analyzeFoodImage', { image: photo() })).mealId;
  ids.victimInvite = (
    await call(victim, 'inviteMember', { listId: ids.victimList, email: third.email })
  ).inviteId;
  ids.ownList = (await call(attacker, 'ensureProfile', {})).profile.shoppingLists[0] as string;
  ids.ownItem = (await call(attacker, 'addItem', { listId: ids.ownList, name: 'Bread' })).itemId;
  await call(third, 'ensureProfile', {});
  // The invite mail trigger writes emailSentAt; wait for it so it is not mistaken for a write of ours.
  await until('the invite mail', async () =>
    (await adminDb().collection('invites').doc(ids.victimInvite).get()).get('emailSentAt'),
  );
}, 60_000);

afterAll(async () => {
  console.log(
    `hostile payloads tried: ${stats.tried}; slowest refusal ${stats.maxMs.toFixed(0)} ms (${stats.slowest})`,
  );
  await closeAdmin();
});

interface Spec {
  name: CallableName;
  valid: () => Record<string, unknown>;
  fields: Record<string, Kind>;
}
const ingredient = { item: 'Oats', amount: 60, unit: 'g' };
const utcToday = () => new Date().toISOString().slice(0, 10);
const specs: Spec[] = [
  { name: 'ensureProfile', valid: () => ({}), fields: { language: 'enum' } },
  {
    name: 'updateProfile',
    valid: () => ({ name: 'A' }),
    fields: {
      name: 'profileName',
      gender: 'enum',
      age: 'num',
      height: 'num',
      weight: 'num',
      measurementSystem: 'enum',
      language: 'enum',
      activityLevel: 'enum',
    },
  },
  {
    name: 'analyzeFoodImage',
    valid: () => ({ image: photo() }),
    fields: { image: 'image', thumbnail: 'thumb' },
  },
  { name: 'scanRecipe', valid: () => ({ text: 'Pancakes\n200 g flour' }), fields: { text: 'text' } },
  { name: 'scanRecipe', valid: () => ({ image: photo() }), fields: { image: 'image', thumbnail: 'thumb' } },
  { name: 'generateRecipe', valid: () => ({ prompt: 'rice and beans' }), fields: { prompt: 'text' } },
  { name: 'generateRecipe', valid: () => ({ mealId: ids.victimMeal }), fields: { mealId: 'id' } },
  {
    name: 'importRecipeFromUrl',
    valid: () => ({ url: 'https://example.com/recipe' }),
    fields: { url: 'url' },
  },
  { name: 'clearHistory', valid: () => ({}), fields: {} },
  { name: 'createList', valid: () => ({ name: 'Groceries' }), fields: { name: 'name' } },
  {
    name: 'renameList',
    valid: () => ({ listId: ids.ownList, name: 'New' }),
    fields: { listId: 'id', name: 'name' },
  },
  { name: 'deleteList', valid: () => ({ listId: ids.ownList }), fields: { listId: 'id' } },
  { name: 'leaveList', valid: () => ({ listId: ids.ownList }), fields: { listId: 'id' } },
  {
    name: 'inviteMember',
    valid: () => ({ listId: ids.ownList, email: 'friend@example.test' }),
    fields: { listId: 'id', email: 'email' },
  },
  { name: 'acceptInvite', valid: () => ({ inviteId: ids.victimInvite }), fields: { inviteId: 'id' } },
  { name: 'declineInvite', valid: () => ({ inviteId: ids.victimInvite }), fields: { inviteId: 'id' } },
  {
    name: 'addItem',
    valid: () => ({ listId: ids.ownList, name: 'Eggs' }),
    fields: { listId: 'listRef', name: 'name' },
  },
  {
    name: 'updateItem',
    valid: () => ({ itemId: ids.ownItem, checked: true }),
    fields: { itemId: 'id', name: 'name', checked: 'bool' },
  },
  { name: 'deleteItem', valid: () => ({ itemId: ids.ownItem }), fields: { itemId: 'id' } },
  { name: 'clearCheckedItems', valid: () => ({ listId: ids.ownList }), fields: { listId: 'listRef' } },
  {
    name: 'addIngredientsToList',
    valid: () => ({ listId: ids.ownList, persons: 2, ingredients: [ingredient] }),
    fields: { listId: 'listRef', persons: 'int', ingredients: 'ingredients' },
  },
  { name: 'cancelInvite', valid: () => ({ inviteId: ids.victimInvite }), fields: { inviteId: 'id' } },
  { name: 'exportData', valid: () => ({}), fields: {} },
  { name: 'deleteAccount', valid: () => ({}), fields: {} },
  // The diary.
  {
    name: 'logMeal',
    valid: () => ({ description: 'two eggs and toast', timeZone: 'Europe/Copenhagen' }),
    fields: { description: 'text', timeZone: 'text', slot: 'enum' },
  },
  {
    name: 'updateMeal',
    valid: () => ({ mealId: ids.victimMeal, slot: 'lunch' }),
    fields: { mealId: 'id', slot: 'enum', day: 'text' },
  },
  {
    name: 'correctMeal',
    valid: () => ({ mealId: ids.victimMeal, text: 'it was 200 g of rice' }),
    fields: { mealId: 'id', text: 'text' },
  },
  { name: 'undoMealCorrection', valid: () => ({ mealId: ids.victimMeal }), fields: { mealId: 'id' } },
  { name: 'deleteMeal', valid: () => ({ mealId: ids.victimMeal }), fields: { mealId: 'id' } },
  {
    name: 'logRecipe',
    valid: () => ({ mealId: ids.victimMeal, portions: 1, timeZone: 'Europe/Copenhagen' }),
    fields: { mealId: 'id', portions: 'num', timeZone: 'text', slot: 'enum' },
  },
  {
    name: 'shareRecipe',
    valid: () => ({ mealId: ids.victimMeal, listId: ids.ownList }),
    fields: { mealId: 'id', listId: 'id' },
  },
  {
    name: 'unshareRecipe',
    valid: () => ({ mealId: ids.victimMeal, listId: ids.ownList }),
    fields: { mealId: 'id', listId: 'id' },
  },
  // The diary page: foods, water and whole slots of the caller's own days (no id names anyone else's).
  {
    name: 'logFoods',
    valid: () => ({
      timeZone: 'Europe/Copenhagen',
      slot: 'snack',
      items: [{ foodId: 'sr24:09040', quantity: 1, unit: 'medium (7" to 7-7/8" long)' }],
    }),
    fields: { timeZone: 'text', slot: 'enum', day: 'text' },
  },
  {
    name: 'logWater',
    valid: () => ({ day: utcToday(), timeZone: 'UTC', glasses: 2 }),
    fields: { day: 'text', timeZone: 'text', glasses: 'num' },
  },
  {
    name: 'moveSlot',
    valid: () => ({
      fromDay: utcToday(),
      slot: 'lunch',
      toDay: utcToday(),
      toSlot: 'dinner',
      timeZone: 'UTC',
    }),
    fields: { fromDay: 'text', slot: 'enum', toDay: 'text', toSlot: 'enum', timeZone: 'text' },
  },
  {
    name: 'deleteSlot',
    valid: () => ({ day: utcToday(), slot: 'lunch', timeZone: 'UTC' }),
    fields: { day: 'text', slot: 'enum', timeZone: 'text' },
  },
  // The meal plan: the victim's meal is no recipe the attacker can read, plans are named by id.
  {
    name: 'planRecipe',
    valid: () => ({ mealId: ids.victimMeal, day: utcToday(), slot: 'dinner', persons: 2 }),
    fields: { mealId: 'id', day: 'text', slot: 'enum', persons: 'int', listId: 'id' },
  },
  {
    name: 'updatePlan',
    valid: () => ({ planId: 'doesNotExist0000001', persons: 2 }),
    fields: { planId: 'id', day: 'text', slot: 'enum', persons: 'int' },
  },
  { name: 'unplanRecipe', valid: () => ({ planId: 'doesNotExist0000001' }), fields: { planId: 'id' } },
  {
    name: 'logPlanned',
    valid: () => ({ planId: 'doesNotExist0000001', timeZone: 'Europe/Copenhagen' }),
    fields: { planId: 'id', timeZone: 'text', portions: 'num' },
  },
  {
    name: 'addPlanToList',
    valid: () => ({ from: utcToday(), to: utcToday(), listId: ids.ownList }),
    fields: { from: 'text', to: 'text', listId: 'id' },
  },
  // Weight over time: the weigh-ins are the caller's own (no id names anyone else's).
  { name: 'logWeight', valid: () => ({ day: utcToday(), kg: 70 }), fields: { day: 'text', kg: 'num' } },
  { name: 'deleteWeight', valid: () => ({ day: utcToday() }), fields: { day: 'text' } },
  { name: 'energyBalance', valid: () => ({ timeZone: 'Europe/Copenhagen' }), fields: { timeZone: 'text' } },
];

/** Other users' documents and missing ones: PERMISSION_DENIED or NOT_FOUND, never a change. */
function foreignIds(name: CallableName): Payload[] {
  const missing = 'doesNotExist0000001';
  /** The victim's document and a missing one, each with the same other fields (or `missingExtra`). */
  const victimAndMissing =
    (what: string, field: string, victimId: string) =>
    (extra = {}, missingExtra = extra): [string, unknown][] => [
      [`victim ${what}`, { [field]: victimId, ...extra }],
      [`missing ${what}`, { [field]: missing, ...missingExtra }],
    ];
  const lists = victimAndMissing('list', 'listId', ids.victimList);
  const meals = victimAndMissing('meal', 'mealId', ids.victimMeal);
  const invites = (label: string): [string, unknown][] => [
    [label, { inviteId: ids.victimInvite }],
    ['missing invite', { inviteId: missing }],
  ];
  const byName: Partial<Record<CallableName, [string, unknown][]>> = {
    generateRecipe: meals(),
    renameList: lists({ name: 'Mine now' }, { name: 'x' }),
    deleteList: lists(),
    leaveList: lists(),
    inviteMember: lists({ email: 'spy@example.test' }),
    acceptInvite: invites('invite for someone else'),
    declineInvite: invites('invite for someone else'),
    addItem: lists({ name: 'Spam' }, { name: 'x' }),
    updateItem: [
      ['victim list item', { itemId: ids.victimItem, checked: true }],
      ['victim personal item', { itemId: ids.victimPersonal, name: 'Renamed' }],
      ['missing item', { itemId: missing, checked: true }],
    ],
    deleteItem: [
      ['victim list item', { itemId: ids.victimItem }],
      ['victim personal item', { itemId: ids.victimPersonal }],
      ['missing item', { itemId: missing }],
    ],
    clearCheckedItems: lists(),
    addIngredientsToList: [
      ['victim list', { listId: ids.victimList, persons: 1, ingredients: [ingredient] }],
    ],
    cancelInvite: invites('invite of a list not mine'),
    updateMeal: meals({ slot: 'lunch' }),
    correctMeal: [['victim meal', { mealId: ids.victimMeal, text: 'it was 300 g' }]],
    undoMealCorrection: [['victim meal', { mealId: ids.victimMeal }]],
    deleteMeal: meals(),
    logRecipe: [['victim meal', { mealId: ids.victimMeal, portions: 1, timeZone: 'Europe/Copenhagen' }]],
    shareRecipe: [
      ['victim meal to my list', { mealId: ids.victimMeal, listId: ids.ownList }],
      ['missing meal', { mealId: missing, listId: ids.ownList }],
    ],
    unshareRecipe: [['victim meal', { mealId: ids.victimMeal, listId: ids.victimList }]],
    planRecipe: [
      ['victim meal', { mealId: ids.victimMeal, day: utcToday(), slot: 'dinner', persons: 2 }],
      [
        'victim list',
        { mealId: missing, day: utcToday(), slot: 'dinner', persons: 2, listId: ids.victimList },
      ],
    ],
    updatePlan: [['missing plan', { planId: missing, persons: 3 }]],
    unplanRecipe: [['missing plan', { planId: missing }]],
    logPlanned: [['missing plan', { planId: missing, timeZone: 'Europe/Copenhagen' }]],
    addPlanToList: [
      ['victim list', { from: utcToday(), to: utcToday(), listId: ids.victimList }],
      ['missing list', { from: utcToday(), to: utcToday(), listId: missing }],
    ],
  };
  return (byName[name] ?? []).map(([label, data]) => ({ label: `foreign id: ${label}`, data }));
}

/** Ids Firestore reserves (`__x__`): they pass the id pattern, so they must be handled past the contract. */
function reservedIds(spec: Spec): Payload[] {
  return Object.entries(spec.fields)
    .filter(([, kind]) => kind === 'id' || kind === 'listRef')
    .flatMap(([field]) =>
      ['__proto__', '__name__', '__id1__'].map((id) => ({
        label: `reserved id ${field}=${id}`,
        data: { ...spec.valid(), [field]: id },
      })),
    );
}

async function send(name: CallableName, p: Payload, auth: User | string | null) {
  const answer = await callRaw(name, p.raw ?? p.data, auth);
  stats.tried++;
  if (answer.ms > stats.maxMs) Object.assign(stats, { maxMs: answer.ms, slowest: `${name} ${p.label}` });
  return answer;
}

async function expectRefused(name: CallableName, p: Payload, auth: User | string | null, allowed: string[]) {
  const answer = await send(name, p, auth);
  expect(allowed, `${name} ${p.label}: ${answer.status} ${answer.message}`).toContain(answer.status);
  expect(answer.ms, `${name} ${p.label} took ${answer.ms} ms`).toBeLessThan(1000);
}

describe('every callable refuses hostile input and writes nothing', () => {
  // Specs run one at a time so a write can be traced to the callable that made it.
  for (const spec of specs) {
    test(`${spec.name} ${Object.keys(spec.valid()).join('+') || '{}'}`, async () => {
      const before = await snapshotAll();
      for (const p of hostileVariants(spec.valid(), spec.fields))
        await expectRefused(spec.name, p, attacker, ['INVALID_ARGUMENT', ...(p.also?.statuses ?? [])]);
      for (const p of foreignIds(spec.name))
        await expectRefused(spec.name, p, attacker, ['PERMISSION_DENIED', 'NOT_FOUND']);
      // Signed out, a garbage token, and a token-shaped string that is not a JWT of this project.
      const valid = { label: 'valid request', data: spec.valid() };
      for (const auth of [
        null,
        'Bearer garbage',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
        'Basic YWRtaW46YWRtaW4=',
      ]) {
        await expectRefused(spec.name, { ...valid, label: `auth ${auth}` }, auth, ['UNAUTHENTICATED']);
      }
      expect(diff(before, await snapshotAll())).toEqual([]);
    });
  }
});

describe('reserved document ids (`__x__`) pass the id pattern of the contracts', () => {
  const withIds = specs.filter((s) => reservedIds(s).length > 0);
  const answers: { label: string; status: string }[] = [];

  test('they are refused within a second and write nothing', async () => {
    const before = await snapshotAll();
    for (const spec of withIds) {
      for (const p of reservedIds(spec)) {
        const answer = await send(spec.name, p, attacker);
        answers.push({ label: `${spec.name} ${p.label}`, status: answer.status });
        expect(answer.status).not.toBe('OK');
        expect(answer.ms).toBeLessThan(1000);
      }
    }
    expect(answers.length).toBeGreaterThan(30);
    expect(diff(before, await snapshotAll())).toEqual([]);
  });

  // Was a defect: `id` accepted `__proto__`, `__name__`, `__id1__`, which Firestore refuses as document ids,
  // so id-taking callables answered INTERNAL. The contract now refuses /^__.*__$/ (INVALID_ARGUMENT).
  test('they get INVALID_ARGUMENT or NOT_FOUND, not INTERNAL', () => {
    expect(answers.length).toBeGreaterThan(0);
    expect(
      answers.filter((a) => !['INVALID_ARGUMENT', 'NOT_FOUND', 'PERMISSION_DENIED'].includes(a.status)),
    ).toEqual([]);
  });
});

describe('markup and prototype keys are data, never code', () => {
  const markup = [
    '<script>alert("x")</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(document.cookie)>',
    "{{constructor.constructor('alert(1)')()}}",
    'Ærø & Œuf — 🍳 <b>bold</b>',
  ];

  test('HTML and script in names are stored as the exact text and read back unchanged', async () => {
    const user = await signUp('markup');
    await call(user, 'ensureProfile', {});
    for (const text of markup) {
      const { listId } = await call(user, 'createList', { name: text });
      const { itemId } = await call(user, 'addItem', { listId, name: text });
      const { profile } = await call(user, 'updateProfile', { name: text });
      expect(profile.name).toBe(text);
      expect((await adminDb().collection('shoppingLists').doc(listId).get()).get('name')).toBe(text);
      expect((await adminDb().collection('shoppingItems').doc(itemId).get()).get('name')).toBe(text);
      expect((await call(user, 'ensureProfile', {})).profile.name).toBe(text);
      await call(user, 'deleteList', { listId });
    }
  });

  test('the web app never renders stored text as HTML', () => {
    // React escapes text children; only these APIs would turn a stored name into markup.
    const webSrc = fileURLToPath(new URL('../../../web/src', import.meta.url));
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (
          /\.(tsx?|jsx?)$/.test(name) &&
          /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML|insertAdjacentHTML|document\.write/.test(
            readFileSync(path, 'utf8'),
          )
        )
          offenders.push(path);
      }
    };
    walk(webSrc);
    expect(offenders).toEqual([]);
  });

  test('__proto__ and constructor keys pollute nothing: later documents and answers carry only their own fields', async () => {
    const user = await signUp('proto');
    const listId = (await call(user, 'ensureProfile', {})).profile.shoppingLists[0] as string;
    for (const key of ['__proto__', 'constructor']) {
      const raw = `{"data":{"listId":"${listId}","name":"x","${key}":{"polluted":"yes","prototype":{"polluted":"yes"}}}}`;
      expect((await callRaw('addItem', raw, user)).status).toBe('INVALID_ARGUMENT');
    }
    const { itemId } = await call(user, 'addItem', { listId, name: 'Tea' });
    const item = (await adminDb().collection('shoppingItems').doc(itemId).get()).data() ?? {};
    expect(Object.keys(item).sort()).toEqual([
      'checked',
      'checkedAt',
      'createdAt',
      'name',
      'shoppingListId',
      'userId',
    ]);
    const answer = await callRaw('ensureProfile', {}, user);
    expect(JSON.stringify(answer.result)).not.toContain('polluted');
  });
});
