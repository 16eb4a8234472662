import { describe, expect, test } from 'vitest';
import { AiProviderError } from '../../src/platform/ai-port.js';
import { logEvents } from '../../src/platform/log.js';
import { handleGenerateRecipe } from '../../src/recipes/generate-recipe.js';
import { callable, rejection } from '../support/call.js';
import { alice, bob, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { berryPorridge as generated } from '../support/recipe-answers.js';
import { ids, seedMeal, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'de' });
  await seedUser(db, 'bob');
});

/** An eaten meal of alice's, m1, that a recipe can be generated from. */
const seedAlicesMeal = (data: Record<string, unknown>) =>
  seedMeal(fs.db, 'm1', { user_id: 'alice', type: 'nutrition', ...data });
const generateRecipe = callable('generateRecipe', handleGenerateRecipe);

describe('generateRecipe', () => {
  test('from a prompt: a recipe for one person, stored as a recipe meal', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('generated_recipe', generated);
    const result = await generateRecipe({ prompt: 'pasta, tomatoes' }, alice, deps);
    expect(result.recipe).toEqual({ ...generated.recipe, persons: 1 });
    expect(result.nutritionData).toEqual(generated.nutritionData);
    expect(ai.requests[0]).toMatchObject({
      schemaName: 'generated_recipe',
      maxTokens: 1200,
      temperature: 0.3,
    });
    const meal = (
      await fs.db
        .collection('meals')
        .doc(result.mealId as string)
        .get()
    ).data();
    expect(meal).toMatchObject({
      type: 'recipe',
      user_id: 'alice',
      title: 'Berry porridge',
      recipeIngredients: generated.recipe.ingredients,
    });
  });

  test('a recipe whose calories disagree with its macros is kept, flagged and logged', async () => {
    const { deps, ai, log } = makeDeps(fs.db);
    ai.reply('generated_recipe', {
      ...generated,
      nutritionData: { ...generated.nutritionData, calories: 1200 },
    });
    const result = await generateRecipe({ prompt: 'pasta' }, alice, deps);
    expect(result).toMatchObject({ macroCalories: 329, consistent: false });
    expect(
      (
        await fs.db
          .collection('meals')
          .doc(result.mealId as string)
          .get()
      ).get('consistent'),
    ).toBe(false);
    expect(log.entries.find((e) => e.event === logEvents.calorieConsistencyMismatch)?.fields).toMatchObject({
      uid: 'alice',
      mode: 'generate',
      calories: 1200,
      macroCalories: 329,
    });
  });

  test('needs sign-in with its own message, and a prompt', async () => {
    const { deps } = makeDeps(fs.db);
    const options = { unauthenticated: 'signInToGenerate' as const };
    const e = await rejection(generateRecipe({ prompt: 'x' }, null, deps, options));
    expect(e).toMatchObject({
      status: 'unauthenticated',
      message: 'User must be signed in to generate recipes',
    });
    const blank = await rejection(generateRecipe({ prompt: '  ' }, alice, deps));
    expect(blank).toMatchObject({
      message: 'Recipe prompt is required',
      details: { code: 'recipe.promptRequired' },
    });
  });

  test('from a nutrition meal: generates and writes the recipe back (type recipe)', async () => {
    const { deps, ai } = makeDeps(fs.db);
    await seedAlicesMeal({ description: 'Pasta', ingredients: ['Pasta'], calories: 400 });
    ai.reply('generated_recipe', generated);
    const result = await generateRecipe({ mealId: 'm1' }, alice, deps);
    expect(result.mealId).toBe('m1');
    expect(ai.requests[0]?.user).toContain('Pasta');
    const meal = (await fs.db.collection('meals').doc('m1').get()).data();
    expect(meal).toMatchObject({
      type: 'recipe',
      title: 'Berry porridge',
      instructions: generated.recipe.instructions,
      calories: 400,
    });
    // The second time the stored recipe is reused: no AI call.
    const again = await generateRecipe({ mealId: 'm1' }, alice, deps);
    expect(again.recipe).toEqual(result.recipe);
    expect(ai.requests).toHaveLength(1);
  });

  test('another user’s meal looks missing; generation failures from history carry the history code', async () => {
    const { deps, ai } = makeDeps(fs.db);
    await seedAlicesMeal({ description: 'Soup' });
    const e = await rejection(generateRecipe({ mealId: 'm1' }, bob, deps));
    expect(e).toMatchObject({ status: 'not-found', message: 'Meal not found' });
    ai.answer({ content: 'I would suggest soup.', demo: false });
    const parse = await rejection(generateRecipe({ mealId: 'm1' }, alice, deps));
    expect(parse).toMatchObject({
      message: 'No valid JSON found in response',
      details: { code: 'history.recipeGenerationError' },
    });
    expect((await fs.db.collection('meals').doc('m1').get()).get('type')).toBe('nutrition');
  });

  test('a failed write-back is only logged; the user still gets the recipe', async () => {
    const { deps, ai, log } = makeDeps(fs.db);
    await seedAlicesMeal({ description: 'Soup' });
    ai.answer(async () => {
      await fs.db.collection('meals').doc('m1').delete(); // the meal vanishes while the AI thinks
      return { content: JSON.stringify(generated), demo: false };
    });
    const result = await generateRecipe({ mealId: 'm1' }, alice, deps);
    expect(result.recipe.title).toBe('Berry porridge');
    expect(log.events()).toContain(logEvents.recipeWriteBackFailed);
  });

  test.each([
    [{ content: '', demo: false }, 'No content in OpenAI response'],
    [{ content: '{"recipe": {"title": "x"}}', demo: false }, 'Could not parse recipe data'],
    [
      {
        content: JSON.stringify({
          ...generated,
          recipe: { ...generated.recipe, ingredients: [{ item: 'Salt', amount: 0, unit: 'g' }] },
        }),
        demo: false,
      },
      'Invalid ingredient format',
    ],
    [
      {
        content: JSON.stringify({
          ...generated,
          nutritionData: { calories: 1e308, protein: 1, carbs: 1, fat: 1 },
        }),
        demo: false,
      },
      'Could not parse recipe data',
    ],
    [
      new AiProviderError('http', 'HTTP 429 rate_limit_exceeded', 429),
      'OpenAI API error: HTTP 429 rate_limit_exceeded',
    ],
  ])('%# -> %s with recipe.generateError', async (answer, message) => {
    const { deps, ai } = makeDeps(fs.db);
    ai.answer(answer);
    const e = await rejection(generateRecipe({ prompt: 'x' }, alice, deps));
    expect(e).toMatchObject({ message, details: { code: 'recipe.generateError' } });
    expect(await ids(fs.db, 'meals')).toEqual([]);
  });
});
