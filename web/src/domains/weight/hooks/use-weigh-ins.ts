// The weigh-ins Health shows and changes: the points of the session's energyBalance answer (no listener on
// the weights collection, so the chart costs no reads of its own), a weigh-in logged or deleted laid into
// them as soon as the server has it, and the answer asked again after each change so the trend and the
// measured expenditure follow. A delete hides the weigh-in at once and offers an undo before it is sent.
import type { WeightPoint } from '@shared/weight/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useAuth } from '../../../hooks/use-auth';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { useUndoableDelete } from '../../../hooks/use-undoable-delete';
import { call } from '../../../lib/callable';
import { withoutWeighIn, withWeighIn } from '../weight-chart-model';
import { patchEnergyBalance, useEnergyBalance } from './use-energy-balance';

export interface DeleteRequest {
  day: string;
  /** The undo toast's text and button. */
  message: string;
  undoLabel: string;
}

/** The toast after a weigh-in was stored: its i18n key and values from what was stored. */
export interface SuccessToast {
  key: string;
  values: (stored: { day: string; kg: number }) => Record<string, string>;
}

export function useWeighIns() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const energy = useEnergyBalance();
  const logging = useCallableAction({ errors: 'inline' });
  const deleting = useCallableAction({ whileRunning: 'parallel' });
  const { defer } = useUndoableDelete();
  // Days whose delete waits for its undo window to close.
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const { refresh } = energy;
  const { run: runLog } = logging;
  const { run: runDelete } = deleting;

  const serverPoints = energy.data?.points;
  const points = useMemo<WeightPoint[]>(
    () => hidden.reduce((shown, day) => withoutWeighIn(shown, day), serverPoints ?? []),
    [serverPoints, hidden],
  );

  const unhide = useCallback((day: string) => setHidden((days) => days.filter((d) => d !== day)), []);

  // The shared answer follows the change even when the screen is left before the server answers.
  const changed = useCallback(
    (change: (points: WeightPoint[]) => WeightPoint[]) => {
      if (uid) patchEnergyBalance(uid, (data) => ({ ...data, points: change(data.points) }));
      refresh();
    },
    [uid, refresh],
  );

  /** Logs `kg` for `day`; the toast's text comes from `success` with the stored weigh-in. True when stored. */
  const log = useCallback(
    async (day: string, kg: number, success: SuccessToast) => {
      const outcome = await runLog(
        'logWeight',
        async () => {
          const stored = await call('logWeight', { day, kg });
          changed((points) => withWeighIn(points, stored.day, stored.kg));
          return stored;
        },
        { success: success.key, successValues: success.values },
      );
      if (outcome.ok) unhide(outcome.value.day);
      return outcome.ok;
    },
    [runLog, changed, unhide],
  );

  /** Hides `day`'s weigh-in now and deletes it once the undo window has closed without an undo. */
  const remove = useCallback(
    ({ day, message, undoLabel }: DeleteRequest) =>
      defer({
        ids: [day],
        message,
        undoLabel,
        hide: () => setHidden((days) => [...days.filter((d) => d !== day), day]),
        restore: () => unhide(day),
        send: async () => {
          const outcome = await runDelete('deleteWeight', async () => {
            await call('deleteWeight', { day });
            changed((points) => withoutWeighIn(points, day));
          });
          if (outcome.ok) unhide(day);
          return outcome.ok;
        },
      }),
    [defer, runDelete, changed, unhide],
  );

  return {
    energy,
    points,
    log,
    logBusy: logging.busy,
    logError: logging.error,
    resetLogError: logging.reset,
    remove,
  };
}
