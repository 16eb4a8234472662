// An imported recipe's nutrition, from the food table only: each ingredient line is matched by its item
// (the diary's matching, food-table/match.ts, read as a name in the page's language), its amount turned
// into grams (weights as written; spoons, cups and litres through the food's own cup or spoon portion, or
// as water when it has none; counted things through the food's medium, large or named portion), and the
// table's figures for those grams summed and divided by the servings. A line that matches no food, or
// whose amount cannot be weighed, adds nothing and is not counted in the coverage: the user sees how much
// of the recipe the figures cover rather than a guess for the rest.

import { eatenCooked } from '../nutrition/food-table/food-classes.js';
import { displayName, type Language, type TableFood } from '../nutrition/food-table/food-table.js';
import { type FoodMatch, matchFood } from '../nutrition/food-table/match.js';
import { tableFigures } from '../nutrition/table-rows.js';
import type { ImportedIngredient } from '../shared/recipes/contracts.js';
import { unitKind } from '../shared/recipes/scale-amount.js';

const GRAMS_PER: Record<string, number> = { g: 1, gr: 1, kg: 1000, mg: 0.001, oz: 28.35, lb: 453.6 };
const ML_PER: Record<string, number> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  tsp: 5,
  tl: 5,
  tsk: 5,
  cdta: 5,
  tbsp: 15,
  el: 15,
  spsk: 15,
  cda: 15,
  cup: 240,
  tasse: 240,
  kop: 240,
  taza: 240,
};
/** The table's (English) portion words for the units pages write in the other languages. */
const PORTION_WORD: Record<string, string> = {
  fed: 'clove',
  zehe: 'clove',
  diente: 'clove',
  scheibe: 'slice',
  skive: 'slice',
  rebanada: 'slice',
  dose: 'can',
  lata: 'can',
  dåse: 'can',
};
/** The table's portions in millilitres, to read a food's density from. */
const PORTION_ML: [RegExp, number][] = [
  [/^1 cup\b/, 240],
  [/^1 tbsp\b/, 15],
  [/^1 tsp\b/, 5],
];
/** Size words that say nothing about which food it is ("2 large eggs"). */
const SIZE_WORDS =
  /(?<!\p{L})(large|medium|small|big|große[nr]?|grosse[nr]?|mittelgroße[nr]?|kleine[nr]?|grandes?|medianos?|medianas?|pequeñ[oa]s?|store?|mellemstore?|små|lille)(?!\p{L})/giu;

/** The word for raw in each language, as the matching reads states. */
const RAW_WORD: Record<Language, string> = { en: 'raw', es: 'crudo', de: 'roh', da: 'rå' };

/** A recipe lists what is bought: where the diary's matching takes a food as eaten (lentils, meat, eggs
 * and potatoes cooked), the raw form is asked for first. */
function matchIngredient(name: string, language: Language): FoodMatch | null {
  const plain = matchFood({ food: '', name, language });
  if (!plain || !eatenCooked(plain.food)) return plain;
  return matchFood({ food: '', name: `${name} ${RAW_WORD[language]}`, language }) ?? plain;
}

/** Grams of `amount` `unit` of `food`, or undefined when it cannot be weighed. */
export function gramsOf(amount: number, unit: string, food: TableFood): number | undefined {
  const key = unit.trim().toLowerCase().replace(/\.$/, '');
  const kind = unitKind(unit);
  if (kind === 'pinch' || kind === 'taste') return 0;
  if (!(amount > 0)) return undefined;
  const perGram = GRAMS_PER[key];
  if (perGram !== undefined) return amount * perGram;
  const ml = ML_PER[key];
  if (ml !== undefined) {
    for (const [pattern, portionMl] of PORTION_ML) {
      const portion = food.portions.find((p) => pattern.test(p.label));
      if (portion) return (amount * ml * portion.grams) / portionMl;
    }
    return amount * ml;
  }
  const labels = food.portions.map((p) => ({ ...p, label: p.label.toLowerCase() }));
  const named =
    kind === 'count'
      ? (labels.find((p) => /\bmedium\b/.test(p.label)) ??
        labels.find((p) => /\blarge\b/.test(p.label)) ??
        labels.find((p) => /^1 (whole|fruit|item|piece|unit)\b/.test(p.label)))
      : undefined;
  // A unit such as "clove" or "slice" that the food has a portion of.
  const word = PORTION_WORD[key] ?? key;
  const byUnit = word.length > 2 ? labels.find((p) => p.label.startsWith(`1 ${word}`)) : undefined;
  const portion = byUnit ?? named;
  return portion ? amount * portion.grams : undefined;
}

export interface RecipeNutrition {
  ingredients: ImportedIngredient[];
  perServing: { calories: number; protein: number; carbs: number; fat: number };
  coverage: { matched: number; total: number };
}

/** `pageLanguage`: the language the items are written in; `userLanguage`: the one food names are shown in. */
export function recipeNutrition(
  lines: readonly ImportedIngredient[],
  servings: number,
  pageLanguage: Language,
  userLanguage: Language,
): RecipeNutrition {
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  let matched = 0;
  const ingredients = lines.map((line) => {
    const name = line.item.replace(SIZE_WORDS, ' ').replace(/\s+/g, ' ').trim();
    const match = name ? matchIngredient(name, pageLanguage) : null;
    if (!match) return line;
    const grams = gramsOf(line.amount, line.unit, match.food);
    const figures = grams === undefined ? null : tableFigures(match.food, grams);
    if (!figures) return line;
    matched++;
    for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) sum[key] += figures[key];
    return { ...line, food: displayName(match.food, userLanguage) };
  });
  const per = (value: number) => Math.round(value / Math.max(1, servings));
  return {
    ingredients,
    perServing: {
      calories: per(sum.calories),
      protein: per(sum.protein),
      carbs: per(sum.carbs),
      fat: per(sum.fat),
    },
    coverage: { matched, total: lines.length },
  };
}
