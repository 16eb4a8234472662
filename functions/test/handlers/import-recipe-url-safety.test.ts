import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { usageDay } from '../../src/platform/usage-day.js';
import { handleImportRecipeFromUrl } from '../../src/recipes/import-recipe-url.js';
import { limits } from '../../src/shared/limits.js';
import { callable, rejection } from '../support/call.js';
import { alice, makeDeps } from '../support/fake-deps.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { type PageServer, PUBLIC_ADDRESS, redirectTo, startPageServer } from '../support/page-server.js';
import { plainJsonLdPage } from '../support/recipe-pages.js';
import { ids, seedUser } from '../support/seed.js';

const importRecipe = callable('importRecipeFromUrl', handleImportRecipeFromUrl);

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'es' });
});

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer(
    {
      '/pancakes': plainJsonLdPage,
      '/to-loopback': redirectTo('http://127.0.0.1/pancakes'),
      '/to-metadata': redirectTo('http://169.254.169.254/computeMetadata/v1/'),
      '/to-intranet': redirectTo('http://intranet.test/'),
      '/slow': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body>');
      },
      '/huge': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<html><body>${'<p>soup</p>'.repeat(250_000)}</body></html>`);
      },
      '/image': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('png'),
    },
    { timeoutMs: 700 },
  );
});
afterAll(() => server.close());

const meals = () => ids(fs.db, 'meals');
const usage = async () => (await fs.db.collection('usage').doc('alice').get()).data();

async function refused(url: string) {
  const { deps, ai } = makeDeps(fs.db, { pages: server.pages });
  const before = await meals();
  const e = await rejection(importRecipe({ url }, alice, deps));
  expect(await meals()).toEqual(before);
  expect(ai.requests).toEqual([]);
  return e;
}

describe('importRecipeFromUrl refuses what it must not fetch, in production mode', () => {
  test.each([
    ['/to-loopback', '127.0.0.1'],
    ['/to-metadata', '169.254.169.254'],
    ['/to-intranet', 'a name that resolves to 10.0.0.7'],
  ])('a redirect (%s) to %s is refused and never connected to', async (path) => {
    server.connections.length = 0;
    const e = await refused(server.url(path));
    expect(e).toMatchObject({
      status: 'invalid-argument',
      message: 'Recipes cannot be imported from this address',
      details: { code: 'recipe.urlNotAllowed' },
    });
    expect(server.connections).toEqual([`${PUBLIC_ADDRESS}:80`]);
  });

  test.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://recipes.test:22/',
  ])('%s is refused', async (url) => {
    expect((await refused(url)).details.code).toBe('recipe.urlNotAllowed');
  });

  test('a page that does not finish in time: "too slow"', async () => {
    const e = await refused(server.url('/slow'));
    expect(e).toMatchObject({ status: 'deadline-exceeded', details: { code: 'recipe.pageTooSlow' } });
  });

  test(`a page over ${limits.recipePageBytes} bytes: "too big"`, async () => {
    const e = await refused(server.url('/huge'));
    expect(e).toMatchObject({
      message: 'This page is too big to import',
      details: { code: 'recipe.pageTooBig' },
    });
  });

  test('a missing page, and an answer that is not a page', async () => {
    expect((await refused(server.url('/gone'))).details.code).toBe('recipe.pageUnreachable');
    expect((await refused(server.url('/image'))).details.code).toBe('recipe.noRecipeFound');
  });

  test.each(['soup', 'recipes.test/pancakes', 'ftp://recipes.test/x', 'javascript:alert(1)', ''])(
    '"%s" is not a web address, and counts nothing',
    async (url) => {
      const before = await usage();
      const e = await refused(url);
      expect(e).toMatchObject({ status: 'invalid-argument', details: { code: 'recipe.urlInvalid' } });
      expect(await usage()).toEqual(before);
    },
  );
});

describe('the daily cap on imports', () => {
  test('each fetch counts; past the cap nothing is fetched, with the reset time', async () => {
    const { deps } = makeDeps(fs.db, { pages: server.pages });
    await importRecipe({ url: server.url('/pancakes') }, alice, deps);
    const day = usageDay(deps.clock.now());
    expect(await usage()).toMatchObject({ recipeImportsDay: day, recipeImports: 1 });
    await fs.db
      .collection('usage')
      .doc('alice')
      .set({ recipeImportsDay: day, recipeImports: limits.recipeImportsPerDay }, { merge: true });
    server.requests.length = 0;
    const e = await refused(server.url('/pancakes'));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      details: { code: 'recipe.tooManyImports', limit: limits.recipeImportsPerDay },
    });
    expect(e.details.resetAt).toBeDefined();
    expect(server.requests).toEqual([]);
  });

  test('a new UTC day starts a new count', async () => {
    const { deps } = makeDeps(fs.db, { pages: server.pages });
    await fs.db
      .collection('usage')
      .doc('alice')
      .set({ recipeImportsDay: '2026-02-28', recipeImports: limits.recipeImportsPerDay }, { merge: true });
    await importRecipe({ url: server.url('/pancakes') }, alice, deps);
    expect(await usage()).toMatchObject({ recipeImportsDay: '2026-03-01', recipeImports: 1 });
  });
});
