import { pick, rng } from './demo-figures.js';
import { LABELLED } from './demo-food-data.js';
import type { Lang } from './demo-language.js';
import { isPlainPicture } from './plain-picture.js';
import { commonName, pieceOf, portionOf, tableFood } from './table-foods.js';

const r1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * A photographed nutrition label, as the demo reads it: a packaged everyday food of the table picked by the
 * photo, with its figures per 100 g printed the European way (energy in kcal, salt in grams); what the table
 * does not know is left out (null), as a label that does not print it.
 */
export function labelReading(image: string | undefined, lang: Lang) {
  if (!image || isPlainPicture(image)) return { noLabel: true };
  const food = tableFood(pick(LABELLED, rng(image)));
  const f = food.per100g;
  return {
    noLabel: false,
    name: commonName(food, lang),
    servingGrams: pieceOf(food) ?? portionOf(food),
    per100g: {
      calories: Math.round(f.calories ?? 0),
      protein: r1(f.protein) ?? 0,
      carbs: r1(f.carbs) ?? 0,
      fat: r1(f.fat) ?? 0,
      fiber: r1(f.fiber),
      sugars: r1(f.sugars),
      // Sodium is 40 % of salt by weight.
      salt: f.sodium === null ? null : Math.round(f.sodium / 4) / 100,
      sodium: null,
      saturatedFat: r1(f.saturatedFat),
    },
  };
}
