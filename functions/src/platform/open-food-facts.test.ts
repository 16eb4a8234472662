// The Open Food Facts client against a scripted server on 127.0.0.1: what it asks (path, fields,
// User-Agent), products found and not found (HTTP 200 with status 0, and 404), a provider that is down,
// hangs or answers garbage, and product data that must not be passed on as it is.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { NUTELLA, nutellaProduct } from '../../test/support/products.js';
import { parseConfig } from './config.js';
import { createOpenFoodFactsPort } from './open-food-facts.js';
import { ProductsUnavailableError } from './products-port.js';

type Script = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server | undefined;
const seen: { url?: string; userAgent?: string }[] = [];

afterEach(async () => {
  seen.length = 0;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function provider(script: Script): Promise<string> {
  const s = createServer((req, res) => {
    seen.push({ url: req.url, userAgent: req.headers['user-agent'] });
    script(req, res);
  });
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/off`;
}

const json =
  (status: number, body: unknown): Script =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
const found = (product: Record<string, unknown>) => json(200, { code: 'x', status: 1, product });
/** The four figures every product needs, per 100 g, under Open Food Facts' keys. */
const macros = (kcal: number, protein: number, carbs: number, fat: number) => ({
  'energy-kcal_100g': kcal,
  proteins_100g: protein,
  carbohydrates_100g: carbs,
  fat_100g: fat,
});
/** A server that finds one product, `name`, with these `nutriments` (Open Food Facts' keys). */
const productServer = (name: string, nutriments: Record<string, unknown>) =>
  provider(found({ product_name: name, nutriments }));
const port = (baseUrl: string, timeoutMs = 10_000) =>
  createOpenFoodFactsPort({ baseUrl, userAgent: 'MealAssistant/test (ops@example.com)', timeoutMs });

const nutella = {
  product_name: 'Nutella',
  brands: 'Ferrero,Nutella',
  serving_quantity: '15',
  nutriments: {
    'energy-kcal_100g': 539,
    'energy-kj_100g': 2252,
    proteins_100g: 6.3,
    carbohydrates_100g: 57.5,
    fat_100g: 30.9,
    'saturated-fat_100g': 10.6,
    sugars_100g: 56.3,
    salt_100g: 0.107,
    sodium_100g: 0.0428,
  },
};

async function unavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProductsUnavailableError);
  return error as ProductsUnavailableError;
}

describe('a product found', () => {
  test('GET {base}/api/v2/product/{code}.json with the fields it reads and a User-Agent naming the app', async () => {
    const base = await provider(found(nutella));
    const answer = await port(base).lookup(NUTELLA);
    expect(seen[0]?.url).toBe(
      `/off/api/v2/product/${NUTELLA}.json?fields=code,product_name,generic_name,brands,serving_quantity,serving_size,serving_quantity_unit,quantity,product_quantity_unit,nutrition_data_per,nutriments`,
    );
    expect(seen[0]?.userAgent).toBe('MealAssistant/test (ops@example.com)');
    expect(answer).toEqual({ found: true, product: nutellaProduct });
  });

  test('energy in kJ only is converted (kcal = kJ / 4.184); sodium comes from salt when only salt is given', async () => {
    const base = await productServer('Crispbread', {
      energy_100g: 1430,
      proteins_100g: 9,
      carbohydrates_100g: 64,
      fat_100g: 1.5,
      salt_100g: 1.1,
    });
    const answer = await port(base).lookup('7300400118408');
    expect(answer).toMatchObject({ found: true, product: { per100g: { calories: 342, sodium: 440 } } });
  });

  test('figures as numeric text are read; a product without a name is called by its brand or code', async () => {
    const base = await provider(
      found({
        brands: 'Wasa',
        nutriments: {
          'energy-kcal_100g': '340',
          proteins_100g: '9,0',
          carbohydrates_100g: '64',
          fat_100g: '1.5',
        },
      }),
    );
    expect(await port(base).lookup('7300400118408')).toMatchObject({
      found: true,
      product: { name: 'Wasa', brand: 'Wasa', per100g: { calories: 340, protein: 9 } },
    });
  });
});

describe('vitamins and minerals', () => {
  test('grams per 100 g become mg or µg; a missing one stays unknown; one no food holds is dropped', async () => {
    const base = await productServer('Oat Drink Barista Edition', {
      ...macros(59, 1, 6.6, 3),
      calcium_100g: 0.12,
      'vitamin-d_100g': 0.0000011,
      'vitamin-b2_100g': '0.00021',
      'vitamin-b12_100g': 3.8e-7,
      // Folic acid as "folates" when "vitamin-b9" is not given; niacin as "vitamin-pp".
      folates_100g: 0.00003,
      'vitamin-pp_100g': 0.0024,
      // 50 g of iron in 100 ml is a slip of units, not a drink.
      iron_100g: 50,
      'vitamin-c_100g': -1,
    });
    const answer = await port(base).lookup('7394376616037');
    expect(answer).toMatchObject({ found: true });
    if (!answer.found) return;
    expect(answer.product.per100g.micros).toEqual({
      calcium: 120,
      vitaminD: 1.1,
      riboflavin: 0.21,
      vitaminB12: 0.38,
      folate: 30,
      niacin: 2.4,
    });
  });

  test('a product that gives none has no micros at all', async () => {
    const base = await provider(found(nutella));
    const answer = await port(base).lookup(NUTELLA);
    expect(answer.found && answer.product.per100g.micros).toBeUndefined();
  });
});

describe('not found', () => {
  test('HTTP 200 with status 0, and HTTP 404 with status 0, are both "not found"', async () => {
    const notFound = { code: '96385074', status: 0, status_verbose: 'product not found' };
    expect(await port(await provider(json(200, notFound))).lookup('96385074')).toEqual({
      found: false,
      reason: 'not-found',
    });
    await afterEachClose();
    expect(await port(await provider(json(404, notFound))).lookup('96385074')).toEqual({
      found: false,
      reason: 'not-found',
    });
  });

  test('a product without calories, protein, carbs or fat is incomplete; impossible figures are implausible', async () => {
    const incomplete = await productServer('X', { 'energy-kcal_100g': 100 });
    expect(await port(incomplete).lookup(NUTELLA)).toEqual({ found: false, reason: 'incomplete' });
    await afterEachClose();
    const absurd = await productServer('X', macros(539, 6.3, 575, 30.9));
    expect(await port(absurd).lookup(NUTELLA)).toEqual({ found: false, reason: 'implausible' });
  });
});

describe('hostile data', () => {
  test('negative, NaN, infinite and absurd extras are dropped; huge strings are bounded; a silly serving goes', async () => {
    const base = await provider(
      found({
        product_name: `${'N'.repeat(50_000)}\u0000\n`,
        brands: `<script>${'b'.repeat(10_000)}</script>`,
        serving_quantity: 1e9,
        nutriments: {
          ...macros(539, 6.3, 57.5, 30.9),
          sugars_100g: -4,
          'saturated-fat_100g': 'NaN',
          fiber_100g: 1e308,
          salt_100g: 'Infinity',
          sodium_100g: 250,
        },
      }),
    );
    const answer = await port(base).lookup(NUTELLA);
    if (!answer.found) throw new Error('expected a product');
    expect(answer.product.per100g).toEqual({ calories: 539, protein: 6.3, carbs: 57.5, fat: 30.9 });
    expect(answer.product.name).toHaveLength(200);
    expect(answer.product.brand?.length).toBeLessThanOrEqual(100);
    expect(answer.product.servingGrams).toBeUndefined();
  });

  test('kcal that no food has is ignored in favour of the kJ figure', async () => {
    const base = await productServer('Typo', {
      ...macros(2252, 6, 57, 31),
      energy_100g: 2252,
    });
    expect(await port(base).lookup(NUTELLA)).toMatchObject({ product: { per100g: { calories: 538 } } });
  });
});

describe('the provider failing', () => {
  test('down (connection refused)', async () => {
    const base = await provider(json(200, {}));
    await afterEachClose();
    expect((await unavailable(port(base).lookup(NUTELLA))).kind).toBe('connection');
  });

  test('hanging: given up on at the timeout', async () => {
    const base = await provider(() => {});
    const started = Date.now();
    expect((await unavailable(port(base, 300).lookup(NUTELLA))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('a body that never ends is given up on at the timeout too', async () => {
    const base = await provider((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":1,');
    });
    expect((await unavailable(port(base, 300).lookup(NUTELLA))).kind).toBe('timeout');
  });

  test('a redirect is not followed, wherever it leads: the answer is not the API’s', async () => {
    for (const status of [301, 302, 307, 308]) {
      const base = await provider((req, res) => {
        if (req.url?.startsWith('/elsewhere')) return found(nutella)(req, res);
        res.writeHead(status, { location: '/elsewhere/product.json' });
        res.end();
      });
      const e = await unavailable(port(base).lookup(NUTELLA));
      expect(e).toMatchObject({ kind: 'http', status });
      expect(e.message).toContain('not followed');
      expect(seen.map((s) => s.url?.split('?')[0])).toEqual([`/off/api/v2/product/${NUTELLA}.json`]);
      seen.length = 0;
      await afterEachClose();
    }
  });

  test('HTML instead of JSON, a 404 page that is not its JSON, a server error, and a huge body', async () => {
    const html: Script = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Maintenance</title>');
    };
    const cases: [Script, string][] = [
      [html, 'garbage'],
      [json(404, '<html>Not Found</html>'), 'garbage'],
      [json(503, { status: 0 }), 'http'],
      [json(200, { status: 1 }), 'garbage'],
      [json(200, '[1,2,3]'), 'garbage'],
      [json(200, `{"status":1,"product":{"product_name":"${'x'.repeat(600 * 1024)}"}}`), 'garbage'],
    ];
    for (const [script, kind] of cases) {
      const base = await provider(script);
      expect((await unavailable(port(base).lookup(NUTELLA))).kind).toBe(kind);
      await afterEachClose();
    }
  });
});

test('configuration: Open Food Facts by default, with the app and MAIL_FROM as the User-Agent', () => {
  const c = parseConfig({ FUNCTIONS_EMULATOR: 'true', MAIL_FROM: 'ops@meals.example.com' });
  expect(c).toMatchObject({
    openFoodFactsUrl: 'https://world.openfoodfacts.org',
    openFoodFactsUserAgent: 'MealAssistant/1.0 (ops@meals.example.com)',
    openFoodFactsTimeoutMs: 10_000,
  });
  const local = parseConfig({
    FUNCTIONS_EMULATOR: 'true',
    OPENFOODFACTS_URL: 'http://127.0.0.1:8025/openfoodfacts/',
    OPENFOODFACTS_USER_AGENT: 'Mine/2 (me@example.com)',
    OPENFOODFACTS_TIMEOUT_MS: '500',
  });
  expect(local).toMatchObject({
    openFoodFactsUrl: 'http://127.0.0.1:8025/openfoodfacts',
    openFoodFactsUserAgent: 'Mine/2 (me@example.com)',
    openFoodFactsTimeoutMs: 500,
  });
  expect(() => parseConfig({ FUNCTIONS_EMULATOR: 'true', OPENFOODFACTS_URL: 'nope' })).toThrow(
    /OPENFOODFACTS_URL/,
  );
  expect(() => parseConfig({ FUNCTIONS_EMULATOR: 'true', OPENFOODFACTS_TIMEOUT_MS: '60000' })).toThrow(
    /OPENFOODFACTS_TIMEOUT_MS/,
  );
});

/** Closes the scripted server now (the next provider() starts another). */
async function afterEachClose() {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
}
