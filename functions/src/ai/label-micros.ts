// The vitamins and minerals a photographed nutrition label prints. European labels list them only when
// 100 g hold a significant share of the reference intake (fortified cereals, milk, juices); American ones
// list vitamin D, calcium, iron and potassium, and cholesterol. The model is asked for each in the unit the
// app keeps it in (micros.ts), null when the label does not print it; lines named in any of the four
// languages, and amounts written as printed ("80 µg", "1,2 mg"), are read too.
import { z } from 'zod';
import { type MicroName, microNames, microUnits } from '../shared/nutrition/micros.js';
import { plainKey, readNumber } from './answer-reading.js';

/** What the model answers under `per100g.micros`: every nutrient, null where the label prints none. */
export const labelMicrosSchema = z.object(
  Object.fromEntries(microNames.map((name) => [name, z.number().nullable()])) as Record<
    MicroName,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type LabelMicros = z.output<typeof labelMicrosSchema>;

/** The vitamins labels name by letter, as "Vitamin B12", "Vitamina B12", "Vit. B12". */
const LETTERS: Partial<Record<MicroName, string[]>> = {
  vitaminA: ['a'],
  vitaminC: ['c'],
  vitaminD: ['d', 'd3'],
  vitaminE: ['e'],
  vitaminK: ['k', 'k1'],
  thiamin: ['b1'],
  riboflavin: ['b2'],
  niacin: ['b3', 'pp'],
  vitaminB6: ['b6'],
  folate: ['b9'],
  vitaminB12: ['b12'],
};
/** Their names in English, Spanish, German and Danish (lower case, letters and digits only). */
const NAMES: Record<MicroName, string[]> = {
  vitaminA: ['retinol'],
  vitaminC: ['ascorbicacid', 'acidoascorbico', 'ascorbinsaeure', 'ascorbinsyre'],
  vitaminD: ['cholecalciferol', 'colecalciferol'],
  vitaminE: ['tocopherol', 'alphatocopherol', 'tocoferol'],
  vitaminK: ['phylloquinone', 'phyllochinon', 'filoquinona', 'fyllokinon'],
  thiamin: ['thiamin', 'thiamine', 'tiamina', 'tiamin'],
  riboflavin: ['riboflavin', 'riboflavina'],
  niacin: ['niacin', 'niacina'],
  vitaminB6: ['pyridoxine', 'pyridoxin', 'piridoxina'],
  folate: ['folate', 'folates', 'folicacid', 'folat', 'folsaeure', 'acidofolico', 'folsyre', 'folato'],
  vitaminB12: ['cobalamin', 'cobalamina', 'kobalamin'],
  calcium: ['calcium', 'calcio', 'kalzium', 'kalcium'],
  iron: ['iron', 'hierro', 'eisen', 'jern'],
  magnesium: ['magnesium', 'magnesio'],
  phosphorus: ['phosphorus', 'fosforo', 'phosphor', 'fosfor'],
  potassium: ['potassium', 'potasio', 'kalium'],
  zinc: ['zinc', 'zink'],
  selenium: ['selenium', 'selenio', 'selen'],
  cholesterol: ['cholesterol', 'colesterol', 'cholesterin', 'kolesterol'],
};
const PREFIXES = ['vitamin', 'vitamina', 'vit'];

const KEYS = new Map<string, MicroName>();
for (const name of microNames) {
  KEYS.set(name.toLowerCase(), name);
  for (const word of NAMES[name]) KEYS.set(word, name);
  for (const letter of LETTERS[name] ?? []) for (const prefix of PREFIXES) KEYS.set(prefix + letter, name);
}

/** "Vitamin B12", "Vitamina B6", "Folsäure", "Fósforo" -> the nutrient; undefined for any other line. */
export function microKey(key: string): MicroName | undefined {
  return KEYS.get(plainKey(key, true));
}

/** Grams of one unit, to convert an amount printed with its unit into the one the app keeps. */
const UNIT_GRAMS = { g: 1, mg: 1e-3, µg: 1e-6 } as const;

/** An amount in `unit`: a number as asked, or text as printed with its own unit. A share of the reference
 * intake alone ("15 %") is no amount. */
function amountIn(value: unknown, unit: 'mg' | 'µg'): number | null {
  const read = readNumber(value);
  if (read.kind !== 'ok') return null;
  if (typeof value !== 'string') return read.value;
  const printed = /(?:µ|μ|mc|u)g\b/i.test(value)
    ? 'µg'
    : /mg\b/i.test(value)
      ? 'mg'
      : /\d\s*g\b/i.test(value)
        ? 'g'
        : null;
  if (printed === null) return /%/.test(value) ? null : read.value;
  return (read.value * UNIT_GRAMS[printed]) / UNIT_GRAMS[unit];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The vitamins and minerals among a label answer's figures: flat, or nested under "micros", "vitamins"
 * or "minerals"; the first line naming a nutrient wins. */
export function readLabelMicros(figures: Record<string, unknown>): LabelMicros {
  const out = Object.fromEntries(microNames.map((name) => [name, null])) as LabelMicros;
  const seen = new Set<MicroName>();
  const lines = [figures, figures.micros, figures.vitamins, figures.minerals].filter(isRecord);
  for (const group of lines)
    for (const [key, value] of Object.entries(group)) {
      const name = microKey(key);
      if (!name || seen.has(name)) continue;
      seen.add(name);
      out[name] = amountIn(value, microUnits[name]);
    }
  return out;
}
