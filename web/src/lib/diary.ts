// The diary's calendar and targets, shared by the camera's today card, History and Health (pure
// functions), and the changes to an eaten entry that the shared diary components send.
//
// - A diary day is the user's local calendar date (YYYY-MM-DD) in the browser's IANA time zone; the web
//   app sends that zone with every logged meal, so the server files the entry under the same day.
// - Daily targets follow the goal picked on Health (profile `dailyGoal`): calories are that goal's safe
//   target (never under the calorie floor), protein is the protein need Health shows, fat gives 30 % of
//   the calories (9 kcal/g) and carbs the rest (4 kcal/g, never negative).
import type { CallableRequest, CallableResponse } from '@contracts';
import { type ActivityLevel, activityLevels, type DailyGoal } from '@shared/profile-values';
import { useEffect, useState } from 'react';
import { call } from './callable';
import { computeHealth, type FormulaSex } from './health-formulas';
import { missingFields, plausibilityHints } from './profile-checks';

export interface DiaryTargets {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** Share of the calorie target that fat provides. */
export const FAT_SHARE = 0.3;
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** The browser's IANA time zone ("Europe/Copenhagen"); 'UTC' when the browser does not say. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The calendar date (YYYY-MM-DD) of `date` (now) in `timeZone` (the browser's). */
export function localDay(date: Date = new Date(), timeZone: string = userTimeZone()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(date);
  } catch {
    // An unknown zone: fall back to UTC rather than fail.
    return date.toISOString().slice(0, 10);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's date in the browser's zone; a screen left open over midnight moves on to the new day. */
export function useLocalDay(): string {
  const [day, setDay] = useState(() => localDay());
  useEffect(() => {
    // Checked every minute rather than timed to midnight: a sleeping device or a changed zone is caught too.
    const timer = setInterval(() => setDay(localDay()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return day;
}

/** The day `offset` days after `day` (negative: before), as YYYY-MM-DD. */
export function addDays(day: string, offset: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

/** The `n` days ending with `today`, oldest first (['…-17', …, today] for n = 7). */
export function lastDays(today: string, n: number): string[] {
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(today, i - (n - 1)));
}

/** A YYYY-MM-DD date that exists on the calendar. */
export function isDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

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

/** The changes to an eaten entry, as the shared diary components send them (run by useCallableAction). */
export const mealEdits = {
  /** New rows (the whole list), slot or day. */
  update: (data: CallableRequest<'updateMeal'>): Promise<CallableResponse<'updateMeal'>> =>
    call('updateMeal', data),
  /** A correction in words, applied by the AI to the current estimate. */
  correct: (mealId: string, text: string): Promise<CallableResponse<'correctMeal'>> =>
    call('correctMeal', { mealId, text }),
  /** Restores the estimate the last correction replaced (once). */
  undoCorrection: (mealId: string): Promise<CallableResponse<'undoMealCorrection'>> =>
    call('undoMealCorrection', { mealId }),
};
