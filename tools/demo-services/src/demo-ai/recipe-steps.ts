import type { Role } from './demo-food-data.js';
import { inSentence, type Lang, listOf, PHRASES } from './demo-language.js';
import { recipeUnitOf, type TableFood } from './table-foods.js';

/** What the steps need of a recipe line: its food as bought, its name and its part in the dish. */
interface StepLine {
  food: TableFood;
  name: string;
  role: Role;
  grams: number;
}

/** Grains, pasta and potatoes are boiled, and so are dry pulses; bread, wraps and flakes are not. */
const isBoiled = (l: StepLine) =>
  (l.role === 'carb' && l.food.group !== '18' && l.food.group !== '08') ||
  (l.food.group === '16' && /\b(raw|dry)\b/i.test(l.food.name));

/** Steps a cook would follow for these foods, in the recipe's language. */
export function recipeSteps(lines: StepLine[], lang: Lang): string[] {
  const p = PHRASES[lang];
  const list = (xs: StepLine[]) =>
    listOf(
      xs.map((x) => inSentence(x.name, lang)),
      lang,
    );
  const of = (...roles: Role[]) => lines.filter((l) => roles.includes(l.role));
  // A vegetable bought as a liquid (crushed tomatoes) is a sauce, simmered rather than fried.
  const sauce = of('veg').filter((l) => recipeUnitOf(l.food) === 'ml');
  const veg = of('veg').filter((l) => !sauce.includes(l));
  const fruit = of('fruit');
  const protein = of('protein');
  const liquids = of('liquid');
  const baking = of('baking');
  const steps: string[] = [];
  if (!protein.length && !of('carb').length && !veg.length && !baking.length && fruit.length) {
    return [p.blend(list([...fruit, ...of('dairy'), ...liquids])), p.finish];
  }
  if (veg.length || fruit.length) steps.push(p.prepare(list([...veg, ...fruit])));
  if (baking.length) {
    const batter = [...baking, ...liquids, ...protein.filter((l) => /^Egg,/.test(l.food.name))];
    steps.push(p.batter(list(batter)), p.bake);
    return [...steps, p.finish];
  }
  const boiled = lines.filter(isBoiled);
  const fried = [...protein, ...veg].filter((l) => !boiled.includes(l));
  if (fried.length) steps.push(p.fry(list(fried), 8 + (fried.length % 5)));
  if (liquids.length || sauce.length) steps.push(p.simmer(list([...boiled, ...sauce, ...liquids]), 18));
  else if (boiled.length) steps.push(p.boil(list(boiled), 10 + (Math.round(boiled[0]?.grams ?? 0) % 7)));
  const stirred = [...of('dairy'), ...of('fat', 'spice').filter((l) => recipeUnitOf(l.food) === 'g')];
  if (stirred.length) steps.push(p.stirIn(list(stirred)));
  return [...steps, p.finish];
}
