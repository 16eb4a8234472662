// What a user's body burns a day (TDEE), read from what they ate and what their weight did: energy that
// was eaten and not burned is stored, and stored energy shows up as weight. Over a window of days,
//   tdee = average intake - (weight trend's change per day) * KCAL_PER_KG.
// This needs no formula of age, height or activity, and it absorbs a user's habit of under-logging: the
// estimate is "what you burn, as you log it", which is what a calorie target must be set against.
//
// Choices, and why:
// - Intake is averaged over logged days only: a day without a log is unknown, not a day of fasting.
// - A day logging less than MIN_COMPLETE_DAY_KCAL is taken as unfinished (breakfast logged, the rest
//   forgotten) and left out like a missing day. Counting it would pull the average down by about
//   1,700 / 28 = 60 kcal for each such day in four weeks. The threshold sits below the 450 to 800 kcal
//   of medically supervised very-low-calorie diets, so real low days still count; a true fasting day
//   is lost, which costs far less than counting every forgotten evening as one.
// - The weight change comes from the trend line over the window's weigh-ins with every weigh-in counted
//   the same: that is the average rate over the same days the intake is averaged over. Only weigh-ins
//   inside the window count, so an old holiday weigh-in cannot skew this month's estimate.
// - 7,700 kcal per kg: the usual figure for weight lost or gained as mostly fat with some lean tissue
//   and water. Early in a diet part of the loss is water and glycogen, so the estimate runs high then.

import { addDays, dayNumber, type WeighIn, weightTrend } from './weight-trend.js';

export const KCAL_PER_KG = 7700;
export const DEFAULT_EXPENDITURE_WINDOW_DAYS = 28;
/** Below this a day's log is taken as unfinished and left out. */
export const MIN_COMPLETE_DAY_KCAL = 400;
/** An estimate needs at least this many complete logged days in the window... */
export const MIN_LOGGED_DAYS = 14;
/** ...and at least this many weigh-ins in the window. */
export const MIN_WEIGH_INS = 10;

export interface DayIntake {
  /** 'YYYY-MM-DD' */
  day: string;
  /** kcal; several entries for one day add up (a caller may pass meals or day totals). */
  calories: number;
}

export interface ExpenditureInput {
  intakes: readonly DayIntake[];
  weighIns: readonly WeighIn[];
  /** 'YYYY-MM-DD', the window's last day (included). */
  today: string;
  windowDays?: number;
}

// How far to trust the estimate. Simulated (1,000 draws of four weeks with +-0.8 kg day noise on the
// weight and +-300 kcal on the intake), the typical error (one standard deviation) in each band is:
// - 'none': no estimate (below MIN_LOGGED_DAYS or MIN_WEIGH_INS);
// - 'low': the minimums are met; about 150 kcal with the weigh-ins spread over the window, 350 kcal
//   when all of them fall in its last 10 days;
// - 'medium': 20 logged days and 14 weigh-ins spanning at least 3 weeks; about 125 kcal;
// - 'high': 24 logged days and 20 weigh-ins spanning at least 3 weeks; about 100 kcal or less.
// The weigh-ins matter most: the error is mostly the uncertainty of the weight's slope, and a slope is
// read best from weigh-ins spread over the whole window, hence the span.
export type ExpenditureConfidence = 'none' | 'low' | 'medium' | 'high';

export const CONFIDENCE_BANDS = {
  medium: { loggedDays: 20, weighIns: 14, spanDays: 21 },
  high: { loggedDays: 24, weighIns: 20, spanDays: 21 },
} as const;

export interface ExpenditureEstimate {
  /** kcal a day, rounded to 10; null below the minimums. */
  tdee: number | null;
  /** kcal a day over the complete logged days, to the whole kcal; null without any. */
  intakeAverage: number | null;
  /** Complete logged days in the window. */
  loggedDays: number;
  /** Weigh-ins in the window, one per day. */
  weighIns: number;
  /** The trend weight at the window's latest weigh-in. */
  trendKg: number | null;
  /** kg per 7 days over the window (negative is a loss). */
  weeklyChangeKg: number | null;
  confidence: ExpenditureConfidence;
}

/** Complete day totals inside [first, last] (day numbers). */
function dayTotals(intakes: readonly DayIntake[], first: number, last: number): number[] {
  const totals = new Map<number, number>();
  for (const { day, calories } of intakes) {
    const at = dayNumber(day);
    if (at === null || at < first || at > last || !Number.isFinite(calories) || calories < 0) continue;
    totals.set(at, (totals.get(at) ?? 0) + calories);
  }
  return [...totals.values()].filter((total) => total >= MIN_COMPLETE_DAY_KCAL);
}

function confidenceFor(loggedDays: number, weighIns: number, spanDays: number): ExpenditureConfidence {
  if (loggedDays < MIN_LOGGED_DAYS || weighIns < MIN_WEIGH_INS) return 'none';
  const meets = (band: (typeof CONFIDENCE_BANDS)[keyof typeof CONFIDENCE_BANDS]) =>
    loggedDays >= band.loggedDays && weighIns >= band.weighIns && spanDays >= band.spanDays;
  if (meets(CONFIDENCE_BANDS.high)) return 'high';
  if (meets(CONFIDENCE_BANDS.medium)) return 'medium';
  return 'low';
}

export function estimateExpenditure({
  intakes,
  weighIns,
  today,
  windowDays = DEFAULT_EXPENDITURE_WINDOW_DAYS,
}: ExpenditureInput): ExpenditureEstimate {
  const last = dayNumber(today);
  if (last === null) throw new RangeError(`today is not a day: ${today}`);
  if (!Number.isInteger(windowDays) || windowDays < 1) {
    throw new RangeError(`windowDays must be a whole number of days, at least 1: ${windowDays}`);
  }
  const first = last - windowDays + 1;

  const totals = dayTotals(intakes, first, last);
  const exactAverage =
    totals.length > 0 ? totals.reduce((sum, total) => sum + total, 0) / totals.length : null;

  const inWindow = weighIns.filter(({ day }) => {
    const at = dayNumber(day);
    return at !== null && at >= first && at <= last;
  });
  const trend = weightTrend(inWindow, { windowDays, weighting: 'uniform' });
  const firstPoint = trend.points[0];
  const lastPoint = trend.points.at(-1);
  const spanDays =
    firstPoint && lastPoint ? (dayNumber(lastPoint.day) ?? 0) - (dayNumber(firstPoint.day) ?? 0) : 0;

  const confidence = confidenceFor(totals.length, trend.points.length, spanDays);
  const tdee =
    confidence !== 'none' && exactAverage !== null && trend.weeklyChangeKg !== null
      ? Math.round((exactAverage - (trend.weeklyChangeKg * KCAL_PER_KG) / 7) / 10) * 10
      : null;
  return {
    tdee,
    intakeAverage: exactAverage === null ? null : Math.round(exactAverage),
    loggedDays: totals.length,
    weighIns: trend.points.length,
    trendKg: trend.trendKg,
    weeklyChangeKg: trend.weeklyChangeKg,
    confidence: tdee === null ? 'none' : confidence,
  };
}

/** The window's first day for `today`, for callers that load only the days they need. */
export function expenditureWindowStart(today: string, windowDays = DEFAULT_EXPENDITURE_WINDOW_DAYS): string {
  return addDays(today, -(windowDays - 1));
}
