// ProductsPort over Open Food Facts' product API v2: `GET {base}/api/v2/product/{code}.json?fields=...`
// with a User-Agent naming the app and a contact, as its terms ask of every client. A product's figures go
// through the same plausibility reading as a label's (shared/nutrition/per-100g.ts): the data is written by
// volunteers and can be missing, in kJ only, or absurd. Locally `npm start` points the base URL at a
// sample of products (tools/demo-services/src/open-food-facts/open-food-facts.ts).
import { limits } from '../shared/limits.js';
import type { BarcodeProduct } from '../shared/nutrition/contracts.js';
import { type MicroName, microNames, microUnits } from '../shared/nutrition/micros.js';
import { plainNumber, readPer100g, servingGrams } from '../shared/nutrition/per-100g.js';
import { tidyName } from '../shared/tidy-name.js';
import { volumeFields, volumeUnit } from './open-food-facts-volume.js';
import { type ProductLookup, type ProductsPort, ProductsUnavailableError } from './products-port.js';

export interface OpenFoodFactsOptions {
  baseUrl: string;
  userAgent: string;
  /** The whole request, body included; then it is given up (default 10 s, config.ts). */
  timeoutMs: number;
}

const FIELDS = [
  'code',
  'product_name',
  'generic_name',
  'brands',
  'serving_quantity',
  ...volumeFields,
  'nutriments',
].join(',');
/** With `fields`, an answer is a few KB; a bigger one is not the API's. */
const MAX_BODY_BYTES = 512 * 1024;
const BRAND_CHARS = 100;

export function createOpenFoodFactsPort(options: OpenFoodFactsOptions): ProductsPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async lookup(code) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      const url = `${base}/api/v2/product/${encodeURIComponent(code)}.json?fields=${FIELDS}`;
      let status: number;
      let text: string;
      try {
        // A redirect is never followed: the API answers where it is asked, and a redirect could lead the
        // request (with the app's User-Agent) anywhere, a host on the internal network included.
        const response = await fetch(url, {
          headers: { 'user-agent': options.userAgent, accept: 'application/json' },
          redirect: 'manual',
          signal,
        });
        status = response.status;
        if (status >= 300 && status < 400) {
          await response.body?.cancel().catch(() => {});
          throw new ProductsUnavailableError('http', `HTTP ${status}: redirect not followed`, status);
        }
        text = await readCapped(response);
      } catch (error) {
        if (error instanceof ProductsUnavailableError) throw error;
        if (signal.aborted)
          throw new ProductsUnavailableError('timeout', `No answer within ${options.timeoutMs} ms`);
        throw new ProductsUnavailableError('connection', errorMessage(error));
      }
      return readAnswer(code, status, text);
    },
  };
}

/** The body as text, refused past MAX_BODY_BYTES without reading the rest. */
async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new ProductsUnavailableError('garbage', `Answer larger than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Not found is `status: 0`, with HTTP 200 or 404 depending on the API version; anything else that is not
 * a product is the provider failing (a 404 page that is not its JSON means a wrong base URL, not an
 * unknown product, and must not be cached as one). */
export function readAnswer(code: string, httpStatus: number, text: string): ProductLookup {
  if (httpStatus !== 200 && httpStatus !== 404)
    throw new ProductsUnavailableError('http', `HTTP ${httpStatus}`, httpStatus);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProductsUnavailableError('garbage', `HTTP ${httpStatus}, not JSON`, httpStatus);
  }
  const answer = isRecord(body) ? body : {};
  const found = plainNumber(answer.status);
  if (found === 0) return { found: false, reason: 'not-found' };
  if (httpStatus !== 200 || found !== 1 || !isRecord(answer.product))
    throw new ProductsUnavailableError('garbage', `HTTP ${httpStatus}, not a product answer`, httpStatus);
  return readProduct(code, answer.product);
}

/** Open Food Facts' name of each vitamin and mineral; it stores all of them in g per 100 g. Folate is its
 * "vitamin B9" (folic acid as labels print it) or, failing that, its "folates". */
const OFF_MICROS: Record<MicroName, readonly string[]> = {
  vitaminA: ['vitamin-a'],
  vitaminC: ['vitamin-c'],
  vitaminD: ['vitamin-d'],
  vitaminE: ['vitamin-e'],
  vitaminK: ['vitamin-k'],
  thiamin: ['vitamin-b1'],
  riboflavin: ['vitamin-b2'],
  niacin: ['vitamin-pp', 'vitamin-b3'],
  vitaminB6: ['vitamin-b6'],
  folate: ['vitamin-b9', 'folates'],
  vitaminB12: ['vitamin-b12'],
  calcium: ['calcium'],
  iron: ['iron'],
  magnesium: ['magnesium'],
  phosphorus: ['phosphorus'],
  potassium: ['potassium'],
  zinc: ['zinc'],
  selenium: ['selenium'],
  cholesterol: ['cholesterol'],
};
const PER_GRAM = { mg: 1000, µg: 1_000_000 } as const;

/** The vitamins and minerals the product's nutriments give, in the units of `microUnits`. */
function readMicros(n: Record<string, unknown>): Partial<Record<MicroName, number>> {
  const out: Partial<Record<MicroName, number>> = {};
  for (const name of microNames) {
    const grams = OFF_MICROS[name].map((key) => plainNumber(n[`${key}_100g`])).find((v) => v !== undefined);
    if (grams !== undefined) out[name] = grams * PER_GRAM[microUnits[name]];
  }
  return out;
}

function readProduct(code: string, product: Record<string, unknown>): ProductLookup {
  const n = isRecord(product.nutriments) ? product.nutriments : {};
  // Open Food Facts stores sodium in g per 100 g; `energy_100g` is in kJ.
  const sodiumG = plainNumber(n.sodium_100g);
  const reading = readPer100g({
    kcal: n['energy-kcal_100g'],
    kj: n['energy-kj_100g'] ?? n.energy_100g,
    protein: n.proteins_100g,
    carbs: n.carbohydrates_100g,
    fat: n.fat_100g,
    fiber: n.fiber_100g,
    sugars: n.sugars_100g,
    saturatedFat: n['saturated-fat_100g'],
    salt: n.salt_100g,
    sodiumMg: sodiumG === undefined ? undefined : sodiumG * 1000,
    micros: readMicros(n),
  });
  if (!reading.ok) return { found: false, reason: reading.reason };
  const brand = tidyName(typeof product.brands === 'string' ? product.brands.split(',')[0] : '', BRAND_CHARS);
  const name =
    tidyName(product.product_name, limits.nameChars) || tidyName(product.generic_name, limits.nameChars);
  const serving = servingGrams(product.serving_quantity);
  const unit = volumeUnit(product);
  const found: BarcodeProduct = {
    code,
    name: name || brand || code,
    ...(brand ? { brand } : {}),
    per100g: reading.per100g,
    ...(serving === undefined ? {} : { servingGrams: serving }),
    ...(unit ? { unit } : {}),
    source: 'openfoodfacts',
  };
  return { found: true, product: found };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function errorMessage(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return [error instanceof Error ? error.message : String(error), cause?.code].filter(Boolean).join(': ');
}
