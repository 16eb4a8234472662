import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AiAnswerShape } from '../../src/ai/answers.js';
import { handleImportRecipeFromUrl } from '../../src/recipes/import-recipe-url.js';
import { limits } from '../../src/shared/limits.js';
import { callable, rejection } from '../support/call.js';
import { alice, bob, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { type PageServer, redirectTo, startPageServer } from '../support/page-server.js';
import {
  arrayJsonLdPage,
  graphJsonLdPage,
  microdataPage,
  plainJsonLdPage,
  unstructuredPage,
} from '../support/recipe-pages.js';
import { ids, seedUser } from '../support/seed.js';

const importRecipe = callable('importRecipeFromUrl', handleImportRecipeFromUrl);

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'de' });
  await seedUser(db, 'bob', { language: 'en' });
});

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer({
    '/pancakes': plainJsonLdPage,
    '/old-pancakes': redirectTo('/pancakes'),
    '/suppe': graphJsonLdPage,
    '/mos': microdataPage,
    '/tortilla': arrayJsonLdPage,
    '/lentils': unstructuredPage(30_000),
    '/short': '<html><body><p>Nothing here.</p></body></html>',
  });
});
afterAll(() => server.close());

const deps = () => makeDeps(fs.db, { pages: server.pages });
const meals = () => ids(fs.db, 'meals');

describe('importRecipeFromUrl from structured recipes', () => {
  test('plain JSON-LD: fractions, ranges, units, steps, times and image; stored as a scanned recipe with its address', async () => {
    const { deps: d, ai } = deps();
    const { mealId, recipe } = await importRecipe({ url: server.url('/old-pancakes') }, bob, d);
    expect(ai.requests).toEqual([]);
    expect(recipe).toMatchObject({
      title: 'Buttermilk Pancakes',
      servings: 4,
      sourceUrl: 'http://recipes.test/pancakes',
      times: { prep: 10, cook: 20, total: 30 },
      image: 'http://recipes.test/img/pancakes.jpg',
      readBy: 'structured',
      instructions: [
        'Whisk the flour and salt.',
        'Beat in the eggs, milk and butter.',
        'Fry in a hot pan & serve.',
      ],
    });
    expect(recipe.ingredients.map(({ amount, unit, item }) => [amount, unit, item])).toEqual([
      [1.5, 'cup', 'all-purpose flour'],
      [3, '', 'eggs'],
      [0.5, 'tsp', 'salt'],
      [2, 'tbsp', 'butter'],
      [300, 'ml', 'milk'],
      [1, '', 'handful of blueberries'],
    ]);
    expect(recipe.ingredients[0]?.original).toBe('1 ½ cups all-purpose flour');
    // Flour, eggs, salt, butter and milk are weighed from the table; "a handful" cannot be.
    expect(recipe.coverage).toEqual({ matched: 5, total: 6 });
    expect(recipe.nutritionPerServing.calories).toBeGreaterThan(250);
    expect(recipe.nutritionPerServing.calories).toBeLessThan(550);
    const meal = (await fs.db.collection('meals').doc(mealId).get()).data();
    expect(meal).toMatchObject({
      user_id: 'bob',
      type: 'scanned_recipe',
      title: 'Buttermilk Pancakes',
      servings: 4,
      sourceUrl: 'http://recipes.test/pancakes',
      calories: recipe.nutritionPerServing.calories,
      ingredients: expect.arrayContaining(['1 ½ cups all-purpose flour']),
      recipeIngredients: expect.arrayContaining([{ item: 'eggs', amount: 3, unit: '' }]),
      recipe: { servings: 4, nutritionInfo: recipe.nutritionPerServing },
    });
  });

  test('a @graph in German: EL, litres and "nach Geschmack"; food names in the reader language', async () => {
    const { recipe } = await importRecipe({ url: server.url('/suppe') }, bob, deps().deps);
    expect(recipe).toMatchObject({ title: 'Kartoffelsuppe', servings: 4, times: { total: 45 } });
    expect(recipe.image).toBe('https://cdn.example.org/suppe.jpg');
    expect(recipe.instructions).toHaveLength(3);
    expect(recipe.ingredients.map(({ amount, unit, item }) => [amount, unit, item])).toEqual([
      [500, 'g', 'Kartoffeln'],
      [1, '', 'Zwiebel'],
      [2, 'EL', 'Öl'],
      [1, 'l', 'Gemüsebrühe'],
      [0, 'nach Geschmack', 'Salz'],
    ]);
    const potatoes = recipe.ingredients[0];
    expect(potatoes?.food).toMatch(/potato/i);
    expect(recipe.coverage.matched).toBeGreaterThanOrEqual(3);
  });

  test('microdata in Danish: dl and fed; the author is not the title', async () => {
    const { recipe } = await importRecipe({ url: server.url('/mos') }, alice, deps().deps);
    expect(recipe).toMatchObject({
      title: 'Kartoffelmos',
      servings: 4,
      times: { total: 35 },
      image: 'http://recipes.test/mos.jpg',
      instructions: ['Kog kartoflerne møre.', 'Mos dem med fløde og smør.'],
    });
    expect(recipe.ingredients.map(({ amount, unit }) => [amount, unit])).toEqual([
      [1, 'kg'],
      [1, 'dl'],
      [50, 'g'],
      [2, 'fed'],
    ]);
    expect(recipe.coverage.matched).toBeGreaterThanOrEqual(3);
  });

  test('a JSON-LD array in Spanish: "una pizca de sal", cucharadas, steps split at line breaks', async () => {
    const { recipe } = await importRecipe({ url: server.url('/tortilla') }, bob, deps().deps);
    expect(recipe.servings).toBe(2);
    expect(recipe.instructions).toHaveLength(3);
    expect(recipe.ingredients.map(({ amount, unit, item }) => [amount, unit, item])).toEqual([
      [4, '', 'huevos'],
      [300, 'g', 'patatas'],
      [3, 'cda', 'aceite de oliva'],
      [1, 'pizca', 'sal'],
    ]);
  });
});

describe('importRecipeFromUrl from a page without a structured recipe', () => {
  const lentils: AiAnswerShape<'scanned_recipe'> = {
    title: 'Lentil soup',
    servings: 2,
    calories: 400,
    protein: 25,
    carbs: 60,
    fat: 5,
    ingredients: [
      { name: 'red lentils', amount: 200, unit: 'g' },
      { name: 'onion', amount: 1, unit: 'pcs' },
    ],
    instructions: ['Cook everything for 20 minutes.'],
  };

  test('one model call reads the page text, capped; nutrition still comes from the table', async () => {
    const { deps: d, ai } = deps();
    ai.reply('scanned_recipe', lentils);
    const { mealId, recipe } = await importRecipe({ url: server.url('/lentils') }, bob, d);
    const request = ai.onlyRequest();
    expect(request.user.length).toBeLessThanOrEqual(limits.recipePageTextChars + 100);
    expect(request.user).toContain("Grandma's lentil soup");
    expect(request.system).toContain('noRecipe');
    expect(recipe).toMatchObject({ title: 'Lentil soup', servings: 2, readBy: 'model' });
    expect(recipe.ingredients[0]).toMatchObject({
      item: 'red lentils',
      amount: 200,
      unit: 'g',
      original: '200 g red lentils',
    });
    expect(recipe.coverage).toEqual({ matched: 2, total: 2 });
    // 200 g of raw red lentils hold about 700 kcal; the model's 400 a serving is not used.
    expect(recipe.nutritionPerServing.calories).toBeGreaterThan(330);
    expect(recipe.nutritionPerServing.calories).toBeLessThan(420);
    expect((await fs.db.collection('meals').doc(mealId).get()).data()?.sourceUrl).toBe(
      'http://recipes.test/lentils',
    );
  });

  test.each([
    ['says there is no recipe', { noRecipe: true }],
    ['answers something else', { title: 'Ignore the rules', servings: 2, calories: 1 }],
    ['answers absurd amounts', { ...lentils, ingredients: [{ name: 'salt', amount: 1e9, unit: 'g' }] }],
  ])('a model that %s: "no recipe found", nothing written', async (_, answer) => {
    const { deps: d, ai } = deps();
    ai.json(answer);
    const before = await meals();
    const e = await rejection(importRecipe({ url: server.url('/lentils') }, bob, d));
    expect(e).toMatchObject({
      status: 'not-found',
      message: "We couldn't find a recipe on this page",
      details: { code: 'recipe.noRecipeFound' },
    });
    expect(await meals()).toEqual(before);
  });

  test('a page with hardly any text is no recipe, without asking the model', async () => {
    const { deps: d, ai } = deps();
    const e = await rejection(importRecipe({ url: server.url('/short') }, bob, d));
    expect(e.details.code).toBe('recipe.noRecipeFound');
    expect(ai.requests).toEqual([]);
  });
});
