// firestore.rules for the diary: meals, day totals, shared recipes, weigh-ins, favourites and the product
// cache, as the owner, a list member, another user and signed out; no client writes. Runs like
// firestore-rules.test.ts, through rules-harness.ts.
import {
  collection,
  doc,
  type Firestore,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  as,
  at,
  expectOthersRefused,
  expectOwnerReads,
  expectRefusedToOwnerAndOthers,
  list,
  outcome,
  queries,
  refused,
  seedAsOwner,
  signedOut,
  testOwnerOnly,
  useRules,
  write,
} from './rules-harness.js';

useRules();

describe('meals/{mealId}', () => {
  test('the owner pages through the history and counts it', async () => {
    const first = await getDocs(queries.historyPage(as('alice'), 'alice'));
    expect(first.docs.map((d) => d.id)).toEqual(['a2', 'a1']);
    const next = await getDocs(queries.historyPage(as('alice'), 'alice', at(1)));
    expect(next.docs.map((d) => d.id)).toEqual(['a0']);
    expect((await getCount(queries.historyCount(as('alice'), 'alice'))).data().count).toBe(3);
    expect(await outcome(() => getDoc(doc(as('alice'), 'meals/a0')))).toBe('allowed');
  });
  test("another user's history, its count, a single meal, signed out, and an unfiltered query are refused", async () => {
    expect(await list(queries.historyPage(as('bob'), 'alice'))).toBe(refused);
    expect(await outcome(() => getCount(queries.historyCount(as('bob'), 'alice')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('bob'), 'meals/a0')))).toBe(refused);
    expect(await list(queries.historyPage(signedOut(), 'alice'))).toBe(refused);
    expect(await list(query(collection(as('alice'), 'meals'), orderBy('timestamp', 'desc')))).toBe(refused);
  });
});

describe('the diary: days/{uid}_{day} and sharedRecipes/{listId}_{mealId}', () => {
  beforeEach(async () => {
    await seedAsOwner((put) => {
      const totals = { calories: 1800, protein: 90, carbs: 200, fat: 60, meals: 3, updatedAt: at(9) };
      put('days/alice_2026-03-01', { userId: 'alice', day: '2026-03-01', ...totals });
      put('days/alice_2026-02-28', { userId: 'alice', day: '2026-02-28', ...totals });
      put('days/bob_2026-03-01', { userId: 'bob', day: '2026-03-01', ...totals });
      put('sharedRecipes/L1_r1', {
        listId: 'L1',
        mealId: 'r1',
        sharedBy: 'alice',
        title: 'Pasta',
      });
    });
  });
  const myDays = (db: Firestore, uid: string) =>
    query(collection(db, 'days'), where('userId', '==', uid), orderBy('day', 'desc'), limit(7));
  const listRecipes = (db: Firestore, listId: string) =>
    query(collection(db, 'sharedRecipes'), where('listId', '==', listId));

  test("the owner reads their days, one by one and the last week's; nobody else does", async () => {
    await expectOwnerReads(myDays, 'days/alice_2026-03-01', ['alice_2026-03-01', 'alice_2026-02-28']);
    await expectOthersRefused(myDays, 'days/alice_2026-03-01');
  });

  test("a shared recipe is read by the list's members only; a former member and others cannot", async () => {
    expect(await list(listRecipes(as('bob'), 'L1'))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('bob'), 'sharedRecipes/L1_r1')))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('alice'), 'sharedRecipes/L1_r1')))).toBe('allowed');
    expect(await list(listRecipes(as('dave'), 'L1'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('carol'), 'sharedRecipes/L1_r1')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(signedOut(), 'sharedRecipes/L1_r1')))).toBe(refused);
    expect(await list(collection(as('bob'), 'sharedRecipes'))).toBe(refused);
  });

  test('no client writes the days or the shared recipes, not even their owner', async () => {
    await expectRefusedToOwnerAndOthers([
      write.update('days/alice_2026-03-01', { calories: 0 }),
      write.set('days/alice_2026-03-02', { userId: 'alice', day: '2026-03-02', calories: 1 }),
      write.remove('days/alice_2026-03-01'),
      write.set('sharedRecipes/L1_r2', { listId: 'L1', mealId: 'r2', sharedBy: 'alice' }),
      write.remove('sharedRecipes/L1_r1'),
    ]);
  });
});

describe('weights/{uid}_{day}', () => {
  beforeEach(async () => {
    await seedAsOwner((put) => {
      const weighIn = (uid: string, day: string, kg: number) =>
        put(`weights/${uid}_${day}`, { userId: uid, day, kg, updatedAt: at(9) });
      weighIn('alice', '2026-02-28', 64.8);
      weighIn('alice', '2026-03-01', 64.5);
      weighIn('bob', '2026-03-01', 82.1);
    });
  });
  const myWeighIns = (db: Firestore, uid: string) =>
    query(collection(db, 'weights'), where('userId', '==', uid), orderBy('day', 'desc'), limit(90));

  testOwnerOnly({
    reads: 'weigh-ins, one by one and the latest ones',
    one: 'a weigh-in',
    mine: myWeighIns,
    path: 'weights/alice_2026-03-01',
    aliceIds: ['alice_2026-03-01', 'alice_2026-02-28'],
    writes: [
      write.update('weights/alice_2026-03-01', { kg: 50 }),
      write.set('weights/alice_2026-03-02', {
        userId: 'alice',
        day: '2026-03-02',
        kg: 64,
        updatedAt: at(9),
      }),
      write.remove('weights/alice_2026-02-28'),
    ],
  });
});

describe('favorites/{favoriteId} and products/{code}', () => {
  beforeEach(async () => {
    await seedAsOwner((put) => {
      const favorite = (id: string, userId: string, minute: number) =>
        put(`favorites/${id}`, {
          userId,
          name: `Porridge ${id}`,
          description: 'Porridge',
          ingredients: ['Oats'],
          items: [{ id: 'r1', name: 'Oats', grams: 50, calories: 190, protein: 6.5, carbs: 30, fat: 3.5 }],
          calories: 190,
          protein: 6.5,
          carbs: 30,
          fat: 3.5,
          createdAt: at(minute),
        });
      favorite('fa1', 'alice', 1);
      favorite('fa2', 'alice', 2);
      favorite('fb1', 'bob', 3);
      put('products/3017620422003', {
        code: '3017620422003',
        found: true,
        name: 'Nutella',
        per100g: { calories: 539, protein: 6.3, carbs: 57.5, fat: 30.9 },
        fetchedAt: at(0),
        expiresAt: at(50),
      });
    });
  });
  // The favourites list: the owner's, newest first (firestore.indexes.json).
  const myFavorites = (db: Firestore, uid: string) =>
    query(collection(db, 'favorites'), where('userId', '==', uid), orderBy('createdAt', 'desc'));

  testOwnerOnly({
    reads: 'favourites, one by one and newest first',
    one: 'a favourite',
    mine: myFavorites,
    path: 'favorites/fa1',
    aliceIds: ['fa2', 'fa1'],
    writes: [
      write.update('favorites/fa1', { name: 'Mine now' }),
      write.update('favorites/fa1', { calories: 1 }),
      write.set('favorites/forged', {
        userId: 'alice',
        name: 'x',
        items: [],
        calories: 0,
        createdAt: at(9),
      }),
      write.remove('favorites/fa1'),
    ],
  });

  test('the product cache is for the functions only: no client reads or writes it', async () => {
    expect(await outcome(() => getDoc(doc(as('alice'), 'products/3017620422003')))).toBe(refused);
    expect(await list(collection(as('alice'), 'products'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(signedOut(), 'products/3017620422003')))).toBe(refused);
    for (const attempt of [
      write.update('products/3017620422003', { per100g: { calories: 1 } }),
      write.set('products/5449000000996', { code: '5449000000996', found: false }),
      write.remove('products/3017620422003'),
    ])
      expect(await outcome(() => attempt(as('alice')))).toBe(refused);
  });
});
