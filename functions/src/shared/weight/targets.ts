// The day's calorie and macro targets, from the source the user picks (profile `targetSource`):
// - 'formula': the daily goal (maintain, mild loss, loss, extreme loss) taken off the maintenance calories
//   of the profile formulas (Health's TDEE: Mifflin-St Jeor times the activity factor);
// - 'measured': the same goal taken off the expenditure measured from the diary and the weigh-ins
//   (energyBalance `tdee`), which learns what the user burns as they log it; until there is enough data
//   for a measurement, the formula's targets stand in;
// - 'custom': the user's own calories and, where given, macros in grams or as shares of the calories.
// The today card, History's day headers and the week chart all read the targets from here, so they agree.
//
// Macros the user has not set follow the app's split: protein = Health's protein needs, fat = 30 % of the
// calories (9 kcal a gram), carbs = the rest (4 kcal a gram, never negative).
//
// Safety floors: 1,500 kcal a day for men, 1,200 for women and everyone else (a lower floor never hides
// a target a person may need). A goal that would take the calories under the floor gives the floor
// instead, flagged, as Health shows it: such a number is never offered to follow (it can even be
// negative). The user's own number is theirs: it is kept, and flagged when under the floor so the screen
// can say that eating less is not recommended without medical supervision.
import type { CustomTargets } from '../account/documents.js';
import type { DailyGoal, TargetSource } from '../account/profile-values.js';

export const CALORIE_FLOOR = { male: 1500, other: 1200 } as const;
/** kcal a day below maintenance for each daily goal: 0.25, 0.5 and 1 kg a week at 7,700 kcal a kg
 * (rounded to the numbers Health has always shown). */
export const GOAL_DEFICITS: Record<DailyGoal, number> = {
  maintain: 0,
  mildLoss: 250,
  loss: 500,
  extremeLoss: 1000,
};
/** Share of the calories that fat gives when the user has not set fat. */
export const FAT_SHARE = 0.3;
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** The floor for a profile gender: 1500 for men, 1200 for women, "other" and unset. */
export function calorieFloorFor(gender: string | null | undefined): number {
  return gender === 'male' ? CALORIE_FLOOR.male : CALORIE_FLOOR.other;
}

export interface TargetInput {
  /** Maintenance kcal from the profile formulas; null when the profile lacks what they need. */
  formulaTdee: number | null;
  /** Health's protein needs, grams a day; null without a usable weight. */
  proteinNeeds: number | null;
  /** energyBalance's `tdee`; null until there are enough logged days and weigh-ins. */
  measuredTdee: number | null;
  dailyGoal?: DailyGoal | null;
  gender?: string | null;
  targetSource?: TargetSource | null;
  customTargets?: CustomTargets | null;
}

export interface DayTargets {
  /** kcal a day, whole. */
  calories: number;
  /** Grams a day, whole. Protein (and carbs, the rest after it) are null only when the user set neither and
   * the profile has no weight to work out the protein needs from. */
  protein: number | null;
  carbs: number | null;
  fat: number;
  /** Where these numbers come from. */
  source: TargetSource;
  /** The user picked another source that has nothing to give yet ('measured' before the first
   * measurement, 'custom' without own targets), so these are the formula's. */
  fallback: boolean;
  /** The safety floor for the profile's gender, kcal a day. */
  floor: number;
  /** The source's calories are under the floor: for a goal, `calories` is the floor instead; the user's
   * own number is kept as it is. */
  belowFloor: boolean;
}

type Macros = Pick<DayTargets, 'protein' | 'carbs' | 'fat'>;

/** Whole grams for the calories, from what the user gave (already in grams) and the app's split. */
function splitMacros(
  calories: number,
  proteinNeeds: number | null,
  given: Partial<Record<keyof Macros, number>> = {},
): Macros {
  const fat = Math.round(given.fat ?? (calories * FAT_SHARE) / KCAL_PER_GRAM.fat);
  const protein =
    given.protein !== undefined
      ? Math.round(given.protein)
      : proteinNeeds === null
        ? null
        : Math.round(proteinNeeds);
  const rest =
    (calories - (protein ?? 0) * KCAL_PER_GRAM.protein - fat * KCAL_PER_GRAM.fat) / KCAL_PER_GRAM.carbs;
  const carbs =
    given.carbs !== undefined
      ? Math.round(given.carbs)
      : protein === null
        ? null
        : Math.max(0, Math.round(rest));
  return { protein, carbs, fat };
}

/** The user's macros in grams (shares become grams of the calorie target). */
function customGrams(custom: CustomTargets): Partial<Record<keyof Macros, number>> {
  const grams: Partial<Record<keyof Macros, number>> = {};
  for (const key of ['protein', 'carbs', 'fat'] as const) {
    const value = custom[key];
    if (value === undefined) continue;
    grams[key] = custom.macroUnit === 'g' ? value : (custom.calories * value) / 100 / KCAL_PER_GRAM[key];
  }
  return grams;
}

export function dayTargets(input: TargetInput): DayTargets | null {
  const wanted = input.targetSource ?? 'formula';
  const floor = calorieFloorFor(input.gender);

  const custom = input.customTargets;
  if (wanted === 'custom' && custom) {
    const calories = Math.round(custom.calories);
    return {
      calories,
      ...splitMacros(calories, input.proteinNeeds, customGrams(custom)),
      source: 'custom',
      fallback: false,
      floor,
      belowFloor: calories < floor,
    };
  }

  const measured = wanted === 'measured' && input.measuredTdee !== null;
  const maintenance = measured ? input.measuredTdee : input.formulaTdee;
  if (maintenance === null) return null;
  const goalCalories = Math.round(maintenance) - GOAL_DEFICITS[input.dailyGoal ?? 'maintain'];
  const calories = Math.max(goalCalories, floor);
  return {
    calories,
    ...splitMacros(calories, input.proteinNeeds),
    source: measured ? 'measured' : 'formula',
    fallback: !measured && wanted !== 'formula',
    floor,
    belowFloor: goalCalories < floor,
  };
}
