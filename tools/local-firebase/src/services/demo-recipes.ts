import {
  type Amount,
  kitchenAmount,
  type Portion,
  pick,
  plateFoods,
  rng,
  totals,
  unitName,
  writtenAmount,
} from './demo-figures.js';
import { inSentence, listOf, PHRASES } from './demo-language.js';
import { DISHES } from './dishes.js';
import { dishFoods, findDishes, findFoods, gramsOf, unitOf } from './food-match.js';
import { type Food, foodNamed, type Lang, type Role } from './food-table.js';
import { parseRecipeText } from './recipe-text.js';

/**
 * Recipes of the demo AI. A described dish keeps the user's words as its title and is made of the foods
 * the text names (with the amounts it gives) plus what the named dish is made of; a pasted recipe keeps
 * its own title, servings, ingredients and steps, and its nutrition is computed per serving from the food
 * table. Ingredients the table does not know are listed as written and add nothing to the figures.
 */
export interface RecipeRequest {
  lang: Lang;
  text: string;
  /** seeds the choice of foods when the text names none (a photographed page) */
  seed: string;
}

interface Line extends Amount {
  food: Food;
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

/** "Salmon with potatoes and spinach" from the first foods. */
export function composedTitle(foods: Food[], lang: Lang): string {
  const [main, ...rest] = foods;
  if (!main) return '';
  const others = rest
    .filter((x) => x.role !== 'spice' && x.role !== 'fat' && x.role !== 'liquid')
    .slice(0, 2);
  if (!others.length) return main.names[lang];
  return `${main.names[lang]} ${PHRASES[lang].with} ${listOf(
    others.map((x) => inSentence(x.names[lang], lang)),
    lang,
  )}`;
}

/** A long request that names a dish: "Curry with chickpeas and spinach". */
function dishTitle(req: RecipeRequest): string | undefined {
  const dish = findDishes(req.text, req.lang)[0];
  if (!dish) return undefined;
  const named = findFoods(req.text, req.lang)
    .map((m) => m.food)
    .filter((x) => !dish.foods.includes(x) && x.role !== 'spice')
    .slice(0, 2);
  if (!named.length) return dish.names[req.lang];
  const list = listOf(
    named.map((x) => inSentence(x.names[req.lang], req.lang)),
    req.lang,
  );
  return `${dish.names[req.lang]} ${PHRASES[req.lang].with} ${list}`;
}

const has = (foods: Food[], ...roles: Role[]) => foods.filter((x) => roles.includes(x.role));

export function recipeSteps(foods: Food[], lang: Lang): string[] {
  const p = PHRASES[lang];
  const list = (xs: Food[]) =>
    listOf(
      xs.map((x) => inSentence(x.names[lang], lang)),
      lang,
    );
  const veg = has(foods, 'veg').filter((x) => x.unit === 'g');
  const fruit = has(foods, 'fruit');
  const protein = has(foods, 'protein');
  const carbs = has(foods, 'carb');
  const liquids = has(foods, 'liquid');
  const baking = has(foods, 'baking');
  const steps: string[] = [];
  if (!protein.length && !carbs.length && !veg.length && !baking.length && fruit.length) {
    return [p.blend(list([...fruit, ...has(foods, 'dairy'), ...liquids])), p.finish];
  }
  if (veg.length || fruit.length) steps.push(p.prepare(list([...veg, ...fruit])));
  if (baking.length) {
    const batter = [...baking, ...liquids, ...protein.filter((x) => x.names.en === 'Eggs')];
    steps.push(p.batter(list(batter)), p.bake);
    return [...steps, p.finish];
  }
  // Dry staples and potatoes are boiled (or simmered in the dish's liquid); bread and wraps are not cooked.
  const boiled = foods.filter((x) => x.cooked > 1 || /potato/i.test(x.names.en));
  const fried = [...protein, ...veg].filter((x) => !boiled.includes(x));
  if (fried.length) steps.push(p.fry(list(fried), 8 + (fried.length % 5)));
  const sauce = has(foods, 'veg').filter((x) => x.unit !== 'g');
  if (liquids.length || sauce.length) steps.push(p.simmer(list([...boiled, ...sauce, ...liquids]), 18));
  else if (boiled.length) steps.push(p.boil(list(boiled), 10 + ((boiled[0]?.portion ?? 0) % 7)));
  const stirred = [...has(foods, 'dairy'), ...has(foods, 'fat', 'spice').filter((x) => x.unit === 'g')];
  if (stirred.length) steps.push(p.stirIn(list(stirred)));
  return [...steps, p.finish];
}

/** Recipes list the main foods first. */
const ROLE_ORDER: Role[] = ['protein', 'carb', 'veg', 'baking', 'fruit', 'dairy', 'liquid', 'fat', 'spice'];

/** The text's foods with their amounts, then its dishes' foods; filled up to a meal when it names little. */
function recipeLines(req: RecipeRequest): Line[] {
  const mentions = findFoods(req.text, req.lang);
  const foods = [...mentions.map((m) => m.food)];
  for (const x of dishFoods(req.text, req.lang)) if (!foods.includes(x)) foods.push(x);
  if (foods.length < 3) {
    const rand = rng(req.seed);
    for (const role of ['protein', 'carb', 'veg'] as Role[])
      if (!foods.some((x) => x.role === role)) foods.push(pick(plateFoods(role), rand));
  }
  if ((has(foods, 'protein').length || has(foods, 'veg').length) && !has(foods, 'fat').length)
    foods.push(foodNamed('Olive oil'));
  const share = (x: Food) => Math.max(1, has(foods, x.role).length);
  const rank = (x: Food) => ROLE_ORDER.indexOf(x.role);
  const ordered = foods.slice(0, 9).sort((a, b) => rank(a) - rank(b));
  return ordered.map((food) => {
    const q = mentions.find((m) => m.food === food)?.quantity;
    const amount = q
      ? writtenAmount(food, q, gramsOf(food, q))
      : kitchenAmount(
          food,
          food.role === 'protein' || food.role === 'carb' ? food.portion / share(food) ** 0.6 : food.portion,
        );
    return { food, ...amount, written: q !== undefined };
  });
}

export function generatedRecipe(req: RecipeRequest) {
  const lines = recipeLines(req);
  const foods = lines.map((l) => l.food);
  return {
    recipe: {
      title: titleFrom(req.text, req.lang) ?? dishTitle(req) ?? composedTitle(foods, req.lang),
      ingredients: lines.map((l) => ({
        item: l.food.names[req.lang],
        amount: l.amount,
        unit: unitName(l.unit, req.lang),
      })),
      instructions: recipeSteps(foods, req.lang),
    },
    nutritionData: totals(lines),
  };
}

/** Dishes whose steps the demo can write (no oven baking). */
const PHOTO_DISHES = DISHES.filter(
  (d) => d.names.en === 'Pancakes' || !d.foods.some((x) => x.role === 'baking'),
);

/** A photographed recipe page: one of the known dishes, for two. */
function photographedRecipe(req: RecipeRequest) {
  const dish = pick(PHOTO_DISHES, rng(req.seed));
  const lines = recipeLines({ ...req, text: dish.keywords[0] ?? '' });
  const foods = lines.map((l) => l.food);
  const servings = 2;
  return {
    title: dish.names[req.lang],
    servings,
    ...totals(lines, true),
    ingredients: lines.map((l) => ({
      name: l.food.names[req.lang],
      amount: l.amount * servings,
      unit: unitName(l.unit, req.lang),
    })),
    instructions: recipeSteps(foods, req.lang),
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
  const foods = lines.map((l) => l.food);
  return {
    title: parsed.title || titleFrom(req.text, req.lang) || composedTitle(foods, req.lang),
    servings,
    ...totals(lines, true),
    ingredients: lines.map((l) => ({
      name: l.food.names[req.lang],
      amount: l.amount,
      unit: unitName(l.unit, req.lang),
    })),
    instructions: parsed.instructions.length ? parsed.instructions : recipeSteps(foods, req.lang),
  };
}

export function scannedRecipe(req: RecipeRequest) {
  const parsed = req.text ? parseRecipeText(req.text) : null;
  if (!parsed) return photographedRecipe(req);
  if (parsed.ingredients.length === 0) return proseRecipe(req, parsed);
  const servings = parsed.servings ?? DEFAULT_SERVINGS;
  const known: Portion[] = [];
  for (const ing of parsed.ingredients) {
    const food = findFoods(ing.name, req.lang)[0]?.food;
    if (!food || !ing.amount) continue;
    const [unit, factor] = unitOf(ing.unit) ?? ['pcs', 1];
    known.push({ food, grams: gramsOf(food, { amount: ing.amount * factor, unit }) / servings });
  }
  const foods = known.map((k) => k.food);
  return {
    title: parsed.title || composedTitle(foods, req.lang) || (parsed.ingredients[0]?.name ?? ''),
    servings,
    ...totals(known, true),
    ingredients: parsed.ingredients.map(({ name, amount, unit }) => ({ name, amount, unit })),
    instructions: parsed.instructions.length ? parsed.instructions : recipeSteps(foods, req.lang),
  };
}
