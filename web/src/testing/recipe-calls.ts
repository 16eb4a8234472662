// What the recipe screens send, as a test expects the callable mock to have been called with it.

/** logRecipe for `portions` of recipe `mealId`, logged in the browser's own time zone. */
export const logRecipeCall = (mealId: string, portions: number) =>
  ['logRecipe', { mealId, portions, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }] as const;
