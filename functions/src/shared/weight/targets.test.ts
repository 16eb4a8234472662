import { describe, expect, it } from 'vitest';
import { calorieFloorFor, dayTargets, type TargetInput } from './targets.js';
import { manTargets } from './weight-test-data.js';

// Male, 180 cm, 80 kg, 30 years, no activity level: Health's maintenance is 2,608 kcal and the protein
// needs 64 g (0.8 g/kg); the web's formula targets for him are the first expectations below.
const man: TargetInput = { formulaTdee: 2608, proteinNeeds: 64, measuredTdee: null, gender: 'male' };

describe('formula targets', () => {
  it('take the goal off the maintenance calories: protein needs, fat 30 %, carbs the rest', () => {
    expect(dayTargets(man)).toEqual({
      ...manTargets.maintain,
      source: 'formula',
      fallback: false,
      floor: 1500,
      belowFloor: false,
    });
    expect(dayTargets({ ...man, dailyGoal: 'mildLoss' })?.calories).toBe(manTargets.mildLossCalories);
    expect(dayTargets({ ...man, dailyGoal: 'extremeLoss' })).toMatchObject(manTargets.extremeLoss);
  });

  it('never offer a goal under the floor: the floor stands in, flagged', () => {
    const small = { formulaTdee: 1500, proteinNeeds: 36, measuredTdee: null, gender: 'female' };
    expect(dayTargets({ ...small, dailyGoal: 'loss' })).toMatchObject({
      calories: 1200,
      floor: 1200,
      belowFloor: true,
    });
    expect(dayTargets({ ...small, dailyGoal: 'mildLoss' })).toMatchObject({
      calories: 1250,
      belowFloor: false,
    });
    expect(dayTargets({ ...man, dailyGoal: 'extremeLoss', formulaTdee: 2400 })).toMatchObject({
      calories: 1500,
      belowFloor: true,
    });
  });

  it('are absent when the profile cannot give a maintenance figure', () => {
    expect(dayTargets({ ...man, formulaTdee: null })).toBeNull();
    expect(dayTargets({ ...man, formulaTdee: null, targetSource: 'measured' })).toBeNull();
  });
});

describe('measured targets', () => {
  it('take the goal off the measured expenditure', () => {
    const targets = dayTargets({ ...man, measuredTdee: 2350, targetSource: 'measured', dailyGoal: 'loss' });
    expect(targets).toEqual({
      calories: 1850,
      protein: 64,
      fat: 62,
      carbs: 259,
      source: 'measured',
      fallback: false,
      floor: 1500,
      belowFloor: false,
    });
  });

  it('stand in with the formula until there is a measurement, saying so', () => {
    expect(dayTargets({ ...man, targetSource: 'measured' })).toMatchObject({
      calories: 2608,
      source: 'formula',
      fallback: true,
    });
  });

  it('work without the formula, and keep the floor', () => {
    const noFormula = { ...man, formulaTdee: null, targetSource: 'measured' as const };
    expect(dayTargets({ ...noFormula, measuredTdee: 2600 })?.calories).toBe(2600);
    expect(dayTargets({ ...noFormula, measuredTdee: 2200, dailyGoal: 'extremeLoss' })).toMatchObject({
      calories: 1500,
      belowFloor: true,
    });
  });

  it('are ignored unless picked', () => {
    expect(dayTargets({ ...man, measuredTdee: 2000 })).toMatchObject({ calories: 2608, source: 'formula' });
  });
});

describe('custom targets', () => {
  const custom = (customTargets: TargetInput['customTargets']) =>
    dayTargets({ ...man, targetSource: 'custom', customTargets });

  it('take the user’s calories; macros not given follow the app’s split', () => {
    expect(custom({ calories: 2000, macroUnit: 'g' })).toEqual({
      calories: 2000,
      protein: 64,
      fat: 67,
      carbs: 285,
      source: 'custom',
      fallback: false,
      floor: 1500,
      belowFloor: false,
    });
  });

  it('take grams as given, the rest filling the calories', () => {
    expect(custom({ calories: 2000, protein: 150, fat: 60, macroUnit: 'g' })).toMatchObject({
      protein: 150,
      fat: 60,
      carbs: 215,
    });
    expect(custom({ calories: 2000, protein: 150, carbs: 100, fat: 60, macroUnit: 'g' })).toMatchObject({
      protein: 150,
      carbs: 100,
      fat: 60,
    });
    // More protein than the calories hold leaves no carbs, never negative ones.
    expect(custom({ calories: 1000, protein: 300, macroUnit: 'g' })?.carbs).toBe(0);
  });

  it('turn shares into grams of the calorie target', () => {
    // 30 % of 2,000 kcal = 600 kcal = 150 g protein; 40 % = 200 g carbs; 30 % = 67 g fat.
    expect(custom({ calories: 2000, protein: 30, carbs: 40, fat: 30, macroUnit: 'percent' })).toMatchObject({
      protein: 150,
      carbs: 200,
      fat: 67,
    });
    expect(custom({ calories: 2000, protein: 25, macroUnit: 'percent' })).toMatchObject({
      protein: 125,
      fat: 67,
      carbs: 224,
    });
  });

  it('keep a number under the floor as the user set it, flagged', () => {
    expect(custom({ calories: 1100, macroUnit: 'g' })).toMatchObject({
      calories: 1100,
      floor: 1500,
      belowFloor: true,
    });
    const woman = { ...man, gender: 'female', targetSource: 'custom' as const };
    expect(dayTargets({ ...woman, customTargets: { calories: 1300, macroUnit: 'g' } })).toMatchObject({
      calories: 1300,
      belowFloor: false,
    });
  });

  it('work without a profile the formulas can use; protein and carbs need a weight unless given', () => {
    const bare = {
      formulaTdee: null,
      proteinNeeds: null,
      measuredTdee: null,
      targetSource: 'custom' as const,
    };
    expect(dayTargets({ ...bare, customTargets: { calories: 1800, macroUnit: 'g' } })).toMatchObject({
      calories: 1800,
      protein: null,
      carbs: null,
      fat: 60,
    });
    expect(
      dayTargets({ ...bare, customTargets: { calories: 1800, protein: 20, macroUnit: 'percent' } }),
    ).toMatchObject({ protein: 90, fat: 60, carbs: 225 });
  });

  it('stand in with the formula when none are set', () => {
    expect(custom(null)).toMatchObject({ calories: 2608, source: 'formula', fallback: true });
  });
});

describe('calorie floors', () => {
  it('are 1,500 kcal for men and 1,200 for women, "other" and unset', () => {
    expect(calorieFloorFor('male')).toBe(1500);
    for (const gender of ['female', 'other', null, undefined]) expect(calorieFloorFor(gender)).toBe(1200);
  });
});
