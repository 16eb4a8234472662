// Recipes from eaten entries: generateRecipe from an entry makes one recipe meal, asked again it is the
// same one; an entry logged from a recipe is that recipe.
import { describe, expect, test } from 'vitest';
import { handleLogRecipe } from '../../src/diary/diary-handlers.js';
import { handleGenerateRecipe } from '../../src/recipes/generate-recipe.js';
import { callable } from '../support/call.js';
import { chicken, expectDayMatchesMeals, rice, today, useDiary, zone } from '../support/diary.js';
import { alice, makeDeps } from '../support/fake-deps.js';
import { seedMeal } from '../support/seed.js';

const { fs, meal, logged } = useDiary();

const logRecipe = callable('logRecipe', handleLogRecipe);
const generateRecipe = callable('generateRecipe', handleGenerateRecipe);

describe('recipes from eaten entries', () => {
  test('generateRecipe from an eaten entry makes a new recipe meal without a day; the entry stays', async () => {
    const { mealId } = await logged([rice, chicken]);
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('generated_recipe', {
      recipe: {
        title: 'Reis mit Hähnchen',
        ingredients: [{ item: 'Reispfanne', amount: 100, unit: 'g' }],
        instructions: ['Kochen.'],
      },
      nutritionData: { calories: 380, protein: 49, carbs: 28, fat: 6 },
    });
    const r = await generateRecipe({ mealId }, alice, deps);
    expect(r.mealId).not.toBe(mealId);
    const recipe = await meal(r.mealId as string);
    expect(recipe).toMatchObject({ type: 'recipe', title: 'Reis mit Hähnchen' });
    expect(recipe?.day).toBeUndefined();
    expect(await meal(mealId)).toMatchObject({ type: 'nutrition', day: today, calories: 378 });
    await expectDayMatchesMeals(fs.db, 'alice', today);

    // Asked again: the entry's recipe is used, no second AI call and no second recipe meal.
    const again = await generateRecipe({ mealId }, alice, deps);
    expect(again).toMatchObject({ mealId: r.mealId, recipe: { title: 'Reis mit Hähnchen' } });
    expect(ai.requests).toHaveLength(1);
    const recipes = await fs.db
      .collection('meals')
      .where('user_id', '==', 'alice')
      .where('type', '==', 'recipe')
      .get();
    expect(recipes.size).toBe(1);
  });

  test('an entry logged from a recipe asks for no new recipe: it is that recipe', async () => {
    const { deps, ai } = makeDeps(fs.db);
    await seedMeal(fs.db, 'r1', {
      user_id: 'alice',
      type: 'recipe',
      description: 'Soup',
      meal: 'Soup',
      title: 'Soup',
      ingredients: ['100 g Carrots'],
      recipeIngredients: [{ item: 'Carrots', amount: 100, unit: 'g' }],
      instructions: ['Cook.'],
      persons: 1,
      calories: 200,
      protein: 5,
      carbs: 30,
      fat: 6,
    });
    const logged = await logRecipe({ mealId: 'r1', portions: 1, timeZone: zone }, alice, deps);
    const r = await generateRecipe({ mealId: logged.mealId }, alice, deps);
    expect(r).toMatchObject({ mealId: 'r1', recipe: { title: 'Soup' } });
    expect(ai.requests).toHaveLength(0);
  });
});
