// firestore.rules for the meal plan: a plan is read by its owner and, when it names a list, by that list's
// current members, through the two queries the web app issues for a week (own plans; plans of one list);
// a former member, another user and the signed-out are refused; no client writes. Runs like
// firestore-rules.test.ts, through rules-harness.ts.
import { collection, doc, type Firestore, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  as,
  expectRefusedToOwnerAndOthers,
  list,
  outcome,
  refused,
  seedAsOwner,
  signedOut,
  useRules,
  write,
} from './rules-harness.js';

useRules();

const week = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];
const plan = (userId: string, listId: string | null, day: string) => ({
  userId,
  mealId: 'r1',
  listId,
  day,
  slot: 'dinner',
  persons: 2,
  title: 'Pasta',
});
const myPlans = (db: Firestore, uid: string) =>
  query(collection(db, 'mealPlans'), where('userId', '==', uid), where('day', 'in', week));
const listPlans = (db: Firestore, listId: string) =>
  query(collection(db, 'mealPlans'), where('listId', '==', listId), where('day', 'in', week));

describe('mealPlans/{planId}', () => {
  beforeEach(async () => {
    await seedAsOwner((put) => {
      put('mealPlans/own', plan('alice', null, '2026-03-02'));
      put('mealPlans/shared', plan('alice', 'L1', '2026-03-03'));
      put('mealPlans/bobs', plan('bob', null, '2026-03-03'));
    });
  });

  test('the owner reads their plans, shared or not, by id and through their week’s query', async () => {
    const rows = await getDocs(myPlans(as('alice'), 'alice'));
    expect(rows.docs.map((d) => d.id).sort()).toEqual(['own', 'shared']);
    expect(await outcome(() => getDoc(doc(as('alice'), 'mealPlans/own')))).toBe('allowed');
  });

  test('a list member reads the plans shared with the list, not the owner’s own ones', async () => {
    const rows = await getDocs(listPlans(as('bob'), 'L1'));
    expect(rows.docs.map((d) => d.id)).toEqual(['shared']);
    expect(await outcome(() => getDoc(doc(as('bob'), 'mealPlans/shared')))).toBe('allowed');
    expect(await outcome(() => getDoc(doc(as('bob'), 'mealPlans/own')))).toBe(refused);
    expect(await list(myPlans(as('bob'), 'alice'))).toBe(refused);
  });

  test('a former member, another user and the signed-out are refused; so is a query naming no owner or list', async () => {
    expect(await list(listPlans(as('dave'), 'L1'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('dave'), 'mealPlans/shared')))).toBe(refused);
    expect(await outcome(() => getDoc(doc(as('carol'), 'mealPlans/shared')))).toBe(refused);
    expect(await list(listPlans(as('carol'), 'L1'))).toBe(refused);
    expect(await outcome(() => getDoc(doc(signedOut(), 'mealPlans/own')))).toBe(refused);
    expect(await list(myPlans(signedOut(), 'alice'))).toBe(refused);
    expect(await list(collection(as('alice'), 'mealPlans'))).toBe(refused);
    expect(await list(query(collection(as('bob'), 'mealPlans'), where('day', 'in', week)))).toBe(refused);
  });

  test('no client writes a plan, not even its owner or a member of its list', async () => {
    await expectRefusedToOwnerAndOthers([
      write.set('mealPlans/new', plan('alice', null, '2026-03-04')),
      write.set('mealPlans/newShared', plan('bob', 'L1', '2026-03-04')),
      write.update('mealPlans/shared', { persons: 8 }),
      write.update('mealPlans/own', { day: '2026-03-05' }),
      write.remove('mealPlans/shared'),
      write.remove('mealPlans/own'),
    ]);
  });
});
