// The daily targets of the signed-in user's goal (../diary-targets.ts), from the live profile; null while
// the profile lacks the figures the formulas need.
import { useProfile } from '../../../hooks/use-profile';
import { type DiaryTargets, diaryTargets } from '../diary-targets';

export function useDiaryTargets(): DiaryTargets | null {
  const { profile } = useProfile();
  return diaryTargets(profile);
}
