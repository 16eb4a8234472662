import { describe, expect, it } from 'vitest';
import { missingFields, plausibilityHints, suggestHeight } from './profile-checks';

describe('missingFields', () => {
  it('lists what the profile lacks to compute metrics; 0 counts as missing', () => {
    expect(missingFields({ height: 180, weight: 80, age: 30, gender: 'male' })).toEqual([]);
    expect(missingFields({ height: null, weight: 0, gender: '' })).toEqual([
      'height',
      'weight',
      'age',
      'gender',
    ]);
  });
});

describe('plausibilityHints', () => {
  const metric = { age: '30', height: '180', weight: '80', measurementSystem: 'metric' as const };

  it('says nothing about plausible, empty or zero values', () => {
    expect(plausibilityHints(metric)).toEqual([]);
    expect(plausibilityHints({ ...metric, age: '', height: '0', weight: null })).toEqual([]);
    expect(plausibilityHints({ age: 2, height: 50, weight: 20, measurementSystem: 'metric' })).toEqual([]);
  });

  it('flags heights under 50 cm, weights under 20 kg and ages under 2, suggesting the meant height', () => {
    expect(plausibilityHints({ ...metric, height: '1.8', weight: '7', age: '1' })).toEqual([
      { field: 'height', suggestion: 180 },
      { field: 'weight' },
      { field: 'age' },
    ]);
    expect(plausibilityHints({ ...metric, height: '1,75' })).toEqual([{ field: 'height', suggestion: 175 }]);
  });

  it('uses the imperial thresholds (19.7 in, 44 lb) and suggests inches', () => {
    const imperial = { ...metric, measurementSystem: 'imperial' as const, height: '70', weight: '150' };
    expect(plausibilityHints(imperial)).toEqual([]);
    expect(plausibilityHints({ ...imperial, height: '5.9', weight: '40' })).toEqual([
      { field: 'height', suggestion: 69 },
      { field: 'weight' },
    ]);
    expect(plausibilityHints({ ...imperial, height: 19 })).toEqual([
      { field: 'height', suggestion: undefined },
    ]);
  });
});

describe('suggestHeight', () => {
  it('reads metres under 3 and feet.inches from 3 to 9, in the form unit', () => {
    expect(suggestHeight('1.8', 'metric')).toBe(180);
    expect(suggestHeight('1.8', 'imperial')).toBe(70.9);
    expect(suggestHeight('5.9', 'imperial')).toBe(69);
    expect(suggestHeight('5.11', 'imperial')).toBe(71);
    expect(suggestHeight('6', 'imperial')).toBe(72);
    expect(suggestHeight('5.9', 'metric')).toBe(175);
    expect(suggestHeight('30', 'metric')).toBeUndefined();
  });
});
