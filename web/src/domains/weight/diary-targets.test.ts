import { manTargets } from '@shared/weight/weight-test-data';
import { describe, expect, it } from 'vitest';
import { diaryTargets } from './diary-targets';

describe('the diary targets', () => {
  // Male, 180 cm, 80 kg, 30 years, no activity level: maintain 2,608 kcal, protein 64 g (0.8 g/kg).
  const body = { gender: 'male', age: 30, height: 180, weight: 80, measurementSystem: 'metric' };

  it('follow the goal: calories, protein needs, fat 30 % and carbs the rest', () => {
    expect(diaryTargets(body)).toMatchObject(manTargets.maintain);
    expect(diaryTargets(body)).toMatchObject({ source: 'formula', fallback: false, belowFloor: false });
    expect(diaryTargets({ ...body, dailyGoal: 'mildLoss' })?.calories).toBe(manTargets.mildLossCalories);
    expect(diaryTargets({ ...body, dailyGoal: 'extremeLoss' })).toMatchObject(manTargets.extremeLoss);
  });

  it('never go under the safe calorie floor', () => {
    // Female, 150 cm, 45 kg, 70 years, sedentary: extreme loss would be far under 1,200 kcal.
    const small = { gender: 'female', age: 70, height: 150, weight: 45, activityLevel: 'sedentary' };
    expect(diaryTargets({ ...small, dailyGoal: 'extremeLoss' })).toMatchObject({
      calories: 1200,
      belowFloor: true,
    });
  });

  it('use more protein for an active body and imperial units', () => {
    const targets = diaryTargets({
      ...body,
      activityLevel: 'active',
      measurementSystem: 'imperial',
      height: 71,
      weight: 176,
    });
    expect(targets?.protein).toBe(136); // 79.8 kg x 1.7
  });

  it('are absent without the figures the formulas need, or with impossible ones', () => {
    expect(diaryTargets(null)).toBeNull();
    expect(diaryTargets({ ...body, weight: null })).toBeNull();
    expect(diaryTargets({ ...body, gender: null })).toBeNull();
    expect(diaryTargets({ ...body, height: 1.8 })).toBeNull();
  });

  it('take the goal off the measured expenditure when the profile follows it', () => {
    const measured = { ...body, targetSource: 'measured' as const, dailyGoal: 'loss' as const };
    // 2,400 measured - 500 for the goal; protein stays the protein needs.
    expect(diaryTargets(measured, 2400)).toMatchObject({
      calories: 1900,
      protein: 64,
      fat: 63,
      source: 'measured',
      fallback: false,
    });
    // Not measured yet: the formula's targets stand in, marked.
    expect(diaryTargets(measured)).toMatchObject({ calories: 2108, source: 'formula', fallback: true });
    // A measurement is used only by a profile that follows it.
    expect(diaryTargets({ ...body, dailyGoal: 'loss' }, 2400)?.calories).toBe(2108);
  });

  it('use the user’s own calories and macros, in grams or as shares of the calories', () => {
    const own = { ...body, targetSource: 'custom' as const };
    expect(
      diaryTargets({ ...own, customTargets: { calories: 2000, protein: 150, macroUnit: 'g' } }),
    ).toMatchObject({ calories: 2000, protein: 150, fat: 67, carbs: 199, source: 'custom' });
    expect(
      diaryTargets({
        ...own,
        customTargets: { calories: 2000, protein: 30, carbs: 40, fat: 30, macroUnit: 'percent' },
      }),
    ).toMatchObject({ calories: 2000, protein: 150, carbs: 200, fat: 67 });
    // Under the floor: kept as set, flagged.
    expect(diaryTargets({ ...own, customTargets: { calories: 1000, macroUnit: 'g' } })).toMatchObject({
      calories: 1000,
      belowFloor: true,
      floor: 1500,
    });
    // Every macro given: no profile figures needed.
    expect(
      diaryTargets({
        targetSource: 'custom',
        customTargets: { calories: 1800, protein: 100, carbs: 200, fat: 60, macroUnit: 'g' },
      }),
    ).toMatchObject({ calories: 1800, protein: 100, carbs: 200, fat: 60 });
    // Following own targets that were never set: the formula's, marked.
    expect(diaryTargets({ ...own, customTargets: null })).toMatchObject({ calories: 2608, fallback: true });
  });

  it('never give negative carbs', () => {
    const own = { ...body, targetSource: 'custom' as const };
    expect(
      diaryTargets({ ...own, customTargets: { calories: 1000, protein: 300, macroUnit: 'g' } })?.carbs,
    ).toBe(0);
  });
});
