// The recipes' live reads: the recipes shared with a list, read with their tolerant reader
// (lib/live-data.ts is the machinery).
import { collections } from '@shared/collections';
import { type LiveSource, matching, type Read, type Row } from '../../lib/live-data';

/** sharedRecipes/{listId}_{mealId}: a copy of a recipe a member shared with a list. */
export type SharedRecipe = Row<Read<'readSharedRecipe'>>;

/** The latest `limit` recipes shared with list `listId` (by any member, the user included). */
export function sharedRecipesQuery(listId: string, limit: number): LiveSource<SharedRecipe[]> {
  return matching(collections.sharedRecipes, { listId }, 'readSharedRecipe', { limit, newest: 'sharedAt' });
}

/** Whether meal `mealId` is shared with list `listId`: its copy there, or nothing. */
export function recipeShareQuery(listId: string, mealId: string): LiveSource<SharedRecipe[]> {
  return matching(collections.sharedRecipes, { listId, mealId }, 'readSharedRecipe', { limit: 1 });
}
