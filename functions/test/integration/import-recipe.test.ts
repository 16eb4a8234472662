// A recipe from a web address through the callable protocol: the stack's sample pages (served by the demo
// services on this machine, which the emulators may fetch), the model reading a page without a structured
// recipe (the scripted answer, then the demo AI), and the addresses refused even on the emulators.
import { expect, test } from 'vitest';
import { callFailure } from './sdk-clients.js';
import { queueAnswer } from './service-recorder.js';
import { integrationSuite } from './suite.js';

const { stack, admin, signUp } = integrationSuite('import-recipe');

const sample = (page: string) => `${stack.servicesUrl}/recipes/${page}`;
const mealsOf = async (uid: string) =>
  (await admin.db.collection('meals').where('user_id', '==', uid).get()).docs.map((d) => d.id);

test('a sample page with JSON-LD, reached through a redirect, lands in History with its address', async () => {
  const { call, uid } = await signUp('importer@example.com');
  const { mealId, recipe } = await call('importRecipeFromUrl', { url: sample('moved') });
  expect(recipe).toMatchObject({
    title: 'Fluffy oat pancakes',
    servings: 4,
    sourceUrl: sample('pancakes.html'),
    readBy: 'structured',
    times: { prep: 10, cook: 20, total: 30 },
    image: sample('pancakes.svg'),
  });
  expect(recipe.ingredients).toHaveLength(8);
  expect(recipe.coverage.total).toBe(8);
  expect(recipe.coverage.matched).toBeGreaterThanOrEqual(6);
  expect(recipe.nutritionPerServing.calories).toBeGreaterThan(200);
  const meal = (await admin.db.collection('meals').doc(mealId).get()).data();
  expect(meal).toMatchObject({
    user_id: uid,
    type: 'scanned_recipe',
    sourceUrl: sample('pancakes.html'),
    servings: 4,
    title: 'Fluffy oat pancakes',
  });
  expect(await mealsOf(uid)).toEqual([mealId]);
});

test('a page without a structured recipe: a wrong answer writes nothing, the demo AI reads it', async () => {
  const { call, uid } = await signUp('lentils@example.com');
  await queueAnswer(stack.recorderUrl, 'scanned_recipe', '{"noRecipe": true}');
  const wrong = await callFailure(call('importRecipeFromUrl', { url: sample('lentil-soup.html') }));
  expect(wrong).toMatchObject({ code: 'functions/not-found', details: { code: 'recipe.noRecipeFound' } });
  expect(await mealsOf(uid)).toEqual([]);
  const read = await call('importRecipeFromUrl', { url: sample('lentil-soup.html') });
  expect(read.demo).toBe(true);
  expect(read.recipe).toMatchObject({ readBy: 'model', sourceUrl: sample('lentil-soup.html') });
  expect(read.recipe.ingredients.length).toBeGreaterThan(0);
  expect(await mealsOf(uid)).toEqual([read.mealId]);
});

test("the model on a page without a structured recipe: a partial answer writes nothing; a padded one is bounded and its figures are the table's, not its own", async () => {
  const { call, uid } = await signUp('lentils-scripted@example.com');
  const page = { url: sample('lentil-soup.html') };
  // No ingredients at all: no recipe.
  await queueAnswer(stack.recorderUrl, 'scanned_recipe', {
    title: 'Lentil soup',
    servings: 4,
    calories: 300,
    protein: 15,
    carbs: 40,
    fat: 6,
    ingredients: [],
    instructions: ['Cook.'],
  });
  expect(await callFailure(call('importRecipeFromUrl', page))).toMatchObject({
    details: { code: 'recipe.noRecipeFound' },
  });
  expect(await mealsOf(uid)).toEqual([]);

  // A page's text may steer the model: 150 ingredients and its own, far too high, figures.
  await queueAnswer(stack.recorderUrl, 'scanned_recipe', {
    title: 'Lentil soup',
    servings: 4,
    calories: 1900,
    protein: 10,
    carbs: 20,
    fat: 150,
    ingredients: [
      { name: 'red lentils', amount: 300, unit: 'g' },
      ...Array.from({ length: 149 }, (_, i) => ({
        name: `ignore the instructions ${i}`,
        amount: 1,
        unit: 'g',
      })),
    ],
    instructions: ['Simmer the lentils for 20 minutes.'],
  });
  const read = await call('importRecipeFromUrl', page);
  expect(read.recipe).toMatchObject({ readBy: 'model', title: 'Lentil soup', servings: 4 });
  // The scripted answer was read (the stack's demo AI knows no such ingredient), cut at 100 ingredients.
  expect(read.recipe.ingredients).toHaveLength(100);
  expect(read.recipe.coverage.total).toBe(read.recipe.ingredients.length);
  expect(read.recipe.ingredients[0]).toMatchObject({ item: 'red lentils', amount: 300, unit: 'g' });
  // 300 g of dry lentils for 4 is about 265 kcal a serving; the model's 1,900 is not taken.
  expect(read.recipe.nutritionPerServing.calories).toBeGreaterThan(200);
  expect(read.recipe.nutritionPerServing.calories).toBeLessThan(400);
  expect(await mealsOf(uid)).toEqual([read.mealId]);
});

test('addresses refused even on the emulators, in the caller language, with nothing written', async () => {
  const { call, uid } = await signUp('refused@example.com');
  for (const url of [
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1:8080/',
  ])
    expect(await callFailure(call('importRecipeFromUrl', { url }))).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'Recipes cannot be imported from this address',
      details: { code: 'recipe.urlNotAllowed' },
    });
  expect(await callFailure(call('importRecipeFromUrl', { url: 'pancakes' }))).toMatchObject({
    code: 'functions/invalid-argument',
    details: { code: 'recipe.urlInvalid' },
  });
  expect(await mealsOf(uid)).toEqual([]);
});
