// logFoods: foods picked for one slot of a diary day, logged as one eaten entry (source 'foods') without an
// AI call: table foods by grams or by one of their portions, products by their barcode (the cache or Open
// Food Facts, looked up before anything is written), and foods typed by hand with their figures. Table and
// product rows carry the vitamins and minerals their source knows, like every grounded row. The entry is
// written with its day's totals and counts as one meal write (entry-copies.ts). A day may be any from
// limits.firstDiaryDay to today in the caller's zone: a diary is what was eaten, so not tomorrow.
import { rowFromFigures } from '../nutrition/food-rows.js';
import { displayName } from '../nutrition/food-table/food-table.js';
import { findProducts, productRow } from '../nutrition/product-lookup.js';
import { tableFood, tableRow } from '../nutrition/table-rows.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { LogFoodItem } from '../shared/contracts.js';
import type { Language } from '../shared/languages.js';
import type { BarcodeProduct } from '../shared/nutrition/contracts.js';
import { assertLoggableDay, localTime } from './diary-time.js';
import { entryMoment, storeEntries } from './entry-copies.js';
import { mealNutrition, type StoredRow } from './meal-store.js';
import { served, tablePortion } from './row-servings.js';
import { tableLanguage } from './row-swaps.js';

/** The most of the foods' names an entry's description holds. */
const DESCRIPTION_CHARS = 200;

export const handleLogFoods: Handler<'logFoods'> = async (input, ctx, deps) => {
  const now = deps.clock.now();
  const day = input.day ?? localTime(now, input.timeZone).day;
  assertLoggableDay(day, input.timeZone, now);
  const items = input.items;
  const language = await tableLanguage(
    items.map((item) => ('foodId' in item ? { foodId: item.foodId } : {})),
    ctx,
    deps,
  );
  const products = await findProducts(
    items.flatMap((item) => (item.kind === 'barcode' ? [item.barcode] : [])),
    ctx,
    deps,
  );
  const rows = items.map((item) => itemRow(item, products, language));
  const description = rows
    .map((r) => r.name)
    .join(', ')
    .slice(0, DESCRIPTION_CHARS);
  const [entry] = await storeEntries(deps, ctx.uid, () => [
    {
      template: { description, rowsAt: () => rows, source: 'foods' },
      factor: 1,
      day,
      slot: input.slot,
      eatenAt: entryMoment(day, input.slot, input.timeZone, now),
      timeZone: input.timeZone,
    },
  ]);
  if (!entry) throw new Error('no entry written');
  return { mealId: entry.mealId, nutrition: mealNutrition(entry, entry.rows), day, slot: input.slot };
};

/** One item as a row; an unknown food or a unit it lacks stops the call before anything is written. */
function itemRow(item: LogFoodItem, products: Map<string, BarcodeProduct>, language: Language): StoredRow {
  switch (item.kind) {
    case 'food':
      return foodRow(item.foodId, item.grams, language);
    case 'portion': {
      const { grams, serving } = tablePortion(item.foodId, item.quantity, item.unit);
      return { ...foodRow(item.foodId, grams, language), serving };
    }
    case 'barcode': {
      const product = products.get(item.barcode);
      if (!product) throw new AppError('productNotFound');
      const counted = item.serving ? served(item.serving) : undefined;
      const row = productRow(product.name, counted?.grams ?? item.grams, product);
      return counted ? { ...row, serving: counted.serving } : row;
    }
    case 'manual': {
      const counted = item.serving ? served(item.serving) : undefined;
      const grams = counted?.grams ?? item.grams;
      // Figures typed for the grams given; counted in servings, they are for the serving's grams.
      const row = rowFromFigures(item.name, grams, item.figures, undefined, { source: item.source });
      return counted ? { ...row, serving: counted.serving } : row;
    }
  }
}

function foodRow(foodId: string, grams: number, language: Language): StoredRow {
  const food = tableFood(foodId);
  const row = food && tableRow(displayName(food, language), grams, food, undefined, language);
  if (!row) throw new AppError('foodNotFound');
  return row;
}
