import { describe, expect, it } from 'vitest';
import { diaryTargets, macroTargets } from './diary-targets';

describe('the diary targets', () => {
  // Male, 180 cm, 80 kg, 30 years, no activity level: maintain 2,608 kcal, protein 64 g (0.8 g/kg).
  const body = { gender: 'male', age: 30, height: 180, weight: 80, measurementSystem: 'metric' };

  it('follow the goal: calories, protein needs, fat 30 % and carbs the rest', () => {
    expect(diaryTargets(body)).toEqual({ calories: 2608, protein: 64, fat: 87, carbs: 392 });
    expect(diaryTargets({ ...body, dailyGoal: 'mildLoss' })?.calories).toBe(2358);
    expect(diaryTargets({ ...body, dailyGoal: 'extremeLoss' })).toEqual({
      calories: 1608,
      protein: 64,
      fat: 54,
      carbs: 217,
    });
  });

  it('never go under the safe calorie floor', () => {
    // Female, 150 cm, 45 kg, 70 years, sedentary: extreme loss would be far under 1,200 kcal.
    const small = { gender: 'female', age: 70, height: 150, weight: 45, activityLevel: 'sedentary' };
    expect(diaryTargets({ ...small, dailyGoal: 'extremeLoss' })?.calories).toBe(1200);
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

  it('never give negative carbs', () => {
    expect(macroTargets(1000, 300).carbs).toBe(0);
  });
});
