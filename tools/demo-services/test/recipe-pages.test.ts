// The sample recipe pages as `npm start` serves them, read the way importRecipeFromUrl reads them: fetched
// through the functions' safe fetch as on the emulators (loopback allowed), then their structured recipe.
import { createSafeFetch } from 'functions/lib/platform/safe-fetch.js';
import { parseIngredientLine } from 'functions/lib/recipes/ingredient-line.js';
import { readRecipePage } from 'functions/lib/recipes/recipe-page.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServices, startServices } from '../../local-firebase/src/index.js';
import demoServices from '../src/index.js';

let services: LocalServices;
beforeAll(async () => {
  services = await startServices({ port: 0, services: demoServices() });
});
afterAll(() => services.close());

const emulatorFetch = createSafeFetch({
  allowLoopback: true,
  timeoutMs: 5000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  userAgent: 'MealAssistant/test',
});

async function read(path: string) {
  const page = await emulatorFetch.fetchPage(`${services.url}/recipes/${path}`);
  return readRecipePage(page.html, page.url);
}

describe('sample recipe pages (at /recipes)', () => {
  it('the index links every page', async () => {
    const res = await fetch(`${services.url}/recipes/`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const page of ['pancakes', 'kartoffelsuppe', 'frikadeller', 'tortilla', 'lentil-soup'])
      expect(html).toContain(`/recipes/${page}.html`);
  });

  it.each([
    ['pancakes.html', 'Fluffy oat pancakes', 4, 8, 4],
    ['kartoffelsuppe.html', 'Kartoffelsuppe mit Lauch', 4, 8, 4],
    ['frikadeller.html', 'Frikadeller', 4, 7, 3],
    ['tortilla.html', 'Tortilla de patatas', 4, 5, 4],
  ])(
    '%s holds a structured recipe: %s for %i, %i ingredients, %i steps',
    async (path, title, servings, n, steps) => {
      const recipe = await read(path);
      expect(recipe).toMatchObject({ title, servings });
      expect(recipe?.ingredients).toHaveLength(n);
      expect(recipe?.instructions).toHaveLength(steps);
      // Every line starts with an amount the app reads, except the salt of the soup ("nach Geschmack").
      const amounts = recipe?.ingredients.map((line) => parseIngredientLine(line).amount > 0);
      expect(amounts?.filter((read) => !read).length).toBeLessThanOrEqual(1);
    },
  );

  it('the lentil soup has none: the model is to read its text', async () => {
    expect(await read('lentil-soup.html')).toBeNull();
  });

  it('a moved page redirects to the pancakes', async () => {
    const page = await emulatorFetch.fetchPage(`${services.url}/recipes/moved`);
    expect(page.url).toBe(`${services.url}/recipes/pancakes.html`);
  });

  it('anything else is not found', async () => {
    expect((await fetch(`${services.url}/recipes/nothing.html`)).status).toBe(404);
  });
});
