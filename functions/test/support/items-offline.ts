// What the offline item tests share: Alice, Bob and Carol with lists L1 (Alice and Bob) and L2 (Alice), a
// clock set to the test's moment, readers of the items, and the check that refused calls wrote nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import type { Deps } from '../../src/platform/deps.js';
import { rejection } from './call.js';
import { makeDeps } from './fake-deps.js';
import { useLocalFirestore } from './local-firestore.js';
import { seedList, seedUser } from './seed.js';

export const NOW = Date.parse('2026-03-01T12:00:00.000Z');
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** The file's local Firestore, seeded before each test, with deps at NOW (`at`) and the readers; the calls
 * come from itemCalls(() => at()). */
export function useOfflineItems() {
  const fs = useLocalFirestore(async (db) => {
    for (const uid of ['alice', 'bob', 'carol']) await seedUser(db, uid);
    await seedList(db, 'L1', ['alice', 'bob']);
    await seedList(db, 'L2', ['alice']);
  });

  /** Deps whose clock reads NOW + `offsetMs`. */
  const at = (offsetMs = 0): Deps => makeDeps(fs.db, { clock: { now: () => new Date(NOW + offsetMs) } }).deps;

  const item = (id: string) => fs.db.collection('shoppingItems').doc(id);
  const data = async (id: string) => (await item(id).get()).data();
  const updateTime = async (id: string) => (await item(id).get()).updateTime?.toMillis();
  const names = async () =>
    (await fs.db.collection('shoppingItems').get()).docs.map((d) => d.get('name') as string).sort();

  /** Every stored document, to show that a call wrote nothing. */
  async function everything(db: Firestore) {
    const out: Record<string, unknown> = {};
    for (const c of ['shoppingItems', 'itemOps', 'shoppingLists', 'users']) {
      for (const doc of (await db.collection(c).get()).docs)
        out[`${c}/${doc.id}`] = { data: doc.data(), at: doc.updateTime.toMillis() };
    }
    return out;
  }

  /** Each attempt is refused as `expected`, and together they leave every document as it was. */
  async function expectRefusedUnchanged(attempts: (() => Promise<unknown>)[], expected: object) {
    const before = await everything(fs.db);
    const errors = [];
    for (const attempt of attempts) {
      const e = await rejection(attempt());
      expect(e).toMatchObject(expected);
      errors.push(e);
    }
    expect(await everything(fs.db)).toEqual(before);
    return errors;
  }

  return { fs, at, item, data, updateTime, names, expectRefusedUnchanged };
}
