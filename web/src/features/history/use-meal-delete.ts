// Deleting a meal with an undo: the entry disappears at once, a toast offers "Undo" for as long as toasts
// show (2 s), and deleteMeal is sent only when that window closes without undo, when another toast takes
// its place (its undo is gone), or when the screen is left. A failed delete brings the entry back and
// says so. Nothing is deleted that the user took back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { useCallableAction } from '../../hooks/use-callable-action';
import { call } from '../../lib/callable';
import type { Meal } from '../../lib/live-data';

export interface MealDeletes {
  /** Ids of the entries hidden because the user deleted them (sent or still waiting). */
  hidden: ReadonlySet<string>;
  remove: (meal: Meal, title: string) => void;
}

export function useMealDelete(): MealDeletes {
  const { t } = useTranslation();
  const toast = useToast();
  const action = useCallableAction({ whileRunning: 'parallel' });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  // Toast id -> the delete it is waiting to send.
  const waiting = useRef(new Map<number, () => void>());

  const setShown = useCallback((id: string, shown: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (shown) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const run = action.run;
  useEffect(() => {
    const pending = waiting.current;
    return () => {
      for (const [toastId, sendNow] of pending) {
        sendNow();
        toast.dismiss(toastId);
      }
    };
  }, [toast]);

  const remove = useCallback(
    (meal: Meal, title: string) => {
      setShown(meal.id, false);
      let settled = false;
      let toastId = 0;
      const settle = () => {
        if (settled) return false;
        settled = true;
        waiting.current.delete(toastId);
        return true;
      };
      const sendNow = () => {
        if (!settle()) return;
        void run('deleteMeal', () => call('deleteMeal', { mealId: meal.id })).then((outcome) => {
          if (!outcome.ok && outcome.reason === 'failed') setShown(meal.id, true);
        });
      };
      toastId = toast.show(t('history.deleted', { title }), {
        action: { label: t('history.undo'), onAction: () => settle() && setShown(meal.id, true) },
        onClose: (reason) => reason !== 'action' && sendNow(),
      });
      waiting.current.set(toastId, sendNow);
    },
    [run, setShown, t, toast],
  );

  return { hidden, remove };
}
