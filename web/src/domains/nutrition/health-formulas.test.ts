import { describe, expect, it } from 'vitest';
import {
  bmi,
  bmiBand,
  bmr,
  calorieFloorFor,
  calorieTargets,
  computeHealth,
  proteinNeeds,
  tdee,
  toMetric,
} from './health-formulas';

/** A 30-year-old man, 180 cm, 80 kg, in metric units. */
const man = {
  sex: 'male',
  gender: 'male',
  age: 30,
  height: 180,
  weight: 80,
  measurementSystem: 'metric',
} as const;

describe('BMI', () => {
  it('is kg / m² with one decimal', () => {
    expect(bmi(70, 175)).toBe(22.9); // 22.857...
    expect(bmi(80, 180)).toBe(24.7); // 24.691...
  });

  it('converts imperial inputs (in x 0.0254 m, lb x 0.453592 kg)', () => {
    const { cm, kg } = toMetric(70, 154, 'imperial');
    expect(cm).toBeCloseTo(177.8, 6);
    expect(kg).toBeCloseTo(69.853168, 6);
    // 69.853168 / 1.778² = 22.097...
    expect(bmi(kg, cm)).toBe(22.1);
  });

  it('names the band', () => {
    expect(bmiBand(18.4)).toBe('underweight');
    expect(bmiBand(18.5)).toBe('normal');
    expect(bmiBand(24.9)).toBe('normal');
    expect(bmiBand(25)).toBe('overweight');
    expect(bmiBand(30)).toBe('obese');
  });
});

describe('BMR and TDEE', () => {
  it('uses Mifflin-St Jeor: +5 for the male formula, -161 otherwise', () => {
    // 10*80 + 6.25*180 - 5*30 + 5 = 1780
    expect(bmr(80, 180, 30, 'male')).toBe(1780);
    // 10*60 + 6.25*165 - 5*40 - 161 = 1270.25
    expect(bmr(60, 165, 40, 'female')).toBe(1270.25);
  });

  it('maintain = BMR x 1.465, rounded, when no activity level is set', () => {
    expect(tdee(1780, null)).toBe(2608); // 2607.7
    expect(tdee(1270.25, undefined)).toBe(1861); // 1860.916...
  });

  it('applies the activity factor to the whole BMR (OpenNutriTracker #987)', () => {
    const kg = 80;
    const cm = 180;
    const age = 30;
    const whole = tdee(bmr(kg, cm, age, 'male'), 'moderate');
    expect(whole).toBe(Math.round(1780 * 1.55)); // 2759
    // The bug multiplied only the weight term: 10*kg*1.55 + 6.25*cm - 5*age + 5 = 2245.
    expect(whole).not.toBe(Math.round(10 * kg * 1.55 + 6.25 * cm - 5 * age + 5));
  });

  it('uses 1.2 / 1.375 / 1.55 / 1.725 / 1.9 per level', () => {
    expect(tdee(1000, 'sedentary')).toBe(1200);
    expect(tdee(1000, 'light')).toBe(1375);
    expect(tdee(1000, 'moderate')).toBe(1550);
    expect(tdee(1000, 'active')).toBe(1725);
    expect(tdee(1000, 'veryActive')).toBe(1900);
  });
});

describe('protein needs', () => {
  it('is 0.8 g/kg without exercise and 1.2-2.0 g/kg for active levels', () => {
    expect(proteinNeeds(70, null)).toEqual({ grams: 56, perKg: 0.8 });
    expect(proteinNeeds(70, 'sedentary').grams).toBe(56);
    expect(proteinNeeds(70, 'light').grams).toBe(84);
    expect(proteinNeeds(70, 'moderate').grams).toBe(98);
    expect(proteinNeeds(70, 'active').grams).toBe(119);
    expect(proteinNeeds(70, 'veryActive').grams).toBe(140);
  });
});

describe('calorie targets', () => {
  it('subtracts 250 / 500 / 1000 kcal and shows the percentage of maintain', () => {
    const targets = calorieTargets(2608, 1500);
    expect(targets.map((t) => [t.key, t.calories, t.percentOfMaintain])).toEqual([
      ['maintain', 2608, 100],
      ['mildLoss', 2358, 90],
      ['loss', 2108, 81],
      ['extremeLoss', 1608, 62],
    ]);
    expect(targets.map((t) => t.kgPerWeek)).toEqual([0, 0.25, 0.5, 1]);
  });

  it('uses a floor of 1500 kcal for men and 1200 kcal for women, "other" and unset', () => {
    expect(calorieFloorFor('male')).toBe(1500);
    expect(['female', 'other', null, undefined].map(calorieFloorFor)).toEqual([1200, 1200, 1200, 1200]);
    expect(calorieTargets(2400, 1500).map((t) => t.belowFloor)).toEqual([false, false, false, true]); // 1400
    expect(calorieTargets(2400, 1200).map((t) => t.belowFloor)).toEqual([false, false, false, false]);
    expect(calorieTargets(1861, 1200).map((t) => t.belowFloor)).toEqual([false, false, false, true]); // 861
  });

  it('never offers a target under the floor or below zero: the floor is the safe figure', () => {
    // A 70-year-old, 150 cm, 45 kg sedentary woman: BMR 876.5, maintain 1052.
    const metrics = computeHealth({
      sex: 'female',
      gender: 'female',
      age: 70,
      height: 150,
      weight: 45,
      measurementSystem: 'metric',
      activityLevel: 'sedentary',
    });
    expect(metrics.tdee).toBe(1052);
    expect(metrics.targets.map((t) => [t.calories, t.belowFloor, t.safeCalories])).toEqual([
      [1052, true, 1200],
      [802, true, 1200],
      [552, true, 1200],
      [52, true, 1200],
    ]);
    // Height typed as metres: maintain goes negative, nothing below 1200 is offered.
    const slip = computeHealth({ ...man, height: 1.8, weight: 70 });
    expect(Math.min(...slip.targets.map((t) => t.safeCalories))).toBe(1500);
  });

  it('a gender of "other" keeps the 1200 kcal floor with the male formula', () => {
    const metrics = computeHealth({ ...man, gender: 'other' });
    expect(metrics.calorieFloor).toBe(1200);
  });
});

describe('computeHealth', () => {
  it('computes every figure from an imperial profile', () => {
    const metrics = computeHealth({
      sex: 'male',
      age: 30,
      height: 70,
      weight: 154,
      measurementSystem: 'imperial',
      activityLevel: 'light',
    });
    // 10*69.853168 + 6.25*177.8 - 150 + 5 = 1664.78
    expect(metrics.bmr).toBe(1665);
    expect(metrics.tdee).toBe(Math.round(1664.78168 * 1.375)); // 2289
    expect(metrics.bmi).toBe(22.1);
    expect(metrics.proteinGrams).toBe(84);
    expect(metrics.targets[0]?.calories).toBe(metrics.tdee);
  });
});
