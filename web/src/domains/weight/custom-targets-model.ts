// The own-targets form as typed: calories, and protein, carbs and fat in grams or as % of the calories
// (each may be left empty: it then follows the app's split). Checked with the updateProfile contract itself,
// so the form says exactly what the server would refuse, in the same words.
import type { CallableRequest } from '@contracts';
import { customTargetsRequest } from '@shared/account/contracts';
import type { CustomTargets } from '@shared/documents';
import { errorCatalogue, isErrorName } from '@shared/error-codes';
import { parseAmount } from '../diary/meal-rows';

/** The user's own targets as updateProfile takes them. */
export type CustomTargetsRequest = NonNullable<CallableRequest<'updateProfile'>['customTargets']>;

export const MACROS = ['protein', 'carbs', 'fat'] as const;
export type Macro = (typeof MACROS)[number];
export type MacroUnit = CustomTargets['macroUnit'];

export interface CustomTargetsValues {
  calories: string;
  macroUnit: MacroUnit;
  protein: string;
  carbs: string;
  fat: string;
}

/** Where a problem is shown: under a field, or under the form (shares adding up to more than 100 %). */
export type ProblemPlace = 'calories' | Macro | 'form';
export type CustomTargetsProblems = Partial<Record<ProblemPlace, string>>;

/** The form filled with the saved targets (`format` writes a number in the user's language). */
export function valuesFrom(
  saved: CustomTargets | null,
  format: (value: number) => string,
): CustomTargetsValues {
  const text = (value: number | undefined) => (value === undefined ? '' : format(value));
  return {
    calories: saved ? format(saved.calories) : '',
    macroUnit: saved?.macroUnit ?? 'g',
    protein: text(saved?.protein),
    carbs: text(saved?.carbs),
    fat: text(saved?.fat),
  };
}

export type CustomTargetsCheck =
  | { ok: true; targets: CustomTargetsRequest & { macroUnit: MacroUnit } }
  | { ok: false; problems: CustomTargetsProblems };

const i18nKey = (message: string) =>
  isErrorName(message) ? errorCatalogue[message].code : errorCatalogue.invalidTargetMacro.code;

/** The request for what was typed, or each problem's i18n key where it is shown. */
export function checkCustomTargets(values: CustomTargetsValues): CustomTargetsCheck {
  const problems: CustomTargetsProblems = {};
  const calories = parseAmount(values.calories);
  if (calories === null) problems.calories = errorCatalogue.invalidTargetCalories.code;
  const macros: Partial<Record<Macro, number>> = {};
  for (const key of MACROS) {
    if (values[key].trim() === '') continue;
    const value = parseAmount(values[key]);
    if (value === null) problems[key] = errorCatalogue.invalidTargetMacro.code;
    else macros[key] = value;
  }
  const parsed = customTargetsRequest.safeParse({
    calories: calories ?? Number.NaN,
    ...macros,
    macroUnit: values.macroUnit,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const place: ProblemPlace =
        field === 'calories' || MACROS.includes(field as Macro) ? (field as ProblemPlace) : 'form';
      problems[place] ??= i18nKey(issue.message);
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, targets: { ...parsed.data } };
}
