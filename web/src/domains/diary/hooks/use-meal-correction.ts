// "Fix it in words" (components/meal-correction.tsx shows it): the user's correction goes to the AI with
// the current estimate (correctMeal), and undoMealCorrection restores the estimate it replaced, once.
import { useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import type { MealUpdate } from '../meal-rows';

export type CorrectionChange = 'corrected' | 'undone';
/** What the last action did; 'unchanged': the words were not acted on, nothing was written. */
export type CorrectionOutcome = CorrectionChange | 'unchanged';

interface Options {
  mealId: string;
  onUpdated?: (update: MealUpdate, change: CorrectionChange) => void;
}

export function useMealCorrection({ mealId, onUpdated }: Options) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<CorrectionOutcome | null>(null);
  const { busy, error, run } = useCallableAction({ errors: 'inline' });

  /** The correction as typed so far. */
  const edit = (next: string) => {
    setText(next);
    setInvalid(false);
  };

  /** Sends the correction; without words it is marked invalid and nothing is sent. */
  const correct = async () => {
    setDone(null);
    if (!text.trim()) {
      setInvalid(true);
      return;
    }
    const outcome = await run('correctMeal', () => call('correctMeal', { mealId, text: text.trim() }), {
      needsConnection: true,
    });
    // The words stay in the box to be put another way; the undo of the correction before is kept.
    if (outcome.ok && outcome.value.unchanged) setDone('unchanged');
    else if (outcome.ok) {
      setText('');
      setDone('corrected');
      onUpdated?.(outcome.value, 'corrected');
    }
  };

  const undo = async () => {
    setDone(null);
    const outcome = await run('undoMealCorrection', () => call('undoMealCorrection', { mealId }));
    if (outcome.ok) {
      setDone('undone');
      onUpdated?.(outcome.value, 'undone');
    }
  };

  return { text, edit, invalid, done, busy, error, correct, undo };
}
