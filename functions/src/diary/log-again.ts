// logAgain: an earlier meal logged once more as a new, independent entry (docs/product-rules.md#logging-in-seconds):
// the caller's own meal, or a recipe shared with one of their lists, times `portions`, today or on a day
// near it. No AI call: the rows keep their figures and where they come from.
import { demoFlag } from '../ai/run-ai-call.js';
import type { Deps } from '../platform/deps.js';
import type { Handler } from '../platform/run-callable.js';
import type { CallableResponse, MealSlot } from '../shared/contracts.js';
import { type EntryTemplate, placeNewEntry, readEntryTemplate, storeEntries } from './entry-copies.js';
import { mealNutrition } from './meal-store.js';

export const handleLogAgain: Handler<'logAgain'> = async (input, ctx, deps) =>
  logTemplate(await readEntryTemplate(deps, input.mealId, ctx), input, ctx.uid, deps);

/** Logs `template` times `portions` (default 1) as one new entry; the answer of logMeal. */
export async function logTemplate(
  template: EntryTemplate,
  input: { timeZone: string; slot?: MealSlot; day?: string; portions?: number },
  uid: string,
  deps: Deps,
): Promise<CallableResponse<'logMeal'>> {
  const place = placeNewEntry(input, deps.clock.now());
  const [entry] = await storeEntries(deps, uid, () => [
    { template, factor: input.portions ?? 1, ...place, timeZone: input.timeZone },
  ]);
  if (!entry) throw new Error('no entry written');
  return {
    mealId: entry.mealId,
    nutrition: mealNutrition(entry, entry.rows),
    day: place.day,
    slot: place.slot,
    ...demoFlag(entry.demo),
  };
}
