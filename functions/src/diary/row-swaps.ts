// A row's food changed by the user, without an AI call: another table food for the same row ("not this
// food"), or back to the model's own figures that grounding kept on the row. Both name a row the meal
// has; the model's figures stay with the row through every swap, so going back is always to what the
// model said, never to the food before.
import { type FullFigures, rowFromPerGram } from '../nutrition/food-rows.js';
import { tableFood, tableRow } from '../nutrition/table-rows.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { FoodRowInput } from '../shared/contracts.js';
import { collections, readUser } from '../shared/documents.js';
import type { Language } from '../shared/languages.js';
import type { StoredRow } from './meal-store.js';

/** The model's figures per gram a row can go back to: those kept when the table's replaced them, or the
 * row's own while it is still the model's estimate. */
function modelPerGram(row: StoredRow): FullFigures | undefined {
  if (row.estimatePerGram) return row.estimatePerGram;
  return (row.source ?? 'ai') === 'ai' ? row.perGram : undefined;
}

function rowNamed(input: FoodRowInput, stored: readonly StoredRow[]): StoredRow {
  const known = input.id === undefined ? undefined : stored.find((r) => r.id === input.id);
  if (!known) throw new AppError('rowNotFound');
  return known;
}

/** Row `input.id` as `input.foodId` of the table for the grams given, keeping the model's figures. */
export function swappedRow(
  input: FoodRowInput & { foodId: string },
  stored: readonly StoredRow[],
  language: Language,
): StoredRow {
  const known = rowNamed(input, stored);
  const food = tableFood(input.foodId);
  const row = food && tableRow(input.name, input.grams, food, known.id, language);
  if (!row) throw new AppError('foodNotFound');
  const model = modelPerGram(known);
  return model ? { ...row, estimatePerGram: model } : row;
}

/** Row `input.id` back on the model's figures kept on it, for the grams given. The kept figures stay, so a
 * later swap can come back again. */
export function estimateAgain(input: FoodRowInput, stored: readonly StoredRow[]): StoredRow {
  const known = rowNamed(input, stored);
  const model = known.estimatePerGram;
  if (!model) throw new AppError('noKeptEstimate');
  return {
    ...rowFromPerGram(input.name, input.grams, model, known.id as string, { source: 'ai' }),
    estimatePerGram: model,
  };
}

/** The language table foods are named in on the caller's rows: their profile's, read only when a row of
 * the edit takes a table food. */
export async function tableLanguage(
  inputs: readonly { foodId?: string }[],
  ctx: CallContext,
  deps: Deps,
): Promise<Language> {
  if (!inputs.some((r) => r.foodId !== undefined)) return 'en';
  const snap = await deps.db.collection(collections.users).doc(ctx.uid).get();
  return readUser(snap.data()).language;
}
