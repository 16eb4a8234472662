import { type MicroName, microNames } from 'functions/lib/shared/nutrition/micros.js';
import { pick, rng } from './demo-figures.js';
import { LABELLED } from './demo-food-data.js';
import type { Lang } from './demo-language.js';
import { isPlainPicture } from './plain-picture.js';
import { commonName, pieceOf, portionOf, tableFood } from './table-foods.js';

const r1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The nutrient reference values of European labels (Regulation (EU) No 1169/2011, Annex XIII), in the
 * app's units. A label may list a vitamin or mineral when 100 g hold at least 15 % of it; cholesterol is
 * not a European label line.
 */
const NRV: Partial<Record<MicroName, number>> = {
  vitaminA: 800,
  vitaminD: 5,
  vitaminE: 12,
  vitaminK: 75,
  vitaminC: 80,
  thiamin: 1.1,
  riboflavin: 1.4,
  niacin: 16,
  vitaminB6: 1.4,
  folate: 200,
  vitaminB12: 2.5,
  calcium: 800,
  iron: 14,
  magnesium: 375,
  phosphorus: 700,
  potassium: 2000,
  zinc: 10,
  selenium: 55,
};

/** What the label prints of the food's vitamins and minerals: those at a significant amount. */
function printedMicros(food: ReturnType<typeof tableFood>): Record<MicroName, number | null> {
  return Object.fromEntries(
    microNames.map((name) => {
      const amount = food.per100g[name];
      const nrv = NRV[name];
      return [name, amount !== null && nrv !== undefined && amount >= 0.15 * nrv ? r2(amount) : null];
    }),
  ) as Record<MicroName, number | null>;
}

/**
 * A photographed nutrition label, as the demo reads it: a packaged everyday food of the table picked by the
 * photo, with its figures per 100 g printed the European way (energy in kcal, salt in grams, the vitamins
 * and minerals it holds a significant amount of); what the table does not know is left out (null), as a
 * label that does not print it.
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
      micros: printedMicros(food),
    },
  };
}
