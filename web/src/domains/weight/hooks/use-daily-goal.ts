// The goal the day's targets follow (profile `dailyGoal`): shown picked at once, saved with one
// updateProfile call, and put back when that fails; the live profile then agrees everywhere.
import type { DailyGoal } from '@shared/account/profile-values';
import { useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { accountApi } from '../../account/account-api';

export function useDailyGoal(saved: DailyGoal | null | undefined) {
  const [picked, setPicked] = useState<DailyGoal | null>(null);
  const { busy, run } = useCallableAction({ whileRunning: 'queue' });
  const goal: DailyGoal = picked ?? saved ?? 'maintain';
  const pick = async (next: DailyGoal) => {
    const before = goal;
    setPicked(next);
    const outcome = await run('updateProfile', () => accountApi.updateProfile({ dailyGoal: next }), {
      success: 'diary.goal.saved',
    });
    if (!outcome.ok && outcome.reason === 'failed') setPicked(before);
  };
  return { goal, pick, saving: busy };
}
