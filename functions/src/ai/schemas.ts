// JSON schemas for `response_format: json_schema` (strict structured outputs: every property required,
// no additional properties). The same shapes the local demo endpoint answers with.

const number = { type: 'number' };
const string = { type: 'string' };
const strings = { type: 'array', items: string };
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

export const foodNutritionSchema = object({
  noFood: { type: 'boolean' },
  items: { type: 'array', items: object({ name: string, grams: number }) },
  description: string,
  ingredients: strings,
  calories: number,
  protein: number,
  carbs: number,
  fat: number,
});

export const scannedRecipeSchema = object({
  title: string,
  servings: number,
  calories: number,
  protein: number,
  carbs: number,
  fat: number,
  ingredients: { type: 'array', items: object({ name: string, amount: number, unit: string }) },
  instructions: strings,
});

export const generatedRecipeSchema = object({
  recipe: object({
    title: string,
    ingredients: { type: 'array', items: object({ item: string, amount: number, unit: string }) },
    instructions: strings,
  }),
  nutritionData: object({ calories: number, protein: number, carbs: number, fat: number }),
});
