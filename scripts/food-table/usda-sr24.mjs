// Reading USDA SR24 as cronometer ships it: one small XML file per food. The files are machine-written
// with a fixed vocabulary (food, measure, nutrient), so a few regular expressions read them exactly and
// the script needs no XML dependency.
import { DFE_PER_FOLIC_ACID, figureOrNull, roundTo, usdaRae, vitaminDFromIu } from './nutrients.mjs';

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

/** SR24's nutrient names for the row figures: kcal, g, sodium in mg. */
const MACROS = {
  calories: 'Energy',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  fiber: 'Fiber',
  sugars: 'Sugars',
  sodium: 'Sodium',
  saturatedFat: 'Saturated',
};

/** SR24's names for the vitamins and minerals kept in the unit SR24 gives them (mg or µg as the table
 * stores them). Vitamin A, D and folate are derived (see per100g). */
const MICROS = {
  vitaminC: 'Vitamin C',
  vitaminE: 'Vitamin E',
  vitaminK: 'Vitamin K',
  thiamin: 'B1 (Thiamine)',
  riboflavin: 'B2 (Riboflavin)',
  niacin: 'B3 (Niacin)',
  vitaminB6: 'B6 (Pyridoxine)',
  vitaminB12: 'B12 (Cyanocobalamin)',
  calcium: 'Calcium',
  iron: 'Iron',
  magnesium: 'Magnesium',
  phosphorus: 'Phosphorus',
  potassium: 'Potassium',
  zinc: 'Zinc',
  selenium: 'Selenium',
  cholesterol: 'Cholesterol',
};

/**
 * Folate as µg DFE. SR24 gives total folate only, and DFE counts added folic acid 1.7 times, so the split
 * comes from SR28's record of the same NDB number: no folic acid there, DFE is the total; folic acid there
 * and SR28's total the same as SR24's (the same analysis), DFE is the total plus 0.7 x the folic acid.
 * Otherwise (no SR28 record, or a reformulated food) the form is unknown and so is the DFE. A food with no
 * folate at all has 0 DFE.
 */
function folateDfe(total, sr28Folate) {
  if (typeof total !== 'number') return null;
  if (total === 0) return 0;
  const { total: total28, folicAcid } = sr28Folate ?? {};
  if (folicAcid === 0) return total;
  if (typeof folicAcid === 'number' && total28 === total) return total + (DFE_PER_FOLIC_ACID - 1) * folicAcid;
  return null;
}

/**
 * The kept figures per 100 g, unrounded; a nutrient the food does not list is null (unknown), never 0.
 * Vitamin A as µg RAE (usdaRae), vitamin D from IU to µg, folate as µg DFE (folateDfe, with the food's
 * SR28 folate split when there is one).
 */
export function per100g(nutrients, sr28Folate) {
  const out = {};
  for (const [key, name] of Object.entries(MACROS)) out[key] = figureOrNull(nutrients[name]);
  for (const [key, name] of Object.entries(MICROS)) out[key] = figureOrNull(nutrients[name]);
  out.vitaminA = usdaRae({
    retinol: nutrients.Retinol,
    betaCarotene: nutrients['Beta-carotene'],
    alphaCarotene: nutrients['Alpha-carotene'],
    cryptoxanthin: nutrients['Beta-cryptoxanthin'],
    iu: nutrients['Vitamin A'],
  });
  out.vitaminD = vitaminDFromIu(nutrients['Vitamin D']);
  out.folate = folateDfe(nutrients.Folate, sr28Folate);
  return out;
}

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
