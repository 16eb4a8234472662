// Corpus of generated_recipe and scanned_recipe answers.
import { describe, expect, test } from 'vitest';
import { parseFailureOf } from '../../test/support/parse-failure.js';
import { parseGeneratedRecipe } from './parse-recipe.js';
import { parseScannedRecipe } from './parse-scan.js';

const good = {
  recipe: {
    title: 'Omelette',
    ingredients: [
      { item: 'Eggs', amount: 2, unit: 'pcs' },
      { item: 'Butter', amount: '1', unit: 'tbsp' },
    ],
    instructions: ['Beat the eggs.', 'Fry in butter.'],
  },
  nutritionData: { calories: 250, protein: 13, carbs: 1, fat: 21 },
};

describe('parseGeneratedRecipe', () => {
  test('the schema answer; string amounts become numbers; persons is 1', () => {
    const r = parseGeneratedRecipe(JSON.stringify(good));
    expect(r.recipe).toEqual({
      title: 'Omelette',
      ingredients: [
        { item: 'Eggs', amount: 2, unit: 'pcs' },
        { item: 'Butter', amount: 1, unit: 'tbsp' },
      ],
      instructions: ['Beat the eggs.', 'Fry in butter.'],
      persons: 1,
    });
    expect(r.nutritionData).toEqual({ calories: 250, protein: 13, carbs: 1, fat: 21 });
  });

  test('German recipe in a fence with prose, fractions and step objects', () => {
    const text = `Gerne! Hier ist dein Rezept:
\`\`\`json
{"Rezept":{"Titel":"Pfannkuchen","Zutaten":[{"Zutat":"Mehl","Menge":"125","Einheit":"g"},{"Zutat":"Milch","Menge":"1/4","Einheit":"L"}],
"Zubereitung":[{"Schritt":"Alles verrühren."},"Ausbacken."]},
"Nährwerte":{"Kalorien":"480 kcal","Eiweiß":"15 g","Kohlenhydrate":"80 g","Fett":"10 g"}}
\`\`\``;
    const r = parseGeneratedRecipe(text);
    expect(r.recipe.title).toBe('Pfannkuchen');
    expect(r.recipe.ingredients[1]).toEqual({ item: 'Milch', amount: 0.25, unit: 'L' });
    expect(r.recipe.instructions).toEqual(['Alles verrühren.', 'Ausbacken.']);
    expect(r.nutritionData).toEqual({ calories: 480, protein: 15, carbs: 80, fat: 10 });
  });

  test('a flat Spanish answer with nutrition at the top level', () => {
    const r = parseGeneratedRecipe(
      '{"título":"Tortilla","ingredientes":[{"ingrediente":"Huevos","cantidad":3,"unidad":"uds"}],"instrucciones":["Batir.","Cuajar."],"calorías":300,"proteínas":18,"carbohidratos":20,"grasas":16}',
    );
    expect(r.recipe.ingredients).toEqual([{ item: 'Huevos', amount: 3, unit: 'uds' }]);
    expect(r.nutritionData.calories).toBe(300);
  });

  test.each([
    ['', 'No content in OpenAI response'],
    ['Here is a lovely recipe for you!', 'No valid JSON found in response'],
    [JSON.stringify({ ...good, recipe: { ...good.recipe, title: 5 } }), 'Could not parse recipe data'],
    [JSON.stringify({ ...good, recipe: { ...good.recipe, ingredients: [] } }), 'Could not parse recipe data'],
    [
      JSON.stringify({ ...good, recipe: { ...good.recipe, instructions: [] } }),
      'Could not parse recipe data',
    ],
    [
      JSON.stringify({ ...good, nutritionData: { calories: 250, protein: -1, carbs: 1, fat: 2 } }),
      'Could not parse recipe data',
    ],
    [JSON.stringify({ recipe: good.recipe }), 'Could not parse recipe data'],
    [
      JSON.stringify({
        ...good,
        recipe: { ...good.recipe, ingredients: [{ item: 'Salt', amount: 0, unit: 'g' }] },
      }),
      'Invalid ingredient format',
    ],
    [
      JSON.stringify({
        ...good,
        recipe: { ...good.recipe, ingredients: [{ item: 'Salt', amount: 'to taste', unit: 'g' }] },
      }),
      'Invalid ingredient format',
    ],
    [
      JSON.stringify({ ...good, recipe: { ...good.recipe, ingredients: [{ item: 'Eggs', amount: 2 }] } }),
      'Invalid ingredient format',
    ],
    [
      JSON.stringify({ ...good, nutritionData: { calories: 1e308, protein: 1e308, carbs: 1, fat: 2 } }),
      'Could not parse recipe data',
    ],
    [
      JSON.stringify({ ...good, nutritionData: { calories: 250, protein: 13, carbs: 1_500, fat: 21 } }),
      'Could not parse recipe data',
    ],
    [
      JSON.stringify({
        ...good,
        recipe: { ...good.recipe, ingredients: [{ item: 'Eggs', amount: 1e308, unit: 'pcs' }] },
      }),
      'Invalid ingredient format',
    ],
    [
      JSON.stringify({ ...good, recipe: { ...good.recipe, ingredients: ['2 eggs'] } }),
      'Invalid ingredient format',
    ],
  ])('%# -> %s', (content, message) => {
    expect(parseFailureOf(() => parseGeneratedRecipe(content)).message).toBe(message);
  });
});

describe('parseScannedRecipe', () => {
  const scan = {
    title: 'Brownies',
    servings: '12 pieces',
    calories: '310.6',
    protein: 4.4,
    carbs: 38.5,
    fat: 16.2,
    ingredients: [
      { name: 'Chocolate', amount: 200, unit: 'g' },
      { name: 'Sugar', amount: '1 1/2', unit: 'cup' },
      { name: 'Salt', amount: null, unit: null },
      { amount: 2, unit: 'pcs' },
    ],
    instructions: ['Melt.', 'Bake 25 min.'],
  };

  test('numbers rounded, fractions read, nameless ingredients dropped, display strings built', () => {
    const r = parseScannedRecipe(`\`\`\`json\n${JSON.stringify(scan)}\n\`\`\``);
    expect(r).toMatchObject({
      title: 'Brownies',
      servings: 12,
      nutritionInfo: { calories: 311, protein: 4, carbs: 39, fat: 16 },
      ingredients: ['200 g Chocolate', '1.5 cup Sugar', 'Salt'],
      instructions: ['Melt.', 'Bake 25 min.'],
    });
    expect(r.recipeIngredients[2]).toEqual({ item: 'Salt', amount: 0, unit: '' });
  });

  test('Danish keys', () => {
    const r = parseScannedRecipe(
      '{"titel":"Boller","portioner":8,"kalorier":180,"protein":5,"kulhydrater":30,"fedt":4,"ingredienser":[{"navn":"Mel","mængde":500,"enhed":"g"}],"fremgangsmåde":["Ælt dejen.","Bag."]}',
    );
    expect(r).toMatchObject({ title: 'Boller', servings: 8, ingredients: ['500 g Mel'] });
  });

  test.each(['title', 'servings', 'calories', 'protein', 'carbs', 'fat', 'ingredients', 'instructions'])(
    'missing %s -> "Missing required field: %s"',
    (field) => {
      const partial: Record<string, unknown> = { ...scan };
      delete partial[field];
      expect(parseFailureOf(() => parseScannedRecipe(JSON.stringify(partial)))).toMatchObject({
        reason: 'missing-field',
        message: `Missing required field: ${field}`,
      });
    },
  );

  test('negative numbers are invalid', () => {
    expect(parseFailureOf(() => parseScannedRecipe(JSON.stringify({ ...scan, fat: -2 }))).reason).toBe(
      'invalid',
    );
  });

  test.each([
    ['calories', { calories: 1e308 }],
    ['protein', { protein: 5_000 }],
    ['servings', { servings: 1e12 }],
    ['calories', { calories: '9'.repeat(400) }],
    ['ingredients', { ingredients: [{ name: 'Flour', amount: 1e308, unit: 'g' }] }],
  ])('an implausible %s is invalid', (field, patch) => {
    expect(parseFailureOf(() => parseScannedRecipe(JSON.stringify({ ...scan, ...patch })))).toMatchObject({
      reason: 'invalid',
      field,
    });
  });
});
