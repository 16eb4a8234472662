// A planned meal logged as eaten in one tap, from the plan's own copy of the recipe: a list member can log a
// plan whose recipe was never shared with them. It lands on the plan's day and slot, which must be a day the
// diary takes new entries on (a year back up to tomorrow in the caller's zone).
import { logRecipeEaten } from '../diary/diary-handlers.js';
import { isDayInEntryWindow, localTime } from '../diary/diary-time.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import { readVisiblePlan } from './plan-access.js';

export const handleLogPlanned: Handler<'logPlanned'> = async (input, ctx, deps) => {
  const { plan } = await readVisiblePlan(deps.db, input.planId, ctx.uid);
  const today = localTime(deps.clock.now(), input.timeZone).day;
  if (!isDayInEntryWindow(plan.day, today)) throw new AppError('dayNotInDiary');
  const recipe = {
    title: plan.title,
    ingredients: plan.ingredients,
    servings: plan.servings,
    perPortion: { calories: plan.calories, protein: plan.protein, carbs: plan.carbs, fat: plan.fat },
  };
  return logRecipeEaten(deps, ctx.uid, recipe, {
    mealId: plan.mealId,
    portions: input.portions ?? 1,
    timeZone: input.timeZone,
    day: plan.day,
    slot: plan.slot,
  });
};
