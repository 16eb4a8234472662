import { describe, expect, it } from 'vitest';
import {
  type DayIntake,
  estimateExpenditure,
  expenditureWindowStart,
  KCAL_PER_KG,
  MIN_LOGGED_DAYS,
  MIN_WEIGH_INS,
} from './energy-balance.js';
import { noEstimate, seededRandom, weightCase, weightCaseNames } from './weight-test-data.js';
import { addDays, type WeighIn } from './weight-trend.js';

const TODAY = '2025-03-28';

function estimate(intakes: DayIntake[], weighIns: WeighIn[], today = TODAY) {
  return estimateExpenditure({ intakes, weighIns, today });
}

describe('estimateExpenditure on generated four weeks', () => {
  const expected = {
    steadyLoss: { trueTdee: 2550, loggedDays: 28, weighIns: 28, confidence: 'high' },
    steadyGain: { trueTdee: 2450, loggedDays: 28, weighIns: 28, confidence: 'high' },
    flat: { trueTdee: 2300, loggedDays: 28, weighIns: 28, confidence: 'high' },
    gaps: { trueTdee: 2550, loggedDays: 16, weighIns: 12, confidence: 'low' },
    noise: { trueTdee: 2550, loggedDays: 28, weighIns: 28, confidence: 'high' },
  } as const;

  for (const name of weightCaseNames) {
    it(`${name}: within 200 kcal of ${expected[name].trueTdee}`, () => {
      const data = weightCase(name, TODAY);
      const result = estimate(data.intakes, data.weighIns);
      expect(data.trueTdee).toBe(expected[name].trueTdee);
      expect(Math.abs((result.tdee ?? 0) - data.trueTdee)).toBeLessThanOrEqual(200);
      expect(result.tdee ?? 0).toBe(Math.round((result.tdee ?? 0) / 10) * 10);
      expect(result.loggedDays).toBe(expected[name].loggedDays);
      expect(result.weighIns).toBe(expected[name].weighIns);
      expect(result.confidence).toBe(expected[name].confidence);
      expect(Math.abs((result.weeklyChangeKg ?? 0) - data.trueWeeklyChangeKg)).toBeLessThan(0.2);
    });
  }

  it('without noise, lands within 10 kcal of the truth', () => {
    for (const name of ['steadyLoss', 'steadyGain', 'flat', 'gaps'] as const) {
      const data = weightCase(name, TODAY);
      const { tdee } = estimate(data.intakes, data.weighIns);
      expect(Math.abs((tdee ?? 0) - data.trueTdee)).toBeLessThanOrEqual(10);
    }
  });

  it('noise: within 200 kcal on at least nine draws in ten', () => {
    const draws = Array.from({ length: 200 }, (_, i) => weightCase('noise', TODAY, i + 1));
    const close = draws.filter((data) => {
      const result = estimate(data.intakes, data.weighIns);
      return Math.abs((result.tdee ?? 0) - data.trueTdee) <= 200;
    });
    expect(close.length).toBeGreaterThanOrEqual(180);
  });

  it('the generator is the same on every run and ends on the given day', () => {
    const a = weightCase('noise', '2024-03-02', 7);
    expect(weightCase('noise', '2024-03-02', 7)).toEqual(a);
    expect(weightCase('noise', '2024-03-02', 8)).not.toEqual(a);
    expect(a.weighIns.at(-1)?.day).toBe('2024-03-02');
    expect(a.weighIns[0]?.day).toBe('2024-02-04');
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });
});

describe('estimateExpenditure below the minimums', () => {
  const data = weightCase('steadyLoss', TODAY);

  it(`needs ${MIN_LOGGED_DAYS} logged days: with 13, no estimate but the rest is shown`, () => {
    const result = estimate(data.intakes.slice(-13), data.weighIns);
    expect(result).toMatchObject({ tdee: null, confidence: 'none', loggedDays: 13, weighIns: 28 });
    expect(result.intakeAverage).toBe(2000);
    expect(result.trendKg).toBeCloseTo(83.1, 1);
    expect(result.weeklyChangeKg).toBeCloseTo(-0.5, 1);
  });

  it(`needs ${MIN_WEIGH_INS} weigh-ins: with 9, no estimate but the rest is shown`, () => {
    const nine = data.weighIns.filter((_, i) => i % 3 === 0).slice(-9);
    const result = estimate(data.intakes, nine);
    expect(result).toMatchObject({ tdee: null, confidence: 'none', loggedDays: 28, weighIns: 9 });
    expect(result.intakeAverage).toBe(2000);
    expect(result.trendKg).toBeCloseTo(83.1, 1);
    expect(result.weeklyChangeKg).toBeCloseTo(-0.5, 1);
  });

  it('shows an estimate at exactly the minimums', () => {
    const result = estimate(data.intakes.slice(-14), data.weighIns.filter((_, i) => i % 3 === 0).slice(-10));
    expect(Math.abs((result.tdee ?? 0) - 2550)).toBeLessThanOrEqual(20);
    expect(result.confidence).toBe('low');
  });

  it('has nothing to say with no data', () => {
    expect(estimate([], [])).toEqual(noEstimate);
  });
});

describe('estimateExpenditure reading the food log', () => {
  const data = weightCase('flat', TODAY);

  it('treats a day without a log as missing, not as zero', () => {
    const everyOtherDay = data.intakes.filter((_, i) => i % 2 === 0);
    const result = estimate(everyOtherDay, data.weighIns);
    expect(result).toMatchObject({ intakeAverage: 2300, loggedDays: 14, tdee: 2300 });
  });

  it('leaves out a day logged under 400 kcal as unfinished', () => {
    const withPartialDays = [
      ...data.intakes.slice(0, 24),
      ...['2025-03-25', '2025-03-26'].map((day) => ({ day, calories: 350 })),
    ];
    const result = estimate(withPartialDays, data.weighIns);
    expect(result).toMatchObject({ intakeAverage: 2300, loggedDays: 24, tdee: 2300 });
  });

  it('keeps a real low day of 800 kcal', () => {
    const intakes = data.intakes.map((intake, i) => (i === 27 ? { ...intake, calories: 800 } : intake));
    expect(estimate(intakes, data.weighIns).intakeAverage).toBe(Math.round((2300 * 27 + 800) / 28));
  });

  it('adds up several entries of one day', () => {
    const meals = data.intakes.flatMap(({ day }) => [
      { day, calories: 600 },
      { day, calories: 900 },
      { day, calories: 800 },
    ]);
    expect(estimate(meals, data.weighIns)).toMatchObject({ intakeAverage: 2300, loggedDays: 28, tdee: 2300 });
  });
});

describe('estimateExpenditure window', () => {
  const data = weightCase('steadyLoss', TODAY);

  it('ignores food and weigh-ins before the window or after today', () => {
    const before = addDays(TODAY, -28);
    const extra = {
      intakes: [
        { day: before, calories: 5000 },
        { day: addDays(TODAY, 1), calories: 5000 },
      ],
      weighIns: [
        { day: before, kg: 95 },
        { day: addDays(TODAY, 1), kg: 60 },
      ],
    };
    const result = estimate([...data.intakes, ...extra.intakes], [...data.weighIns, ...extra.weighIns]);
    expect(result).toEqual(estimate(data.intakes, data.weighIns));
    expect(result.tdee).toBe(2550);
  });

  it('starts 27 days before today', () => {
    expect(expenditureWindowStart(TODAY)).toBe('2025-03-01');
    expect(expenditureWindowStart('2025-03-01', 14)).toBe('2025-02-16');
  });

  it('reads a shorter window when asked', () => {
    const result = estimateExpenditure({
      intakes: data.intakes,
      weighIns: data.weighIns,
      today: TODAY,
      windowDays: 14,
    });
    expect(result).toMatchObject({ loggedDays: 14, weighIns: 14 });
    expect(Math.abs((result.tdee ?? 0) - 2550)).toBeLessThanOrEqual(100);
  });

  it('rejects a today that is not a day', () => {
    expect(() => estimate([], [], '2025-02-30')).toThrow(RangeError);
  });
});

describe('estimateExpenditure confidence', () => {
  const data = weightCase('steadyLoss', TODAY);
  const pick = (every: number, list: readonly WeighIn[]) => list.filter((_, i) => i % every === 0);

  it('is medium with 20 logged days and 14 weigh-ins across the window', () => {
    const result = estimate(data.intakes.slice(-20), pick(2, data.weighIns));
    expect(result).toMatchObject({ loggedDays: 20, weighIns: 14, confidence: 'medium' });
  });

  it('stays low when the weigh-ins bunch into the last two weeks', () => {
    const result = estimate(data.intakes, data.weighIns.slice(-14));
    expect(result).toMatchObject({ loggedDays: 28, weighIns: 14, confidence: 'low' });
  });

  it('is high with 24 logged days and 20 weigh-ins across the window', () => {
    const threeDaysInFour = data.weighIns.filter((_, i) => i % 4 !== 3);
    const result = estimate(data.intakes.slice(-24), threeDaysInFour);
    expect(result).toMatchObject({ loggedDays: 24, weighIns: 21, confidence: 'high' });
  });

  it('counts a kilogram as 7,700 kcal: losing 1 kg a week on 2,000 kcal means burning 3,100', () => {
    const offsets = Array.from({ length: 28 }, (_, offset) => offset);
    const day = (offset: number) => addDays(TODAY, offset - 27);
    const result = estimate(
      offsets.map((offset) => ({ day: day(offset), calories: 2000 })),
      offsets.map((offset) => ({ day: day(offset), kg: 90 - offset / 7 })),
    );
    expect(KCAL_PER_KG).toBe(7700);
    // 7,000 kcal per kg would read 3,000 and 8,000 would read 3,140.
    expect(Math.abs((result.tdee ?? 0) - 3100)).toBeLessThanOrEqual(20);
  });
});
