import { expect, test } from 'vitest';
import { checkCalorieConsistency } from './calorie-consistency.js';

test('agreeing totals pass, a clear mismatch is flagged with what the macros add up to', () => {
  expect(checkCalorieConsistency({ calories: 250, protein: 13, carbs: 1, fat: 21 })).toEqual({
    macroCalories: 245,
    consistent: true,
  });
  expect(checkCalorieConsistency({ calories: 900, protein: 13, carbs: 1, fat: 21 }).consistent).toBe(false);
});

test('small meals get 60 kcal of slack, large ones 25 %', () => {
  expect(checkCalorieConsistency({ calories: 0, protein: 0, carbs: 0, fat: 0 }).consistent).toBe(true);
  expect(checkCalorieConsistency({ calories: 40, protein: 0, carbs: 0, fat: 0 }).consistent).toBe(true);
  expect(checkCalorieConsistency({ calories: 61, protein: 0, carbs: 0, fat: 0 }).consistent).toBe(false);
  // 100 g carbs = 400 kcal: 500 is within 25 % of 500, 540 is not.
  expect(checkCalorieConsistency({ calories: 500, protein: 0, carbs: 100, fat: 0 }).consistent).toBe(true);
  expect(checkCalorieConsistency({ calories: 540, protein: 0, carbs: 100, fat: 0 }).consistent).toBe(false);
});
