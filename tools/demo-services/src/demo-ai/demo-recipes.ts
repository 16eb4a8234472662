import { gramsOf, unitOf } from './amounts.js';
import { type Amount, kitchenAmount, pick, rng, unitName, writtenAmount } from './demo-figures.js';
import { OLIVE_OIL, PLATE, type Role } from './demo-food-data.js';
import { inSentence, type Lang, listOf, PHRASES } from './demo-language.js';
import { DISHES } from './dishes.js';
import { type Mention, type Reading, readFoods } from './food-match.js';
import { recipeSteps } from './recipe-steps.js';
import { parseRecipeText } from './recipe-text.js';
import {
  asBought,
  commonName,
  nameFor,
  portionOf,
  roleOf,
  type TableFood,
  tableFood,
  totalOf,
} from './table-foods.js';

/**
 * Recipes of the demo AI, made of the app's table foods as bought (raw rice, raw chicken) with their
 * table figures. A described dish keeps the user's words as its title and is made of the foods the text
 * names (with the amounts it gives) plus what the named dish is made of; a pasted recipe keeps its own
 * title, servings, ingredients and steps, and its nutrition is computed per serving from the table.
 * Ingredients the table does not know are listed as written and add nothing to the figures.
 */
export interface RecipeRequest {
  lang: Lang;
  text: string;
  /** seeds the choice of foods when the text names none (a photographed page) */
  seed: string;
}

interface Line extends Amount {
  /** the food as bought, whose figures count */
  food: TableFood;
  name: string;
  role: Role;
  /** the amount was written in the request */
  written: boolean;
}

const ARTICLES: Record<Lang, RegExp> = {
  en: /^(?:an?|the)\s+/i,
  es: /^(?:un|una|el|la)\s+/i,
  de: /^(?:eine?n?|der|die|das)\s+/i,
  da: /^(?:en|et)\s+/i,
};
const QUANTITY_WORDS = /(?:^|\s)\d+(?:[.,]\d+)?\s*(\p{L}+\.?\s+(?:(?:of|de|af|von)\s+)?)?(?=\p{L})/gu;

/** The user's own words as a title: one short line, amounts left out ("3 eggs" -> "eggs"). */
function titleFrom(text: string, lang: Lang): string | undefined {
  const lines = text.split(/\n/).map((l) => l.trim());
  const all = lines.join(' ').replace(/\s+/g, ' ').trim();
  const candidate = [all, lines[0] ?? ''].find((t) => t && t.length <= 60 && !/^[^:]{1,30}:/.test(t));
  if (!candidate) return undefined;
  const words = candidate
    .replace(QUANTITY_WORDS, (_m, unit: string | undefined) =>
      unit && !unitOf(unit.trim().split(/\s+/)[0] ?? '') ? ` ${unit}` : ' ',
    )
    .replace(ARTICLES[lang], '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:-]+|[\s,;:.]+$/g, '');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : undefined;
}

/** "Salmon with potatoes and spinach" from the first lines. */
function composedTitle(lines: Line[], lang: Lang): string {
  const [main, ...rest] = lines;
  if (!main) return '';
  const others = rest
    .filter((l) => l.role !== 'spice' && l.role !== 'fat' && l.role !== 'liquid')
    .slice(0, 2);
  if (!others.length) return main.name;
  return `${main.name} ${PHRASES[lang].with} ${listOf(
    others.map((l) => inSentence(l.name, lang)),
    lang,
  )}`;
}

/** A long request that names a dish: "Curry with chickpeas and spinach". */
function dishTitle(reading: Reading, lang: Lang): string | undefined {
  const dish = reading.dishes[0];
  if (!dish) return undefined;
  const named = reading.mentions
    .filter((m) => !dish.foods.includes(m.food.id) && roleOf(m.food) !== 'spice')
    .slice(0, 2)
    .map((m) => inSentence(nameFor(m.food, lang, m.words), lang));
  if (!named.length) return dish.names[lang];
  return `${dish.names[lang]} ${PHRASES[lang].with} ${listOf(named, lang)}`;
}

/** Recipes list the main foods first. */
const ROLE_ORDER: Role[] = ['protein', 'carb', 'veg', 'baking', 'fruit', 'dairy', 'liquid', 'fat', 'spice'];

/** The text's foods with their amounts, then its dishes' foods; filled up to a meal when it names little.
 * Amounts are for one person, of each food as bought. */
function recipeLines(req: RecipeRequest, reading = readFoods(req.text, req.lang, 'recipe')): Line[] {
  const { mentions, added } = reading;
  const foods: { food: TableFood; mention?: Mention }[] = [
    ...mentions.map((mention) => ({ food: mention.food, mention })),
    ...added.map((food) => ({ food })),
  ];
  const role = (food: TableFood) => roleOf(asBought(food).food);
  if (foods.length < 3) {
    // Seeded by the foods named, so "1 egg" and "3 eggs" are completed alike.
    const rand = rng(foods.length ? foods.map((x) => x.food.id).join() : req.seed);
    for (const r of ['protein', 'carb', 'veg'] as const)
      if (!foods.some((x) => role(x.food) === r)) foods.push({ food: tableFood(pick(PLATE[r], rand)) });
  }
  if (
    foods.some((x) => ['protein', 'veg'].includes(role(x.food))) &&
    !foods.some((x) => role(x.food) === 'fat')
  )
    foods.push({ food: tableFood(OLIVE_OIL) });
  const share = (r: Role) => Math.max(1, foods.filter((x) => role(x.food) === r).length);
  const rank = (food: TableFood) => ROLE_ORDER.indexOf(role(food));
  const ordered = foods.slice(0, 9).sort((a, b) => rank(a.food) - rank(b.food));
  return ordered.map(({ food, mention }) => {
    const bought = asBought(food);
    const r = role(food);
    const eaten = portionOf(food) / (r === 'protein' || r === 'carb' ? share(r) ** 0.6 : 1);
    const amount = mention?.quantity
      ? writtenAmount(bought.food, mention.quantity)
      : kitchenAmount(bought.food, eaten * bought.perGramEaten);
    return {
      food: bought.food,
      name: nameFor(food, req.lang, mention?.words),
      role: r,
      ...amount,
      written: mention?.quantity !== undefined,
    };
  });
}

const nutritionOf = (lines: Line[], wholeGrams = false) =>
  totalOf(
    lines.map((l) => ({ food: l.food, grams: l.grams })),
    wholeGrams,
  );

export function generatedRecipe(req: RecipeRequest) {
  const reading = readFoods(req.text, req.lang, 'recipe');
  const lines = recipeLines(req, reading);
  return {
    recipe: {
      title: titleFrom(req.text, req.lang) ?? dishTitle(reading, req.lang) ?? composedTitle(lines, req.lang),
      ingredients: lines.map((l) => ({ item: l.name, amount: l.amount, unit: unitName(l.unit, req.lang) })),
      instructions: recipeSteps(lines, req.lang),
    },
    nutritionData: nutritionOf(lines),
  };
}

/** Dishes whose steps the demo can write (no oven baking). */
const PHOTO_DISHES = DISHES.filter(
  (d) => d.names.en === 'Pancakes' || !d.foods.some((id) => roleOf(tableFood(id)) === 'baking'),
);

/** A photographed recipe page: one of the known dishes, for two. */
function photographedRecipe(req: RecipeRequest) {
  const dish = pick(PHOTO_DISHES, rng(req.seed));
  const lines = recipeLines({ ...req, text: dish.keywords[0] ?? '' });
  const servings = 2;
  return {
    title: dish.names[req.lang],
    servings,
    ...nutritionOf(lines, true),
    ingredients: lines.map((l) => ({
      name: l.name,
      amount: l.amount * servings,
      unit: unitName(l.unit, req.lang),
    })),
    instructions: recipeSteps(lines, req.lang),
  };
}

const DEFAULT_SERVINGS = 4;

/** Recipe text without ingredient lines ("Lentil soup. Cook the lentils with an onion."): the foods it
 * names, in one-person amounts times its servings, under its own title and steps. */
function proseRecipe(req: RecipeRequest, parsed: ReturnType<typeof parseRecipeText>) {
  const servings = parsed.servings ?? 2;
  // Amounts the text gives are for the whole recipe; the others are one person's.
  const lines = recipeLines(req).map((l) =>
    l.written ? { ...l, grams: l.grams / servings } : { ...l, amount: l.amount * servings },
  );
  return {
    title: parsed.title || titleFrom(req.text, req.lang) || composedTitle(lines, req.lang),
    servings,
    ...nutritionOf(lines, true),
    ingredients: lines.map((l) => ({ name: l.name, amount: l.amount, unit: unitName(l.unit, req.lang) })),
    instructions: parsed.instructions.length ? parsed.instructions : recipeSteps(lines, req.lang),
  };
}

export function scannedRecipe(req: RecipeRequest) {
  const parsed = req.text ? parseRecipeText(req.text) : null;
  if (!parsed) return photographedRecipe(req);
  if (parsed.ingredients.length === 0) return proseRecipe(req, parsed);
  const servings = parsed.servings ?? DEFAULT_SERVINGS;
  const known: Line[] = [];
  for (const ing of parsed.ingredients) {
    const eaten = readFoods(ing.name, req.lang, 'recipe').mentions[0]?.food;
    if (!eaten || !ing.amount) continue;
    const food = asBought(eaten).food;
    const [unit, factor] = unitOf(ing.unit) ?? ['pcs', 1];
    const grams = gramsOf(food, { amount: ing.amount * factor, unit }) / servings;
    known.push({
      food,
      name: commonName(eaten, req.lang),
      role: roleOf(food),
      amount: 0,
      unit: 'g',
      grams,
      written: true,
    });
  }
  return {
    title: parsed.title || composedTitle(known, req.lang) || (parsed.ingredients[0]?.name ?? ''),
    servings,
    ...nutritionOf(known, true),
    ingredients: parsed.ingredients.map(({ name, amount, unit }) => ({ name, amount, unit })),
    instructions: parsed.instructions.length ? parsed.instructions : recipeSteps(known, req.lang),
  };
}
