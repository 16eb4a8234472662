// The meal plan's errors, spread into the catalogue of error-codes.ts (kept here so the catalogue file stays
// readable). Plain data, no imports: error-codes.ts imports this file, never the other way round.

export const planErrors = {
  invalidPlanDay: {
    status: 'invalid-argument',
    message: 'Pick a real day from the year 2000 up to a year from today',
    code: 'plan.invalidDay',
  },
  invalidPlanSlot: {
    status: 'invalid-argument',
    message: 'Pick breakfast, lunch, dinner or snack',
    code: 'plan.invalidSlot',
  },
  invalidPlanPersons: {
    status: 'invalid-argument',
    message: 'Persons must be a whole number from 1 to 100',
    code: 'plan.invalidPersons',
  },
  planNothingToChange: {
    status: 'invalid-argument',
    message: 'Nothing to change: give a day, a slot or persons',
    code: 'plan.nothingToChange',
  },
  invalidPlanRange: {
    status: 'invalid-argument',
    message: 'Pick a first and a last day, at most 31 days apart, the first not after the last',
    code: 'plan.invalidRange',
  },
  planNotFound: { status: 'not-found', message: 'This planned meal no longer exists', code: 'plan.notFound' },
  planNotOwner: {
    status: 'permission-denied',
    message: 'Only the person who planned this meal can change or remove it',
    code: 'plan.notOwner',
  },
  recipeHasNoIngredients: {
    status: 'failed-precondition',
    message: 'This recipe has no ingredients to plan',
    code: 'plan.noIngredients',
  },
  nothingPlanned: {
    status: 'not-found',
    message: 'Nothing is planned on these days',
    code: 'plan.nothingPlanned',
  },
  tooManyPlans: {
    status: 'resource-exhausted',
    message: 'A day can hold at most 20 planned meals',
    code: 'plan.tooManyPlans',
  },
  addPlanError: {
    status: 'internal',
    message: 'Failed to add the planned meals to the list',
    code: 'plan.addToListError',
  },
  planError: {
    status: 'internal',
    message: 'Failed to save the plan. Please try again.',
    code: 'plan.error',
  },
} as const;
