import { describe, expect, it } from 'vitest';
import { FirestoreError } from '../src/firestore/errors.js';
import { FirestoreStore } from '../src/firestore/store.js';

const db = 'projects/t/databases/(default)';
const name = `${db}/documents/c/d`;
const set = (n: number) => ({ update: { name, fields: { n: { integerValue: String(n) } } } });

function statusOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return (err as FirestoreError).status;
  }
  return undefined;
}

/** A store holding c/d at n = 0, and two transactions, the older begun first, that have both locked it to read. */
async function twoReaders() {
  const store = new FirestoreStore();
  store.commit(db, [set(0)]);
  const older = store.beginTransaction(db);
  const younger = store.beginTransaction(db);
  await store.transactions.lock(db, older, [name]);
  await store.transactions.lock(db, younger, [name]);
  return { store, older, younger };
}

describe('transactions', () => {
  it('lets transactions read one document side by side; a commit writing it takes it from younger readers', async () => {
    const { store, older, younger } = await twoReaders();
    expect(store.getAll(db, [name], older)[0]?.fields.n).toEqual({ integerValue: '0' });
    expect(store.getAll(db, [name], younger)[0]?.fields.n).toEqual({ integerValue: '0' });
    await store.transactions.lock(db, older, [name], 'exclusive');
    store.commit(db, [set(1)], older);
    await expect(store.transactions.lock(db, younger, [name], 'exclusive')).rejects.toMatchObject({
      status: 'ABORTED',
    });
    expect(statusOf(() => store.commit(db, [set(2)], younger))).toBe('ABORTED');
    expect(store.get(name)?.fields.n).toEqual({ integerValue: '1' });
  });

  it('makes a younger writer wait for an older reader, then commit once that one has only read', async () => {
    const store = new FirestoreStore();
    store.commit(db, [set(0)]);
    const other = `${db}/documents/c/other`;
    const older = store.beginTransaction(db);
    const younger = store.beginTransaction(db);
    await store.transactions.lock(db, older, [name]);
    store.getAll(db, [name], older);
    let youngerMayWrite = false;
    const waiting = store.transactions.lock(db, younger, [name], 'exclusive').then(() => {
      youngerMayWrite = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(youngerMayWrite).toBe(false);
    store.commit(db, [{ update: { name: other, fields: {} } }], older);
    await waiting;
    store.commit(db, [set(2)], younger);
    expect(store.get(name)?.fields.n).toEqual({ integerValue: '2' });
  });

  it('ends two read-then-write transactions of one document with the older one applied and the younger aborted', async () => {
    const { store, older, younger } = await twoReaders();
    // The younger one asks first and waits for the older reader; the older one's commit wounds it.
    const youngerCommit = store.transactions.lock(db, younger, [name], 'exclusive');
    await store.transactions.lock(db, older, [name], 'exclusive');
    store.commit(db, [set(1)], older);
    await expect(youngerCommit).rejects.toMatchObject({ status: 'ABORTED' });
    expect(store.get(name)?.fields.n).toEqual({ integerValue: '1' });
  });

  it('aborts when a plain write changed a document the transaction read', async () => {
    const store = new FirestoreStore();
    store.commit(db, [set(0)]);
    const tx = store.beginTransaction(db);
    await store.transactions.lock(db, tx, [name]);
    store.getAll(db, [name], tx);
    store.commit(db, [set(5)]);
    expect(statusOf(() => store.commit(db, [set(1)], tx))).toBe('ABORTED');
    expect(store.get(name)?.fields.n).toEqual({ integerValue: '5' });
  });

  it('rejects writes in read-only transactions and unknown transactions', () => {
    const store = new FirestoreStore();
    const ro = store.beginTransaction(db, { readOnly: {} });
    expect(statusOf(() => store.commit(db, [set(1)], ro))).toBe('INVALID_ARGUMENT');
    expect(statusOf(() => store.commit(db, [set(1)], 'bm9wZQ=='))).toBe('INVALID_ARGUMENT');
    expect(store.get(name)).toBeNull();
  });

  it('releases locks on rollback', async () => {
    const store = new FirestoreStore();
    const first = store.beginTransaction(db);
    const second = store.beginTransaction(db);
    await store.transactions.lock(db, first, [name]);
    const waiting = store.transactions.lock(db, second, [name], 'exclusive');
    store.rollback(db, first);
    await waiting;
    store.commit(db, [set(3)], second);
    expect(store.get(name)?.fields.n).toEqual({ integerValue: '3' });
    expect(new FirestoreError('ABORTED', 'x').httpStatus).toBe(409);
  });
});
