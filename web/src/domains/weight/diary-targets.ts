// The daily targets the today card, History's day headers and the week chart measure the diary against:
// the shared weight/targets.ts `dayTargets`, fed with this profile. The profile says where they come from
// (`targetSource`): the goal picked on Health off the formula's maintenance calories, the same goal off the
// expenditure measured from the diary and the weigh-ins (energyBalance `tdee`, passed in), or the user's own
// numbers. Macros not set follow the app's split (protein needs, fat 30 %, carbs the rest).

import {
  type ActivityLevel,
  activityLevels,
  type DailyGoal,
  type TargetSource,
} from '@shared/account/profile-values';
import type { CustomTargets } from '@shared/documents';
import { type DayTargets, dayTargets } from '@shared/weight/targets';
import { missingFields, plausibilityHints } from '../account/profile-checks';
import { computeHealth, type FormulaSex } from '../nutrition/health-formulas';

/** The day's targets with every macro known (see `diaryTargets`). */
export type DiaryTargets = Omit<DayTargets, 'protein' | 'carbs'> & { protein: number; carbs: number };

export interface TargetProfile {
  gender?: string | null;
  age?: number | null;
  height?: number | null;
  weight?: number | null;
  measurementSystem?: string | null;
  activityLevel?: string | null;
  dailyGoal?: DailyGoal | null;
  targetSource?: TargetSource | null;
  customTargets?: CustomTargets | null;
}

/** The profile formulas' figures with the formula for `sex`; the profile holds every figure they need. */
export function profileHealth(profile: TargetProfile, sex: FormulaSex) {
  return computeHealth({
    sex,
    gender: profile.gender,
    age: profile.age as number,
    height: profile.height as number,
    weight: profile.weight as number,
    measurementSystem: profile.measurementSystem === 'imperial' ? 'imperial' : 'metric',
    activityLevel: activityLevels.includes(profile.activityLevel as ActivityLevel)
      ? (profile.activityLevel as ActivityLevel)
      : null,
  });
}

/** Maintenance calories and protein needs from the profile formulas; null without the height, weight, age
 * and gender they need, or with values no body has. "Other" uses the default (female) formula, as Health
 * does until the user picks another. */
function formulaFigures(profile: TargetProfile): { tdee: number; protein: number } | null {
  if (missingFields(profile).length > 0) return null;
  const measurementSystem = profile.measurementSystem === 'imperial' ? 'imperial' : 'metric';
  const hints = plausibilityHints({
    age: profile.age,
    height: profile.height,
    weight: profile.weight,
    measurementSystem,
  });
  if (hints.length > 0) return null;
  const metrics = profileHealth(profile, profile.gender === 'male' ? 'male' : 'female');
  return { tdee: metrics.tdee, protein: metrics.proteinGrams };
}

/**
 * The day's targets for the profile, or null when they cannot be worked out: the formula (or its protein
 * needs) is wanted and the profile lacks, or has impossible values for, the figures it needs. Own targets
 * with every macro set need no profile figures. `measuredTdee` is energyBalance's `tdee` (null until
 * measured, or when the source is not 'measured').
 */
export function diaryTargets(
  profile: TargetProfile | null | undefined,
  measuredTdee: number | null = null,
): DiaryTargets | null {
  if (!profile) return null;
  const formula = formulaFigures(profile);
  const targets = dayTargets({
    formulaTdee: formula?.tdee ?? null,
    proteinNeeds: formula?.protein ?? null,
    measuredTdee,
    dailyGoal: profile.dailyGoal,
    gender: profile.gender,
    targetSource: profile.targetSource,
    customTargets: profile.customTargets,
  });
  if (!targets || targets.protein === null || targets.carbs === null) return null;
  return { ...targets, protein: targets.protein, carbs: targets.carbs };
}
