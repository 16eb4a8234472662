// A packaged food's figures per 100 g, as a label prints them or Open Food Facts stores them, checked
// before anything uses them: a figure no food can have is dropped, never passed on as real
// (docs/product-rules.md#logging-in-seconds). Shared by the barcode lookup and the label reading. Plain code.
import type { ProductPer100g } from './contracts.js';
import { type MicroName, microNames, microsPer100gMax } from './micros.js';

/** Per 100 g: kcal; protein, carbs, fat, fibre, sugars and saturated fat in g; sodium in mg; vitamins and
 * minerals in the units of `microUnits`. */
export type Per100g = ProductPer100g;

/** The figures as read from a source, in its units; anything may be missing or nonsense. */
export interface RawPer100g {
  kcal?: unknown;
  kj?: unknown;
  protein?: unknown;
  carbs?: unknown;
  fat?: unknown;
  fiber?: unknown;
  sugars?: unknown;
  saturatedFat?: unknown;
  /** Salt in g: the European label's line. */
  salt?: unknown;
  /** Sodium in mg. */
  sodiumMg?: unknown;
  /** Vitamins and minerals, already in the units of `microUnits`. */
  micros?: Partial<Record<MicroName, unknown>>;
}

/** The most 100 g of any food can hold: pure fat has about 900 kcal, pure salt about 39,300 mg of sodium. */
export const per100gBounds = {
  calories: 900,
  grams: 100,
  sodiumMg: 40_000,
} as const;
export const KJ_PER_KCAL = 4.184;
/** Sodium is 40 % of salt by weight: 1 g of salt holds 400 mg of sodium. */
export const SODIUM_MG_PER_SALT_G = 400;
/** Rounding and listed values: protein, carbs and fat may add up to a little over 100 g. */
const GRAMS_SLACK = 2;

/** Why figures cannot be used: one of the four is missing, or a figure is one no food has. */
export type Per100gReading =
  | { ok: true; per100g: Per100g }
  | {
      ok: false;
      reason: 'incomplete' | 'implausible';
      field: 'calories' | 'protein' | 'carbs' | 'fat' | 'total';
    };

/** A finite number of 0 or more: a number, or text that is only one ("12.5", "12,5"). */
export function plainNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const match = /^\s*(\d{1,9}(?:[.,]\d{1,9})?)\s*$/.exec(value);
  return match ? Number((match[1] as string).replace(',', '.')) : undefined;
}

const within = (value: unknown, max: number): number | undefined => {
  const n = plainNumber(value);
  return n !== undefined && n <= max ? n : undefined;
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const absent = (value: unknown) => value === undefined || value === null || value === '';
const refused = (field: 'calories' | 'protein' | 'carbs' | 'fat', missing: boolean): Per100gReading => ({
  ok: false,
  reason: missing ? 'incomplete' : 'implausible',
  field,
});

/** The vitamins and minerals that are numbers a food can hold; undefined when none is. */
function plausibleMicros(raw: RawPer100g['micros']): Per100g['micros'] {
  if (!raw) return undefined;
  const out: Partial<Record<MicroName, number>> = {};
  for (const name of microNames) {
    const value = within(raw[name], microsPer100gMax[name]);
    if (value !== undefined) out[name] = round3(value);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The figures a row may use: kcal (or kJ / 4.184 when kcal is missing or impossible), the three macros,
 * and the extras that are plausible (sugars not above the carbs, saturated fat not above the fat; sodium
 * from salt x 400 when only salt is given; vitamins and minerals within `microsPer100gMax`). Without usable calories, protein, carbs or fat, or with macros
 * adding up to more than 100 g, nothing is usable: `incomplete` when one of the four is not given at all,
 * `implausible` when one is given but is not a number a food can have. Energy is not checked against the macros: sweeteners
 * count polyols as carbohydrates at almost no energy, and alcohol carries energy without any macro.
 */
export function readPer100g(raw: RawPer100g): Per100gReading {
  const kj = within(raw.kj, per100gBounds.calories * KJ_PER_KCAL);
  const calories =
    within(raw.kcal, per100gBounds.calories) ?? (kj === undefined ? undefined : kj / KJ_PER_KCAL);
  if (calories === undefined) return refused('calories', absent(raw.kcal) && absent(raw.kj));
  const protein = within(raw.protein, per100gBounds.grams);
  if (protein === undefined) return refused('protein', absent(raw.protein));
  const carbs = within(raw.carbs, per100gBounds.grams);
  if (carbs === undefined) return refused('carbs', absent(raw.carbs));
  const fat = within(raw.fat, per100gBounds.grams);
  if (fat === undefined) return refused('fat', absent(raw.fat));
  if (protein + carbs + fat > per100gBounds.grams + GRAMS_SLACK)
    return { ok: false, reason: 'implausible', field: 'total' };
  const fiber = within(raw.fiber, per100gBounds.grams);
  const sugars = within(raw.sugars, carbs + 0.5);
  const saturatedFat = within(raw.saturatedFat, fat + 0.5);
  const salt = within(raw.salt, per100gBounds.grams);
  const sodium =
    within(raw.sodiumMg, per100gBounds.sodiumMg) ??
    (salt === undefined ? undefined : salt * SODIUM_MG_PER_SALT_G);
  const micros = plausibleMicros(raw.micros);
  return {
    ok: true,
    per100g: {
      calories: Math.round(calories),
      protein: round1(protein),
      carbs: round1(carbs),
      fat: round1(fat),
      ...(fiber === undefined ? {} : { fiber: round1(fiber) }),
      ...(sugars === undefined ? {} : { sugars: round1(Math.min(sugars, carbs)) }),
      ...(sodium === undefined ? {} : { sodium: Math.round(sodium) }),
      ...(saturatedFat === undefined ? {} : { saturatedFat: round1(Math.min(saturatedFat, fat)) }),
      ...(micros ? { micros } : {}),
    },
  };
}

/** A serving's weight when it is one a person eats: more than 0 and at most 5000 g. */
export function servingGrams(value: unknown): number | undefined {
  const n = within(value, 5000);
  return n !== undefined && n > 0 ? round1(n) : undefined;
}
