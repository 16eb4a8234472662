// After an invitation is accepted: Groceries opens on the list just joined and says so (it waits for the
// list to arrive in the user's lists and names it as its tab does).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { type JoinedListState, setActiveListId } from '../../lib/active-list';

export function useOpenJoinedList(): (listId: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (listId, options) => {
      setActiveListId(listId);
      navigate('/shopping', {
        replace: options?.replace ?? false,
        state: { joinedListId: listId } satisfies JoinedListState,
      });
    },
    [navigate],
  );
}
