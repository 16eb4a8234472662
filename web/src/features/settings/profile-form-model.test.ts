import { describe, expect, it } from 'vitest';
import {
  type ProfileFormValues,
  switchMeasurementSystem,
  toUpdate,
  validateProfile,
  valuesFromProfile,
} from './profile-form-model';

const base: ProfileFormValues = {
  name: 'Ada',
  gender: 'female',
  age: '36',
  measurementSystem: 'metric',
  height: '170',
  weight: '65',
  activityLevel: 'moderate',
  language: 'en',
};

describe('validateProfile (SPEC 5)', () => {
  it('accepts values inside the ranges, bounds included, and empty values', () => {
    expect(validateProfile(base)).toEqual({});
    expect(validateProfile({ ...base, age: '0', height: '300', weight: '500' })).toEqual({});
    expect(validateProfile({ ...base, age: '120', height: '', weight: '' })).toEqual({});
    expect(
      validateProfile({ ...base, measurementSystem: 'imperial', height: '120', weight: '1100' }),
    ).toEqual({});
  });

  it('flags out-of-range or non-numeric values with the settings.* keys', () => {
    expect(validateProfile({ ...base, age: '121' })).toEqual({ age: 'settings.invalidAge' });
    expect(validateProfile({ ...base, age: '-1' })).toEqual({ age: 'settings.invalidAge' });
    expect(validateProfile({ ...base, age: '30.5' })).toEqual({ age: 'settings.invalidAge' });
    expect(validateProfile({ ...base, height: '301' })).toEqual({ height: 'settings.invalidHeight' });
    expect(validateProfile({ ...base, weight: 'heavy' })).toEqual({ weight: 'settings.invalidWeight' });
  });

  it('uses the imperial limits in imperial mode', () => {
    const imperial = { ...base, measurementSystem: 'imperial' as const };
    expect(validateProfile({ ...imperial, height: '121', weight: '1101' })).toEqual({
      height: 'settings.invalidHeight',
      weight: 'settings.invalidWeight',
    });
    // 300 is a valid metric height but not a valid height in inches.
    expect(validateProfile({ ...imperial, height: '300', weight: '600' })).toEqual({
      height: 'settings.invalidHeight',
    });
  });

  it('accepts a decimal comma', () => {
    expect(validateProfile({ ...base, weight: '65,5' })).toEqual({});
    expect(toUpdate({ ...base, weight: '65,5' }).weight).toBe(65.5);
  });
});

describe('switchMeasurementSystem', () => {
  it('converts the shown height and weight to inches and pounds, one decimal', () => {
    const imperial = switchMeasurementSystem({ ...base, height: '180', weight: '80' }, 'imperial');
    expect(imperial).toMatchObject({ measurementSystem: 'imperial', height: '70.9', weight: '176.4' });
  });

  it('converts back to centimetres and kilograms', () => {
    const metric = switchMeasurementSystem(
      { ...base, measurementSystem: 'imperial', height: '70', weight: '154' },
      'metric',
    );
    expect(metric).toMatchObject({ measurementSystem: 'metric', height: '177.8', weight: '69.9' });
  });

  it('leaves empty or unparsable values alone', () => {
    expect(switchMeasurementSystem({ ...base, height: '', weight: 'x' }, 'imperial')).toMatchObject({
      height: '',
      weight: 'x',
    });
  });
});

describe('profile <-> form values', () => {
  it('fills the form from a profile and sends nulls for empty fields', () => {
    const values = valuesFromProfile(
      {
        id: 'u1',
        name: 'Bo',
        gender: null,
        age: 40,
        height: null,
        weight: 82.5,
        measurementSystem: 'metric',
        language: 'da',
      },
      'en',
    );
    expect(values).toMatchObject({
      name: 'Bo',
      gender: '',
      age: '40',
      height: '',
      weight: '82.5',
      language: 'da',
    });
    expect(toUpdate(values)).toEqual({
      name: 'Bo',
      gender: null,
      age: 40,
      height: null,
      weight: 82.5,
      measurementSystem: 'metric',
      activityLevel: null,
      language: 'da',
    });
  });
});
