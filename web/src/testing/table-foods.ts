// Table foods as searchFoods answers them, for component tests.
import { microNames } from '@shared/nutrition/micros';

/** Vitamins and minerals of a food the table knows none of: each one null. */
export const noMicros = Object.fromEntries(microNames.map((name) => [name, null])) as Record<
  (typeof microNames)[number],
  null
>;
