// The day's glasses of water: each tap sets the new count with logWater (it sets, never adds, so a tap sent
// twice counts once), shown at once and kept until the day's document says the same; the target (ml a day)
// is the profile's, changed with updateProfile.
import { limits } from '@shared/limits';
import { useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import { useProfile } from '../../account/hooks/use-profile';
import { userTimeZone } from '../diary-day';

export const GLASS_ML = limits.glassMl;

export function useWater(day: string, storedMl: number | undefined) {
  const { profile } = useProfile();
  const logging = useCallableAction({ whileRunning: 'queue' });
  const targeting = useCallableAction();
  const stored = Math.round((storedMl ?? 0) / GLASS_ML);
  const [wanted, setWanted] = useState<number | null>(null);
  const glasses = wanted ?? stored;
  if (wanted !== null && wanted === stored && !logging.busy) setWanted(null);

  const setGlasses = async (next: number) => {
    const count = Math.max(0, Math.min(limits.maxGlasses, next));
    if (count === glasses) return;
    setWanted(count);
    const outcome = await logging.run(
      'logWater',
      () => call('logWater', { day, timeZone: userTimeZone(), glasses: count }),
      { needsConnection: true },
    );
    if (!outcome.ok && outcome.reason === 'failed') setWanted(null);
  };

  const setTarget = (ml: number) =>
    targeting.run('updateProfile', () => call('updateProfile', { waterTarget: ml }), {
      needsConnection: true,
    });

  return {
    glasses,
    target: profile?.waterTarget ?? limits.defaultWaterTarget,
    busy: targeting.busy,
    setGlasses,
    setTarget,
  };
}
