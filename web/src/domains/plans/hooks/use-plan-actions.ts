// What a tap on a planned meal does: move it to another day or slot, change its persons, remove it, or log
// it as eaten on its day and slot. Each change is sent at once and the live week shows it.
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { userTimeZone } from '../../diary/diary-day';
import type { MealSlot } from '../../diary/meal-slots';
import { plansApi } from '../plans-api';
import type { MealPlan } from '../queries';
import { dayLabel } from '../week';

export function usePlanActions(plan: MealPlan) {
  const { t, i18n } = useTranslation();
  // Changes of one plan reach the server in the order made (a move, then its persons).
  const change = useCallableAction({ whileRunning: 'queue' });
  const logging = useCallableAction();
  const planId = plan.id;

  const move = (place: { day?: string; slot?: MealSlot }) =>
    change.run('updatePlan', () => plansApi.updatePlan({ planId, ...place }));
  const setPersons = (persons: number) =>
    change.run('updatePlan', () => plansApi.updatePlan({ planId, persons }));
  const remove = () =>
    change.run('unplanRecipe', () => plansApi.unplanRecipe(planId), {
      success: 'plan.meal.removed',
      successValues: () => ({ title: plan.title }),
    });
  const logEaten = () =>
    logging.run('logPlanned', () => plansApi.logPlanned(planId, userTimeZone()), {
      // On the plan's day, which need not be today.
      success: 'plan.meal.logged',
      successValues: (answer) => ({
        slot: t(`diary.slots.${answer.slot}`),
        day: dayLabel(answer.day, i18n.language, 'long'),
      }),
      needsConnection: true,
    });

  return { move, setPersons, remove, logEaten, busy: change.busy, logging: logging.busy };
}
