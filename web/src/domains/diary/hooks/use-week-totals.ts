// What the week chart shows of the diary: the calories eaten on each of the last 7 days, which of them have
// entries, and their average. One query reads the week's day documents (at most 7).
import { useAuth } from '../../../hooks/use-auth';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { lastDays } from '../diary-day';
import { dayRangeQuery } from '../queries';
import { useLocalDay } from './use-local-day';

/** How many days the week shows, ending today. */
export const WEEK_DAYS = 7;

export interface WeekTotals {
  /** Whether someone is signed in; until then there is nothing to show. */
  signedIn: boolean;
  /** The days, oldest first, ending today. */
  days: string[];
  /** The calories eaten on each of `days` (0 for a day without entries). */
  calories: number[];
  /** The days with entries. */
  logged: string[];
  /** The average calories of the days with entries; null without any. */
  average: number | null;
  loading: boolean;
  /** The week could not be read (and nothing read before is left to show). */
  failed: boolean;
}

export function useWeekTotals(): WeekTotals {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const days = lastDays(useLocalDay(), WEEK_DAYS);
  const { data, loading, error } = useLiveQuery(uid ? dayRangeQuery(uid, days) : null);
  const byDay = new Map((data ?? []).map((row) => [row.day, row]));
  const logged = days.filter(
    (day) => (byDay.get(day)?.meals ?? 0) > 0 || (byDay.get(day)?.calories ?? 0) > 0,
  );
  return {
    signedIn: uid !== null,
    days,
    calories: days.map((day) => byDay.get(day)?.calories ?? 0),
    logged,
    average:
      logged.length > 0
        ? Math.round(logged.reduce((sum, day) => sum + (byDay.get(day)?.calories ?? 0), 0) / logged.length)
        : null,
    loading,
    failed: Boolean(error && !data),
  };
}
