// The profile form's values (strings, as typed), their SPEC 5 validation and the unit conversion
// applied to the shown height and weight when the measurement system changes. Pure and tested.

import { isLanguage, type Language } from '../../lib/i18n';
import {
  type ActivityLevel,
  activityLevels,
  type Gender,
  type MeasurementSystem,
  type Profile,
} from '../../lib/profile';
import type { UpdateProfileData } from './settings-api';

export interface ProfileFormValues {
  name: string;
  gender: Gender | '';
  age: string;
  measurementSystem: MeasurementSystem;
  height: string;
  weight: string;
  activityLevel: ActivityLevel | '';
  language: Language;
}

export type ProfileField = 'age' | 'height' | 'weight';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.453592;

/** SPEC 5 / SPEC 9 ranges (inclusive). */
export const ranges: Record<MeasurementSystem, { height: number; weight: number }> = {
  metric: { height: 300, weight: 500 },
  imperial: { height: 120, weight: 1100 },
};
export const MAX_AGE = 120;

const numberText = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

export function valuesFromProfile(profile: Profile | null, language: Language): ProfileFormValues {
  return {
    name: profile?.name ?? profile?.displayName ?? '',
    gender:
      profile?.gender === 'male' || profile?.gender === 'female' || profile?.gender === 'other'
        ? profile.gender
        : '',
    age: numberText(profile?.age),
    measurementSystem: profile?.measurementSystem === 'imperial' ? 'imperial' : 'metric',
    height: numberText(profile?.height),
    weight: numberText(profile?.weight),
    activityLevel: activityLevels.includes(profile?.activityLevel as ActivityLevel)
      ? (profile?.activityLevel as ActivityLevel)
      : '',
    language: isLanguage(profile?.language) ? profile.language : language,
  };
}

/** Parses a typed number; accepts a decimal comma (es, de, da keyboards). '' -> null. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const inRange = (value: number | null, max: number, integer = false) =>
  value === null ||
  (Number.isFinite(value) && value >= 0 && value <= max && (!integer || Number.isInteger(value)));

/** SPEC 5: empty values skip the checks; otherwise the translated message key per field. */
export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const limits = ranges[values.measurementSystem];
  if (!inRange(parseNumber(values.age), MAX_AGE, true)) errors.age = 'settings.invalidAge';
  if (!inRange(parseNumber(values.height), limits.height)) errors.height = 'settings.invalidHeight';
  if (!inRange(parseNumber(values.weight), limits.weight)) errors.weight = 'settings.invalidWeight';
  return errors;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function convert(text: string, factor: number): string {
  const value = parseNumber(text);
  if (value === null || !Number.isFinite(value)) return text;
  return String(round1(value * factor));
}

/** Switching the unit system converts the shown height and weight (one decimal). */
export function switchMeasurementSystem(
  values: ProfileFormValues,
  next: MeasurementSystem,
): ProfileFormValues {
  if (values.measurementSystem === next) return values;
  const toImperial = next === 'imperial';
  return {
    ...values,
    measurementSystem: next,
    height: convert(values.height, toImperial ? 1 / CM_PER_INCH : CM_PER_INCH),
    weight: convert(values.weight, toImperial ? 1 / KG_PER_POUND : KG_PER_POUND),
  };
}

/** The updateProfile payload for valid values (empty -> null clears the field). */
export function toUpdate(values: ProfileFormValues): UpdateProfileData {
  const number = (text: string) => {
    const value = parseNumber(text);
    return value === null || !Number.isFinite(value) ? null : value;
  };
  return {
    name: values.name.trim(),
    gender: values.gender === '' ? null : values.gender,
    age: number(values.age),
    height: number(values.height),
    weight: number(values.weight),
    measurementSystem: values.measurementSystem,
    activityLevel: values.activityLevel === '' ? null : values.activityLevel,
    language: values.language,
  };
}
