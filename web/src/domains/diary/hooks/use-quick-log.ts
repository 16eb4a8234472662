// Logging in seconds: an earlier meal or a favourite logged again now (today, in the slot of the local
// time of day, which the server works out from the browser's time zone), with a toast whose "Undo"
// deletes the new entry. The camera's chips and History use it alike; none of it asks the AI.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Outcome, useCallableAction } from '../../../hooks/use-callable-action';
import { useToast } from '../../../hooks/use-toast';
import { call } from '../../../lib/callable';
import { userTimeZone } from '../diary-day';
import type { QuickLogTarget } from '../quick-log-chips';

/** Long enough to notice the wrong chip was tapped and take it back. */
export const UNDO_TOAST_MS = 5000;

/** What the toast says once the new entry is taken back: an i18n key and its values. */
export interface Undone {
  key: string;
  values?: Record<string, string>;
}

export interface QuickLog {
  /** A log is under way (a second tap is ignored until it answers). */
  busy: boolean;
  log: (target: QuickLogTarget) => Promise<Outcome<{ mealId: string }>>;
  /** Says `message` with an "Undo" that deletes the new entry `mealId`, then says `undone` (an i18n key). */
  offerUndo: (mealId: string, message: string, undone: Undone) => void;
}

export function useQuickLog(): QuickLog {
  const { t } = useTranslation();
  const toast = useToast();
  const action = useCallableAction();
  const undo = useCallableAction({ whileRunning: 'parallel' });
  const runUndo = undo.run;
  const runLog = action.run;

  const offerUndo = useCallback(
    (mealId: string, message: string, undone: Undone) => {
      toast.show(message, {
        tone: 'success',
        durationMs: UNDO_TOAST_MS,
        action: {
          label: t('diary.quick.undo'),
          onAction: () =>
            void runUndo('deleteMeal', () => call('deleteMeal', { mealId }), {
              success: undone.key,
              successValues: () => undone.values ?? {},
            }),
        },
      });
    },
    [toast, t, runUndo],
  );

  const log = useCallback(
    async (target: QuickLogTarget) => {
      const timeZone = userTimeZone();
      const outcome =
        target.kind === 'favorite'
          ? await runLog(
              'logFavorite',
              () => call('logFavorite', { favoriteId: target.favoriteId, timeZone }),
              {
                needsConnection: true,
              },
            )
          : await runLog('logAgain', () => call('logAgain', { mealId: target.mealId, timeZone }), {
              needsConnection: true,
            });
      if (outcome.ok) {
        const slot = t(`diary.slots.${outcome.value.slot}`);
        offerUndo(outcome.value.mealId, t('diary.quick.logged', { name: target.name, slot }), {
          key: 'diary.quick.removed',
          values: { name: target.name },
        });
      }
      return outcome;
    },
    [runLog, offerUndo, t],
  );

  return { busy: action.busy, log, offerUndo };
}
