// The profile form's values (strings, as typed, in the language's digits), their validation and the unit
// conversion of the shown height and weight when the measurement system changes. Pure and tested.
//
// A height or weight the user has not edited is kept exactly: switching to imperial and back shows and
// saves the original 168 cm, not 167.9 (converting the one-decimal display twice would drift). The exact
// value and the system it was given in ride along with the shown text until the field is edited.

import {
  type ActivityLevel,
  activityLevels,
  type Gender,
  type MeasurementSystem,
  profileRanges,
} from '@shared/account/profile-values';
import { isLanguage, type Language } from '../../lib/i18n';
import type { UpdateProfileData } from './account-api';
import type { Profile } from './queries';

/** A value as saved or typed, with the system it is in. */
export interface Measured {
  system: MeasurementSystem;
  value: number;
}

export type MeasuredField = 'height' | 'weight';

export interface ProfileFormValues {
  name: string;
  gender: Gender | '';
  age: string;
  measurementSystem: MeasurementSystem;
  height: string;
  weight: string;
  activityLevel: ActivityLevel | '';
  language: Language;
  /** The unedited height and weight, exactly; null once the field is edited (the text is then the value). */
  exact: Record<MeasuredField, Measured | null>;
}

export type ProfileField = 'age' | 'height' | 'weight';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.453592;

/** The upper bounds of the saved ranges (profileRanges), inclusive. */
export const ranges: Record<MeasurementSystem, { height: number; weight: number }> = {
  metric: { height: profileRanges.metric.height.max, weight: profileRanges.metric.weight.max },
  imperial: { height: profileRanges.imperial.height.max, weight: profileRanges.imperial.weight.max },
};
/** Lower ends: no person is shorter or lighter (updateProfile refuses less). */
export const minimums: Record<MeasurementSystem, { height: number; weight: number }> = {
  metric: { height: profileRanges.metric.height.min, weight: profileRanges.metric.weight.min },
  imperial: { height: profileRanges.imperial.height.min, weight: profileRanges.imperial.weight.min },
};
export const MIN_AGE = profileRanges.age.min;
export const MAX_AGE = profileRanges.age.max;

const factors: Record<MeasuredField, number> = { height: CM_PER_INCH, weight: KG_PER_POUND };

/** The value in `system`; 12 significant digits drop the binary noise of converting back and forth. */
export function valueIn(measured: Measured, system: MeasurementSystem, field: MeasuredField): number {
  if (measured.system === system) return measured.value;
  const factor = system === 'metric' ? factors[field] : 1 / factors[field];
  return Number((measured.value * factor).toPrecision(12));
}

/** A number as the form shows it: one decimal at most, in the language's digits ("65,5" in German). */
export function formatInput(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(value);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function valuesFromProfile(profile: Profile | null, language: Language): ProfileFormValues {
  const lang = isLanguage(profile?.language) ? profile.language : language;
  const system: MeasurementSystem = profile?.measurementSystem === 'imperial' ? 'imperial' : 'metric';
  const measured = (value: number | null | undefined): Measured | null =>
    isNumber(value) ? { system, value } : null;
  return {
    name: profile?.name ?? profile?.displayName ?? '',
    gender:
      profile?.gender === 'male' || profile?.gender === 'female' || profile?.gender === 'other'
        ? profile.gender
        : '',
    age: isNumber(profile?.age) ? String(profile.age) : '',
    measurementSystem: system,
    height: isNumber(profile?.height) ? formatInput(profile.height, lang) : '',
    weight: isNumber(profile?.weight) ? formatInput(profile.weight, lang) : '',
    activityLevel: activityLevels.includes(profile?.activityLevel as ActivityLevel)
      ? (profile?.activityLevel as ActivityLevel)
      : '',
    language: lang,
    exact: { height: measured(profile?.height), weight: measured(profile?.weight) },
  };
}

/** Parses a typed number; accepts a decimal comma (es, de, da) or point. '' -> null, junk -> NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The user typed into a height or weight field: the text is now the value. */
export function editMeasured(
  values: ProfileFormValues,
  field: MeasuredField,
  text: string,
): ProfileFormValues {
  return { ...values, [field]: text, exact: { ...values.exact, [field]: null } };
}

/** The number a field stands for: the exact value while unedited, else the parsed text (null, NaN). */
function measuredNumber(values: ProfileFormValues, field: MeasuredField): number | null {
  const exact = values.exact[field];
  return exact ? valueIn(exact, values.measurementSystem, field) : parseNumber(values[field]);
}

const inRange = (value: number | null, min: number, max: number, integer = false) =>
  value === null ||
  (Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value)));

/**
 * Empty values skip the checks; otherwise the translated message key per field. A 0 gets its own words:
 * no one is 0 years, 0 cm or 0 kg (the health screen would call the field missing).
 */
export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const limits = ranges[values.measurementSystem];
  const lows = minimums[values.measurementSystem];
  const numbers = {
    age: parseNumber(values.age),
    height: measuredNumber(values, 'height'),
    weight: measuredNumber(values, 'weight'),
  };
  if (!inRange(numbers.age, MIN_AGE, MAX_AGE, true)) errors.age = 'settings.invalidAge';
  if (!inRange(numbers.height, lows.height, limits.height)) errors.height = 'settings.invalidHeight';
  if (!inRange(numbers.weight, lows.weight, limits.weight)) errors.weight = 'settings.invalidWeight';
  for (const field of ['age', 'height', 'weight'] as const) {
    if (numbers[field] === 0) errors[field] = 'settings.zeroValue';
  }
  return errors;
}

/** Switching the unit system converts the shown height and weight; the exact values are kept. */
export function switchMeasurementSystem(
  values: ProfileFormValues,
  next: MeasurementSystem,
): ProfileFormValues {
  if (values.measurementSystem === next) return values;
  const result: ProfileFormValues = { ...values, measurementSystem: next, exact: { ...values.exact } };
  for (const field of ['height', 'weight'] as const) {
    const typed = parseNumber(values[field]);
    const source =
      values.exact[field] ??
      (typed !== null && Number.isFinite(typed) ? { system: values.measurementSystem, value: typed } : null);
    if (!source) continue; // empty or unparsable: left as typed
    result.exact[field] = source;
    result[field] = formatInput(valueIn(source, next, field), values.language);
  }
  return result;
}

/** The shown digits in a new language ("65.5" -> "65,5"); fields being edited are left as typed. */
export function relocalise(values: ProfileFormValues, language: Language): ProfileFormValues {
  const result: ProfileFormValues = { ...values, language };
  for (const field of ['height', 'weight'] as const) {
    const exact = values.exact[field];
    if (exact) result[field] = formatInput(valueIn(exact, values.measurementSystem, field), language);
  }
  return result;
}

/** The updateProfile payload for valid values (empty -> null clears the field). */
export function toUpdate(values: ProfileFormValues): UpdateProfileData {
  const number = (value: number | null) => (value === null || !Number.isFinite(value) ? null : value);
  return {
    name: values.name.trim(),
    gender: values.gender === '' ? null : values.gender,
    age: number(parseNumber(values.age)),
    height: number(measuredNumber(values, 'height')),
    weight: number(measuredNumber(values, 'weight')),
    measurementSystem: values.measurementSystem,
    activityLevel: values.activityLevel === '' ? null : values.activityLevel,
    language: values.language,
  };
}

/** Whether saving would change anything (the language saves on its own, at once). */
export function hasUnsavedChanges(saved: ProfileFormValues, current: ProfileFormValues): boolean {
  const { language: _a, ...before } = toUpdate(saved);
  const { language: _b, ...after } = toUpdate(current);
  // Junk typed into a number field reads as empty in the payload, but it is still an unsaved edit.
  const junk = [current.age, current.height, current.weight].some((text) => Number.isNaN(parseNumber(text)));
  return junk || JSON.stringify(before) !== JSON.stringify(after);
}
