// The week's plan on the recipe screen: the planned meals of the chosen week and "Add this week to <list>".

import { WeekPlan } from '../../domains/plans/components/week-plan';
import { WeekToList } from '../../domains/plans/components/week-to-list';
import { useWeekPlans } from '../../domains/plans/hooks/use-week-plans';
import { useWeekToList } from '../../domains/plans/hooks/use-week-to-list';
import { useAuth } from '../../hooks/use-auth';

export function WeekSection() {
  const uid = useAuth().user?.uid ?? null;
  const week = useWeekPlans(uid);
  const shop = useWeekToList(week.days[0] ?? week.monday, week.days[6] ?? week.monday);
  return (
    <WeekPlan week={week} uid={uid}>
      <WeekToList shop={shop} empty={week.count === 0} />
    </WeekPlan>
  );
}
