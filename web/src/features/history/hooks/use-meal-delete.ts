// Deleting a meal with an undo (see useUndoableDelete): the entry disappears at once and deleteMeal is
// sent once the undo is no longer offered. A failed delete brings the entry back and says so.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meal } from '../../../domains/diary/queries';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { useUndoableDelete } from '../../../hooks/use-undoable-delete';
import { call } from '../../../lib/callable';

export interface MealDeletes {
  /** Ids of the entries hidden because the user deleted them (sent or still waiting). */
  hidden: ReadonlySet<string>;
  remove: (meal: Meal, title: string) => void;
}

export function useMealDelete(): MealDeletes {
  const { t } = useTranslation();
  const { defer } = useUndoableDelete();
  const action = useCallableAction({ whileRunning: 'parallel' });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  const setShown = useCallback((id: string, shown: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (shown) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const run = action.run;
  const remove = useCallback(
    (meal: Meal, title: string) =>
      defer({
        ids: [meal.id],
        message: t('history.deleted', { title }),
        undoLabel: t('history.undo'),
        hide: () => setShown(meal.id, false),
        restore: () => setShown(meal.id, true),
        // Only a delete that failed brings the entry back (not one whose screen was left meanwhile).
        send: () =>
          run('deleteMeal', () => call('deleteMeal', { mealId: meal.id })).then(
            (outcome) => outcome.ok || outcome.reason !== 'failed',
          ),
      }),
    [defer, run, setShown, t],
  );

  return { hidden, remove };
}
