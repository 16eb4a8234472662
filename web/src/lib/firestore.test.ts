import { describe, expect, it, vi } from 'vitest';
import { convertTimestamps, subscribeQuery } from './firestore';

// The SDK reduced to what subscribeQuery uses: constraints are recorded, onSnapshot answers at once.
const sdk = vi.hoisted(() => ({
  docs: [] as { id: string; data: () => Record<string, unknown> }[],
  startAfter: [] as unknown[],
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
  onSnapshot: (_query: unknown, onNext: (snapshot: { docs: typeof sdk.docs }) => void) => {
    onNext({ docs: sdk.docs });
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
