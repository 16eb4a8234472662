// Weights in kilograms and pounds: weigh-ins are stored in kg whatever the user types, and shown in the
// user's unit with one decimal.
//
// Storage keeps 0.1 kg for weights typed in kg, but 0.01 kg for weights typed in pounds. A pound weight
// stored to 0.1 kg can move by up to 0.05 kg = 0.11 lb, so more than half of the pound values a user can
// type (180.0 lb -> 81.6 kg -> 179.9 lb) would come back changed. At 0.01 kg the stored weight is within
// 0.011 lb of what was typed, and shown to 0.1 lb it reads exactly as typed.

export type WeightUnit = 'kg' | 'lb';

/** The international pound, exactly. */
export const KG_PER_LB = 0.45359237;

export function kgToLb(kg: number): number {
  return kg / KG_PER_LB;
}

export function lbToKg(lb: number): number {
  return lb * KG_PER_LB;
}

/**
 * `value` to `decimals` places, halves away from zero (a loss of 0.25 shows as -0.3, like a gain of
 * 0.25 shows 0.3). 12 significant digits first drop binary noise (80.35 is 80.3499... as a double).
 */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(scaled)) / scale;
  // No "-0" for a tiny negative change.
  return rounded === 0 ? 0 : rounded;
}

/** The kg to store for a weight the user typed in `unit`. */
export function kgToStore(value: number, unit: WeightUnit): number {
  return unit === 'kg' ? roundTo(value, 1) : roundTo(lbToKg(value), 2);
}

/**
 * A weight in kg as shown in `unit`, to 0.1. Also right for a change of weight (a weekly change): the
 * conversion is a plain factor.
 */
export function weightToShow(kg: number, unit: WeightUnit): number {
  return roundTo(unit === 'kg' ? kg : kgToLb(kg), 1);
}
