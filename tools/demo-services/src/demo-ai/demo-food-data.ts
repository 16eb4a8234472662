/**
 * What the demo AI knows about foods that the composition table does not say: which everyday foods make a
 * plausible plate for a photo, how much of a food a person usually eats, which foods are counted in pieces,
 * how a recipe states an amount, how a food is bought before it is cooked, and what part a food plays in a
 * recipe's steps. Foods are the table's, by NDB number; figures always come from the table.
 */
import groups from './demo-food-groups.json' with { type: 'json' };

export type Role = 'protein' | 'carb' | 'veg' | 'fruit' | 'fat' | 'dairy' | 'liquid' | 'baking' | 'spice';
/** How a recipe for one person states the amount when the food is not counted in pieces. */
export type RecipeUnit = 'g' | 'ml' | 'tbsp' | 'tsp';

/**
 * A photographed plate is one food of each role, as it lies on the plate (cooked rice, roast chicken).
 * Proteins and carbohydrates carry most of a plate's energy, so they are foods whose table kcal agree with
 * 4/4/9 within 10 %; vegetables count fibre as carbohydrate and sit up to 20 % under it, a few kcal a
 * portion. Every plate thus passes the functions' calorie check by a wide margin.
 */
export const PLATE: Record<'protein' | 'carb' | 'veg', string[]> = {
  protein: [
    '05064', // chicken breast, roasted
    '15237', // salmon, cooked
    '10186', // pork chop, pan-fried
    '05220', // turkey breast, roasted
    '15016', // cod, cooked
    '01129', // eggs, hard-boiled
    '16070', // lentils, boiled
    '15151', // shrimp, cooked
  ],
  carb: [
    '20445', // white rice, cooked
    '20037', // brown rice, cooked
    '20421', // spaghetti, cooked
    '11367', // potatoes, boiled
    '11508', // sweet potato, baked
    '20137', // quinoa, cooked
    '20029', // couscous, cooked
  ],
  veg: [
    '11091', // broccoli, boiled
    '11125', // carrots, boiled
    '11053', // green beans, boiled
    '11305', // peas, boiled
    '11529', // tomato
    '11205', // cucumber
    '11821', // red pepper
    '11168', // sweet corn, boiled
    '11458', // spinach, boiled
    '21052', // green salad
  ],
};

/** Packaged everyday foods whose nutrition label a photographed pack shows. */
export const LABELLED = [
  '08120', // rolled oats
  '01116', // plain yogurt
  '01077', // whole milk
  '18075', // whole-wheat bread
  '01009', // cheddar
  '16098', // peanut butter
  '19904', // dark chocolate
  '20420', // dry spaghetti
  '15121', // tuna in water
  '16358', // canned chickpeas
];

/** Half of the photographed plates come with a little oil. */
export const OLIVE_OIL = '04053';

/**
 * Recipes list what is bought, the diary what is eaten: the raw or dry form of a food that is cooked
 * before it is eaten. Cooking only adds or loses water, so the ratio of the two forms' kcal per 100 g turns
 * a plate's grams into grams as bought (180 g of cooked rice is 64 g of raw rice).
 */
export const AS_BOUGHT: Record<string, string> = {
  '20445': '20444', // rice
  '20037': '20036', // brown rice
  '20421': '20420', // spaghetti
  '20137': '20035', // quinoa
  '20029': '20028', // couscous
  '11367': '11352', // potatoes
  '11508': '11507', // sweet potato
  '05064': '05062', // chicken breast
  '05220': '05219', // turkey breast
  '05202': '05167', // roast turkey
  '15237': '15236', // salmon
  '15016': '15015', // cod
  '10186': '10062', // pork chop
  '15151': '15149', // shrimp
  '16070': '16069', // lentils
  '23570': '23567', // ground beef
  '23090': '23093', // stewing beef
  '10862': '10123', // bacon
  '08121': '08120', // porridge: oats
  '01129': '01123', // eggs, hard-boiled
  '01128': '01123', // eggs, fried
  '01132': '01123', // eggs, scrambled
  '11091': '11090', // broccoli
  '11125': '11124', // carrots
  '11053': '11052', // green beans
  '11305': '11304', // peas
  '11168': '11167', // sweet corn
  '11478': '11477', // zucchini
  '11458': '11457', // spinach
  '21052': '11251', // green salad: lettuce
};

/** What a kind of food is, read from the start of its USDA name, where its food group says too little. */
export interface Kind {
  role?: Role;
  /** grams a person usually eats when the text gives no amount */
  portion?: number;
  unit?: RecipeUnit;
  /** the USDA portion that is one piece, where the usual rule picks the wrong one */
  piece?: string;
  /** counted in pieces in a recipe even though a piece is small (a garlic clove) */
  counted?: boolean;
}

export const KINDS: [RegExp, Kind][] = [
  // USDA's reference egg is a large one (50 g).
  [/^Egg, whole\b/, { role: 'protein', portion: 100, piece: '1 large' }],
  [/^Egg,/, { role: 'protein', portion: 100 }],
  [/^Milk,/, { role: 'liquid', portion: 250, unit: 'ml' }],
  [/^Cream,/, { portion: 30, unit: 'ml' }],
  [/^Yogurt,/, { portion: 150 }],
  [/^Cereals,.*\bcooked\b/, { portion: 250 }],
  [/^Cheese,/, { portion: 30 }],
  [/^Butter,/, { role: 'fat', portion: 10 }],
  [/\bflour\b/i, { role: 'baking', portion: 60 }],
  [/^(Potato|Sweet potato)/, { role: 'carb', portion: 200 }],
  [/^Avocados,/, { role: 'fat', portion: 70 }],
  [/^Nuts, coconut milk/, { role: 'liquid', portion: 100, unit: 'ml' }],
  [/^Soy sauce/, { role: 'liquid', portion: 15, unit: 'tbsp' }],
  [/^(Honey|Syrups)/, { role: 'baking', portion: 20, unit: 'tbsp' }],
  [/^Sugars,/, { portion: 10 }],
  [/^Salt,/, { portion: 1, unit: 'tsp' }],
  [/^Garlic, raw/, { portion: 6, counted: true }],
  [/^Tomatoes, crushed/, { portion: 100, unit: 'ml' }],
  [/^Fast foods, salad, vegetable/, { role: 'veg', portion: 100 }],
  [/^Sauce,/, { role: 'liquid', portion: 60, unit: 'ml' }],
  [/juice/i, { role: 'liquid', portion: 250, unit: 'ml' }],
  // A slice of toast or of a baguette is the small slice; USDA's medium one is a thick wedge.
  [/^Bread, french or vienna/, { piece: '1 slice, small' }],
];

/**
 * By SR24 food group: the role in a recipe, a usual portion in grams, and how a recipe states it. The table
 * is data, in demo-food-groups.json.
 */
export interface GroupDefaults {
  role: Role;
  portion: number;
  unit?: RecipeUnit;
}
export const GROUPS = groups as Record<string, GroupDefaults>;
export const OTHER_GROUP: GroupDefaults = { role: 'veg', portion: 100 };

/** Ready meals, restaurant dishes and baby food are eaten, not cooked with: no recipe lists them. */
export const NOT_INGREDIENTS = new Set(['03', '21', '22', '36']);
