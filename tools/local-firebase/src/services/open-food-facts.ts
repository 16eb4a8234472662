// A stand-in for Open Food Facts' product API v2 (`GET /api/v2/product/{code}.json`), so `npm start` and
// the test stacks look barcodes up without the internet. Sample data: twelve common European products with
// the figures per 100 g (100 ml for drinks) as printed on their labels, in the shape the real API answers
// (sodium is left for the app to derive from salt). A code not listed answers 404 with `status: 0`, as the
// real API does for a product it does not know.

interface SampleProduct {
  product_name: string;
  brands: string;
  serving_quantity?: number;
  nutriments: Record<string, number>;
}

/** Label figures: energy in kJ and kcal, the rest in g per 100 g. */
const label = (
  kj: number | undefined,
  kcal: number,
  figures: {
    fat: number;
    saturated?: number;
    carbs: number;
    sugars: number;
    fiber?: number;
    protein: number;
    salt?: number;
  },
): Record<string, number> => ({
  ...(kj === undefined ? {} : { 'energy-kj_100g': kj, energy_100g: kj }),
  'energy-kcal_100g': kcal,
  fat_100g: figures.fat,
  ...(figures.saturated === undefined ? {} : { 'saturated-fat_100g': figures.saturated }),
  carbohydrates_100g: figures.carbs,
  sugars_100g: figures.sugars,
  ...(figures.fiber === undefined ? {} : { fiber_100g: figures.fiber }),
  proteins_100g: figures.protein,
  ...(figures.salt === undefined ? {} : { salt_100g: figures.salt }),
});

export const sampleProducts: Record<string, SampleProduct> = {
  '3017620422003': {
    product_name: 'Nutella',
    brands: 'Ferrero,Nutella',
    serving_quantity: 15,
    nutriments: label(2252, 539, {
      fat: 30.9,
      saturated: 10.6,
      carbs: 57.5,
      sugars: 56.3,
      protein: 6.3,
      salt: 0.107,
    }),
  },
  '5449000000996': {
    product_name: 'Coca-Cola Original Taste',
    brands: 'Coca-Cola',
    serving_quantity: 330,
    nutriments: label(180, 42, { fat: 0, saturated: 0, carbs: 10.6, sugars: 10.6, protein: 0, salt: 0 }),
  },
  '5449000131836': {
    product_name: 'Coca-Cola Zero Sugar',
    brands: 'Coca-Cola',
    serving_quantity: 330,
    nutriments: label(1, 0.2, { fat: 0, saturated: 0, carbs: 0, sugars: 0, protein: 0, salt: 0.02 }),
  },
  '8076800195057': {
    product_name: 'Spaghetti n.5',
    brands: 'Barilla',
    serving_quantity: 100,
    nutriments: label(1521, 359, {
      fat: 2,
      saturated: 0.5,
      carbs: 71.2,
      sugars: 3.5,
      fiber: 3,
      protein: 12.5,
      salt: 0.013,
    }),
  },
  '4001686301265': {
    product_name: 'Goldbären',
    brands: 'Haribo',
    nutriments: label(1464, 343, {
      fat: 0.5,
      saturated: 0.1,
      carbs: 77,
      sugars: 46,
      protein: 6.9,
      salt: 0.07,
    }),
  },
  '7394376616037': {
    product_name: 'Oat Drink Barista Edition',
    brands: 'Oatly',
    serving_quantity: 250,
    nutriments: label(245, 59, {
      fat: 3,
      saturated: 0.3,
      carbs: 6.6,
      sugars: 3.4,
      fiber: 0.8,
      protein: 1,
      salt: 0.1,
    }),
  },
  '8715700110622': {
    product_name: 'Tomato Ketchup',
    brands: 'Heinz',
    serving_quantity: 15,
    nutriments: label(435, 102, {
      fat: 0.1,
      saturated: 0,
      carbs: 23.2,
      sugars: 22.8,
      protein: 1.2,
      salt: 1.8,
    }),
  },
  // As the real entry has it: energy in kcal only, no saturated fat or salt.
  '4000417025005': {
    product_name: 'Marzipan',
    brands: 'Ritter Sport',
    serving_quantity: 6.52,
    nutriments: label(undefined, 496, { fat: 27, carbs: 52, sugars: 51, fiber: 6.2, protein: 7 }),
  },
  '7300400118408': {
    product_name: 'Husman knäckebröd',
    brands: 'Wasa',
    serving_quantity: 13,
    nutriments: label(1430, 340, {
      fat: 1.5,
      saturated: 0.3,
      carbs: 64,
      sugars: 1.5,
      fiber: 17,
      protein: 9,
      salt: 1.1,
    }),
  },
  '8000500037560': {
    product_name: 'Kinder Bueno',
    brands: 'Ferrero,Kinder',
    serving_quantity: 21.5,
    nutriments: label(2387, 572, {
      fat: 37.3,
      saturated: 17.3,
      carbs: 49.5,
      sugars: 41.2,
      protein: 8.6,
      salt: 0.275,
    }),
  },
  '3046920028004': {
    product_name: 'Excellence 70 % Cacao',
    brands: 'Lindt',
    serving_quantity: 10,
    nutriments: label(2340, 566, { fat: 41, saturated: 24, carbs: 34, sugars: 29, protein: 9.5, salt: 0.02 }),
  },
  '5740900400238': {
    product_name: 'Butter, salted',
    brands: 'Lurpak',
    serving_quantity: 10,
    nutriments: label(3043, 740, {
      fat: 82,
      saturated: 52,
      carbs: 0.6,
      sugars: 0.6,
      protein: 0.6,
      salt: 1.2,
    }),
  },
};

/** The v2 answer for `code`: HTTP status and JSON body. */
export function openFoodFactsProduct(code: string): { status: number; body: unknown } {
  const product = Object.hasOwn(sampleProducts, code) ? sampleProducts[code] : undefined;
  if (!product) return { status: 404, body: { code, status: 0, status_verbose: 'product not found' } };
  return {
    status: 200,
    body: { code, product: { code, ...product }, status: 1, status_verbose: 'product found' },
  };
}
