// The values a profile field may take, declared once. No imports (not even zod): the web's sign-in chunk
// reads `languages` from here without pulling in the schemas.
export const languages = ['en', 'es', 'de', 'da'] as const;
export const genders = ['male', 'female', 'other'] as const;
export const measurementSystems = ['metric', 'imperial'] as const;
export const activityLevels = ['sedentary', 'light', 'moderate', 'active', 'veryActive'] as const;
/** The calorie target relative to maintenance (the health formulas turn it into kcal). */
export const dailyGoals = ['maintain', 'mildLoss', 'loss', 'extremeLoss'] as const;
export type Language = (typeof languages)[number];
export type Gender = (typeof genders)[number];
export type MeasurementSystem = (typeof measurementSystems)[number];
export type ActivityLevel = (typeof activityLevels)[number];
export type DailyGoal = (typeof dailyGoals)[number];
