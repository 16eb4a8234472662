// food_label answers -> the figures per 100 g a photographed nutrition label prints. Read as tolerantly as
// the other answers (keys in the four languages, numbers as text such as "12,5 g" or "<0,5 g", energy in
// kJ, figures nested or not), then held to what a food can hold (shared/nutrition/per-100g.ts): a figure
// no food has is dropped, and without usable calories, protein, carbs and fat the label is unreadable.
// Salt (g, the European line) becomes sodium (mg) x 400. Vitamins and minerals are read where the label
// prints them (label-micros.ts).
import { z } from 'zod';
import { limits } from '../shared/limits.js';
import { type Per100g, readPer100g, servingGrams } from '../shared/nutrition/per-100g.js';
import { tidyName } from '../shared/tidy-name.js';
import { defineAnswer, reject } from './ai-answer.js';
import { canonicalKey, plainKey, readNumber } from './answer-reading.js';
import { labelMicrosSchema, readLabelMicros } from './label-micros.js';
import { ParseFailure } from './parse-failure.js';

export interface LabelReading {
  name?: string;
  servingGrams?: number;
  per100g: Per100g;
}

const LABEL_WORDS: Record<string, string[]> = {
  noLabel: ['nolabel', 'nolabelfound', 'nonutritionlabel'],
  calories: ['brennwert', 'energiewert', 'energyvalue', 'valorenergetico'],
  kj: ['kj', 'kilojoule', 'kilojoules', 'energykj', 'brennwertkj', 'energikj', 'energiakj'],
  fiber: [
    'fiber',
    'fibre',
    'fibres',
    'dietaryfiber',
    'ballaststoffe',
    'kostfibre',
    'kostfibrer',
    'fibra',
    'fibraalimentaria',
  ],
  sugars: ['sugars', 'sugar', 'zucker', 'sukker', 'sukkerarter', 'azucar', 'azucares'],
  salt: ['salt', 'salz', 'sal'],
  sodium: ['sodium', 'natrium', 'sodio'],
  saturatedFat: [
    'saturatedfat',
    'saturates',
    'saturated',
    'saturatedfattyacids',
    'gesaettigtefettsaeuren',
    'maettedefedtsyrer',
    'mattedefedtsyrer',
    'grasassaturadas',
    'acidosgrasossaturados',
  ],
  servingGrams: [
    'servinggrams',
    'serving',
    'servingsize',
    'portion',
    'portionsize',
    'portionsgroesse',
    'portionsstorrelse',
    'racion',
    'porcion',
  ],
  // Digits are not compared: "per 100 g", "pro 100 g", "pr. 100 g", "por 100 g", "per 100 ml".
  per100g: ['perg', 'perml', 'per', 'prog', 'proml', 'jeg', 'jeml', 'prg', 'prml', 'porg', 'porml'],
};
const LOOKUP = new Map<string, string>();
for (const [canonical, words] of Object.entries(LABEL_WORDS)) for (const w of words) LOOKUP.set(w, canonical);

/** "davon gesättigte Fettsäuren", "of which sugars", "heraf sukkerarter" -> the figure's name. */
function labelKey(key: string): string {
  const plain = plainKey(key).replace(/^(davon|ofwhich|hereof|heraf|deloscuales|delascuales|delosque)/, '');
  return LOOKUP.get(plain) ?? canonicalKey(key) ?? key;
}

function labelRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const name = labelKey(key);
    if (!(name in out)) out[name] = v;
  }
  return out;
}

/** A figure as a number: 12.5, "12,5 g", "<0,5 g" (as printed: read as 0.5), "~3". */
function labelNumber(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim().replace(/^[<≤]\s*/, '') : value;
  const read = readNumber(text);
  return read.kind === 'ok' ? read.value : null;
}

/** Energy as printed: "2252 kJ / 539 kcal", "539 kcal", "2252 kJ", or a plain number (kcal). */
function readEnergy(value: unknown): { kcal: number | null; kj: number | null } {
  if (typeof value !== 'string') return { kcal: labelNumber(value), kj: null };
  const text = value.replace(/(\d),(\d)/g, '$1.$2');
  const kcal = /(\d+(?:\.\d+)?)\s*kcal/i.exec(text);
  const kj = /(\d+(?:\.\d+)?)\s*kj/i.exec(text);
  if (kcal || kj) return { kcal: kcal ? Number(kcal[1]) : null, kj: kj ? Number(kj[1]) : null };
  return { kcal: labelNumber(value), kj: null };
}

/** Sodium in mg; written with "g" (and not "mg") it was given in grams. */
function readSodiumMg(value: unknown): number | null {
  const n = labelNumber(value);
  if (n === null) return null;
  return typeof value === 'string' && /\d\s*g\b/i.test(value) && !/mg/i.test(value) ? n * 1000 : n;
}

const FIGURE_KEYS = [
  'calories',
  'kj',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sugars',
  'salt',
  'sodium',
  'saturatedFat',
];

const required = (field: string) =>
  z.preprocess(
    (v, ctx) =>
      typeof v === 'number' ? v : reject(ctx, 'missing-field', `Missing required field: ${field}`, field),
    z.number(),
  );
const optional = z.number().nullable();

/** What the model is asked for: `{ noLabel, name, servingGrams, per100g: {...} }`, figures per 100 g (or
 * 100 ml), energy in kcal, salt in g or sodium in mg, null for what the label does not show. */
export const labelAnswerSchema = z.preprocess(
  (raw, ctx) => {
    const answer = labelRecord(raw);
    if (answer.noLabel === true || answer.noLabel === 'true')
      return reject(ctx, 'no-label', 'The AI found no nutrition label');
    const nested = labelRecord(answer.per100g ?? answer.nutritionData);
    const figures = { ...answer, ...nested };
    if (!FIGURE_KEYS.some((k) => figures[k] !== undefined && figures[k] !== null))
      return reject(ctx, 'no-label', 'The AI answer held no nutrition figures');
    const energy = readEnergy(figures.calories);
    const kj = energy.kj ?? labelNumber(figures.kj);
    const name = tidyName(answer.title ?? answer.name, limits.nameChars);
    return {
      noLabel: false,
      name: name || null,
      servingGrams: labelNumber(answer.servingGrams),
      per100g: {
        // kcal wins; a label that gives only kJ is converted in the reading (kJ / 4.184).
        calories: energy.kcal ?? (kj === null ? undefined : kj / 4.184),
        protein: labelNumber(figures.protein) ?? undefined,
        carbs: labelNumber(figures.carbs) ?? undefined,
        fat: labelNumber(figures.fat) ?? undefined,
        fiber: labelNumber(figures.fiber),
        sugars: labelNumber(figures.sugars),
        salt: labelNumber(figures.salt),
        sodium: readSodiumMg(figures.sodium),
        saturatedFat: labelNumber(figures.saturatedFat),
        micros: readLabelMicros(figures),
      },
    };
  },
  z.object({
    noLabel: z.boolean(),
    name: z.string().nullable(),
    servingGrams: optional,
    per100g: z.object({
      calories: required('calories'),
      protein: required('protein'),
      carbs: required('carbs'),
      fat: required('fat'),
      fiber: optional,
      sugars: optional,
      salt: optional,
      sodium: optional,
      saturatedFat: optional,
      micros: labelMicrosSchema,
    }),
  }),
);

export function toLabelReading(answer: z.output<typeof labelAnswerSchema>): LabelReading {
  const f = answer.per100g;
  const reading = readPer100g({
    kcal: f.calories,
    protein: f.protein,
    carbs: f.carbs,
    fat: f.fat,
    fiber: f.fiber,
    sugars: f.sugars,
    saturatedFat: f.saturatedFat,
    salt: f.salt,
    sodiumMg: f.sodium,
    micros: f.micros,
  });
  if (!reading.ok)
    throw new ParseFailure('invalid', `Implausible label figures: ${reading.field}`, reading.field);
  const serving = servingGrams(answer.servingGrams);
  const name = answer.name ? tidyName(answer.name, limits.nameChars) : '';
  return {
    ...(name ? { name } : {}),
    ...(serving === undefined ? {} : { servingGrams: serving }),
    per100g: reading.per100g,
  };
}

export const labelAnswer = defineAnswer('food_label', labelAnswerSchema, toLabelReading);
