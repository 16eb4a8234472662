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
