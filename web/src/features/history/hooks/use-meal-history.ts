// Own meals, newest first, 10 a page: a live page query (<= 10 reads) plus one count (1 read), so a page
// stays within its 11-read budget (docs/product-rules.md#meal-history).
// Pages are reached by cursors (the last row of the previous page), never by offsets.
import { useCallback, useEffect, useRef, useState } from 'react';
import { countMeals, type Meal, mealsQuery } from '../../../domains/diary/queries';

export const PAGE_SIZE = 10;

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export interface MealHistory {
  meals: Meal[] | null;
  total: number | null;
  page: number;
  pages: number;
  error: boolean;
  goTo: (page: number) => void;
}

export function useMealHistory(uid: string | null): MealHistory {
  const [page, setPage] = useState(0);
  const [meals, setMeals] = useState<Meal[] | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState(false);
  // Bumped when the shown page gains or loses a meal (one copied to today, one deleted): the count is
  // read again then, one more read, and never for an edit in place.
  const [recount, setRecount] = useState(0);
  const shownIds = useRef<string | null>(null);
  // cursors[i] = last row of page i, i.e. where page i + 1 starts.
  const cursors = useRef<(Meal | undefined)[]>([]);
  const jumping = useRef<(() => void) | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `recount` asks for the count to be read again.
  useEffect(() => {
    if (!uid) return;
    const controller = new AbortController();
    countMeals(uid, controller.signal)
      .then((count) => !controller.signal.aborted && setTotal(count))
      .catch(() => !controller.signal.aborted && setError(true));
    return () => controller.abort();
  }, [uid, recount]);

  useEffect(() => {
    if (!uid) return;
    const startAfter = page > 0 ? cursors.current[page - 1] : undefined;
    if (page > 0 && startAfter === undefined) return; // goTo fetches the cursor first
    // Another page's meals are not a change of this one.
    shownIds.current = null;
    return mealsQuery(uid, { limit: PAGE_SIZE, startAfter }).subscribe(
      (rows) => {
        // The page emptied (history cleared elsewhere): step back instead of showing nothing.
        if (rows.length === 0 && page > 0) {
          setPage(page - 1);
          return;
        }
        const ids = rows.map((row) => row.id).join(',');
        if (shownIds.current !== null && shownIds.current !== ids) setRecount((n) => n + 1);
        shownIds.current = ids;
        const last = rows[rows.length - 1];
        if (last) cursors.current[page] = last;
        setMeals(rows);
        setError(false);
      },
      () => setError(true),
    );
  }, [uid, page]);

  useEffect(() => () => jumping.current?.(), []);

  const goTo = useCallback(
    (target: number) => {
      if (!uid || target < 0 || target === page) return;
      jumping.current?.();
      jumping.current = null;
      if (target === 0 || cursors.current[target - 1] !== undefined) {
        setPage(target);
        return;
      }
      // Jumping ahead with the dropdown: read from the furthest known cursor up to the row before the
      // target page (one query, unsubscribed as soon as it has answered).
      let known = -1;
      for (let i = target - 2; i >= 0; i--) {
        if (cursors.current[i] !== undefined) {
          known = i;
          break;
        }
      }
      const needed = (target - 1 - known) * PAGE_SIZE;
      const stop = mealsQuery(uid, {
        limit: needed,
        startAfter: known >= 0 ? cursors.current[known] : undefined,
      }).subscribe(
        (rows) => {
          // A first answer from the local cache can be short; wait for the full one.
          if (rows.length < needed) return;
          for (let p = known + 1; p < target; p++) cursors.current[p] = rows[(p - known) * PAGE_SIZE - 1];
          jumping.current?.();
          jumping.current = null;
          setPage(target);
        },
        () => setError(true),
      );
      jumping.current = stop;
    },
    [uid, page],
  );

  return { meals, total, page, pages: pageCount(total ?? 0), error, goTo };
}
