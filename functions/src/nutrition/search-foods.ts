// searchFoods: foods of the table by name, in the asked language (the caller's profile language when none
// is asked), each with the composition table its figures come from, its portions as serving units and its
// everyday serving. No AI call and, with a language given, no document read: the table lives in the
// instance.
import type { CallContext, Deps } from '../platform/deps.js';
import type { Handler } from '../platform/run-callable.js';
import { collections, readUser } from '../shared/documents.js';
import type { Language } from '../shared/languages.js';
import { foodSearchLimits } from '../shared/nutrition/contracts.js';
import { type FoodSource, foodIdSource } from '../shared/nutrition/food-ids.js';
import { searchFoods } from './food-table/search.js';
import { withServings } from './food-table/servings.js';

async function profileLanguage(ctx: CallContext, deps: Deps): Promise<Language> {
  const snap = await deps.db.collection(collections.users).doc(ctx.uid).get();
  return readUser(snap.data()).language;
}

export const handleSearchFoods: Handler<'searchFoods'> = async (input, ctx, deps) => {
  const language = input.language ?? (await profileLanguage(ctx, deps));
  const hits = searchFoods(input.query, { language, limit: input.limit ?? foodSearchLimits.default });
  return {
    foods: hits.map(({ score: _score, ...food }) => ({
      ...withServings(food),
      source: foodIdSource(food.id) as FoodSource,
    })),
  };
};
