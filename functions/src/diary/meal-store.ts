// Meal documents. The photo itself is never stored, only the small thumbnail
// (docs/product-rules.md#food-photos).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Nutrition } from '../ai/parse-nutrition.js';
import type { GeneratedRecipe } from '../ai/parse-recipe.js';
import type { ScannedRecipe } from '../ai/parse-scan.js';
import { describeIngredient } from '../ai/parse-scan.js';
import { type CalorieConsistency, checkCalorieConsistency } from '../nutrition/calorie-consistency.js';
import { type FullFigures, mealTotals, shownRows, sumRows } from '../nutrition/food-rows.js';
import { groundedRow } from '../nutrition/table-rows.js';
import type { Deps } from '../platform/deps.js';
import type { Stored } from '../platform/stored.js';
import type { MealSlot } from '../shared/contracts.js';
import type { MicroCounts } from '../shared/document-fields.js';
import { collections, type MealDocument, type MealSource } from '../shared/documents.js';
import type { Language } from '../shared/languages.js';
import { writeMealsWithDayTotals } from './day-totals.js';

type StoredMeal = Stored<MealDocument>;
export type StoredRow = NonNullable<MealDocument['items']>[number];

interface MealBase {
  /** What the entry is called in the history; `meal` repeats it for older readers. */
  description: string;
  /** The four macros, and the extra figures the rows know (with their vitamins and minerals, for rows). */
  totals: FullFigures & { microsKnown?: MicroCounts };
  ingredients: string[];
  check: CalorieConsistency;
  thumbnail?: string;
  demo: boolean;
}

/** Fields every stored meal carries, whichever AI call made it. */
function mealBase(uid: string, base: MealBase): Omit<StoredMeal, 'type'> {
  return {
    user_id: uid,
    timestamp: FieldValue.serverTimestamp(),
    description: base.description,
    meal: base.description,
    ...base.totals,
    ingredients: base.ingredients,
    ...base.check,
    ...(base.thumbnail ? { thumbnail: base.thumbnail } : {}),
    ...(base.demo ? { demo: true as const } : {}),
  };
}

async function addMeal(deps: Deps, meal: StoredMeal): Promise<string> {
  const ref = deps.db.collection(collections.meals).doc();
  await ref.set(meal);
  return ref.id;
}

/** Where an eaten entry goes in the diary; without it a meal is only in the history. */
export interface DiaryEntry {
  day: string;
  slot: MealSlot;
  timeZone: string;
  source: MealSource;
  recipeId?: string;
  portions?: number;
}

/** Stores a food estimate as rows (ids and per-gram figures added) with totals summed from the rows; an
 * eaten entry is written together with its day's totals. */
export async function storeNutritionMeal(
  deps: Deps,
  uid: string,
  n: Nutrition,
  check: CalorieConsistency,
  /** `language`: the user's, for matching rows to the food table by their names too. */
  extra: { thumbnail?: string; demo: boolean; diary?: DiaryEntry; language?: Language },
): Promise<{ mealId: string; rows: StoredRow[] }> {
  const rows = n.items.map((i) => groundedRow(i, extra.language));
  const totals = mealTotals(rows);
  const { diary, language: _language, ...rest } = extra;
  const meal: StoredMeal = {
    ...mealBase(uid, {
      description: n.description,
      totals,
      ingredients: n.ingredients,
      check,
      ...rest,
    }),
    type: 'nutrition',
    items: rows,
    ...(diary
      ? {
          day: diary.day,
          slot: diary.slot,
          eatenAt: Timestamp.fromDate(deps.clock.now()),
          source: diary.source,
          timeZone: diary.timeZone,
          ...(diary.recipeId ? { recipeId: diary.recipeId } : {}),
          ...(diary.portions !== undefined ? { portions: diary.portions } : {}),
        }
      : {}),
  };
  const ref = deps.db.collection(collections.meals).doc();
  if (!diary) await ref.set(meal);
  else
    await deps.db.runTransaction((tx) =>
      writeMealsWithDayTotals(
        deps.db,
        tx,
        uid,
        [{ kind: 'create', ref, data: meal }],
        [{ ref, after: { day: diary.day, rows } }],
        [],
      ),
    );
  return { mealId: ref.id, rows };
}

/** A meal's estimate as the diary callables return it: its text, totals from `rows`, with their
 * consistency, and the rows. */
export function mealNutrition(
  text: { description: string; ingredients: string[] },
  rows: readonly StoredRow[],
) {
  const totals = sumRows(rows);
  return {
    ...totals,
    description: text.description,
    ingredients: text.ingredients,
    ...checkCalorieConsistency(totals),
    items: shownRows(rows),
  };
}

export async function storeScannedMeal(
  deps: Deps,
  uid: string,
  r: ScannedRecipe,
  check: CalorieConsistency,
  /** `sourceUrl`: the web page the recipe was read from. */
  extra: { thumbnail?: string; demo: boolean; sourceUrl?: string },
): Promise<string> {
  const { recipeIngredients, ...recipe } = r;
  return addMeal(deps, {
    ...mealBase(uid, {
      description: r.title,
      totals: r.nutritionInfo,
      ingredients: r.ingredients,
      check,
      ...extra,
    }),
    type: 'scanned_recipe',
    title: r.title,
    recipe,
    recipeIngredients,
    instructions: r.instructions,
    servings: r.servings,
    ...(extra.sourceUrl ? { sourceUrl: extra.sourceUrl } : {}),
  });
}

/** Fields that make a meal a recipe meal (type `recipe`); also written back onto an existing meal. */
export function recipeFields(g: GeneratedRecipe, check: CalorieConsistency) {
  return {
    type: 'recipe' as const,
    title: g.recipe.title,
    recipeIngredients: g.recipe.ingredients,
    instructions: g.recipe.instructions,
    persons: 1,
    nutritionData: g.nutritionData,
    recipeCheck: check,
  } satisfies Partial<StoredMeal>;
}

export async function storeGeneratedMeal(
  deps: Deps,
  uid: string,
  prompt: string,
  g: GeneratedRecipe,
  check: CalorieConsistency,
  demo: boolean,
): Promise<string> {
  return addMeal(deps, {
    ...mealBase(uid, {
      description: prompt.slice(0, 2000),
      totals: g.nutritionData,
      ingredients: g.recipe.ingredients.map(describeIngredient),
      check,
      demo,
    }),
    ...recipeFields(g, check),
  });
}
