// The daily targets a profile gets from the Dietary Reference Intakes: by sex and life-stage group, upper
// limits only where they apply to food, and the adult values (said as assumed) without a sex or an age.
import { describe, expect, test } from 'vitest';
import { microNames } from '../micros.js';
import { microTargets } from './daily-targets.js';
import { dri, driAgeGroups } from './dri-values.js';

const intake = (gender: string | null, age: number | null) =>
  Object.fromEntries(
    Object.entries(microTargets({ gender, age }).targets).map(([name, t]) => [name, t.intake]),
  );

describe('by sex and age', () => {
  test('a woman of 35: 18 mg iron, 1000 mg calcium, 75 mg vitamin C, 310-320 mg magnesium', () => {
    expect(intake('female', 35)).toMatchObject({ iron: 18, calcium: 1000, vitaminC: 75, magnesium: 320 });
    const { sex, ages, assumed } = microTargets({ gender: 'female', age: 35 });
    expect({ sex, ages, assumed }).toEqual({
      sex: 'female',
      ages: { from: 31, to: 50 },
      assumed: { sex: false, age: false },
    });
  });

  test('after 50 a woman needs more calcium and less iron; a man more vitamin B6', () => {
    expect(intake('female', 60)).toMatchObject({ iron: 8, calcium: 1200, vitaminB6: 1.5 });
    expect(intake('male', 60)).toMatchObject({ iron: 8, calcium: 1000, vitaminB6: 1.7 });
  });

  test('a boy of 16: 1300 mg calcium, 1250 mg phosphorus, 3000 mg potassium; zinc up to 34 mg', () => {
    const boy = microTargets({ gender: 'male', age: 16 });
    expect(boy.ages).toEqual({ from: 14, to: 18 });
    expect(boy.targets.calcium.intake).toBe(1300);
    expect(boy.targets.phosphorus.intake).toBe(1250);
    expect(boy.targets.potassium).toEqual({ intake: 3000, kind: 'AI', upper: null });
    expect(boy.targets.zinc.upper).toBe(34);
  });

  test('at 75: 20 µg vitamin D; phosphorus up to 3000 mg; the last group has no end', () => {
    const old = microTargets({ gender: 'male', age: 75 });
    expect(old.ages).toEqual({ from: 71, to: null });
    expect(old.targets.vitaminD.intake).toBe(20);
    expect(old.targets.phosphorus.upper).toBe(3000);
  });
});

describe('upper limits', () => {
  test('held to only where they apply to everything eaten', () => {
    const { targets } = microTargets({ gender: 'male', age: 40 });
    expect(targets.vitaminC.upper).toBe(2000);
    expect(targets.calcium.upper).toBe(2500);
    expect(targets.iron.upper).toBe(45);
    expect(targets.selenium.upper).toBe(400);
    // Preformed vitamin A only; folic acid, vitamin E, niacin and magnesium from supplements only.
    for (const name of ['vitaminA', 'folate', 'vitaminE', 'niacin', 'magnesium'] as const)
      expect(targets[name].upper).toBeNull();
  });

  test('cholesterol has no target and no limit', () => {
    expect(microTargets({ gender: 'female', age: 30 }).targets.cholesterol).toEqual({
      intake: null,
      kind: null,
      upper: null,
    });
  });

  test('every group: every other nutrient has a target, and an upper limit above it', () => {
    for (const age of driAgeGroups)
      for (const gender of ['male', 'female', null]) {
        const { targets } = microTargets({ gender, age });
        for (const name of microNames) {
          if (name === 'cholesterol') continue;
          const t = targets[name];
          expect(t.intake, `${name} ${gender} ${age}`).toBeGreaterThan(0);
          if (t.upper !== null) expect(t.upper).toBeGreaterThan(t.intake as number);
        }
      }
    for (const ref of Object.values(dri)) {
      expect(ref.male).toHaveLength(driAgeGroups.length);
      expect(ref.female).toHaveLength(driAgeGroups.length);
      if (ref.upper) expect(ref.upper).toHaveLength(driAgeGroups.length);
    }
  });
});

describe('a profile that does not say', () => {
  test('no sex and no age: an adult of 31-50, the higher of the two sexes, both said as assumed', () => {
    const adult = microTargets({});
    expect(adult).toMatchObject({ sex: null, ages: { from: 31, to: 50 }, assumed: { sex: true, age: true } });
    expect(intake(null, null)).toMatchObject({ iron: 18, vitaminC: 90, magnesium: 420, vitaminK: 120 });
  });

  test('"other" with an age: that age, either sex; a sex without an age: the adult group', () => {
    expect(microTargets({ gender: 'other', age: 60 })).toMatchObject({
      sex: null,
      ages: { from: 51, to: 70 },
      assumed: { sex: true, age: false },
    });
    expect(intake('other', 60)).toMatchObject({ calcium: 1200, iron: 8, vitaminB6: 1.7 });
    expect(microTargets({ gender: 'male', age: null })).toMatchObject({
      ages: { from: 31, to: 50 },
      assumed: { sex: false, age: true },
    });
  });

  test('an age no group starts at reads as not given', () => {
    expect(microTargets({ gender: 'female', age: 0 }).assumed.age).toBe(true);
    expect(microTargets({ gender: 'female', age: Number.NaN }).assumed.age).toBe(true);
  });
});
