// The weight trend: a smoothed line through noisy daily weigh-ins, and how fast it moves. Shared by the
// functions and the web app so the chart, the weekly change and the expenditure estimate agree.
//
// Why a local regression and not an average: a moving average or simple exponential smoothing reports
// the weight at the centre of mass of the days it averages, so on a steady loss it reads high. On a
// 0.5 kg/week loss a 7-day average sits 3 days behind (0.2 kg high) and exponential smoothing at 10% a
// day sits 9 days behind (0.65 kg high), which is what a user sees as "the trend says I am heavier than
// I am". Here, at each weigh-in, a straight line (level + slope) is fitted by weighted least squares
// through the weigh-ins of the last `windowDays` days and read at that day. A steady change lies on a
// line, so the fit follows it with no lag: the level is the weight today and the slope is the rate.
// Noise is damped because every weigh-in in the window pulls on the line.
//
// Parameters, and why:
// - windowDays 35, tricube weights (1 - (age/window)^3)^3: the newest weigh-ins count most and old ones
//   fade smoothly to zero, so the trend never jumps when a weigh-in leaves the window. With +-0.8 kg day
//   noise and 28 daily weigh-ins the trend's error is about 0.17 kg and the weekly change's 0.08 kg, and
//   after a flat month turning into a 0.5 kg/week loss the weekly change reads -0.4 within about 20 days.
//   A 28-day tricube window answers a few days sooner but its weekly change is a third noisier.
// - 'uniform' weights (every weigh-in in the window counts the same) give the average rate over the
//   window; the expenditure estimate uses them to match an intake averaged over the same days.
// - A mild pull of the slope towards zero (a ridge penalty): day-to-day noise is about 0.5 kg while
//   real changes rarely exceed 1 kg a week, so the penalty is (0.5 kg)^2 / (1 kg / 7 days)^2 = 12.25
//   weight-days^2. With four weeks of weigh-ins it moves the slope by about 1%; with a few days it keeps
//   three days of water swings from reading as "-3 kg a week".
// - The weekly change is null until the weigh-ins in the window span MIN_WEEKLY_CHANGE_SPAN_DAYS: a rate
//   read off a few days is water, not fat.
//
// Days are whole UTC days counted from 'YYYY-MM-DD' strings, so gaps and irregular spacing use the real
// distance between weigh-ins and no time zone can shift a day.

export interface WeighIn {
  /** 'YYYY-MM-DD' */
  day: string;
  kg: number;
}

export interface TrendPoint {
  day: string;
  /** The weight as logged. */
  kg: number;
  /** The smoothed weight on that day, from that day's and earlier weigh-ins only (it never changes later). */
  trendKg: number;
}

export interface WeightTrend {
  /** One per weigh-in, sorted by day. */
  points: TrendPoint[];
  /** The smoothed weight at the latest weigh-in; null without weigh-ins. */
  trendKg: number | null;
  /** kg per 7 days at the latest weigh-in (negative is a loss); null until there is a rate to read. */
  weeklyChangeKg: number | null;
}

export type TrendWeighting = 'tricube' | 'uniform';

export interface WeightTrendOptions {
  /** Weigh-ins older than this many days (counted back from each point, that day included) are ignored. */
  windowDays?: number;
  weighting?: TrendWeighting;
}

export const DEFAULT_TREND_WINDOW_DAYS = 35;
export const MIN_WEEKLY_CHANGE_SPAN_DAYS = 7;
const SLOPE_PENALTY = 0.5 ** 2 / (1 / 7) ** 2;
const MS_PER_DAY = 86_400_000;

/** Whole days since 1970-01-01 (UTC) for a real 'YYYY-MM-DD' day, else null ('2025-02-30' is null). */
export function dayNumber(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  // Date.UTC rolls over (Feb 30 -> Mar 2); reading the parts back rejects such days.
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return null;
  }
  return ms / MS_PER_DAY;
}

/** The 'YYYY-MM-DD' day `offset` days after `day` (before, if negative). */
export function addDays(day: string, offset: number): string {
  const start = dayNumber(day);
  if (start === null) throw new RangeError(`Not a day: ${day}`);
  return new Date((start + offset) * MS_PER_DAY).toISOString().slice(0, 10);
}

interface DayWeight {
  day: string;
  at: number;
  kg: number;
}

/**
 * Weigh-ins that are a real day and a positive weight, one per day (the last given wins, as a correction
 * of the same day), sorted by day. Anything else is skipped so one bad document cannot break a chart.
 */
function cleanWeighIns(weighIns: readonly WeighIn[]): DayWeight[] {
  const byDay = new Map<number, DayWeight>();
  for (const { day, kg } of weighIns) {
    const at = dayNumber(day);
    if (at === null || !Number.isFinite(kg) || kg <= 0) continue;
    byDay.set(at, { day, at, kg });
  }
  return [...byDay.values()].sort((a, b) => a.at - b.at);
}

function weightFor(ageDays: number, windowDays: number, weighting: TrendWeighting): number {
  if (weighting === 'uniform') return 1;
  const u = ageDays / windowDays;
  return (1 - u ** 3) ** 3;
}

interface LineFit {
  /** The fitted weight on the day read. */
  level: number;
  /** kg per day. */
  slope: number;
  /** Days between the first and the last weigh-in used. */
  spanDays: number;
}

/** The weighted, slope-penalised line through `points[from..to]`, read at `points[to]`'s day. */
function fitLine(
  points: readonly DayWeight[],
  from: number,
  to: number,
  windowDays: number,
  weighting: TrendWeighting,
): LineFit {
  const end = points[to] as DayWeight;
  const used = points.slice(from, to + 1).map((point) => ({
    x: point.at - end.at,
    y: point.kg,
    w: weightFor(end.at - point.at, windowDays, weighting),
  }));
  let sumW = 0;
  let sumX = 0;
  let sumY = 0;
  for (const { x, y, w } of used) {
    sumW += w;
    sumX += w * x;
    sumY += w * y;
  }
  const meanX = sumX / sumW;
  const meanY = sumY / sumW;
  // Centred sums: subtracting big products of raw days would lose digits.
  let sxx = 0;
  let sxy = 0;
  for (const { x, y, w } of used) {
    sxx += w * (x - meanX) ** 2;
    sxy += w * (x - meanX) * (y - meanY);
  }
  const slope = sxy / (sxx + SLOPE_PENALTY);
  const first = points[from] as DayWeight;
  // x is counted from the day read, so the line's value there is its intercept.
  return { level: meanY - slope * meanX, slope, spanDays: end.at - first.at };
}

export function weightTrend(weighIns: readonly WeighIn[], options: WeightTrendOptions = {}): WeightTrend {
  const windowDays = options.windowDays ?? DEFAULT_TREND_WINDOW_DAYS;
  const weighting = options.weighting ?? 'tricube';
  if (!Number.isInteger(windowDays) || windowDays < 1) {
    throw new RangeError(`windowDays must be a whole number of days, at least 1: ${windowDays}`);
  }
  const clean = cleanWeighIns(weighIns);
  const points: TrendPoint[] = [];
  let latest: LineFit | null = null;
  let from = 0;
  for (let to = 0; to < clean.length; to++) {
    const end = clean[to] as DayWeight;
    while ((clean[from] as DayWeight).at <= end.at - windowDays) from++;
    latest = fitLine(clean, from, to, windowDays, weighting);
    points.push({ day: end.day, kg: end.kg, trendKg: latest.level });
  }
  if (!latest) return { points, trendKg: null, weeklyChangeKg: null };
  const weeklyChangeKg = latest.spanDays >= MIN_WEEKLY_CHANGE_SPAN_DAYS ? latest.slope * 7 : null;
  return { points, trendKg: latest.level, weeklyChangeKg };
}
