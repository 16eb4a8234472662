import { describe, expect, it, vi } from 'vitest';
import { isUnconfirmed } from './cache-confirmation';
import { convertTimestamps, subscribeQuery } from './firestore';

// The SDK reduced to what subscribeQuery uses: constraints are recorded, onSnapshot answers at once.
const sdk = vi.hoisted(() => ({
  docs: [] as { id: string; data: () => Record<string, unknown> }[],
  startAfter: [] as unknown[],
  /** Whether a listener's first answer comes from the cache alone. */
  fromCache: false,
  /** Sends the open listener a snapshot; `changes`: how many documents changed (0: metadata only). */
  push: (() => {}) as (
    docs: { id: string; data: () => Record<string, unknown> }[],
    fromCache: boolean,
    changes?: number,
  ) => void,
}));
vi.mock('./firestore-instance', () => ({ getFirebaseFirestore: async () => ({}) }));
vi.mock('firebase/firestore', () => ({
  collection: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  startAfter: (...values: unknown[]) => {
    sdk.startAfter.push(...values);
    return {};
  },
  query: () => ({}),
  Timestamp: { fromDate: (date: Date) => date },
  onSnapshot: (_query: unknown, _options: unknown, onNext: (snapshot: unknown) => void) => {
    sdk.push = (docs: typeof sdk.docs, fromCache: boolean, changes = docs.length) =>
      onNext({ docs, empty: docs.length === 0, metadata: { fromCache }, docChanges: () => Array(changes) });
    sdk.push(sdk.docs, sdk.fromCache);
    return () => {};
  },
}));

describe('convertTimestamps', () => {
  it('turns Firestore Timestamps into Dates at any depth', () => {
    const stamp = (ms: number) => ({ seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms) });
    const converted = convertTimestamps({
      createdAt: stamp(1000),
      nested: { list: [stamp(2000), 'x'] },
      n: 1,
    }) as {
      createdAt: Date;
      nested: { list: unknown[] };
      n: number;
    };
    expect(converted.createdAt).toEqual(new Date(1000));
    expect(converted.nested.list).toEqual([new Date(2000), 'x']);
    expect(converted.n).toBe(1);
  });
});

describe('subscribeQuery', () => {
  const read = (data: unknown) => {
    const { name } = data as { name?: unknown };
    return typeof name === 'string' ? { name } : null;
  };

  it('hands out rows as read, leaves out refused documents, and continues a page after a row it gave', async () => {
    const first = { id: 'a', data: () => ({ name: 'Milk', stray: 1 }) };
    sdk.docs = [first, { id: 'b', data: () => ({ name: 42 }) }];
    const rows = await new Promise<{ id: string; name: string }[]>((resolve) => {
      subscribeQuery({ collection: 'things' }, resolve, () => {}, read);
    });
    expect(rows).toEqual([{ id: 'a', name: 'Milk' }]);

    await new Promise((resolve) => {
      subscribeQuery({ collection: 'things', limit: 10, startAfter: rows[0] }, resolve, () => {}, read);
    });
    expect(sdk.startAfter).toEqual([first]);
  });
});

describe('an answer from the cache alone', () => {
  const read = (data: unknown) => data as { name: string };
  const listen = async (collection: string) => {
    const answers: object[] = [];
    subscribeQuery(
      { collection },
      (rows) => answers.push(rows),
      () => {},
      read,
    );
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    return answers;
  };

  it('is marked unconfirmed when empty; the server confirming it empty is passed on', async () => {
    // Offline: the cache has nothing for a query never read here.
    sdk.docs = [];
    sdk.fromCache = true;
    const answers = await listen('never-read');
    expect(isUnconfirmed(answers[0] ?? null)).toBe(true);
    // Back online the server says it is empty: only the confirmation changed, and it is passed on.
    sdk.push([], false, 0);
    expect(answers).toHaveLength(2);
    expect(isUnconfirmed(answers[1] ?? null)).toBe(false);
    // Offline again: a metadata-only change of an answer already confirmed is not passed on.
    sdk.push([], true, 0);
    expect(answers).toHaveLength(2);
  });

  it('does not mark an answer the server gave, nor rows the cache has', async () => {
    sdk.docs = [];
    sdk.fromCache = false;
    expect(isUnconfirmed((await listen('confirmed'))[0] ?? null)).toBe(false);
    sdk.docs = [{ id: 'a', data: () => ({ name: 'Milk' }) }];
    sdk.fromCache = true;
    const answers = await listen('cached');
    expect(isUnconfirmed(answers[0] ?? null)).toBe(false);
    sdk.push(sdk.docs, false, 0);
    expect(answers).toHaveLength(1);
  });
});
