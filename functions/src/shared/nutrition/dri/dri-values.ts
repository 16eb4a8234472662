// The Dietary Reference Intakes of the US National Academies for the vitamins and minerals the app
// tracks: the figures are data, in dri-values.json (where each comes from is in README.md beside this
// file); this reads them and refuses a table that lost a nutrient or a group. Plain code (no zod), so the
// web reads it without loading the schemas. Amounts are in the units of `microUnits` (../micros.ts).

import { type MicroName, microNames } from '../micros.js';
import table from './dri-values.json' with { type: 'json' };

/** The first age (years) of each life-stage group: 1-3, 4-8, 9-13, 14-18, 19-30, 31-50, 51-70, 71 and over.
 * Infants, pregnancy and lactation are left out (see README.md). */
export const driAgeGroups = [1, 4, 9, 14, 19, 31, 51, 71] as const;

/**
 * What an upper limit applies to. 'total': everything eaten and drunk, so a day's sum can be held to it.
 * 'preformed': preformed vitamin A (retinol) only, not the carotenoids of plants that the day's vitamin A
 * (RAE) also counts. 'added': the synthetic forms of supplements and fortified foods only (vitamin E,
 * niacin, folic acid), or for magnesium a pharmacological agent: a day's food cannot be held to it.
 */
export type UpperLimitScope = 'total' | 'preformed' | 'added';

export interface NutrientReference {
  /** 'RDA' (Recommended Dietary Allowance) or 'AI' (Adequate Intake, where no RDA could be set). */
  kind: 'RDA' | 'AI';
  /** The daily intake for each group of `driAgeGroups`. */
  male: readonly number[];
  female: readonly number[];
  /** The Tolerable Upper Intake Level for each group (the same for both sexes); null where none is set. */
  upper: readonly number[] | null;
  upperScope: UpperLimitScope | null;
}

type DriName = Exclude<MicroName, 'cholesterol'>;

const scopes: readonly (UpperLimitScope | null)[] = ['total', 'preformed', 'added', null];

function reference(name: DriName): NutrientReference {
  const entry = (table as Partial<Record<string, Record<string, unknown>>>)[name];
  const groups = (row: unknown) => Array.isArray(row) && row.length === driAgeGroups.length;
  const upperScope = entry?.upperScope as UpperLimitScope | null;
  if (
    !entry ||
    (entry.kind !== 'RDA' && entry.kind !== 'AI') ||
    !groups(entry.male) ||
    !groups(entry.female) ||
    !scopes.includes(upperScope) ||
    (entry.upper === null) !== (upperScope === null) ||
    (entry.upper !== null && !groups(entry.upper))
  )
    throw new Error(
      `dri-values.json: ${name} needs kind, male, female, upper and upperScope for every group`,
    );
  return entry as unknown as NutrientReference;
}

export const dri: Readonly<Record<DriName, NutrientReference>> = Object.fromEntries(
  microNames.filter((name): name is DriName => name !== 'cholesterol').map((name) => [name, reference(name)]),
) as Record<DriName, NutrientReference>;
