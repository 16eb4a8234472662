// Pasted recipe text is a recipe analysis, not a photo scan: 1,200 tokens at temperature 0.3.
import { expect, test } from 'vitest';
import { handleScanRecipe } from '../../src/recipes/scan-recipe.js';
import { call } from '../support/call.js';
import { alice, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'en' });
});

test('pasted text is analysed with 1,200 tokens at temperature 0.3', async () => {
  const { deps, ai } = makeDeps(fs.db);
  ai.json({
    title: 'Pancakes',
    servings: 2,
    calories: 250,
    protein: 8,
    carbs: 40,
    fat: 6,
    ingredients: [{ name: 'Flour', amount: 100, unit: 'g' }],
    instructions: ['Mix.'],
  });
  await call('scanRecipe', handleScanRecipe, { text: 'Pancakes: flour, milk, eggs' }, alice, deps);
  expect(ai.onlyRequest()).toMatchObject({ schemaName: 'scanned_recipe', maxTokens: 1200, temperature: 0.3 });
});
