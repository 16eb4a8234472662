// What happens to the lists while Groceries is open is said, not done silently
// (docs/product-rules.md#the-active-list): a list just joined is opened once it arrives and announced,
// and the list on screen that disappears (deleted by another member, or the user removed) is named
// before the next one takes its place.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ShoppingList } from '../../../domains/lists/queries';
import { useToast } from '../../../hooks/use-toast';
import { joinedListIdOf } from '../../../lib/active-list';

/** How long a joined list may take to reach the user's lists before Groceries stops waiting for it. */
export const JOIN_WAIT_MS = 10_000;

/** The list just joined: not `arrived` until it is among the user's lists. */
export type JoinedList = { id: string; arrived: boolean } | null;

export function useJoinedList(
  lists: readonly ShoppingList[] | null,
  labels: ReadonlyMap<string, string>,
): JoinedList {
  const { t } = useTranslation();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const [gaveUp, setGaveUp] = useState<string | null>(null);
  const joinedId = joinedListIdOf(location.state);
  const joined = joinedId && joinedId !== gaveUp ? joinedId : null;
  const arrived = joined !== null && (lists?.some((list) => list.id === joined) ?? false);

  // Announce once and forget the navigation state, so a reload or a way back does not repeat it.
  useEffect(() => {
    if (!joined || !arrived) return;
    toast.show(t('shopping.joinedList', { name: labels.get(joined) ?? '' }), { tone: 'success' });
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [joined, arrived, labels, toast, t, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (!joined || arrived) return;
    const timer = setTimeout(() => setGaveUp(joined), JOIN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [joined, arrived]);

  return joined ? { id: joined, arrived } : null;
}

/** Says "<name> was deleted" when the list on screen (`shownId`) leaves the user's lists. */
export function useGoneListNotice(
  lists: readonly ShoppingList[] | null,
  labels: ReadonlyMap<string, string>,
  shownId: string | null,
): void {
  const { t } = useTranslation();
  const toast = useToast();
  // The list on screen, as it was named.
  const shown = useRef<{ id: string; label: string } | null>(null);
  useEffect(() => {
    if (lists === null) return;
    const before = shown.current;
    if (before && !lists.some((list) => list.id === before.id)) {
      toast.show(t('shopping.listDeleted', { name: before.label }));
    }
    shown.current = shownId ? { id: shownId, label: labels.get(shownId) ?? '' } : null;
  }, [lists, shownId, labels, toast, t]);
}
