import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LIST_KEY } from '../../../lib/storage-keys';
import { useActiveList } from './use-active-list';

describe('useActiveList', () => {
  it('persists the choice under the meal-app key and shares it between hooks', () => {
    const first = renderHook(() => useActiveList());
    const second = renderHook(() => useActiveList());
    expect(first.result.current[0]).toBeNull();
    act(() => first.result.current[1]('list-1'));
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('list-1');
    expect(ACTIVE_LIST_KEY).toBe('meal-app.activeListId');
    expect(second.result.current[0]).toBe('list-1');
    act(() => second.result.current[1](null));
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBeNull();
    expect(first.result.current[0]).toBeNull();
  });
});
