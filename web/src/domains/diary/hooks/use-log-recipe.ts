// "I ate this" for a recipe (domains/recipes/components/log-recipe-control.tsx shows it): logRecipe with the
// portions chosen, on today in the browser's time zone. History and the recipe screen offer it alike.
import { limits } from '@shared/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import { userTimeZone } from '../diary-day';

export const PORTION_STEP = 0.5;
export const MIN_PORTIONS = 0.5;
export const MAX_PORTIONS = limits.maxPortions;

/** `mealId` is the recipe meal, the user's own or one shared with a list of theirs. */
export function useLogRecipe(mealId: string) {
  const { t } = useTranslation();
  const [portions, setPortions] = useState(1);
  const action = useCallableAction();

  /** One step more (1) or fewer (-1) portions, within the limits. */
  const step = (direction: 1 | -1) =>
    setPortions((current) =>
      Math.min(MAX_PORTIONS, Math.max(MIN_PORTIONS, current + direction * PORTION_STEP)),
    );

  const log = () =>
    action.run('logRecipe', () => call('logRecipe', { mealId, portions, timeZone: userTimeZone() }), {
      success: 'history.logged',
      successValues: (answer) => ({ slot: t(`diary.slots.${answer.slot}`) }),
      needsConnection: true,
    });

  return {
    portions,
    busy: action.busy,
    canStepDown: portions > MIN_PORTIONS,
    canStepUp: portions < MAX_PORTIONS,
    step,
    log,
  };
}
