/**
 * The app's food table as the demo AI reads it, from the functions' own build: names in the four
 * languages, figures computed exactly as the functions compute a grounded row (so a demo row and the row
 * the functions store agree to the decimal), and what the demo's own data adds (demo-food-data.ts).
 */
import { roundFigures } from 'functions/lib/nutrition/food-rows.js';
import {
  displayName,
  type Language,
  loadFoodTable,
  type TableFood,
} from 'functions/lib/nutrition/food-table/food-table.js';
import { fold, tokenize } from 'functions/lib/nutrition/food-table/food-words.js';
import { matchFood } from 'functions/lib/nutrition/food-table/match.js';
import { searchFoods } from 'functions/lib/nutrition/food-table/search.js';
import { tableFigures } from 'functions/lib/nutrition/table-rows.js';
import {
  AS_BOUGHT,
  GROUPS,
  KINDS,
  type Kind,
  OTHER_GROUP,
  type RecipeUnit,
  type Role,
} from './demo-food-data.js';

export type { TableFood };
export type Figures = { calories: number; protein: number; carbs: number; fat: number };

export function tableFood(id: string): TableFood {
  const food = loadFoodTable().byId.get(id);
  if (!food) throw new Error(`the food table has no food ${id}`);
  return food;
}

/** The demo answers only with foods whose four macros the table knows. */
export const hasMacros = (food: TableFood) => tableFigures(food, 100) !== null;

const kindOf = (food: TableFood): Kind => KINDS.find(([re]) => re.test(food.name))?.[1] ?? {};
const groupOf = (food: TableFood) => (food.group ? GROUPS[food.group] : undefined) ?? OTHER_GROUP;

export const roleOf = (food: TableFood): Role => kindOf(food).role ?? groupOf(food).role;
/** Grams a person usually eats of the food, when the text gives no amount. */
export const portionOf = (food: TableFood): number => kindOf(food).portion ?? groupOf(food).portion;
export const recipeUnitOf = (food: TableFood): RecipeUnit => kindOf(food).unit ?? groupOf(food).unit ?? 'g';

/** USDA portions that are measures or parts, not one whole piece ("1 cup", "1 NLEA serving", "1 leaf"). */
const NOT_A_PIECE =
  /^1 (cup|tbsp|tablespoon|tsp|teaspoon|oz|fl oz|lb|pound|quart|pint|package|container|serving|nlea|can|bottle|jar|bunch|head|cubic|dash|packet|unit|portion|stick|pat|leaf|spear|stalk|ring|strip|wedge|individual|baby|ear)\b/i;

/** Grams of one piece (an egg, a slice of bread, an onion): USDA's medium one, else its first piece. */
export function pieceOf(food: TableFood): number | undefined {
  const label = kindOf(food).piece;
  if (label) return food.portions.find((p) => p.label.startsWith(label))?.grams;
  const pieces = food.portions.filter((p) => /^1 \D/.test(p.label) && !NOT_A_PIECE.test(p.label));
  return (pieces.find((p) => /\bmedium\b/i.test(p.label)) ?? pieces[0])?.grams;
}

/** A recipe counts eggs, onions, slices of bread and fruit; meat, cheese and mushrooms it weighs. */
export function countedInRecipes(food: TableFood): boolean {
  const kind = kindOf(food);
  if (kind.counted || kind.piece) return pieceOf(food) !== undefined;
  const piece = pieceOf(food) ?? 0;
  return piece >= 20 && ['veg', 'fruit', 'carb'].includes(roleOf(food));
}

const MILLILITRES: [RegExp, number][] = [
  [/^1 cup( \(8 fl oz\))?$/, 236.6],
  [/^1 (tbsp|tablespoon)(, ground)?$/, 14.79],
  [/^1 (tsp|teaspoon)(, ground)?$/, 4.93],
  [/^1 fl oz$/, 29.57],
];

/** Grams per millilitre, from the cup or spoon USDA weighed; 1 where it weighed none. */
export function densityOf(food: TableFood): number {
  for (const [re, ml] of MILLILITRES) {
    const portion = food.portions.find((p) => re.test(p.label));
    if (portion) return portion.grams / ml;
  }
  return 1;
}

/** The form a recipe buys the food in, and its grams per gram eaten (cooking adds or loses only water). */
export function asBought(food: TableFood): { food: TableFood; perGramEaten: number } {
  // The demo's data names SR24 foods by their bare NDB number.
  const id = food.source === 'sr24' ? AS_BOUGHT[food.id.slice('sr24:'.length)] : undefined;
  if (!id) return { food, perGramEaten: 1 };
  const bought = tableFood(id);
  const eaten = food.per100g.calories;
  const raw = bought.per100g.calories;
  return { food: bought, perGramEaten: eaten && raw ? eaten / raw : 1 };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const commonNames = new Map<string, string>();

/**
 * The food's shortest everyday name in `language` that the app's search takes back to this very food
 * ("Arroz" for cooked white rice, but "Turkey breast", as "turkey" is roast turkey), else its display
 * name: a correction names its rows only by name, and each must find its food again.
 */
export function commonName(food: TableFood, language: Language): string {
  const key = `${language}|${food.id}`;
  let name = commonNames.get(key);
  if (name === undefined) {
    const names = (food.names[language] ?? [])
      .map((n, i) => ({ n, words: tokenize(n).length * 100 + i }))
      .sort((a, b) => a.words - b.words)
      .map(({ n }) => n);
    const findsIt = (n: string) => searchFoods(n, { language, limit: 1 })[0]?.id === food.id;
    name = capitalise(names.find(findsIt) ?? displayName(food, language));
    commonNames.set(key, name);
  }
  return name;
}

/** What the user called the food when that is one of its names in the answer's language ("Huevos"); else
 * its own everyday name there (a model answering in Danish names "salmon" "Laks"). */
export function nameFor(food: TableFood, language: Language, said?: string): string {
  const isItsName = said !== undefined && (food.names[language] ?? []).some((n) => fold(n) === fold(said));
  return isItsName ? capitalise(said) : commonName(food, language);
}

const namesForMatching = new Map<string, string>();

/**
 * The food as a composition table writes it, in English: USDA's name, lower-cased, which the functions'
 * matchFood takes back to this very food; for the few it does not, a curated English name that does.
 */
export function tableName(food: TableFood): string {
  let name = namesForMatching.get(food.id);
  if (name === undefined) {
    const candidates = [food.name.toLowerCase(), ...(food.names.en ?? [])];
    name = candidates.find((c) => matchFood({ food: c })?.food.id === food.id) ?? '';
    namesForMatching.set(food.id, name);
  }
  return name;
}

/** Unrounded figures of `grams` of the food, as the functions compute a grounded row. */
function exactFigures(food: TableFood, grams: number): Figures {
  const f = tableFigures(food, grams);
  if (!f) throw new Error(`the food table lacks a macro of ${food.id}`);
  return { calories: f.calories, protein: f.protein, carbs: f.carbs, fat: f.fat };
}

/** Figures of `grams` of the food, rounded as a meal row shows them (whole kcal, grams to one decimal). */
export const figuresOf = (food: TableFood, grams: number): Figures => roundFigures(exactFigures(food, grams));

/** Figures of several foods together, summed before rounding; whole grams for a scanned recipe. */
export function totalOf(items: { food: TableFood; grams: number }[], wholeGrams = false): Figures {
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const { food, grams } of items) {
    const f = exactFigures(food, grams);
    for (const k of ['calories', 'protein', 'carbs', 'fat'] as const) sum[k] += f[k];
  }
  if (!wholeGrams) return roundFigures(sum);
  return {
    calories: Math.round(sum.calories),
    protein: Math.round(sum.protein),
    carbs: Math.round(sum.carbs),
    fat: Math.round(sum.fat),
  };
}
