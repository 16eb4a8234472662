// "Plan it": a recipe put on a day and slot for a number of persons, optionally shared with one of the
// user's lists (its members then see it in their week).
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../../hooks/use-callable-action';
import type { MealSlot } from '../../diary/meal-slots';
import { plansApi } from '../plans-api';
import { dayLabel } from '../week';

export interface PlanChoice {
  day: string;
  slot: MealSlot;
  persons: number;
  /** null: the user's own plan, seen by no one else. */
  listId: string | null;
}

export function usePlanRecipe(mealId: string) {
  const { t, i18n } = useTranslation();
  const action = useCallableAction({ errors: 'inline' });
  const plan = async ({ day, slot, persons, listId }: PlanChoice): Promise<boolean> => {
    const outcome = await action.run(
      'planRecipe',
      () => plansApi.planRecipe({ mealId, day, slot, persons, ...(listId ? { listId } : {}) }),
      {
        success: 'plan.planIt.planned',
        successValues: () => ({
          day: dayLabel(day, i18n.language, 'long'),
          slot: t(`diary.slots.${slot}`),
        }),
      },
    );
    return outcome.ok;
  };
  return { plan, busy: action.busy, error: action.error?.code ?? null };
}
