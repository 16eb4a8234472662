// The demo AI reflects what the user wrote, in the user's language: a described dish, a pasted recipe,
// counts and grams. The requests in each language, and what their answers hold, are data in
// demo-ai-input-cases.json.
import { describe, expect, it } from 'vitest';
import { demoAiForTests, expectConsistentCalories, LANGS, type Lang } from './demo-ai-client.js';
import cases from './demo-ai-input-cases.json' with { type: 'json' };

const { ask } = demoAiForTests();

type Ingredient = { item: string; amount: number; unit: string };
type ScannedIngredient = { name: string; amount: number; unit: string };
const byItem = (list: Ingredient[]) => Object.fromEntries(list.map((i) => [i.item, i]));

describe('a described dish', () => {
  // The German "Pilz" of the compound is the mushrooms, named as the table names them (Champignons).
  const risotto: Record<Lang, { text: string; title: string; foods: string[]; steps: string }> =
    cases.describedDish;

  it.each(LANGS)('becomes a recipe of its own words and matching foods (%s)', async (lang) => {
    const { text, title, foods, steps } = risotto[lang];
    const a = await ask('generated_recipe', { text, lang });
    expect(a.recipe.title).toBe(title);
    const items = a.recipe.ingredients.map((i: Ingredient) => i.item);
    expect(items).toEqual(expect.arrayContaining(foods));
    expect(items).not.toContain({ en: 'Eggs', es: 'Huevos', de: 'Eier', da: 'Æg' }[lang]);
    expect(a.recipe.instructions.join(' ')).toContain(steps);
    expectConsistentCalories(a.nutritionData);
    // One plate of risotto, not a family pot.
    expect(a.nutritionData.calories).toBeGreaterThan(400);
    expect(a.nutritionData.calories).toBeLessThan(1000);
  });

  it('gives amounts and units a cook of one would use', async () => {
    const a = await ask('generated_recipe', { text: 'A creamy mushroom risotto' });
    const i = byItem(a.recipe.ingredients);
    // Raw rice for a usual plate of cooked rice (180 g): 180 g x 130 kcal / 365 kcal per 100 g.
    expect(i.Rice).toEqual({ item: 'Rice', amount: 65, unit: 'g' });
    expect(i.Onion).toEqual({ item: 'Onion', amount: 1, unit: 'pcs' });
    expect(i['Heavy cream']?.unit).toBe('ml');
    expect(i['Chicken broth']?.unit).toBe('ml');
    expect(i['Parmesan cheese']?.amount).toBeLessThanOrEqual(30);
  });

  it.each([
    ['es', 'Huevos con espinacas', 'uds'],
    ['de', 'Eier mit Spinat', 'Stk.'],
    ['da', 'Æg med spinat', 'stk'],
  ] as const)('writes units as the prompt lists them (%s)', async (lang, text, pcs) => {
    const a = await ask('generated_recipe', { text, lang });
    expect(a.recipe.ingredients[0]).toEqual({ item: text.split(' ')[0], amount: 2, unit: pcs });
  });
  it('names a long request by its dish and the foods it mentions', async () => {
    const text = 'I would like a quick vegetarian curry with chickpeas and spinach, not too spicy please';
    const a = await ask('generated_recipe', { text });
    expect(a.recipe.title).toBe('Curry with chickpeas and spinach');
    expect(a.recipe.ingredients.map((i: Ingredient) => i.item)).toEqual(
      expect.arrayContaining(['Chickpeas', 'Spinach', 'Coconut milk', 'Onion']),
    );
  });

  it("takes a stored meal's description as the title and its ingredients as they are", async () => {
    // What the functions send for "generate a recipe for this meal" from History.
    const text =
      'Turkey breast with sweet potato, boiled corn and olive oil\nIngredients: Turkey breast, Sweet potato, Boiled corn, Olive oil\nMeal id: 8f3KdP2xQm9aLz01Bc7e';
    const a = await ask('generated_recipe', { text });
    expect(a.recipe.title).toBe('Turkey breast with sweet potato, boiled corn and olive oil');
    expect(a.recipe.ingredients.map((i: Ingredient) => i.item)).toEqual([
      'Turkey breast',
      'Sweet potato',
      'Boiled corn',
      'Olive oil',
    ]);
  });
});

describe('counts and grams in the text', () => {
  const meals: Record<Lang, string> = {
    en: '3 eggs, 200 g rice and 2 slices of toast',
    es: '3 huevos, 200 g de arroz y 2 rebanadas de pan',
    de: '3 Eier, 200 g Reis und 2 Scheiben Toast',
    da: '3 æg, 200 g ris og 2 skiver toast',
  };
  // The user's own word where it is a name of the food in the answer's language ("toast" is not Danish).
  const names: Record<Lang, [string, string, string]> = {
    en: ['Eggs', 'Rice', 'Toast'],
    es: ['Huevos', 'Arroz', 'Pan'],
    de: ['Eier', 'Reis', 'Toast'],
    da: ['Æg', 'Ris', 'Ristet franskbrød'],
  };
  /** Two slices of the bread each text names, by USDA's slice: toasted white bread 27 g, a small slice of
   * a baguette 32 g, white toast bread 28 g. */
  const slices: Record<Lang, number> = { en: 54, es: 64, de: 56, da: 54 };

  it.each(LANGS)('are the per-item grams of a meal logged in words (%s)', async (lang) => {
    const a = await ask('food_text', { text: meals[lang], lang });
    const [eggs, rice, bread] = names[lang];
    expect(a.items.map((i: { name: string; grams: number }) => [i.name, i.grams])).toEqual([
      [eggs, 150],
      [rice, 200],
      [bread, slices[lang]],
    ]);
    // Three eggs (about 215 kcal), 200 g cooked rice (260) and two slices of bread (150 to 185).
    expect(a.calories).toBeGreaterThan(600);
    expect(a.calories).toBeLessThan(800);
    expectConsistentCalories(a);
  });

  it.each(LANGS)('are the amounts of a generated recipe (%s)', async (lang) => {
    const a = await ask('generated_recipe', { text: meals[lang], lang });
    const [eggs, rice, bread] = names[lang];
    const i = byItem(a.recipe.ingredients);
    expect(i[eggs]?.amount).toBe(3);
    expect(i[rice]).toEqual({ item: rice, amount: 200, unit: 'g' });
    expect(i[bread]?.amount).toBe(2);
    expectConsistentCalories(a.nutritionData);
  });

  it('change the figures with the amounts', async () => {
    const one = await ask('generated_recipe', { text: '1 egg' });
    const three = await ask('generated_recipe', { text: '3 eggs' });
    const egg = (a: { recipe: { ingredients: Ingredient[] } }) =>
      a.recipe.ingredients.find((i) => /^Eggs?$/.test(i.item))?.amount;
    expect([egg(one), egg(three)]).toEqual([1, 3]);
    expect(three.nutritionData.protein).toBeGreaterThan(one.nutritionData.protein + 10);
  });
});

describe('the language', () => {
  it('is the one stated for text values, not the English of the JSON keys', async () => {
    const a = await ask('generated_recipe', { text: 'pasta, tomates, ajo', lang: 'es' });
    expect(a.recipe.ingredients.map((i: Ingredient) => i.item)).toEqual(
      expect.arrayContaining(['Pasta', 'Tomates', 'Ajo']),
    );
    expect(a.recipe.instructions.at(-1)).toBe('Sazona con sal y pimienta al gusto y sirve.');
  });

  it.each([
    ['Write the answer in Danish. JSON keys stay in English.', 'da'],
    ['Respond in German; keys in English.', 'de'],
  ] as const)('follows other wordings of the instruction: "%s"', async (system, lang) => {
    const a = await ask('generated_recipe', { text: 'salmon', system, lang });
    expect(a.recipe.ingredients[0].item).toBe({ da: 'Laks', de: 'Lachs' }[lang]);
  });

  it.each([
    ['es', 'Arroz con pollo y una ensalada', 'Aceite', 'Sazona con sal y pimienta al gusto y sirve.'],
    [
      'de',
      'Hähnchen mit Reis und Brokkoli für eine Person',
      'Olivenöl',
      'Mit Salz und Pfeffer abschmecken und servieren.',
    ],
    [
      'da',
      'Kylling med ris og broccoli til aftensmad',
      'Olivenolie',
      'Smag til med salt og peber og server.',
    ],
  ] as const)(
    'falls back to the words of the request when no language is stated (%s)',
    async (lang, text, oil, finish) => {
      const a = await ask('generated_recipe', { text, lang, system: null });
      expect(a.recipe.ingredients.map((i: Ingredient) => i.item)).toContain(oil);
      expect(a.recipe.instructions.at(-1)).toBe(finish);
    },
  );
});

describe('a pasted recipe', () => {
  const pancakes: Record<Lang, { text: string; title: string; ingredients: ScannedIngredient[] }> =
    cases.pastedRecipe;

  it.each(LANGS)(
    'keeps its title, servings, ingredients and steps, with nutrition per serving (%s)',
    async (lang) => {
      const { text, title, ingredients } = pancakes[lang];
      const a = await ask('scanned_recipe', { text, lang });
      expect(a.title).toBe(title);
      expect(a.servings).toBe(4);
      expect(a.ingredients).toEqual(ingredients);
      expect(a.instructions).toHaveLength(2);
      // A quarter of 200 g flour, 2 eggs (100 g) and 300 ml milk: about 265 kcal, mostly carbohydrate.
      expect(a.calories).toBeGreaterThan(230);
      expect(a.calories).toBeLessThan(290);
      expect(a.carbs).toBeGreaterThan(35);
      expect(a.protein).toBeGreaterThan(8);
      expectConsistentCalories(a);
    },
  );

  it('is read when written on one line', async () => {
    const a = await ask('scanned_recipe', {
      text: 'Pancakes for 4: 200 g flour, 2 eggs, 300 ml milk. Mix and fry.',
    });
    const lines = await ask('scanned_recipe', { text: pancakes.en.text });
    expect(a).toMatchObject({ title: 'Pancakes', servings: 4, instructions: ['Mix and fry.'] });
    expect(a.ingredients).toEqual(lines.ingredients);
    expect(a.calories).toBe(lines.calories);
  });

  it('reads bullet lists, mixed numbers and kitchen units', async () => {
    const a = await ask('scanned_recipe', {
      text: 'Crêpes\nIngredients:\n- 1 ½ cups flour\n- 2 1/2 dl milk\n- 1 knsp. salt\n- 2 eggs\nMethod\nWhisk and fry.',
    });
    expect(a.title).toBe('Crêpes');
    expect(a.ingredients).toEqual([
      { name: 'flour', amount: 1.5, unit: 'cups' },
      { name: 'milk', amount: 2.5, unit: 'dl' },
      { name: 'salt', amount: 1, unit: 'knsp' },
      { name: 'eggs', amount: 2, unit: '' },
    ]);
    expect(a.instructions).toEqual(['Whisk and fry.']);
    // 1.5 cups of flour (USDA weighs a cup at 125 g), 250 ml milk and 2 eggs for the default four servings.
    expect(a.calories).toBeGreaterThan(220);
    expect(a.calories).toBeLessThan(290);
  });

  it('without ingredient lines, keeps its title and steps and takes the foods its steps name', async () => {
    const text =
      'Lentil soup\nCook the lentils with an onion and two carrots in stock for 25 minutes.\nBlend and serve.';
    const a = await ask('scanned_recipe', { text });
    expect(a.title).toBe('Lentil soup');
    expect(a.instructions).toEqual([
      'Cook the lentils with an onion and two carrots in stock for 25 minutes.',
      'Blend and serve.',
    ]);
    const names = a.ingredients.map((i: { name: string }) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Lentils', 'Onion', 'Carrots', 'Chicken broth']));
    expect(a.ingredients.find((i: { name: string }) => i.name === 'Carrots')?.amount).toBe(2);
    expectConsistentCalories(a);
  });

  it('lists ingredients the table does not know, adding nothing to the figures', async () => {
    const known = await ask('scanned_recipe', { text: pancakes.en.text });
    const withEssence = await ask('scanned_recipe', {
      text: pancakes.en.text.replace('300 ml milk', '300 ml milk\n1 tsp zorblax essence'),
    });
    expect(withEssence.ingredients).toContainEqual({ name: 'zorblax essence', amount: 1, unit: 'tsp' });
    expect(withEssence.calories).toBe(known.calories);
  });

  it('scales what one serving gets by the servings it states', async () => {
    const two = await ask('scanned_recipe', { text: pancakes.en.text.replace('serves 4', 'serves 2') });
    const four = await ask('scanned_recipe', { text: pancakes.en.text });
    expect(two.servings).toBe(2);
    expect(Math.abs(two.calories - 2 * four.calories)).toBeLessThanOrEqual(0.03 * two.calories);
  });
});
