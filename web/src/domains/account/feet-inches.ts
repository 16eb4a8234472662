// A height in inches (as an imperial profile stores it) shown and typed as feet and inches, the way people
// in the US and the UK say their height: "5 ft 6 in". Pure and tested.
import { formatInput, parseNumber } from './profile-form-model';

export const INCHES_PER_FOOT = 12;

/** The feet and inches of a height in inches, the inches to one decimal (a height converted from cm). */
export function toFeetInches(totalInches: number): { feet: number; inches: number } {
  const tenths = Math.round(totalInches * 10);
  const feet = Math.floor(tenths / (INCHES_PER_FOOT * 10));
  // Tenths keep 71.96 in from showing as "5 ft 12 in": it rounds to 72.0, that is 6 ft 0 in.
  return { feet, inches: (tenths - feet * INCHES_PER_FOOT * 10) / 10 };
}

/** The two fields' texts for a height given as inches text ('' stays empty). */
export function feetInchesTexts(inchesText: string, language: string): { feet: string; inches: string } {
  const total = parseNumber(inchesText);
  if (total === null || !Number.isFinite(total)) return { feet: '', inches: '' };
  const { feet, inches } = toFeetInches(total);
  return { feet: String(feet), inches: formatInput(inches, language) };
}

/**
 * The height in inches, as text in the language's digits, from the two fields as typed: one empty field
 * counts as 0 (5 ft and nothing is 60 in), both empty is no height. Text that is not a number is passed on
 * as it is, so that the form's validation names it.
 */
export function inchesFromFeetInches(feetText: string, inchesText: string, language: string): string {
  const feet = parseNumber(feetText);
  const inches = parseNumber(inchesText);
  if (feet === null && inches === null) return '';
  if (Number.isNaN(feet) || Number.isNaN(inches)) return `${feetText.trim()} ${inchesText.trim()}`.trim();
  return formatInput((feet ?? 0) * INCHES_PER_FOOT + (inches ?? 0), language);
}

/** The figures "5 ft 6 in" is made of, in the language's digits (for the `settings.units.feetInches` text). */
export function feetInchesParts(totalInches: number, language: string): { feet: string; inches: string } {
  const { feet, inches } = toFeetInches(totalInches);
  return { feet: formatInput(feet, language), inches: formatInput(inches, language) };
}
