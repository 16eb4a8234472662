// The weight chart's figures, pure: which weigh-ins a period shows, where they sit on the chart, and what
// the summary says. The trend is the shared weight-trend.ts line, so the chart, the summary and the server's
// answer agree; a weigh-in logged or deleted here is laid into the points the same way the server would.
import type { WeightPoint } from '@shared/weight/contracts';
import { addDays, dayNumber, weightTrend } from '@shared/weight/weight-trend';
import { kgToLb, type WeightUnit } from '@shared/weight/weight-units';

/** The periods the chart shows, in days ending today. */
export const CHART_PERIODS = [30, 90] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** The chart's drawing box (SVG user units; it scales to the card's width). */
export const CHART = { width: 320, height: 180, left: 36, right: 10, top: 12, bottom: 24 } as const;

/** The unit weights are shown in: pounds for an imperial profile. */
export function weightUnitFor(measurementSystem: string | null | undefined): WeightUnit {
  return measurementSystem === 'imperial' ? 'lb' : 'kg';
}

/** A weight in kg in `unit`, unrounded (for drawing; rounding is the formatter's). */
export const inUnit = (kg: number, unit: WeightUnit) => (unit === 'kg' ? kg : kgToLb(kg));

/** The points with `day`'s weigh-in set to `kg` (added or replaced), the trend worked out again. */
export function withWeighIn(points: readonly WeightPoint[], day: string, kg: number): WeightPoint[] {
  return weightTrend([...points.filter((point) => point.day !== day), { day, kg }]).points;
}

/** The points without `day`'s weigh-in, the trend worked out again. */
export function withoutWeighIn(points: readonly WeightPoint[], day: string): WeightPoint[] {
  return weightTrend(points.filter((point) => point.day !== day)).points;
}

/** The weigh-ins of the `period` days ending `today`, oldest first. */
export function pointsInPeriod(points: readonly WeightPoint[], today: string, period: number): WeightPoint[] {
  const first = addDays(today, -(period - 1));
  return points.filter((point) => point.day >= first && point.day <= today);
}

export interface WeightSummary {
  /** The trend weight at the latest weigh-in, kg; null without weigh-ins. */
  trendKg: number | null;
  /** kg a week at the latest weigh-in (negative: losing); null until the weigh-ins span a week. */
  weeklyChangeKg: number | null;
  latest: WeightPoint | null;
}

/** Where the weight is now: the trend and its weekly change at the latest weigh-in, over all points. */
export function weightSummary(points: readonly WeightPoint[]): WeightSummary {
  const trend = weightTrend(points);
  return {
    trendKg: trend.trendKg,
    weeklyChangeKg: trend.weeklyChangeKg,
    latest: points.at(-1) ?? null,
  };
}

export interface PeriodFacts {
  count: number;
  first: string;
  last: string;
  /** Lowest and highest weigh-in, kg. */
  lowKg: number;
  highKg: number;
  /** The trend at the period's first and last weigh-in, kg. */
  trendFromKg: number;
  trendToKg: number;
}

/** What a screen reader hears of the period's chart; null without weigh-ins in it. */
export function periodFacts(shown: readonly WeightPoint[]): PeriodFacts | null {
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last) return null;
  const weights = shown.map((point) => point.kg);
  return {
    count: shown.length,
    first: first.day,
    last: last.day,
    lowKg: Math.min(...weights),
    highKg: Math.max(...weights),
    trendFromKg: first.trendKg,
    trendToKg: last.trendKg,
  };
}

export interface ChartGeometry {
  dots: { day: string; cx: number; cy: number }[];
  /** The trend line through every shown point ('' with fewer than two). */
  trendPath: string;
  /** Horizontal grid lines with their weights (in the unit shown). */
  yTicks: { value: number; y: number }[];
  /** The days labelled under the chart: the period's first, middle and last. */
  xTicks: { day: string; x: number; anchor: 'start' | 'middle' | 'end' }[];
}

/** The step of the weight grid: about three lines over the range, at 0.1, 0.2, 0.5, 1, 2, 5 ... */
export function gridStep(range: number): number {
  const rough = Math.max(range, 0.1) / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The chart of `shown` (the period's points) for the `period` days ending `today`, in `unit`. */
export function chartGeometry(
  shown: readonly WeightPoint[],
  today: string,
  period: number,
  unit: WeightUnit,
): ChartGeometry {
  const firstDay = addDays(today, -(period - 1));
  const start = dayNumber(firstDay) ?? 0;
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const x = (day: string) => CHART.left + (((dayNumber(day) ?? start) - start) / (period - 1)) * plotWidth;

  const values = shown.flatMap((point) => [inUnit(point.kg, unit), inUnit(point.trendKg, unit)]);
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : 1;
  const step = gridStep(high - low);
  // The grid starts and ends on a step, with room above and below the data.
  const bottom = Math.floor((low - step / 10) / step) * step;
  const top = Math.max(Math.ceil((high + step / 10) / step) * step, bottom + step);
  const y = (value: number) => CHART.top + ((top - value) / (top - bottom)) * plotHeight;

  const yTicks: ChartGeometry['yTicks'] = [];
  for (let value = bottom; value <= top + step / 1000; value += step) {
    const tick = Number(value.toFixed(6));
    yTicks.push({ value: tick, y: round(y(tick)) });
  }
  const points = shown.map((point) => ({
    day: point.day,
    cx: round(x(point.day)),
    cy: round(y(inUnit(point.kg, unit))),
    ty: round(y(inUnit(point.trendKg, unit))),
  }));
  const trendPath =
    points.length > 1
      ? points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.cx} ${point.ty}`).join(' ')
      : '';
  const middle = addDays(firstDay, Math.floor((period - 1) / 2));
  return {
    dots: points.map(({ day, cx, cy }) => ({ day, cx, cy })),
    trendPath,
    yTicks,
    xTicks: [
      { day: firstDay, x: CHART.left, anchor: 'start' },
      { day: middle, x: round(x(middle)), anchor: 'middle' },
      { day: today, x: CHART.left + plotWidth, anchor: 'end' },
    ],
  };
}
