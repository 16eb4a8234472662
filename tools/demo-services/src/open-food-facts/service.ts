import type { LocalService } from 'local-firebase';
import { openFoodFactsProduct } from './open-food-facts.js';

/** The sample products behind Open Food Facts' product API v2 (`OPENFOODFACTS_URL=<services>/openfoodfacts`). */
export const openFoodFactsService: LocalService = {
  name: 'Open Food Facts sample',
  prefix: '/openfoodfacts',
  handle(request) {
    const product = /^\/api\/v2\/product\/([^/]+)\.json$/.exec(request.path);
    if (request.method !== 'GET' || !product) return undefined;
    return openFoodFactsProduct(decodeURIComponent(product[1] ?? ''));
  },
};
