// Reading Frida, the Danish food composition databank (DTU National Food Institute), from its "Data_Table"
// sheet as a JSON array of rows (the form a spreadsheet reader such as SheetJS writes): row 0 holds the
// English parameter names, row 1 the units, row 2 the parameter ids, and every row after that is one food
// with its Danish name, English name, Frida food id and one value per parameter it has. A parameter the
// food lacks is absent: unknown, never 0.
import { readFileSync } from 'node:fs';
import { figureOrNull, raeFromRe } from './nutrients.mjs';

const DANISH_NAME = '__EMPTY';
const ENGLISH_NAME = '__EMPTY_1';
/** The column that holds the food id in food rows and the parameter ids' label in the header rows. */
const KEY = '→ParameterNavn';

/**
 * Frida parameter ids of the figures kept as Frida gives them, with the unit the sheet must state for
 * each (a different unit means a different export, and the build stops rather than mix them up).
 * Carbohydrate is Frida's "by difference", which like USDA's includes dietary fibre.
 */
const PARAMETERS = {
  calories: [356, 'kcal/100 g'],
  protein: [218, 'g/100g'],
  carbs: [170, 'g/100g'],
  fat: [141, 'g/100g'],
  fiber: [168, 'g/100g'],
  sugars: [245, 'g/100g'],
  sodium: [201, 'mg/100g'],
  saturatedFat: [248, 'g/100g'],
  vitaminC: [47, 'mg/100g'],
  vitaminD: [126, 'µg/100g'],
  vitaminE: [276, 'mg/100g'],
  vitaminK: [164, 'µg/100g'],
  thiamin: [37, 'mg/100g'],
  riboflavin: [39, 'mg/100g'],
  niacin: [294, 'mg/100g'],
  vitaminB6: [40, 'mg/100g'],
  folate: [143, 'µg/100g'],
  vitaminB12: [38, 'µg/100g'],
  calcium: [108, 'mg/100g'],
  iron: [162, 'mg/100g'],
  magnesium: [184, 'mg/100g'],
  phosphorus: [214, 'mg/100g'],
  potassium: [165, 'mg/100g'],
  zinc: [274, 'mg/100g'],
  selenium: [230, 'µg/100g'],
  cholesterol: [115, 'mg/100g'],
};
const RETINOL = [225, 'µg/100g'];
const BETA_CAROTENE = [303, 'µg/100g'];
const VITAMIN_A_RE = [12, 'RE (µg/100g)'];

/**
 * Frida gives folate without telling added folic acid apart, so folate counts as DFE only for a food
 * without added vitamins; for an enriched one ("beriget", "tilsat ... vitaminer") it stays unknown.
 */
const ENRICHED = /(?<!ikke )beriget|tilsat[^,]*vitamin/i;

/** Every Frida food: id -> { id, nameDa, nameEn, values (parameter id -> value per 100 g) }. */
export function readFrida(file) {
  const rows = JSON.parse(readFileSync(file, 'utf8'));
  const [, units, ids] = Array.isArray(rows) ? rows : [];
  if (ids?.[KEY] !== '↓FoodID/→ParameterID' || units?.[KEY] !== '→Unit') {
    throw new Error(`${file} is not Frida's Data_Table sheet as JSON rows (no parameter id and unit rows)`);
  }
  const column = new Map();
  for (const [name, id] of Object.entries(ids)) if (typeof id === 'number') column.set(id, name);
  for (const [id, unit] of [...Object.values(PARAMETERS), RETINOL, BETA_CAROTENE, VITAMIN_A_RE]) {
    const name = column.get(id);
    if (!name || units[name] !== unit) throw new Error(`${file}: parameter ${id} is not in ${unit}`);
  }
  const foods = new Map();
  for (const row of rows.slice(3)) {
    const id = row[KEY];
    if (
      !Number.isInteger(id) ||
      typeof row[DANISH_NAME] !== 'string' ||
      typeof row[ENGLISH_NAME] !== 'string'
    ) {
      throw new Error(`${file}: a food row without id and names: ${JSON.stringify(row).slice(0, 80)}`);
    }
    const values = {};
    for (const [parameter, name] of column) if (typeof row[name] === 'number') values[parameter] = row[name];
    foods.set(String(id), { id: String(id), nameDa: row[DANISH_NAME], nameEn: row[ENGLISH_NAME], values });
  }
  return foods;
}

/** The kept figures per 100 g, unrounded; vitamin A as µg RAE (raeFromRe), folate as DFE where it can be. */
export function fridaPer100g(food) {
  const v = food.values;
  const out = {};
  for (const [key, [id]] of Object.entries(PARAMETERS)) out[key] = figureOrNull(v[id]);
  out.vitaminA = raeFromRe({
    retinol: v[RETINOL[0]],
    betaCarotene: v[BETA_CAROTENE[0]],
    re: v[VITAMIN_A_RE[0]],
  });
  if (ENRICHED.test(food.nameDa)) out.folate = null;
  return out;
}

/** Frida's English name, spaced as USDA's are ("Skyr, 0.2 % fat"). */
export const fridaName = (food) => food.nameEn.replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
