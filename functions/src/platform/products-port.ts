// The product database as handlers see it: one barcode in, one product with usable figures per 100 g out,
// or the reason there is none. Production and `npm start` speak Open Food Facts (open-food-facts.ts);
// tests pass a fake.
import type { BarcodeProduct } from '../shared/nutrition/contracts.js';
import type { productMissReasons } from '../shared/nutrition/documents.js';
import { ServiceError } from './service-error.js';

export type ProductMissReason = (typeof productMissReasons)[number];

export type ProductLookup =
  | { found: true; product: BarcodeProduct }
  /** `not-found`: the database does not know the code; `incomplete`: it lacks calories, protein, carbs
   * or fat; `implausible`: its figures are ones no food has. */
  | { found: false; reason: ProductMissReason };

export interface ProductsPort {
  /** `code`: an EAN-13 or EAN-8 with a valid check digit. Throws ProductsUnavailableError when the
   * database cannot answer. */
  lookup(code: string): Promise<ProductLookup>;
}

/** The database did not answer usefully: an HTTP error, no answer in time, unreachable, or an answer
 * that is not its JSON. */
export class ProductsUnavailableError extends ServiceError<'http' | 'timeout' | 'connection' | 'garbage'> {
  override name = 'ProductsUnavailableError';
}
