// A stand-in for Open Food Facts' product API v2 (`GET /api/v2/product/{code}.json`), so `npm start` and
// the test stacks look barcodes up without the internet. Sample data: twelve common European products with
// the figures per 100 g (100 ml for drinks) as printed on their labels, in the shape the real API answers
// (sodium is left for the app to derive from salt; Ritter Sport's Marzipan, as its real entry, has energy in
// kcal only and no saturated fat or salt; Oatly's fortified oat drink lists its calcium and vitamins D, B2
// and B12, in grams per 100 ml as the API stores every nutrient; the drinks give their quantity and serving in
// ml, as the API does, which is how the app tells a drink). The products are data, in
// open-food-facts-products.json. A code not listed answers 404 with `status: 0`, as the real API does for
// a product it does not know.
import products from './open-food-facts-products.json' with { type: 'json' };

interface SampleProduct {
  product_name: string;
  brands: string;
  /** The pack's quantity and serving as printed ("330 ml"): drinks are told by them. */
  quantity?: string;
  serving_size?: string;
  serving_quantity?: number;
  nutriments: Record<string, number>;
}

export const sampleProducts: Record<string, SampleProduct> = products;

/** The v2 answer for `code`: HTTP status and JSON body. */
export function openFoodFactsProduct(code: string): { status: number; body: unknown } {
  const product = Object.hasOwn(sampleProducts, code) ? sampleProducts[code] : undefined;
  if (!product) return { status: 404, body: { code, status: 0, status_verbose: 'product not found' } };
  return {
    status: 200,
    body: { code, product: { code, ...product }, status: 1, status_verbose: 'product found' },
  };
}
