// What the today card shows of the diary: calories and macros eaten today (the card measures them against
// useDiaryTargets). It listens to one document (today's day totals), so it follows every meal logged or
// changed anywhere, and moves on to the new day after midnight.
import { useAuth } from '../../../hooks/use-auth';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { useProfile } from '../../account/hooks/use-profile';
import { type DayTotals, dayTotalsQuery } from '../queries';
import { useLocalDay } from './use-local-day';

export interface TodayTotals {
  /** Today's diary day (YYYY-MM-DD). */
  today: string;
  /** Whether the user and their profile are known; until then there is nothing to show. */
  ready: boolean;
  /** Eaten so far today (0 before the first entry). */
  eaten: { calories: number; protein: number; carbs: number; fat: number };
  /** Today's day document; null before its first entry or while it loads. */
  totals: DayTotals | null;
  loading: boolean;
  error: Error | null;
}

export function useTodayTotals(): TodayTotals {
  const { user } = useAuth();
  const { profile } = useProfile();
  const uid = user?.uid ?? null;
  const today = useLocalDay();
  const { data: totals, loading, error } = useLiveQuery(uid ? dayTotalsQuery(uid, today) : null);
  return {
    today,
    ready: Boolean(uid && profile),
    eaten: {
      calories: totals?.calories ?? 0,
      protein: totals?.protein ?? 0,
      carbs: totals?.carbs ?? 0,
      fat: totals?.fat ?? 0,
    },
    totals,
    loading,
    error,
  };
}
