// Generated four-week weigh-ins and food logs with a known truth, for tests only: the unit tests here and
// the callable tests run the same cases. Nothing in production imports this file.
//
// Every case is 28 days ending on `today`. The weight moves at a steady rate and the intake is steady, so
// the true expenditure is intake - rate * KCAL_PER_KG / 7 exactly; noise is drawn from a seeded
// generator, so a case is the same on every run and a different seed gives another draw of it.

import { type DayIntake, type ExpenditureEstimate, KCAL_PER_KG } from './energy-balance.js';
import { addDays, type WeighIn } from './weight-trend.js';

/** The estimate for someone with no food log and no weigh-ins: nothing to say. */
export const noEstimate: ExpenditureEstimate = {
  tdee: null,
  intakeAverage: null,
  loggedDays: 0,
  weighIns: 0,
  trendKg: null,
  weeklyChangeKg: null,
  confidence: 'none',
};

/** The day's targets of a man of 180 cm, 80 kg and 30 years with no activity level (maintenance 2,608
 * kcal, protein needs 64 g): the shared targets and the web's diary targets both give these. */
export const manTargets = {
  maintain: { calories: 2608, protein: 64, fat: 87, carbs: 392 },
  mildLossCalories: 2358,
  extremeLoss: { calories: 1608, protein: 64, fat: 54, carbs: 217 },
};

export type WeightCaseName = 'steadyLoss' | 'steadyGain' | 'flat' | 'gaps' | 'noise';

export interface WeightCase {
  name: WeightCaseName;
  /** The last day of the data, 'YYYY-MM-DD'. */
  today: string;
  weighIns: WeighIn[];
  intakes: DayIntake[];
  /** The expenditure the data was generated from, kcal a day. */
  trueTdee: number;
  /** The rate the weight was generated with, kg per 7 days. */
  trueWeeklyChangeKg: number;
}

export const CASE_DAYS = 28;
export const WEIGHT_NOISE_KG = 0.8;
export const INTAKE_NOISE_KCAL = 300;

/** mulberry32: a tiny, fast, well-mixed 32-bit generator; numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Recipe {
  startKg: number;
  weeklyChangeKg: number;
  calories: number;
  /** Day offsets (0 = first day, 27 = today) that have a log / a weigh-in; every day when absent. */
  loggedDays?: readonly number[];
  weighInDays?: readonly number[];
  noisy?: boolean;
}

const everyDay = Array.from({ length: CASE_DAYS }, (_, offset) => offset);

const recipes: Record<WeightCaseName, Recipe> = {
  steadyLoss: { startKg: 85, weeklyChangeKg: -0.5, calories: 2000 },
  steadyGain: { startKg: 68, weeklyChangeKg: 0.5, calories: 3000 },
  flat: { startKg: 74, weeklyChangeKg: 0, calories: 2300 },
  // 16 of 28 days logged and 12 weigh-ins, unevenly spaced; the latest weigh-in is two days old.
  gaps: {
    startKg: 85,
    weeklyChangeKg: -0.5,
    calories: 2000,
    loggedDays: [0, 1, 2, 4, 7, 8, 10, 11, 14, 15, 17, 20, 22, 23, 25, 27],
    weighInDays: [0, 3, 4, 8, 9, 13, 16, 17, 21, 22, 24, 26],
  },
  noise: { startKg: 85, weeklyChangeKg: -0.5, calories: 2000, noisy: true },
};

/** Rounded like stored data: weights to 0.1 kg, intakes to whole kcal. */
const tenth = (kg: number) => Math.round(kg * 10) / 10;

export function weightCase(name: WeightCaseName, today: string, seed = 1): WeightCase {
  const recipe = recipes[name];
  const random = seededRandom(seed);
  const noise = (size: number) => (recipe.noisy ? (random() * 2 - 1) * size : 0);
  const dayAt = (offset: number) => addDays(today, offset - (CASE_DAYS - 1));
  const weighIns = (recipe.weighInDays ?? everyDay).map((offset) => ({
    day: dayAt(offset),
    kg: tenth(recipe.startKg + (recipe.weeklyChangeKg * offset) / 7 + noise(WEIGHT_NOISE_KG)),
  }));
  const intakes = (recipe.loggedDays ?? everyDay).map((offset) => ({
    day: dayAt(offset),
    calories: Math.round(recipe.calories + noise(INTAKE_NOISE_KCAL)),
  }));
  return {
    name,
    today,
    weighIns,
    intakes,
    trueTdee: recipe.calories - (recipe.weeklyChangeKg * KCAL_PER_KG) / 7,
    trueWeeklyChangeKg: recipe.weeklyChangeKg,
  };
}

export const weightCaseNames: readonly WeightCaseName[] = [
  'steadyLoss',
  'steadyGain',
  'flat',
  'gaps',
  'noise',
];
