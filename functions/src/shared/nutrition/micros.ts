// The vitamins and minerals a food can carry, per 100 g in the food table and scaled to a row's grams
// elsewhere: the names every document and answer uses, and their units. A food that does not know one
// leaves it null (unknown), never 0. Plain code, imported by zod schemas and by the web alike.

/** In this order in the food table's figures, after the macros. */
export const microNames = [
  'vitaminA',
  'vitaminC',
  'vitaminD',
  'vitaminE',
  'vitaminK',
  'thiamin',
  'riboflavin',
  'niacin',
  'vitaminB6',
  'folate',
  'vitaminB12',
  'calcium',
  'iron',
  'magnesium',
  'phosphorus',
  'potassium',
  'zinc',
  'selenium',
  'cholesterol',
] as const;
export type MicroName = (typeof microNames)[number];

/**
 * Vitamin A as retinol activity equivalents, folate as dietary folate equivalents, vitamin E as
 * alpha-tocopherol and vitamin K as phylloquinone: the forms the Dietary Reference Intakes are set in.
 */
export const microUnits: Readonly<Record<MicroName, 'mg' | 'µg'>> = {
  vitaminA: 'µg',
  vitaminC: 'mg',
  vitaminD: 'µg',
  vitaminE: 'mg',
  vitaminK: 'µg',
  thiamin: 'mg',
  riboflavin: 'mg',
  niacin: 'mg',
  vitaminB6: 'mg',
  folate: 'µg',
  vitaminB12: 'µg',
  calcium: 'mg',
  iron: 'mg',
  magnesium: 'mg',
  phosphorus: 'mg',
  potassium: 'mg',
  zinc: 'mg',
  selenium: 'µg',
  cholesterol: 'mg',
};

/**
 * The most of each that 100 g of a food can hold, in its unit: a few times the richest food of the table
 * (cod liver oil's vitamin A and D, yeast extract's B vitamins, baking powder's calcium and phosphorus,
 * salt substitute's potassium). A product's or a label's figure above it is a slip of units, not a food,
 * and is dropped.
 */
export const microsPer100gMax: Readonly<Record<MicroName, number>> = {
  vitaminA: 100_000,
  vitaminC: 10_000,
  vitaminD: 1_000,
  vitaminE: 1_000,
  vitaminK: 10_000,
  thiamin: 100,
  riboflavin: 100,
  niacin: 1_000,
  vitaminB6: 100,
  folate: 20_000,
  vitaminB12: 1_000,
  calcium: 40_000,
  iron: 1_000,
  magnesium: 20_000,
  phosphorus: 30_000,
  potassium: 55_000,
  zinc: 1_000,
  selenium: 10_000,
  cholesterol: 5_000,
};
