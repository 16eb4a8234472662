import { readUser } from '@shared/documents';
import { describe, expect, it } from 'vitest';
import type { Profile } from './hooks/use-profile';
import {
  editMeasured,
  hasUnsavedChanges,
  type ProfileFormValues,
  relocalise,
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
  exact: { height: null, weight: null },
};

const profile = (fields: Partial<Profile>): Profile => ({ ...readUser({}), id: 'u1', ...fields });

describe('validateProfile', () => {
  it('accepts values inside the ranges, bounds included, and empty values', () => {
    expect(validateProfile(base)).toEqual({});
    expect(validateProfile({ ...base, age: '1', height: '300', weight: '500' })).toEqual({});
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

  it('refuses what no person is: under 50 cm or 20 kg (20 in, 44 lb), an age under 1', () => {
    expect(validateProfile({ ...base, height: '49,9', weight: '19.9' })).toEqual({
      height: 'settings.invalidHeight',
      weight: 'settings.invalidWeight',
    });
    expect(validateProfile({ ...base, height: '50', weight: '20', age: '1' })).toEqual({});
    const imperial = { ...base, measurementSystem: 'imperial' as const };
    expect(validateProfile({ ...imperial, height: '19', weight: '43' })).toEqual({
      height: 'settings.invalidHeight',
      weight: 'settings.invalidWeight',
    });
    expect(validateProfile({ ...imperial, height: '20', weight: '44' })).toEqual({});
  });

  it('refuses 0: no one is 0 years, 0 cm or 0 kg', () => {
    expect(validateProfile({ ...base, age: '0', height: '0', weight: '0,0' })).toEqual({
      age: 'settings.zeroValue',
      height: 'settings.zeroValue',
      weight: 'settings.zeroValue',
    });
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

  it('keeps the original value across a round trip: 168 cm stays 168, shown and saved', () => {
    const loaded = valuesFromProfile(
      profile({ height: 168, weight: 61.3, measurementSystem: 'metric' }),
      'en',
    );
    const imperial = switchMeasurementSystem(loaded, 'imperial');
    expect(imperial.height).toBe('66.1');
    expect(toUpdate(imperial).height).toBeCloseTo(66.14173, 5);
    const back = switchMeasurementSystem(imperial, 'metric');
    expect(back).toMatchObject({ height: '168', weight: '61.3' });
    expect(toUpdate(back)).toMatchObject({ height: 168, weight: 61.3 });
    expect(hasUnsavedChanges(loaded, back)).toBe(false);
  });

  it('converts what the user typed, and an edit replaces the kept value', () => {
    const typed = editMeasured(base, 'height', '168');
    const there = switchMeasurementSystem(typed, 'imperial');
    expect(toUpdate(switchMeasurementSystem(there, 'metric')).height).toBe(168);
    const edited = editMeasured(there, 'height', '70');
    expect(toUpdate(edited).height).toBe(70);
    expect(switchMeasurementSystem(edited, 'metric').height).toBe('177.8');
  });

  it('leaves empty or unparsable values alone', () => {
    expect(switchMeasurementSystem({ ...base, height: '', weight: 'x' }, 'imperial')).toMatchObject({
      height: '',
      weight: 'x',
    });
  });
});

describe('decimal separators', () => {
  it('shows stored values in the language digits and keeps them exact', () => {
    const values = valuesFromProfile(profile({ weight: 82.5, height: 175.25, language: 'de' }), 'en');
    expect(values).toMatchObject({ weight: '82,5', height: '175,3' });
    expect(toUpdate(values)).toMatchObject({ weight: 82.5, height: 175.25 });
    expect(relocalise(values, 'en')).toMatchObject({ weight: '82.5', language: 'en' });
    expect(switchMeasurementSystem(values, 'imperial').weight).toBe('181,9');
  });
});

describe('unsaved changes', () => {
  it('counts edits and a new system, not the language or a round trip', () => {
    const loaded = valuesFromProfile(profile({ age: 40, height: 180 }), 'en');
    expect(hasUnsavedChanges(loaded, relocalise(loaded, 'da'))).toBe(false);
    expect(hasUnsavedChanges(loaded, { ...loaded, age: '41' })).toBe(true);
    expect(hasUnsavedChanges(loaded, switchMeasurementSystem(loaded, 'imperial'))).toBe(true);
    expect(hasUnsavedChanges(loaded, editMeasured(loaded, 'weight', 'abc'))).toBe(true);
  });
});

describe('profile <-> form values', () => {
  it('fills the form from a profile and sends nulls for empty fields', () => {
    const stored = {
      name: 'Bo',
      gender: null,
      age: 40,
      height: null,
      weight: 82.5,
      measurementSystem: 'metric',
      language: 'da',
    } as const;
    const values = valuesFromProfile(profile(stored), 'en');
    expect(values).toMatchObject({
      name: 'Bo',
      gender: '',
      age: '40',
      height: '',
      weight: '82,5',
      language: 'da',
    });
    // The round trip gives back what was stored; the unset activity level goes as null.
    expect(toUpdate(values)).toEqual({ ...stored, activityLevel: null });
  });
});
