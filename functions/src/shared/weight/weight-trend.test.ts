import { describe, expect, it } from 'vitest';
import { seededRandom } from './weight-test-data.js';
import { addDays, dayNumber, type WeighIn, weightTrend } from './weight-trend.js';

const START = '2025-03-01';

/** Weigh-ins on the given day offsets from START, on a straight line plus optional noise. */
function line(offsets: readonly number[], startKg: number, weeklyKg: number, noise: () => number = () => 0) {
  return offsets.map((offset) => ({
    day: addDays(START, offset),
    kg: startKg + (weeklyKg * offset) / 7 + noise(),
  }));
}

const days = (count: number) => Array.from({ length: count }, (_, offset) => offset);
const trueKg = (startKg: number, weeklyKg: number, offset: number) => startKg + (weeklyKg * offset) / 7;

describe('weightTrend on a steady change', () => {
  it('reads the real rate and today’s weight, not a week behind', () => {
    const weighIns = line(days(28), 85, -0.5);
    const trend = weightTrend(weighIns);
    const latest = trueKg(85, -0.5, 27); // 83.07 kg

    expect(trend.weeklyChangeKg).toBeGreaterThan(-0.55);
    expect(trend.weeklyChangeKg).toBeLessThan(-0.45);
    expect(Math.abs((trend.trendKg ?? 0) - latest)).toBeLessThan(0.15);

    // What a 7-day average would show: 0.2 kg heavier than the user is.
    const lastWeek = weighIns.slice(-7).reduce((sum, { kg }) => sum + kg, 0) / 7;
    expect(lastWeek - latest).toBeGreaterThan(0.2);
  });

  it('follows a gain the same way', () => {
    const trend = weightTrend(line(days(28), 68, 0.5));
    expect(trend.weeklyChangeKg).toBeCloseTo(0.5, 1);
    expect(Math.abs((trend.trendKg ?? 0) - trueKg(68, 0.5, 27))).toBeLessThan(0.15);
  });

  it('has every point on the line once a few weigh-ins are in', () => {
    const trend = weightTrend(line(days(28), 85, -0.5));
    for (const [offset, point] of trend.points.entries()) {
      if (offset < 14) continue;
      expect(Math.abs(point.trendKg - trueKg(85, -0.5, offset))).toBeLessThan(0.15);
    }
  });

  it('reads a flat weight as flat', () => {
    const trend = weightTrend(line(days(20), 74, 0));
    expect(trend.trendKg).toBeCloseTo(74, 6);
    expect(trend.weeklyChangeKg).toBeCloseTo(0, 6);
  });

  it('with uniform weighting also reads the line exactly', () => {
    const trend = weightTrend(line(days(28), 85, -0.5), { windowDays: 28, weighting: 'uniform' });
    expect(trend.weeklyChangeKg).toBeCloseTo(-0.5, 1);
    expect(Math.abs((trend.trendKg ?? 0) - trueKg(85, -0.5, 27))).toBeLessThan(0.05);
  });
});

describe('weightTrend on noisy weigh-ins', () => {
  // +-0.8 kg a day of water and salt on a steady 0.5 kg/week loss, 28 days.
  const noisy = (seed: number) => {
    const random = seededRandom(seed);
    return line(days(28), 85, -0.5, () => (random() * 2 - 1) * 0.8);
  };

  it('still reads the weekly change within 0.15 kg', () => {
    const trend = weightTrend(noisy(1));
    expect(Math.abs((trend.weeklyChangeKg ?? 0) - -0.5)).toBeLessThan(0.15);
  });

  it('ends near the true weight', () => {
    const trend = weightTrend(noisy(1));
    expect(Math.abs((trend.trendKg ?? 0) - trueKg(85, -0.5, 27))).toBeLessThan(0.4);
  });

  it('damps the noise: over many draws the trend is off by less than half what the scale is', () => {
    // Root mean square error against the true weight, over each draw's last two weeks.
    let rawSquares = 0;
    let trendSquares = 0;
    for (const seed of days(100)) {
      const points = weightTrend(noisy(seed + 1)).points.slice(-14);
      for (const [i, point] of points.entries()) {
        const truth = trueKg(85, -0.5, 14 + i);
        rawSquares += (point.kg - truth) ** 2;
        trendSquares += (point.trendKg - truth) ** 2;
      }
    }
    const raw = Math.sqrt(rawSquares / 1400); // about 0.46 kg
    const trend = Math.sqrt(trendSquares / 1400); // about 0.19 kg
    expect(trend).toBeLessThan(raw / 2);
    expect(trend).toBeLessThan(0.25);
  });

  it('is within 0.15 kg a week on at least nine draws in ten', () => {
    const close = days(200).filter((seed) => {
      const weekly = weightTrend(noisy(seed + 1)).weeklyChangeKg ?? 0;
      return Math.abs(weekly - -0.5) < 0.15;
    });
    expect(close.length).toBeGreaterThanOrEqual(180);
  });
});

describe('weightTrend with gaps', () => {
  it('uses the real days between weigh-ins, not their order', () => {
    // Seven weigh-ins over four weeks; taken as one a day they would read a loss of over 2 kg a week.
    const trend = weightTrend(line([0, 1, 5, 12, 13, 20, 27], 85, -0.5));
    expect(trend.weeklyChangeKg).toBeCloseTo(-0.5, 1);
    expect(Math.abs((trend.trendKg ?? 0) - trueKg(85, -0.5, 27))).toBeLessThan(0.15);
  });

  it('forgets weigh-ins older than the window', () => {
    // A month away; the old weigh-ins (at 95 kg) leave the 35-day window and stop pulling.
    const old = line([0, 2, 4, 6], 95, 0);
    const recent = line([70, 72, 74, 76, 78, 80], 80, 0);
    const trend = weightTrend([...old, ...recent]);
    expect(trend.trendKg).toBeCloseTo(80, 6);
    expect(trend.weeklyChangeKg).toBeCloseTo(0, 6);
  });

  it('counts days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect((dayNumber('2025-03-01') ?? 0) - (dayNumber('2025-02-01') ?? 0)).toBe(28);
    expect(dayNumber('2025-02-29')).toBeNull();
    expect(dayNumber('2025-3-1')).toBeNull();
  });
});

describe('weightTrend on little or messy data', () => {
  it('has no trend without weigh-ins', () => {
    expect(weightTrend([])).toEqual({ points: [], trendKg: null, weeklyChangeKg: null });
  });

  it('takes a single weigh-in as the trend, with no weekly change', () => {
    expect(weightTrend([{ day: '2025-03-01', kg: 80.4 }])).toEqual({
      points: [{ day: '2025-03-01', kg: 80.4, trendKg: 80.4 }],
      trendKg: 80.4,
      weeklyChangeKg: null,
    });
  });

  it('shows no weekly change until the weigh-ins span a week', () => {
    const fewDays = line([0, 1, 3], 80, -3);
    expect(weightTrend(fewDays).weeklyChangeKg).toBeNull();
    expect(weightTrend(line([0, 7], 80, -0.5)).weeklyChangeKg).not.toBeNull();
  });

  it('does not read two days of water as a crash diet', () => {
    // 80 kg then 79 kg a day apart, then a week later 79.2: not "-7 kg a week".
    const trend = weightTrend([
      { day: '2025-03-01', kg: 80 },
      { day: '2025-03-02', kg: 79 },
      { day: '2025-03-09', kg: 79.2 },
    ]);
    expect(Math.abs(trend.weeklyChangeKg ?? 0)).toBeLessThan(1);
  });

  it('sorts unsorted input by day', () => {
    const sorted = line(days(10), 80, -0.5);
    const shuffled = [
      sorted[7],
      sorted[2],
      sorted[9],
      sorted[0],
      ...sorted.slice(3, 7),
      sorted[1],
      sorted[8],
    ];
    const trend = weightTrend(shuffled as WeighIn[]);
    expect(trend.points.map((p) => p.day)).toEqual(sorted.map((p) => p.day));
    expect(trend).toEqual(weightTrend(sorted));
  });

  it('keeps the last weigh-in given for a day', () => {
    const trend = weightTrend([
      { day: '2025-03-01', kg: 80 },
      { day: '2025-03-02', kg: 90 },
      { day: '2025-03-02', kg: 79.8 },
    ]);
    expect(trend.points.map((p) => p.kg)).toEqual([80, 79.8]);
  });

  it('skips weigh-ins that are not a real day or weight', () => {
    const trend = weightTrend([
      { day: '2025-03-01', kg: 80 },
      { day: '2025-02-30', kg: 80 },
      { day: '2025-03-02', kg: Number.NaN },
      { day: '2025-03-03', kg: 0 },
    ]);
    expect(trend.points).toEqual([{ day: '2025-03-01', kg: 80, trendKg: 80 }]);
  });

  it('never rewrites a past point when a new weigh-in arrives', () => {
    const before = weightTrend(line(days(14), 80, -0.5));
    const after = weightTrend([...line(days(14), 80, -0.5), { day: addDays(START, 14), kg: 84 }]);
    expect(after.points.slice(0, 14)).toEqual(before.points);
  });

  it('turns with the user: a new loss shows within three weeks', () => {
    // A flat month, then 0.5 kg a week down.
    const flat = line(days(42), 80, 0);
    const loss = days(21).map((n) => ({ day: addDays(START, 42 + n), kg: 80 - (0.5 * (n + 1)) / 7 }));
    const trend = weightTrend([...flat, ...loss]);
    expect(trend.weeklyChangeKg).toBeLessThan(-0.4);
  });

  it('rejects a window that is not a whole number of days', () => {
    expect(() => weightTrend([], { windowDays: 0 })).toThrow(RangeError);
    expect(() => weightTrend([], { windowDays: 2.5 })).toThrow(RangeError);
  });
});
