// Health figures from the profile (DESIGN 6, SPEC 9). Pure functions, no React, fully tested.
//
// Decisions, documented here because the spec leaves them open:
// - Mifflin-St Jeor has two variants (+5 male, -161 otherwise). A profile gender of "other" uses the
//   "otherwise" variant by default, as SPEC 9 words it; the health screen lets the user pick the male or
//   female formula instead (SPEC 2: the health screen's gender choices are male and female).
// - Calorie floors (AHA/ACC/TOS 2013): 1500 kcal for the male formula, 1200 kcal otherwise.
// - Protein (g per kg body weight per day): RDA 0.8 without exercise; 1.2-2.0 for exercising people
//   (ISSN 2017), spread over the active levels: light 1.2, moderate 1.4, active 1.7, very active 2.0.
//   No level set: the 0.8 baseline.
// - Maintain = TDEE: BMR x activity factor, and x 1.465 when no level is set (SPEC 9's maintain factor).
//   The factor multiplies the whole BMR (the OpenNutriTracker #987 bug applied it to one term only).

import type { ActivityLevel, MeasurementSystem } from '../../lib/profile';

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

export type BmiBand = 'underweight' | 'normal' | 'overweight' | 'obese';
export type TargetKey = 'maintain' | 'mildLoss' | 'loss' | 'extremeLoss';

/** Daily deficit and the weekly loss it stands for (SPEC 4). */
export const targetDeficits: { key: TargetKey; deficit: number; kgPerWeek: number }[] = [
  { key: 'maintain', deficit: 0, kgPerWeek: 0 },
  { key: 'mildLoss', deficit: 250, kgPerWeek: 0.25 },
  { key: 'loss', deficit: 500, kgPerWeek: 0.5 },
  { key: 'extremeLoss', deficit: 1000, kgPerWeek: 1 },
];

export interface CalorieTarget {
  key: TargetKey;
  calories: number;
  percentOfMaintain: number;
  kgPerWeek: number;
  belowFloor: boolean;
}

export interface HealthInput {
  sex: FormulaSex;
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

export function calorieTargets(maintain: number, sex: FormulaSex): CalorieTarget[] {
  return targetDeficits.map(({ key, deficit, kgPerWeek }) => {
    const calories = maintain - deficit;
    return {
      key,
      calories,
      percentOfMaintain: Math.round((calories / maintain) * 100),
      kgPerWeek,
      belowFloor: calories < calorieFloor[sex],
    };
  });
}

export function computeHealth(input: HealthInput): HealthMetrics {
  const { cm, kg } = toMetric(input.height, input.weight, input.measurementSystem);
  const bmiValue = bmi(kg, cm);
  const bmrValue = bmr(kg, cm, input.age, input.sex);
  const maintain = tdee(bmrValue, input.activityLevel);
  const protein = proteinNeeds(kg, input.activityLevel);
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
    targets: calorieTargets(maintain, input.sex),
    calorieFloor: calorieFloor[input.sex],
  };
}

export type MissingField = 'height' | 'weight' | 'age' | 'gender';

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Which of the required profile fields are missing (SPEC 5: needed to compute metrics). */
export function missingFields(profile: {
  height?: number | null;
  weight?: number | null;
  age?: number | null;
  gender?: string | null;
}): MissingField[] {
  const missing: MissingField[] = [];
  if (!positive(profile.height)) missing.push('height');
  if (!positive(profile.weight)) missing.push('weight');
  if (!positive(profile.age)) missing.push('age');
  if (!profile.gender) missing.push('gender');
  return missing;
}
