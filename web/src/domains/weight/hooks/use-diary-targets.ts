// The day's targets of the signed-in user (../diary-targets.ts), from the live profile and, when they follow
// the measured expenditure, the session's one energyBalance answer (./use-energy-balance.ts): no document is
// read for them, and a screen that shows them (the today card's one listened document, History, the week)
// costs no more reads than before. Null while the profile lacks the figures they need.
import { useProfile } from '../../account/hooks/use-profile';
import { type DiaryTargets, diaryTargets } from '../diary-targets';
import { useEnergyBalance } from './use-energy-balance';

export function useDiaryTargets(): DiaryTargets | null {
  const { profile } = useProfile();
  const { data } = useEnergyBalance(profile?.targetSource === 'measured');
  return diaryTargets(profile, data?.tdee ?? null);
}
