// Reading USDA SR24 as cronometer ships it: one small XML file per food. The files are machine-written
// with a fixed vocabulary (food, measure, nutrient), so a few regular expressions read them exactly and
// the script needs no XML dependency.

/** SR24 food group codes and names; an NDB number's first two digits are its group for these. */
export const FOOD_GROUPS = {
  '01': 'Dairy and Egg Products',
  '02': 'Spices and Herbs',
  '03': 'Baby Foods',
  '04': 'Fats and Oils',
  '05': 'Poultry Products',
  '06': 'Soups, Sauces, and Gravies',
  '07': 'Sausages and Luncheon Meats',
  '08': 'Breakfast Cereals',
  '09': 'Fruits and Fruit Juices',
  10: 'Pork Products',
  11: 'Vegetables and Vegetable Products',
  12: 'Nut and Seed Products',
  13: 'Beef Products',
  14: 'Beverages',
  15: 'Finfish and Shellfish Products',
  16: 'Legumes and Legume Products',
  17: 'Lamb, Veal, and Game Products',
  18: 'Baked Products',
  19: 'Sweets',
  20: 'Cereal Grains and Pasta',
  21: 'Fast Foods',
  22: 'Meals, Entrees, and Side Dishes',
  25: 'Snacks',
  35: 'American Indian/Alaska Native Foods',
  36: 'Restaurant Foods',
};

/**
 * Later releases numbered new foods outside their group's range. These prefixes hold one group only
 * (read from their names: 23 is all beef cuts, 27 Campbell's soups and sauces, 31 its vegetable juices,
 * 48 wheat gluten, 80-93 frog, fish, snail and turtle). 42, 43 and 44 mix every group, so their foods
 * get no group rather than a wrong one.
 */
const LATER_PREFIXES = { 23: '13', 27: '06', 31: '11', 48: '20', 80: '15', 83: '15', 90: '15', 93: '15' };

export function groupOf(id) {
  const prefix = id.slice(0, 2);
  if (prefix in FOOD_GROUPS) return prefix;
  return LATER_PREFIXES[prefix] ?? null;
}

/** SR24's nutrient names for the figures the app keeps, with the decimals each is rounded to. */
export const NUTRIENTS = {
  calories: { sr: 'Energy', decimals: 0 },
  protein: { sr: 'Protein', decimals: 2 },
  carbs: { sr: 'Carbs', decimals: 2 },
  fat: { sr: 'Fat', decimals: 2 },
  fiber: { sr: 'Fiber', decimals: 1 },
  sugars: { sr: 'Sugars', decimals: 2 },
  sodium: { sr: 'Sodium', decimals: 0 },
  saturatedFat: { sr: 'Saturated', decimals: 2 },
};

const ENTITIES = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e) => {
    if (e[0] === '#')
      return String.fromCodePoint(Number.parseInt(e.slice(e[1] === 'x' ? 2 : 1), e[1] === 'x' ? 16 : 10));
    return ENTITIES[e] ?? whole;
  });

function attributes(tag) {
  const out = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]] = decode(m[2]);
  return out;
}

/** One food file: its name, its measures and its nutrients (name -> amount per 100 g). */
export function parseFoodXml(xml) {
  const head = /<food\b[^>]*>/.exec(xml);
  if (!head) throw new Error('no <food> element');
  const food = attributes(head[0]);
  const measures = [...xml.matchAll(/<measure\b[^>]*\/>/g)].map((m) => attributes(m[0]));
  const nutrients = {};
  for (const m of xml.matchAll(/<nutrient\b[^>]*\/>/g)) {
    const { name, amount } = attributes(m[0]);
    nutrients[name] = Number(amount);
  }
  return { id: food.uid, name: food.name, measures, nutrients };
}

const roundTo = (n, decimals) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/** The kept figures per 100 g; a nutrient the food does not list is null (unknown), never 0. */
export function per100g(nutrients) {
  const out = {};
  for (const [key, { sr, decimals }] of Object.entries(NUTRIENTS)) {
    const v = nutrients[sr];
    out[key] = typeof v === 'number' && Number.isFinite(v) ? roundTo(v, decimals) : null;
  }
  return out;
}

const FRACTIONS = [
  [1 / 8, '1/8'],
  [1 / 6, '1/6'],
  [1 / 5, '1/5'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/** "0.333" -> "1/3", "1.5" -> "1 1/2", "3.527" -> "3.5": how a cook writes an amount. */
export function formatAmount(amount) {
  const whole = Math.floor(amount + 1e-9);
  const part = amount - whole;
  if (part < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([v]) => Math.abs(v - part) < 0.01);
  if (fraction) return whole ? `${whole} ${fraction[1]}` : fraction[1];
  return String(roundTo(amount, 1));
}

/**
 * Bare weight units ("oz", "lb") are conversions, not portions: the app already speaks grams, and they
 * make up a sixth of all measures.
 */
const WEIGHT_UNITS = new Set(['oz', 'lb', 'ounce', 'pound']);

/** Household portions: "1 slice", "1/2 cup, chopped"; the grams are for the whole labelled amount. */
export function portions(measures) {
  const out = [];
  const seen = new Set();
  for (const m of measures) {
    const amount = Number(m.amount);
    const grams = Number(m.grams);
    const unit = m.name.replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/\s+/g, ' ').trim();
    if (!unit || !(amount > 0) || !(grams > 0) || WEIGHT_UNITS.has(unit.toLowerCase())) continue;
    const label = `${formatAmount(amount)} ${unit}`;
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ label, grams: roundTo(grams, 1) });
  }
  return out;
}
