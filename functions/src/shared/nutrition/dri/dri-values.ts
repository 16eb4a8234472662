// The Dietary Reference Intakes of the US National Academies for the vitamins and minerals the app
// tracks, as data: where each figure comes from is in README.md beside this file. Plain code (no zod), so
// the web reads it without loading the schemas. Amounts are in the units of `microUnits` (../micros.ts).

import type { MicroName } from '../micros.js';

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

//                        1-3   4-8   9-13  14-18 19-30 31-50 51-70  71+
export const dri: Readonly<Record<Exclude<MicroName, 'cholesterol'>, NutrientReference>> = {
  vitaminA: {
    kind: 'RDA',
    male: [300, 400, 600, 900, 900, 900, 900, 900],
    female: [300, 400, 600, 700, 700, 700, 700, 700],
    upper: [600, 900, 1700, 2800, 3000, 3000, 3000, 3000],
    upperScope: 'preformed',
  },
  vitaminC: {
    kind: 'RDA',
    male: [15, 25, 45, 75, 90, 90, 90, 90],
    female: [15, 25, 45, 65, 75, 75, 75, 75],
    upper: [400, 650, 1200, 1800, 2000, 2000, 2000, 2000],
    upperScope: 'total',
  },
  vitaminD: {
    kind: 'RDA',
    male: [15, 15, 15, 15, 15, 15, 15, 20],
    female: [15, 15, 15, 15, 15, 15, 15, 20],
    upper: [63, 75, 100, 100, 100, 100, 100, 100],
    upperScope: 'total',
  },
  vitaminE: {
    kind: 'RDA',
    male: [6, 7, 11, 15, 15, 15, 15, 15],
    female: [6, 7, 11, 15, 15, 15, 15, 15],
    upper: [200, 300, 600, 800, 1000, 1000, 1000, 1000],
    upperScope: 'added',
  },
  vitaminK: {
    kind: 'AI',
    male: [30, 55, 60, 75, 120, 120, 120, 120],
    female: [30, 55, 60, 75, 90, 90, 90, 90],
    upper: null,
    upperScope: null,
  },
  thiamin: {
    kind: 'RDA',
    male: [0.5, 0.6, 0.9, 1.2, 1.2, 1.2, 1.2, 1.2],
    female: [0.5, 0.6, 0.9, 1.0, 1.1, 1.1, 1.1, 1.1],
    upper: null,
    upperScope: null,
  },
  riboflavin: {
    kind: 'RDA',
    male: [0.5, 0.6, 0.9, 1.3, 1.3, 1.3, 1.3, 1.3],
    female: [0.5, 0.6, 0.9, 1.0, 1.1, 1.1, 1.1, 1.1],
    upper: null,
    upperScope: null,
  },
  niacin: {
    kind: 'RDA',
    male: [6, 8, 12, 16, 16, 16, 16, 16],
    female: [6, 8, 12, 14, 14, 14, 14, 14],
    upper: [10, 15, 20, 30, 35, 35, 35, 35],
    upperScope: 'added',
  },
  vitaminB6: {
    kind: 'RDA',
    male: [0.5, 0.6, 1.0, 1.3, 1.3, 1.3, 1.7, 1.7],
    female: [0.5, 0.6, 1.0, 1.2, 1.3, 1.3, 1.5, 1.5],
    upper: [30, 40, 60, 80, 100, 100, 100, 100],
    upperScope: 'total',
  },
  folate: {
    kind: 'RDA',
    male: [150, 200, 300, 400, 400, 400, 400, 400],
    female: [150, 200, 300, 400, 400, 400, 400, 400],
    upper: [300, 400, 600, 800, 1000, 1000, 1000, 1000],
    upperScope: 'added',
  },
  vitaminB12: {
    kind: 'RDA',
    male: [0.9, 1.2, 1.8, 2.4, 2.4, 2.4, 2.4, 2.4],
    female: [0.9, 1.2, 1.8, 2.4, 2.4, 2.4, 2.4, 2.4],
    upper: null,
    upperScope: null,
  },
  calcium: {
    kind: 'RDA',
    male: [700, 1000, 1300, 1300, 1000, 1000, 1000, 1200],
    female: [700, 1000, 1300, 1300, 1000, 1000, 1200, 1200],
    upper: [2500, 2500, 3000, 3000, 2500, 2500, 2000, 2000],
    upperScope: 'total',
  },
  iron: {
    kind: 'RDA',
    male: [7, 10, 8, 11, 8, 8, 8, 8],
    female: [7, 10, 8, 15, 18, 18, 8, 8],
    upper: [40, 40, 40, 45, 45, 45, 45, 45],
    upperScope: 'total',
  },
  magnesium: {
    kind: 'RDA',
    male: [80, 130, 240, 410, 400, 420, 420, 420],
    female: [80, 130, 240, 360, 310, 320, 320, 320],
    upper: [65, 110, 350, 350, 350, 350, 350, 350],
    upperScope: 'added',
  },
  phosphorus: {
    kind: 'RDA',
    male: [460, 500, 1250, 1250, 700, 700, 700, 700],
    female: [460, 500, 1250, 1250, 700, 700, 700, 700],
    upper: [3000, 3000, 4000, 4000, 4000, 4000, 4000, 3000],
    upperScope: 'total',
  },
  potassium: {
    kind: 'AI',
    male: [2000, 2300, 2500, 3000, 3400, 3400, 3400, 3400],
    female: [2000, 2300, 2300, 2300, 2600, 2600, 2600, 2600],
    upper: null,
    upperScope: null,
  },
  zinc: {
    kind: 'RDA',
    male: [3, 5, 8, 11, 11, 11, 11, 11],
    female: [3, 5, 8, 9, 8, 8, 8, 8],
    upper: [7, 12, 23, 34, 40, 40, 40, 40],
    upperScope: 'total',
  },
  selenium: {
    kind: 'RDA',
    male: [20, 30, 40, 55, 55, 55, 55, 55],
    female: [20, 30, 40, 55, 55, 55, 55, 55],
    upper: [90, 150, 280, 400, 400, 400, 400, 400],
    upperScope: 'total',
  },
};
