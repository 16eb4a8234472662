// Typed wrappers for the recipes' callables that screens run (a recipe generated or read from a web
// address, one shared with a list or no longer): one place to mock in component tests.
import type { CallableRequest } from '@contracts';
import { call } from '../../lib/callable';

export const recipesApi = {
  generateRecipe: (request: CallableRequest<'generateRecipe'>) => call('generateRecipe', request),
  shareRecipe: (mealId: string, listId: string) => call('shareRecipe', { mealId, listId }),
  unshareRecipe: (mealId: string, listId: string) => call('unshareRecipe', { mealId, listId }),
  importRecipeFromUrl: (url: string) => call('importRecipeFromUrl', { url }),
};
