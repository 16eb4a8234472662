// Health's vitamins and minerals: today's, or the average of the last 7 days. Today's day document comes
// from the week's query the week chart already holds (the same listener), so the panel costs no read.

import { MicrosPanel } from '../../domains/diary/components/micros-panel';
import { lastDays } from '../../domains/diary/diary-day';
import { useLocalDay } from '../../domains/diary/hooks/use-local-day';
import { WEEK_DAYS } from '../../domains/diary/hooks/use-week-totals';
import { dayRangeQuery } from '../../domains/diary/queries';
import { useAuth } from '../../hooks/use-auth';
import { useLiveQuery } from '../../hooks/use-live-query';

export function HealthMicros() {
  const { user } = useAuth();
  const today = useLocalDay();
  const week = lastDays(today, WEEK_DAYS);
  const { data } = useLiveQuery(user ? dayRangeQuery(user.uid, week) : null);
  return <MicrosPanel dayTotals={data?.find((d) => d.day === today) ?? null} week={week} today />;
}
