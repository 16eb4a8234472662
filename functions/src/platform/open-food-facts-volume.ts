// Whether an Open Food Facts product is a drink, so that the app shows and logs it in ml as its pack does.
// Open Food Facts keeps a drink's figures under the same `_100g` keys, meaning per 100 ml. Its serving
// decides first (ketchup is sold in a 500 ml bottle but served and labelled in grams); then figures said to
// be per 100 ml; then the pack's quantity ("330 ml", "1,5 L", "6 x 25 cl").

const VOLUME_UNIT = /^(ml|cl|dl|l)$/i;
const MASS_UNIT = /^(g|kg|mg|oz|lb)$/i;
/** The unit after the last number of a quantity as printed ("2 x 330 ml", "1,5 L", "250g"). */
const PRINTED_UNIT = /\d\s*([a-z]+)\.?\s*\)?\s*$/i;

const FLUID_OUNCES = /\d\s*fl\.?\s*oz\.?\s*\)?\s*$/i;

type Kind = 'volume' | 'mass' | undefined;

function kindOf(unit: unknown, printed: unknown): Kind {
  const given = typeof unit === 'string' ? unit.trim() : '';
  const text = typeof printed === 'string' ? printed.trim() : '';
  const word = given || PRINTED_UNIT.exec(text)?.[1] || '';
  if (VOLUME_UNIT.test(word) || (!given && FLUID_OUNCES.test(text))) return 'volume';
  if (MASS_UNIT.test(word)) return 'mass';
  return undefined;
}

/** 'ml' when the product is a drink, else undefined (grams). */
export function volumeUnit(product: Record<string, unknown>): 'ml' | undefined {
  const serving = kindOf(product.serving_quantity_unit, product.serving_size);
  if (serving) return serving === 'volume' ? 'ml' : undefined;
  if (product.nutrition_data_per === '100ml') return 'ml';
  return kindOf(product.product_quantity_unit, product.quantity) === 'volume' ? 'ml' : undefined;
}

/** The fields `volumeUnit` reads, for the request's field list. */
export const volumeFields = [
  'serving_size',
  'serving_quantity_unit',
  'quantity',
  'product_quantity_unit',
  'nutrition_data_per',
] as const;
