import { aiAnswers } from 'functions/lib/ai/answers.js';
import { describe, expect, it } from 'vitest';
import { demoAiForTests, expectConsistentCalories, LANGS, photo, plainPng } from './demo-ai-client.js';

const demo = demoAiForTests();
const { ask } = demo;

describe('demo AI: food_nutrition', () => {
  it('lists each item with its grams and figures before the totals, which are their sums', async () => {
    const a = await ask('food_nutrition', { image: photo() });
    // The functions' answer schema (its order pinned by their own tests) is the order the model thinks in.
    const asked = aiAnswers.food_nutrition.jsonSchema as {
      properties: { items: { items: { properties: object } } };
    };
    expect(Object.keys(a)).toEqual(Object.keys(asked.properties));
    expect(a.items.length).toBeGreaterThanOrEqual(3);
    for (const item of a.items) {
      expect(Object.keys(item)).toEqual(Object.keys(asked.properties.items.items.properties));
      expectConsistentCalories(item);
    }
    for (const total of ['calories', 'protein', 'carbs', 'fat'] as const) {
      const sum = a.items.reduce((s: number, i: Record<string, number>) => s + (i[total] ?? 0), 0);
      expect(a[total]).toBeCloseTo(sum, 5);
    }
    expect(a.ingredients).toEqual(a.items.map((i: { name: string }) => i.name));
    expect(a.description).toContain(a.items[0].name);
    expectConsistentCalories(a);
    expect(a.calories).toBeGreaterThan(150);
    expect(a.calories).toBeLessThan(1500);
  });

  it('gives the same answer for the same photo and varies across photos', async () => {
    const one = photo();
    expect(await ask('food_nutrition', { image: one })).toEqual(await ask('food_nutrition', { image: one }));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ask('food_nutrition', { image: photo() })),
    );
    expect(new Set(answers.map((a) => a.description)).size).toBeGreaterThan(2);
  });

  it('reports noFood for a plain single-colour picture', async () => {
    expect(await ask('food_nutrition', { image: plainPng() })).toEqual({ noFood: true });
  });

  it.each(LANGS)('names the photographed foods in the prompt language (%s)', async (lang) => {
    const image = photo(Buffer.alloc(8000, 7).map((_, i) => (i * 7919) % 251));
    const english = await ask('food_nutrition', { image });
    const a = await ask('food_nutrition', { image, lang });
    // Same photo, same foods and figures; only the words change.
    expect(a.items.map((i: { grams: number }) => i.grams)).toEqual(
      english.items.map((i: { grams: number }) => i.grams),
    );
    expect(a.calories).toBe(english.calories);
    const joiner = { en: ' with ', es: ' con ', de: ' mit ', da: ' med ' }[lang];
    expect(a.description).toContain(joiner);
    if (lang !== 'en') expect(a.items[0].name).not.toBe(english.items[0].name);
  });
});

describe('demo AI: recipes', () => {
  const pasted = `Tomato pasta for two

Serves 2

Ingredients
200 g pasta
4 tomatoes
2 tbsp olive oil
1 onion
salt to taste

Instructions
1. Boil the pasta in salted water.
2. Fry the onion and tomatoes in the oil for 10 minutes.
3. Toss with the pasta and serve.`;

  it('reads a pasted recipe using its own words', async () => {
    const a = await ask('scanned_recipe', { text: pasted });
    expect(a.title).toBe('Tomato pasta for two');
    expect(a.servings).toBe(2);
    expect(a.ingredients).toEqual([
      { name: 'pasta', amount: 200, unit: 'g' },
      { name: 'tomatoes', amount: 4, unit: '' },
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: '' },
      { name: 'salt to taste', amount: 0, unit: '' },
    ]);
    expect(a.instructions).toEqual([
      'Boil the pasta in salted water.',
      'Fry the onion and tomatoes in the oil for 10 minutes.',
      'Toss with the pasta and serve.',
    ]);
    expectConsistentCalories(a);
    // Per serving: 100 g of dry spaghetti, 2 tomatoes, 1 tbsp oil and half an onion: about 560 kcal.
    expect(a.calories).toBeGreaterThan(500);
    expect(a.calories).toBeLessThan(700);
  });

  it.each(LANGS)('scans a recipe photo into a dish for two in the prompt language (%s)', async (lang) => {
    const image = photo(Buffer.alloc(9000, 3).map((_, i) => (i * 104729) % 253));
    const a = await ask('scanned_recipe', { image, lang });
    expect(a).toMatchObject({ title: expect.any(String), servings: 2, calories: expect.any(Number) });
    expect(a.ingredients.length).toBeGreaterThan(2);
    for (const i of a.ingredients) expect(i.amount).toBeGreaterThan(0);
    expect(a.instructions.length).toBeGreaterThan(1);
    expectConsistentCalories(a);
    const finish = {
      en: 'Season with salt and pepper to taste and serve.',
      es: 'Sazona con sal y pimienta al gusto y sirve.',
      de: 'Mit Salz und Pfeffer abschmecken und servieren.',
      da: 'Smag til med salt og peber og server.',
    }[lang];
    expect(a.instructions.at(-1)).toBe(finish);
  });

  it('generates a recipe from a prompt, with the prompt in the title and its foods in the ingredients', async () => {
    const a = await ask('generated_recipe', { text: 'salmon with potatoes and spinach' });
    expect(a.recipe.title).toBe('Salmon with potatoes and spinach');
    const items = a.recipe.ingredients.map((i: { item: string }) => i.item);
    expect(items).toEqual(expect.arrayContaining(['Salmon', 'Potatoes', 'Spinach']));
    for (const i of a.recipe.ingredients) expect(i.amount).toBeGreaterThan(0);
    expect(a.recipe.instructions.length).toBeGreaterThan(2);
    expectConsistentCalories(a.nutritionData);
  });

  it('keeps a short multi-line prompt as the title, as the recipe screen sends it', async () => {
    const a = await ask('generated_recipe', { text: 'chicken breast\nrice\nbroccoli k3x9q2mz7a' });
    expect(a.recipe.title).toBe('Chicken breast rice broccoli k3x9q2mz7a');
    expect(a.recipe.ingredients.map((i: { item: string }) => i.item)).toEqual(
      expect.arrayContaining(['Chicken breast', 'Rice', 'Broccoli']),
    );
  });

  it('is deterministic for the same request', async () => {
    const text = 'A creamy mushroom risotto';
    expect(await ask('generated_recipe', { text })).toEqual(await ask('generated_recipe', { text }));
    expect(await ask('scanned_recipe', { text: pasted })).toEqual(
      await ask('scanned_recipe', { text: pasted }),
    );
  });

  it('answers OpenAI-style errors for requests without messages', async () => {
    const res = await fetch(`${demo.url()}/openai/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { param: string } }).error.param).toBe('messages');
  });
});
