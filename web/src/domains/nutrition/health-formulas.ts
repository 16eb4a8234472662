// Health figures from the profile. Pure functions, no React, fully tested. Health shows them; the diary
// derives its daily targets from them (domains/weight/diary-targets.ts).
//
// Decisions and their reasons:
// - Mifflin-St Jeor has two variants (+5 male, -161 otherwise). A profile gender of "other" uses the
//   "otherwise" (female) variant by default; the health screen, whose gender choices are male and
//   female, lets the user pick the male formula instead.
// - Calorie floors (AHA/ACC/TOS 2013): 1500 kcal for men, 1200 kcal for women. A gender of "other" (or
//   none) uses 1200 whichever formula is picked: the lower floor never hides a target a person may need,
//   and the screen says which floor applies. A target under the floor is never offered as a number to
//   follow (it can even be negative for a small, old, sedentary body): it is marked not recommended and
//   the floor is shown instead.
// - Protein (g per kg body weight per day): RDA 0.8 without exercise; 1.2-2.0 for exercising people
//   (ISSN 2017), spread over the active levels: light 1.2, moderate 1.4, active 1.7, very active 2.0.
//   No level set: the 0.8 baseline.
// - Maintain = TDEE: BMR x activity factor, and x 1.465 when no level is set.
//   The factor multiplies the whole BMR, never one term of it.

import type { ActivityLevel, MeasurementSystem } from '@shared/account/profile-values';

export type FormulaSex = 'male' | 'female';

export const INCHES_TO_M = 0.0254;
export const INCHES_TO_CM = 2.54;
export const POUNDS_TO_KG = 0.453592;
export const DEFAULT_ACTIVITY_FACTOR = 1.465;

export const activityFactors: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  veryActive: 1.9,
};

export const proteinPerKg: Record<ActivityLevel | 'none', number> = {
  none: 0.8,
  sedentary: 0.8,
  light: 1.2,
  moderate: 1.4,
  active: 1.7,
  veryActive: 2.0,
};

export const calorieFloor: Record<FormulaSex, number> = { male: 1500, female: 1200 };

/** The floor for a profile gender: 1500 for men, 1200 for women, "other" and unset. */
export function calorieFloorFor(gender: string | null | undefined): number {
  return gender === 'male' ? calorieFloor.male : calorieFloor.female;
}

export type BmiBand = 'underweight' | 'normal' | 'overweight' | 'obese';
export type TargetKey = 'maintain' | 'mildLoss' | 'loss' | 'extremeLoss';

/** Daily deficit and the weekly loss it stands for. */
export const targetDeficits: { key: TargetKey; deficit: number; kgPerWeek: number }[] = [
  { key: 'maintain', deficit: 0, kgPerWeek: 0 },
  { key: 'mildLoss', deficit: 250, kgPerWeek: 0.25 },
  { key: 'loss', deficit: 500, kgPerWeek: 0.5 },
  { key: 'extremeLoss', deficit: 1000, kgPerWeek: 1 },
];

export interface CalorieTarget {
  key: TargetKey;
  /** Maintain minus the deficit, as computed; not to be shown when `belowFloor`. */
  calories: number;
  percentOfMaintain: number;
  kgPerWeek: number;
  /** Under the safe floor: shown as "not recommended" with the floor instead of `calories`. */
  belowFloor: boolean;
  /** What to eat at least: `calories`, or the floor when that is higher. Never negative. */
  safeCalories: number;
}

export interface HealthInput {
  sex: FormulaSex;
  /** The profile's gender, which sets the calorie floor; the formula sex when not given. */
  gender?: string | null;
  age: number;
  height: number;
  weight: number;
  measurementSystem: MeasurementSystem;
  activityLevel?: ActivityLevel | null;
}

export interface HealthMetrics {
  heightCm: number;
  weightKg: number;
  bmi: number;
  bmiBand: BmiBand;
  bmr: number;
  activityFactor: number;
  tdee: number;
  proteinGrams: number;
  proteinPerKg: number;
  targets: CalorieTarget[];
  calorieFloor: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function toMetric(
  height: number,
  weight: number,
  system: MeasurementSystem,
): { cm: number; kg: number } {
  return system === 'imperial'
    ? { cm: height * INCHES_TO_CM, kg: weight * POUNDS_TO_KG }
    : { cm: height, kg: weight };
}

/** BMI = kg / m², one decimal. */
export function bmi(weightKg: number, heightCm: number): number {
  const meters = heightCm / 100;
  return round1(weightKg / (meters * meters));
}

export function bmiBand(value: number): BmiBand {
  if (value < 18.5) return 'underweight';
  if (value < 25) return 'normal';
  if (value < 30) return 'overweight';
  return 'obese';
}

/** Mifflin-St Jeor resting energy (kcal/day), unrounded. */
export function bmr(weightKg: number, heightCm: number, age: number, sex: FormulaSex): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
}

export function activityFactor(level: ActivityLevel | null | undefined): number {
  return level ? activityFactors[level] : DEFAULT_ACTIVITY_FACTOR;
}

/** Total daily energy expenditure: the factor multiplies the whole BMR. */
export function tdee(bmrValue: number, level: ActivityLevel | null | undefined): number {
  return Math.round(bmrValue * activityFactor(level));
}

export function proteinNeeds(
  weightKg: number,
  level: ActivityLevel | null | undefined,
): { grams: number; perKg: number } {
  const perKg = proteinPerKg[level ?? 'none'];
  return { grams: Math.round(weightKg * perKg), perKg };
}

/** The four targets; `floor` is the safe minimum (calorieFloorFor), below which none is offered. */
export function calorieTargets(maintain: number, floor: number): CalorieTarget[] {
  return targetDeficits.map(({ key, deficit, kgPerWeek }) => {
    const calories = maintain - deficit;
    return {
      key,
      calories,
      percentOfMaintain: Math.round((calories / maintain) * 100),
      kgPerWeek,
      belowFloor: calories < floor,
      safeCalories: Math.max(calories, floor),
    };
  });
}

export function computeHealth(input: HealthInput): HealthMetrics {
  const { cm, kg } = toMetric(input.height, input.weight, input.measurementSystem);
  const bmiValue = bmi(kg, cm);
  const bmrValue = bmr(kg, cm, input.age, input.sex);
  const maintain = tdee(bmrValue, input.activityLevel);
  const protein = proteinNeeds(kg, input.activityLevel);
  const floor = input.gender === undefined ? calorieFloor[input.sex] : calorieFloorFor(input.gender);
  return {
    heightCm: cm,
    weightKg: kg,
    bmi: bmiValue,
    bmiBand: bmiBand(bmiValue),
    bmr: Math.round(bmrValue),
    activityFactor: activityFactor(input.activityLevel),
    tdee: maintain,
    proteinGrams: protein.grams,
    proteinPerKg: protein.perKg,
    targets: calorieTargets(maintain, floor),
    calorieFloor: floor,
  };
}
