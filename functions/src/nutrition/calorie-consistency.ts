// Calorie consistency: protein and carbs give about 4 kcal per gram, fat 9, so an answer's calorie total
// should be near what its macros add up to. Fibre, alcohol and rounding make exact agreement rare, so only
// a clear mismatch (more than 60 kcal and more than 25 %) counts; such answers are kept, because the user
// still gets an estimate, but flagged on the meal, in the result and in the log.

export interface CalorieConsistency {
  /** kcal the macros add up to (4 per g protein and carbs, 9 per g fat). */
  macroCalories: number;
  /** False when the calorie total is clearly off `macroCalories`. */
  consistent: boolean;
}

export function checkCalorieConsistency(n: {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}): CalorieConsistency {
  const macroCalories = Math.round(4 * n.protein + 4 * n.carbs + 9 * n.fat);
  const tolerance = Math.max(60, 0.25 * Math.max(n.calories, macroCalories));
  return { macroCalories, consistent: Math.abs(n.calories - macroCalories) <= tolerance };
}
