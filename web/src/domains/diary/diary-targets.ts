// The daily targets the today card, History and Health measure the diary against. They follow the goal
// picked on Health (profile `dailyGoal`): calories are that goal's safe target (never under the calorie
// floor), protein is the protein need Health shows, fat gives 30 % of the calories (9 kcal/g) and carbs
// the rest (4 kcal/g, never negative).
import { type ActivityLevel, activityLevels, type DailyGoal } from '@shared/profile-values';
import { missingFields, plausibilityHints } from '../../lib/profile-checks';
import { computeHealth, type FormulaSex } from '../nutrition/health-formulas';

export interface DiaryTargets {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** Share of the calorie target that fat provides. */
export const FAT_SHARE = 0.3;
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

export interface TargetProfile {
  gender?: string | null;
  age?: number | null;
  height?: number | null;
  weight?: number | null;
  measurementSystem?: string | null;
  activityLevel?: string | null;
  dailyGoal?: DailyGoal | null;
}

/** Splits a calorie target into grams: the given protein, fat 30 % of the calories, carbs the rest. */
export function macroTargets(calories: number, protein: number): DiaryTargets {
  const fat = Math.round((calories * FAT_SHARE) / KCAL_PER_GRAM.fat);
  const carbs = Math.max(
    0,
    Math.round((calories - protein * KCAL_PER_GRAM.protein - fat * KCAL_PER_GRAM.fat) / KCAL_PER_GRAM.carbs),
  );
  return { calories: Math.round(calories), protein: Math.round(protein), carbs, fat };
}

/**
 * The daily targets for the profile's goal, or null when the profile lacks (or has impossible values
 * for) the height, weight, age or gender the formulas need. A gender of "other" uses the default
 * formula (the female variant), as Health does until the user picks another.
 */
export function diaryTargets(profile: TargetProfile | null | undefined): DiaryTargets | null {
  if (!profile || missingFields(profile).length > 0) return null;
  const measurementSystem = profile.measurementSystem === 'imperial' ? 'imperial' : 'metric';
  const hints = plausibilityHints({
    age: profile.age,
    height: profile.height,
    weight: profile.weight,
    measurementSystem,
  });
  if (hints.length > 0) return null;
  const sex: FormulaSex = profile.gender === 'male' ? 'male' : 'female';
  const metrics = computeHealth({
    sex,
    gender: profile.gender,
    age: profile.age as number,
    height: profile.height as number,
    weight: profile.weight as number,
    measurementSystem,
    activityLevel: activityLevels.includes(profile.activityLevel as ActivityLevel)
      ? (profile.activityLevel as ActivityLevel)
      : null,
  });
  const goal = profile.dailyGoal ?? 'maintain';
  const target = metrics.targets.find((t) => t.key === goal);
  return macroTargets(target?.safeCalories ?? metrics.tdee, metrics.proteinGrams);
}
