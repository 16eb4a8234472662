import { weightTrend } from '@shared/weight/weight-trend';
import { describe, expect, it } from 'vitest';
import {
  CHART,
  chartGeometry,
  gridStep,
  periodFacts,
  pointsInPeriod,
  weightSummary,
  withoutWeighIn,
  withWeighIn,
} from './weight-chart-model';

const today = '2025-03-31';
/** A weigh-in every other day for 8 weeks, losing 0.5 kg a week from 70 kg. */
const points = weightTrend(
  Array.from({ length: 28 }, (_, i) => {
    const day = new Date(Date.UTC(2025, 1, 5 + i * 2)).toISOString().slice(0, 10);
    return { day, kg: Math.round((70 - (i * 2 * 0.5) / 7) * 10) / 10 };
  }),
).points;

describe('the weight chart', () => {
  it('shows the weigh-ins of the period ending today', () => {
    const month = pointsInPeriod(points, today, 30);
    expect(month[0]?.day).toBe('2025-03-03');
    expect(month.at(-1)?.day).toBe('2025-03-31');
    expect(pointsInPeriod(points, today, 90)).toHaveLength(points.length);
  });

  it('sums up where the weight is: the trend, its weekly change and the latest weigh-in', () => {
    const summary = weightSummary(points);
    expect(summary.latest).toEqual(points.at(-1));
    expect(summary.trendKg).toBeCloseTo(66.1, 1);
    expect(summary.weeklyChangeKg).toBeCloseTo(-0.5, 1);
    // A week's span is needed for a weekly change.
    expect(weightSummary(points.slice(0, 3)).weeklyChangeKg).toBeNull();
    expect(weightSummary([])).toEqual({ trendKg: null, weeklyChangeKg: null, latest: null });
  });

  it('describes the period in figures for screen readers', () => {
    const facts = periodFacts(pointsInPeriod(points, today, 30));
    expect(facts).toMatchObject({
      count: 15,
      first: '2025-03-03',
      last: '2025-03-31',
      lowKg: 66.1,
      highKg: 68.1,
    });
    expect(periodFacts([])).toBeNull();
  });

  it('draws dots inside the plot and the trend through every weigh-in, on a grid of round weights', () => {
    const shown = pointsInPeriod(points, today, 30);
    const chart = chartGeometry(shown, today, 30, 'kg');
    expect(chart.dots).toHaveLength(shown.length);
    for (const dot of chart.dots) {
      expect(dot.cx).toBeGreaterThanOrEqual(CHART.left);
      expect(dot.cx).toBeLessThanOrEqual(CHART.width - CHART.right);
      expect(dot.cy).toBeGreaterThanOrEqual(CHART.top);
      expect(dot.cy).toBeLessThanOrEqual(CHART.height - CHART.bottom);
    }
    // Today is the right edge; the heavier first weigh-in sits higher than the last.
    expect(chart.dots.at(-1)?.cx).toBe(CHART.width - CHART.right);
    expect(chart.dots[0]?.cy).toBeLessThan(chart.dots.at(-1)?.cy ?? 0);
    expect(chart.trendPath.match(/[ML]/g)).toHaveLength(shown.length);
    expect(chart.yTicks.map((tick) => tick.value)).toEqual([66, 67, 68, 69]);
    expect(chart.xTicks.map((tick) => tick.day)).toEqual(['2025-03-02', '2025-03-16', '2025-03-31']);
    // In pounds the grid is in pounds.
    const pounds = chartGeometry(shown, today, 30, 'lb').yTicks.map((tick) => tick.value);
    expect(pounds[0]).toBeLessThan(146);
    expect(pounds.at(-1)).toBeGreaterThan(150);
  });

  it('picks a round grid step for any range', () => {
    expect([0.2, 1, 2.5, 4, 12, 40].map(gridStep)).toEqual([0.1, 0.5, 1, 2, 5, 20]);
  });

  it('lays a logged or deleted weigh-in into the points with the trend worked out again', () => {
    const added = withWeighIn(points, '2025-03-30', 60);
    expect(added.find((point) => point.day === '2025-03-30')?.kg).toBe(60);
    expect(added.at(-1)?.trendKg).toBeLessThan(points.at(-1)?.trendKg ?? 0);
    const replaced = withWeighIn(points, '2025-03-31', 66.5);
    expect(replaced).toHaveLength(points.length);
    expect(replaced.at(-1)?.kg).toBe(66.5);
    expect(withoutWeighIn(added, '2025-03-30')).toEqual(points);
  });
});
