import { describe, expect, it } from 'vitest';
import {
  collections,
  membersPath,
  readInvite,
  readMeal,
  readMember,
  readShoppingItem,
  readShoppingList,
  readUsage,
  readUser,
  readWeight,
  storedDocumentProblems,
} from './documents.js';

/** Stands in for a firebase-admin Timestamp: anything with toDate() reads as its Date. */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso), seconds: 0, nanoseconds: 0 });

describe('collection names', () => {
  it('names the stored collections and the members path', () => {
    expect(collections).toMatchObject({ users: 'users', meals: 'meals', shoppingItems: 'shoppingItems' });
    expect(membersPath('l1')).toBe('shoppingLists/l1/members');
  });
});

describe('readUser', () => {
  it('reads a full profile, turning timestamps into dates', () => {
    const user = readUser({
      email: 'a@example.com',
      name: 'Ann',
      gender: 'female',
      age: 30,
      height: 170,
      weight: 60,
      measurementSystem: 'imperial',
      language: 'de',
      activityLevel: 'light',
      shoppingLists: ['l1', 'l2'],
      createdAt: timestamp('2026-01-01T00:00:00Z'),
      lastLogin: new Date('2026-01-02T00:00:00Z'),
    });
    expect(user).toMatchObject({ name: 'Ann', language: 'de', measurementSystem: 'imperial', age: 30 });
    expect(user.createdAt).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(user.lastLogin).toEqual(new Date('2026-01-02T00:00:00Z'));
    expect(user.lastUpdated).toBeNull();
  });

  it('falls back per field for stray values instead of failing the whole profile', () => {
    const user = readUser({
      email: 42,
      gender: '',
      age: 'old',
      language: 'fr',
      measurementSystem: null,
      activityLevel: 'couch',
      shoppingLists: ['l1', 7, null, 'l2'],
      createdAt: 'yesterday',
      displayName: 'Legacy Name',
    });
    expect(user).toMatchObject({
      email: '',
      name: 'Legacy Name',
      gender: null,
      age: null,
      language: 'en',
      measurementSystem: 'metric',
      activityLevel: null,
      shoppingLists: ['l1', 'l2'],
      createdAt: null,
    });
  });

  it('reads a missing or non-object document as an empty profile', () => {
    expect(readUser(undefined)).toMatchObject({ name: '', language: 'en', shoppingLists: [] });
    expect(readUser('nonsense')).toMatchObject({ email: '', shoppingLists: [] });
  });
});

describe('readShoppingItem', () => {
  it('keeps personal items (no list) and refuses items that belong nowhere', () => {
    expect(readShoppingItem({ name: 'Milk', checked: true, shoppingListId: null })).toMatchObject({
      name: 'Milk',
      checked: true,
      shoppingListId: null,
      checkedAt: null,
      createdAt: null,
    });
    expect(readShoppingItem({ name: 'Milk', checked: false })).toBeNull();
  });

  it('reads a stray checked value as unchecked', () => {
    expect(readShoppingItem({ name: 'Tea', checked: 'yes', shoppingListId: 'l1' })?.checked).toBe(false);
  });
});

describe('readShoppingList and readMember', () => {
  it('keeps only string member ids and defaults the name', () => {
    expect(readShoppingList({ memberIds: ['a', 1, 'b'] })).toMatchObject({ name: '', memberIds: ['a', 'b'] });
    expect(readShoppingList({ name: 'Weekly', memberIds: 'a' })?.memberIds).toEqual([]);
  });

  it('reads a member without a display name', () => {
    expect(readMember({ userId: 'u1', email: 'u1@example.com' })).toEqual({
      userId: 'u1',
      email: 'u1@example.com',
      displayName: undefined,
      joinedAt: null,
    });
  });
});

describe('readMeal', () => {
  it('refuses a meal without an owner', () => {
    expect(readMeal({ description: 'Soup', calories: 100 })).toBeNull();
  });

  it('reads an untyped meal as nutrition and unknown numbers as missing rather than 0', () => {
    const meal = readMeal({ user_id: 'u1', description: 'Soup', calories: 'lots', protein: 5 });
    expect(meal).toMatchObject({ type: 'nutrition', description: 'Soup', protein: 5 });
    expect(meal?.calories).toBeUndefined();
  });

  it('drops malformed recipe ingredients and keeps the good ones', () => {
    const meal = readMeal({
      user_id: 'u1',
      type: 'recipe',
      recipeIngredients: [{ item: 'Rice', amount: 75, unit: 'g' }, { item: 'Bad' }, 'salt'],
      instructions: ['Cook.', 3],
    });
    expect(meal?.recipeIngredients).toEqual([{ item: 'Rice', amount: 75, unit: 'g' }]);
    expect(meal?.instructions).toEqual(['Cook.']);
  });

  it("reads a table row's food name and the model's kept figures, and drops a row whose kept figures are damaged", () => {
    const row = { id: 'r1', name: 'Reis', grams: 200, calories: 260, protein: 5.4, carbs: 56.3, fat: 0.6 };
    const model = { calories: 2.6, protein: 0.1, carbs: 0.4, fat: 0.06 };
    const table = { ...row, source: 'database', foodId: '20445', foodName: 'Reis, gekocht' };
    const meal = readMeal({
      user_id: 'u1',
      items: [
        { ...table, estimatePerGram: model },
        { ...table, id: 'r2', estimatePerGram: { ...model, calories: -1 } },
      ],
    });
    expect(meal?.items).toEqual([{ ...table, estimatePerGram: model }]);
    // The stored shape knows both fields: a seed or a write with a mistyped one is caught.
    const rowProblems = (items: unknown[]) =>
      storedDocumentProblems('meals/m1', { user_id: 'u1', items }).filter((p) => p.startsWith('items'));
    expect(rowProblems([{ ...table, estimatePerGram: model }])).toEqual([]);
    expect(rowProblems([{ ...table, foodName: 3 }]).join('\n')).toMatch(/foodName/);
    expect(rowProblems([{ ...table, estimatePerGram: { calories: 1 } }]).join('\n')).toMatch(
      /estimatePerGram/,
    );
  });
});

describe('readInvite', () => {
  const invite = { listName: 'Party', fromUserId: 'u1', toEmail: 'b@example.com', status: 'pending' };

  it('reads the list id of older invites from groupId', () => {
    expect(readInvite({ ...invite, groupId: 'l1' })?.listId).toBe('l1');
    expect(readInvite({ ...invite, listId: 'l2', groupId: 'l1' })?.listId).toBe('l2');
  });

  it('refuses invites without an inviter, with a bad address or an unknown status', () => {
    expect(readInvite({ ...invite, listId: 'l1' })).not.toBeNull();
    expect(readInvite({ ...invite, listId: 'l1', fromUserId: '' })).toBeNull();
    expect(readInvite({ ...invite, listId: 'l1', toEmail: 'not-an-address' })).toBeNull();
    expect(readInvite({ ...invite, listId: 'l1', status: 'maybe' })).toBeNull();
  });
});

describe('readUsage', () => {
  it('reads stray counters as missing', () => {
    const usage = readUsage({ day: '2026-01-01', count: -3, invites: 2 });
    expect(usage).toMatchObject({ day: '2026-01-01', invites: 2 });
    expect(usage?.count).toBeUndefined();
  });
});

describe('storedDocumentProblems', () => {
  const list = { name: 'Weekly', createdBy: 'u1', createdAt: new Date(), memberIds: ['u1'] };

  it('accepts a document of the stored shape', () => {
    expect(storedDocumentProblems('shoppingLists/l1', list)).toEqual([]);
  });

  it('names each field that is missing, mistyped or unknown', () => {
    const problems = storedDocumentProblems('shoppingLists/l1', { ...list, memberIds: 'u1', colour: 'red' });
    expect(problems.join('\n')).toMatch(/memberIds/);
    expect(problems.join('\n')).toMatch(/colour/);
    expect(storedDocumentProblems('shoppingLists/l1/members/u1', { userId: 'u1' }).join('\n')).toMatch(
      /joinedAt/,
    );
  });

  it('leaves documents of unknown collections alone', () => {
    expect(storedDocumentProblems('elsewhere/x', { anything: 1 })).toEqual([]);
  });
});

describe('the targets a profile follows, and weigh-ins', () => {
  it('read an older profile as following the formula, and stray own targets as none', () => {
    expect(readUser({})).toMatchObject({ targetSource: 'formula', customTargets: null });
    const own = { calories: 1900, protein: 130, macroUnit: 'g' };
    expect(readUser({ targetSource: 'custom', customTargets: own })).toMatchObject({
      targetSource: 'custom',
      customTargets: own,
    });
    expect(readUser({ targetSource: 'guess', customTargets: { calories: 'lots' } })).toMatchObject({
      targetSource: 'formula',
      customTargets: null,
    });
  });

  it('store a weigh-in of 20 to 400 kg on a day, and skip one without either', () => {
    const weighIn = { userId: 'u1', day: '2026-03-01', kg: 64.5, updatedAt: new Date() };
    expect(storedDocumentProblems('weights/u1_2026-03-01', weighIn)).toEqual([]);
    expect(storedDocumentProblems('weights/u1_2026-03-01', { ...weighIn, kg: 401 }).join()).toMatch(/kg/);
    expect(readWeight({ ...weighIn, updatedAt: 'now' })).toMatchObject({ kg: 64.5, updatedAt: null });
    expect(readWeight({ ...weighIn, kg: 'heavy' })).toBeNull();
    expect(readWeight({ userId: 'u1', kg: 64.5 })).toBeNull();
    expect(collections.weights).toBe('weights');
  });
});
