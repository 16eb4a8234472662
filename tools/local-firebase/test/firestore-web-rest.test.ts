import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  average,
  collection,
  connectFirestoreEmulator,
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  startAfter,
  sum,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreServer } from '../src/firestore/server.js';
import { FirestoreStore } from '../src/firestore/store.js';

// The web SDK's one-shot reads (getDocs, getCountFromServer) use the same REST calls as
// firestore/lite, with enum names instead of numbers; lite runs here without a browser.
const server = createFirestoreServer({ store: new FirestoreStore() });
const app = initializeApp({ projectId: 'demo-web-rest', apiKey: 'local' }, 'web-rest');
const db = getFirestore(app);
// The SDK logs every failed RPC; one test fails on purpose.
setLogLevel('silent');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  connectFirestoreEmulator(db, '127.0.0.1', (server.address() as AddressInfo).port);
  for (let i = 1; i <= 12; i++) {
    await setDoc(doc(db, 'meals', `m${String(i).padStart(2, '0')}`), {
      user_id: i % 3 === 0 ? 'other' : 'me',
      calories: i * 100,
      timestamp: Timestamp.fromMillis(Date.UTC(2024, 0, i)),
      description: `Meal ${i} 🍲`,
    });
  }
});
afterAll(async () => {
  await deleteApp(app);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('web SDK REST calls', () => {
  it('pages a history query with cursors and counts it', async () => {
    const base = query(collection(db, 'meals'), where('user_id', '==', 'me'), orderBy('timestamp', 'desc'));
    const first = await getDocs(query(base, limit(5)));
    expect(first.docs.map((d) => d.id)).toEqual(['m11', 'm10', 'm08', 'm07', 'm05']);
    const second = await getDocs(query(base, startAfter(first.docs[4]), limit(5)));
    expect(second.docs.map((d) => d.id)).toEqual(['m04', 'm02', 'm01']);
    expect(second.docs[0]?.get('description')).toBe('Meal 4 🍲');
    expect((await getCount(base)).data().count).toBe(8);
    const totals = await getAggregate(base, { kcal: sum('calories'), mean: average('calories') });
    expect(totals.data()).toEqual({ kcal: 4800, mean: 600 });
  });

  it('writes, reads, runs transactions and reports web error codes', async () => {
    const ref = doc(db, 'items/i1');
    await setDoc(ref, { name: 'milk', checked: false, createdAt: serverTimestamp() });
    await runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { checked: !snap.get('checked') });
    });
    const snap = await getDoc(ref);
    expect(snap.get('checked')).toBe(true);
    expect(snap.get('createdAt')).toBeInstanceOf(Timestamp);
    await expect(updateDoc(doc(db, 'items/none'), { checked: true })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
