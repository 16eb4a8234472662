// The week the plan shows (this week to begin with; earlier and later ones a tap away) and its planned
// meals: the user's own and those shared with their lists, laid out by day and slot.
import { useMemo, useState } from 'react';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { addDays, localDay } from '../../diary/diary-day';
import { useMyLists } from '../../lists/hooks/use-my-lists';
import { type MealPlan, weekPlansQuery } from '../queries';
import { layOutWeek, mondayOf, weekDays } from '../week';

export function useWeekPlans(uid: string | null) {
  const today = localDay();
  const [monday, setMonday] = useState(() => mondayOf(today));
  const lists = useMyLists(uid);
  const listIds = useMemo(() => (lists.data ?? []).map((list) => list.id), [lists.data]);
  const days = useMemo(() => weekDays(monday), [monday]);
  // The lists are waited for, so the week does not show the user's own plans first and the shared ones
  // a moment later.
  const source = useMemo(
    () => (uid && lists.data ? weekPlansQuery(uid, listIds, days) : null),
    [uid, lists.data, listIds, days],
  );
  const plans = useLiveQuery(source);
  const week = useMemo(() => layOutWeek<MealPlan>(monday, plans.data ?? []), [monday, plans.data]);
  return {
    monday,
    days,
    today,
    week,
    /** Every plan of the week, for "add this week to a list". */
    count: plans.data?.length ?? 0,
    loading: plans.loading || lists.loading,
    error: plans.error,
    previous: () => setMonday((current) => addDays(current, -7)),
    next: () => setMonday((current) => addDays(current, 7)),
    thisWeek: () => setMonday(mondayOf(today)),
    isThisWeek: monday === mondayOf(today),
  };
}

export type WeekPlans = ReturnType<typeof useWeekPlans>;
