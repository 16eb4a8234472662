// A generated_recipe answer as a well-behaved model sends it, for handler and integration tests alike.
import type { AiAnswerShape } from '../../src/ai/answers.js';

/** Its macros make 329 kcal (12 x 4 + 50 x 4 + 9 x 9); its milk is in litres, to show decimals. */
export const berryPorridge: AiAnswerShape<'generated_recipe'> = {
  recipe: {
    title: 'Berry porridge',
    ingredients: [
      { item: 'Oats', amount: 60, unit: 'g' },
      { item: 'Milk', amount: 0.25, unit: 'L' },
    ],
    instructions: ['Simmer the oats in milk.', 'Top with berries.'],
  },
  nutritionData: { calories: 330, protein: 12, carbs: 50, fat: 9 },
};
