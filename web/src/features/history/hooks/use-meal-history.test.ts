// Data cost of the history screen (a page costs at most 11 reads, docs/product-rules.md#meal-history): one
// live page query and one count, also under StrictMode, whose trial mount must not send a second, billed
// count.
import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMealHistory } from './use-meal-history';

const sdk = vi.hoisted(() => ({
  getCountFromServer: vi.fn(async () => ({ data: () => ({ count: 14 }) })),
  onSnapshot: vi.fn((_query: unknown, _options: unknown, onNext: (snapshot: unknown) => void) => {
    onNext({ docs: [], empty: true, metadata: { fromCache: false }, docChanges: () => [] });
    return () => {};
  }),
}));

vi.mock(import('../../../lib/firestore-instance'), async (importOriginal) => ({
  ...(await importOriginal()),
  getFirebaseFirestore: async () => ({ name: 'fake-db' }) as never,
}));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  where: (...args: unknown[]) => ({ where: args }),
  orderBy: (...args: unknown[]) => ({ orderBy: args }),
  limit: (n: number) => ({ limit: n }),
  startAfter: (...args: unknown[]) => ({ startAfter: args }),
  query: (...parts: unknown[]) => ({ parts }),
  getCountFromServer: sdk.getCountFromServer,
  onSnapshot: sdk.onSnapshot,
}));

describe('useMealHistory', () => {
  it('opens one page listener and sends one count, even under StrictMode', async () => {
    const { result } = renderHook(() => useMealHistory('me'), { wrapper: StrictMode });
    await waitFor(() => expect(result.current.total).toBe(14));
    expect(result.current.pages).toBe(2);
    expect(sdk.getCountFromServer).toHaveBeenCalledTimes(1);
    expect(sdk.onSnapshot).toHaveBeenCalledTimes(1);
  });

  it('sends no count when the screen is left before the SDK has loaded', async () => {
    const { unmount } = renderHook(() => useMealHistory('me'));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sdk.getCountFromServer).not.toHaveBeenCalled();
    expect(sdk.onSnapshot).not.toHaveBeenCalled();
  });
});
