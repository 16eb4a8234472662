// Meal Assistant's stand-ins for the outside services its functions call, as services of local-firebase's
// services port. The default export is what `local-firebase --service <this module>` loads.
import type { LocalService } from 'local-firebase';
import { demoAiService } from './demo-ai/service.js';
import { openFoodFactsService } from './open-food-facts/service.js';
import { recipePagesService } from './recipe-pages/service.js';

export { demoCompletion } from './demo-ai/demo-ai.js';
export { openFoodFactsProduct, sampleProducts } from './open-food-facts/open-food-facts.js';
export { demoAiService, openFoodFactsService, recipePagesService };

/** The demo AI at `/openai/v1`, the Open Food Facts sample at `/openfoodfacts` and sample recipe pages at
 * `/recipes`. */
export default function demoServices(): LocalService[] {
  return [demoAiService, openFoodFactsService, recipePagesService];
}
