// The meal count follows the history: a meal copied to today (or deleted) elsewhere shows in the count
// without a reload; moving between pages or an edit in place reads no new count.
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useMealHistory } from './use-meal-history';

const live = vi.hoisted(() => ({
  count: 12,
  countMeals: vi.fn(async () => live.count),
  push: (_rows: { id: string }[]) => {},
}));
vi.mock('../../../domains/diary/queries', () => ({
  countMeals: live.countMeals,
  mealsQuery: () => ({
    key: 'meals',
    subscribe: (onData: (rows: { id: string }[]) => void) => {
      live.push = onData;
      return () => {};
    },
  }),
}));

const rows = (...ids: string[]) => ids.map((id) => ({ id, name: id }));

it('reads the count again when the shown meals gain or lose one, not when one is edited', async () => {
  const { result } = renderHook(() => useMealHistory('me'));
  await waitFor(() => expect(result.current.total).toBe(12));
  act(() => live.push(rows('b', 'a')));
  // An edit in place: the same meals.
  act(() => live.push(rows('b', 'a')));
  expect(live.countMeals).toHaveBeenCalledTimes(1);

  // "Copy to today" elsewhere: a new meal on top.
  live.count = 13;
  act(() => live.push(rows('c', 'b', 'a')));
  await waitFor(() => expect(result.current.total).toBe(13));
  expect(live.countMeals).toHaveBeenCalledTimes(2);
  expect(result.current.pages).toBe(2);
});
