// The values a profile field may take, declared once (its language is one of the app's, ../languages.ts).
// No imports (not even zod): the web's screens read them without pulling in the schemas.
export const genders = ['male', 'female', 'other'] as const;
export const measurementSystems = ['metric', 'imperial'] as const;
export const activityLevels = ['sedentary', 'light', 'moderate', 'active', 'veryActive'] as const;
/** The calorie target relative to maintenance (the health formulas turn it into kcal). */
export const dailyGoals = ['maintain', 'mildLoss', 'loss', 'extremeLoss'] as const;
/** Where the day's targets come from: the formulas of Health, the expenditure measured from the diary and
 * the weigh-ins (energyBalance), or the user's own numbers (weight/targets.ts). */
export const targetSources = ['formula', 'measured', 'custom'] as const;
/** How the user's own macro targets are given: grams a day, or shares of the calorie target. */
export const macroUnits = ['g', 'percent'] as const;
export type Gender = (typeof genders)[number];
export type MeasurementSystem = (typeof measurementSystems)[number];
export type ActivityLevel = (typeof activityLevels)[number];
export type DailyGoal = (typeof dailyGoals)[number];
export type TargetSource = (typeof targetSources)[number];
export type MacroUnit = (typeof macroUnits)[number];

/** The figures a profile may hold, inclusive (docs/product-rules.md#profile-validation): the age in years,
 * the height and weight in the units of the profile's measurement system. */
export const profileRanges = {
  age: { min: 1, max: 120 },
  metric: { height: { min: 50, max: 300, unit: 'cm' }, weight: { min: 20, max: 500, unit: 'kg' } },
  imperial: { height: { min: 20, max: 120, unit: 'in' }, weight: { min: 44, max: 1100, unit: 'lb' } },
} as const;
