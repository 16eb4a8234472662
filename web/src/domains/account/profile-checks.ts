// What a profile needs before health figures make sense: the fields they use, and values a human body
// can have. Shared by Settings (hints while typing), Health (no figures from impossible bodies) and the
// first-screen prompt. Pure and tested.
//
// The saved ranges (profileRanges of shared/account/profile-values.ts: age 1-120, height 50-300 cm / 20-120
// in, weight 20-500 kg / 44-1100 lb) are the hard limits. A height under 50 cm or a weight under 20 kg is
// almost always a typing slip (metres in the cm field, feet in the inches field): it gets a hint while
// typing, with a suggestion when the slip is recognisable, and Save refuses it. An age under 2 gets a hint,
// and may be kept after confirming it.

import type { MeasurementSystem } from '@shared/account/profile-values';

export type MissingField = 'height' | 'weight' | 'age' | 'gender';

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Which of the profile fields needed to compute metrics are missing. */
export function missingFields(profile: {
  height?: number | null;
  weight?: number | null;
  age?: number | null;
  gender?: string | null;
}): MissingField[] {
  const missing: MissingField[] = [];
  if (!positive(profile.height)) missing.push('height');
  if (!positive(profile.weight)) missing.push('weight');
  if (!positive(profile.age)) missing.push('age');
  if (!profile.gender) missing.push('gender');
  return missing;
}

export const MIN_PLAUSIBLE_HEIGHT_CM = 50;
export const MIN_PLAUSIBLE_WEIGHT_KG = 20;
export const MIN_PLAUSIBLE_AGE = 2;
const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.453592;

export type PlausibilityField = 'height' | 'weight' | 'age';

export interface PlausibilityHint {
  field: PlausibilityField;
  /** A likely meant value in the form's unit (e.g. 180 for "1.8" cm), when the slip is recognisable. */
  suggestion?: number;
}

/** Feet and inches typed as "5.9" (5 ft 9 in) or "5.11"; a single decimal digit counts as inches. */
function feetAndInches(text: string): number | null {
  const match = /^(\d)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const inches = Number(match[2] ?? 0);
  return inches < 12 ? Number(match[1]) * 12 + inches : null;
}

/**
 * A likely meant height for a value under 50 cm: under 3 reads as metres (1.8 -> 180 cm, 70.9 in);
 * 3 to 8 reads as feet and inches (5.9 -> 69 in, 175.3 cm). `text` is the value as typed.
 */
export function suggestHeight(text: string, system: MeasurementSystem): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  if (!(value > 0)) return undefined;
  let cm: number | undefined;
  if (value < 3) cm = value * 100;
  else {
    const inches = feetAndInches(text);
    if (inches !== null) cm = inches * CM_PER_INCH;
  }
  if (cm === undefined) return undefined;
  // Inches keep one decimal (70.9 in); centimetres are whole (175 cm).
  return system === 'imperial' ? Math.round((cm / CM_PER_INCH) * 10) / 10 : Math.round(cm);
}

/**
 * Hints for values inside the saved ranges that no body has. Values are as typed (text) or as stored
 * (numbers); empty, zero or unparsable values are the validation's business, not a hint's.
 */
export function plausibilityHints(values: {
  age: string | number | null | undefined;
  height: string | number | null | undefined;
  weight: string | number | null | undefined;
  measurementSystem: MeasurementSystem;
}): PlausibilityHint[] {
  const read = (value: string | number | null | undefined) => {
    if (value === null || value === undefined) return null;
    const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
    return Number.isFinite(number) && number > 0 ? number : null;
  };
  const imperial = values.measurementSystem === 'imperial';
  const hints: PlausibilityHint[] = [];
  const height = read(values.height);
  if (height !== null && height * (imperial ? CM_PER_INCH : 1) < MIN_PLAUSIBLE_HEIGHT_CM) {
    hints.push({
      field: 'height',
      suggestion: suggestHeight(String(values.height), values.measurementSystem),
    });
  }
  const weight = read(values.weight);
  if (weight !== null && weight * (imperial ? KG_PER_POUND : 1) < MIN_PLAUSIBLE_WEIGHT_KG) {
    hints.push({ field: 'weight' });
  }
  const age = read(values.age);
  if (age !== null && age < MIN_PLAUSIBLE_AGE) hints.push({ field: 'age' });
  return hints;
}
