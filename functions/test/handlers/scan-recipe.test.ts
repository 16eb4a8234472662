import { describe, expect, test } from 'vitest';
import type { AiAnswerShape } from '../../src/ai/answers.js';
import { AiProviderError } from '../../src/platform/ai-port.js';
import { logEvents } from '../../src/platform/log.js';
import { handleScanRecipe } from '../../src/recipes/scan-recipe.js';
import { call, rejection } from '../support/call.js';
import { alice, jpeg, makeDeps } from '../support/fake-deps.js';
import { thumbnailDataUrl } from '../support/images.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'de' });
  await seedUser(db, 'bob');
});

const thumbnail = thumbnailDataUrl();

describe('scanRecipe', () => {
  const scanned: AiAnswerShape<'scanned_recipe'> = {
    title: 'Pancakes',
    servings: 4,
    calories: 250.4,
    protein: 8.6,
    carbs: 40.2,
    fat: 6.5,
    ingredients: [
      { name: 'Flour', amount: 200, unit: 'g' },
      { name: 'Salt', amount: 0, unit: '' },
    ],
    instructions: ['Mix.', 'Fry.'],
  };

  test('a photo: temperature 0, 2500 tokens, numbers rounded, stored as scanned_recipe', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('scanned_recipe', scanned);
    const result = await call('scanRecipe', handleScanRecipe, { image: jpeg, thumbnail }, alice, deps);
    expect(ai.requests[0]).toMatchObject({ schemaName: 'scanned_recipe', maxTokens: 2500, temperature: 0 });
    expect(result.recipe).toMatchObject({
      title: 'Pancakes',
      servings: 4,
      ingredients: ['200 g Flour', 'Salt'],
      nutritionInfo: { calories: 250, protein: 9, carbs: 40, fat: 7 },
    });
    const meal = (await fs.db.collection('meals').doc(result.mealId).get()).data();
    expect(meal).toMatchObject({
      type: 'scanned_recipe',
      title: 'Pancakes',
      recipe: { servings: 4 },
      thumbnail,
    });
  });

  test('pasted text goes into the prompt; a missing field is named', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const { servings: _s, ...withoutServings } = scanned;
    ai.json(withoutServings);
    const e = await rejection(
      call('scanRecipe', handleScanRecipe, { text: 'Pancakes: flour, milk' }, alice, deps),
    );
    expect(ai.requests[0]?.user).toContain('Pancakes: flour, milk');
    expect(ai.requests[0]?.imageDataUrl).toBeUndefined();
    expect(e).toMatchObject({ message: 'Missing required field: servings', details: { field: 'servings' } });
  });

  test('photo scan failures use the scan messages', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.answer(
      { content: null, demo: false },
      { content: 'no json here', demo: false },
      new AiProviderError('http', 'HTTP 502', 502),
    );
    const messages = [];
    for (let i = 0; i < 3; i++)
      messages.push(
        (await rejection(call('scanRecipe', handleScanRecipe, { image: jpeg }, alice, deps))).message,
      );
    expect(messages).toEqual([
      'No response received from AI. Please try again.',
      'Failed to parse recipe data. Please try again.',
      'Failed to scan recipe. Please try again.',
    ]);
  });

  test("a recipe text's analysis failure carries the provider's message, else its own", async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.answer(
      new AiProviderError('http', 'HTTP 503 model overloaded', 503),
      new AiProviderError('connection', ''),
      { content: null, demo: false },
    );
    const failures = [];
    for (let i = 0; i < 3; i++)
      failures.push(await rejection(call('scanRecipe', handleScanRecipe, { text: 'Pancakes' }, alice, deps)));
    expect(failures.map((e) => [e.message, e.details?.code])).toEqual([
      ['HTTP 503 model overloaded', 'recipe.analyzeError'],
      ['Failed to analyze recipe', 'recipe.analyzeError'],
      ['No response received from AI', 'recipe.analyzeError'],
    ]);
    expect(await ids(fs.db, 'meals')).toEqual([]);
  });

  test('absurd figures are the scan error, nothing stored', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.json({ ...scanned, protein: 1e308, carbs: 1e308 });
    ai.json({ ...scanned, ingredients: [{ name: 'Flour', amount: 1e308, unit: 'g' }] });
    const photo = await rejection(call('scanRecipe', handleScanRecipe, { image: jpeg }, alice, deps));
    expect(photo).toMatchObject({
      message: 'Failed to parse recipe data. Please try again.',
      details: { code: 'camera.scanError', field: 'protein' },
    });
    const text = await rejection(call('scanRecipe', handleScanRecipe, { text: 'Flour bread' }, alice, deps));
    expect(text).toMatchObject({ details: { code: 'recipe.analyzeError', field: 'ingredients' } });
    expect(await ids(fs.db, 'meals')).toEqual([]);
  });

  test('a total that disagrees with the macros is kept, flagged and logged', async () => {
    const { deps, ai, log } = makeDeps(fs.db);
    ai.reply('scanned_recipe', { ...scanned, calories: 900 });
    const result = await call('scanRecipe', handleScanRecipe, { text: 'Pancakes' }, alice, deps);
    expect(result).toMatchObject({ macroCalories: 259, consistent: false });
    expect((await fs.db.collection('meals').doc(result.mealId).get()).get('consistent')).toBe(false);
    expect(log.entries.find((e) => e.event === logEvents.calorieConsistencyMismatch)?.fields).toMatchObject({
      mode: 'scan-text',
      calories: 900,
      macroCalories: 259,
    });
  });

  test('image and text together are refused', async () => {
    const { deps } = makeDeps(fs.db);
    expect(
      (await rejection(call('scanRecipe', handleScanRecipe, { image: jpeg, text: 'x' }, alice, deps))).status,
    ).toBe('invalid-argument');
  });
});
