// addIngredientsToList: recipe ingredients scaled by persons become items named "item (amount unit)".
// Ids derive from caller, list, name and a 10-second window, so a double click overwrites the same
// documents instead of adding duplicates.
import { createHash } from 'node:crypto';
import type { CallContext, Deps } from '../deps.js';
import { ITEMS } from '../lists/list-access.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { shoppingItemName } from '../shared/scale-amount.js';
import { assertCanAddTo } from './item-access.js';
import { newItem } from './item-handlers.js';

const DOUBLE_CLICK_WINDOW_MS = 10_000;

export async function handleAddIngredientsToList(
  input: ParsedRequest<'addIngredientsToList'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'addIngredientsToList'>> {
  const { db } = deps;
  const window = Math.floor(deps.clock.now().getTime() / DOUBLE_CLICK_WINDOW_MS);
  const names = [...new Set(input.ingredients.map((i) => shoppingItemName(i, input.persons).slice(0, 200)))];
  await assertCanAddTo(db, input.listId, ctx.uid, names.length);
  const batch = db.batch();
  for (const name of names) {
    const id = createHash('sha256')
      .update(JSON.stringify([ctx.uid, input.listId, name, window]))
      .digest('base64url')
      .slice(0, 20);
    batch.set(db.collection(ITEMS).doc(id), newItem(name, input.listId, ctx.uid));
  }
  await batch.commit();
  return { added: names.length };
}
