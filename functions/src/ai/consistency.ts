// Atwater check: protein and carbs give about 4 kcal per gram, fat 9. Fibre, alcohol and rounding make
// exact agreement rare, so only a clear mismatch is flagged (DESIGN 5: report, don't store silently).

export interface ConsistencyCheck {
  macroCalories: number;
  consistent: boolean;
}

export function checkCalories(n: {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}): ConsistencyCheck {
  const macroCalories = Math.round(4 * n.protein + 4 * n.carbs + 9 * n.fat);
  const tolerance = Math.max(60, 0.25 * Math.max(n.calories, macroCalories));
  return { macroCalories, consistent: Math.abs(n.calories - macroCalories) <= tolerance };
}
