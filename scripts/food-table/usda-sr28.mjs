// Reading USDA SR28 (2016) in its ASCII release: caret-separated fields, text between tildes, one file per
// table (FOOD_DES foods, NUT_DATA nutrient values, WEIGHT household measures). NUT_DATA.txt may come
// packed as NUT_DATA.7z (as the mirror this project uses keeps it); 7z unpacks it into a temporary folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DFE_PER_FOLIC_ACID, figureOrNull, usdaRae, vitaminDFromIu } from './nutrients.mjs';

const lines = (text) => text.split(/\r\n|\r|\n/).filter(Boolean);
const fields = (line) => line.split('^').map((f) => f.replace(/^~|~$/g, ''));

function nutrientData(dir) {
  const txt = join(dir, 'NUT_DATA.txt');
  if (existsSync(txt)) return readFileSync(txt, 'latin1');
  const packed = join(dir, 'NUT_DATA.7z');
  if (!existsSync(packed)) throw new Error(`${dir} has neither NUT_DATA.txt nor NUT_DATA.7z`);
  const work = mkdtempSync(join(tmpdir(), 'sr28-'));
  try {
    execFileSync('7z', ['x', '-y', `-o${work}`, packed], { stdio: ['ignore', 'ignore', 'inherit'] });
    return readFileSync(join(work, 'NUT_DATA.txt'), 'latin1');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Every SR28 food: NDB number -> { id, name (USDA's long description), group (the two-digit food group
 * code), nutrients (nutrient number -> value per 100 g), measures ({ amount, name, grams }) }.
 */
export function readSr28(dir) {
  for (const file of ['FOOD_DES.txt', 'WEIGHT.txt']) {
    if (!existsSync(join(dir, file))) throw new Error(`${dir} has no ${file} (the SR28 ASCII release)`);
  }
  const foods = new Map();
  for (const line of lines(readFileSync(join(dir, 'FOOD_DES.txt'), 'latin1'))) {
    const [id, groupCode, name] = fields(line);
    if (!/^\d{5}$/.test(id) || !name) throw new Error(`FOOD_DES.txt: cannot read "${line.slice(0, 60)}"`);
    foods.set(id, { id, name, group: groupCode.slice(0, 2), nutrients: {}, measures: [] });
  }
  for (const line of lines(nutrientData(dir))) {
    const [id, number, value] = fields(line);
    const food = foods.get(id);
    if (!food) throw new Error(`NUT_DATA.txt: ${id} is not in FOOD_DES.txt`);
    food.nutrients[number] = Number(value);
  }
  for (const line of lines(readFileSync(join(dir, 'WEIGHT.txt'), 'latin1'))) {
    const [id, , amount, name, grams] = fields(line);
    foods.get(id)?.measures.push({ amount, name, grams });
  }
  return foods;
}

/** SR28 nutrient numbers of the figures kept as SR28 gives them (kcal; g; mg or µg as the table stores them). */
const NUMBERS = {
  calories: '208',
  protein: '203',
  carbs: '205',
  fat: '204',
  fiber: '291',
  sugars: '269',
  sodium: '307',
  saturatedFat: '606',
  vitaminC: '401',
  vitaminE: '323',
  vitaminK: '430',
  thiamin: '404',
  riboflavin: '405',
  niacin: '406',
  vitaminB6: '415',
  vitaminB12: '418',
  calcium: '301',
  iron: '303',
  magnesium: '304',
  phosphorus: '305',
  potassium: '306',
  zinc: '309',
  selenium: '317',
  cholesterol: '601',
};

/** Folate as SR28 states it in DFE (435), else from its parts: food folate plus 1.7 x folic acid. */
function folateDfe(n) {
  if (typeof n['435'] === 'number') return n['435'];
  if (n['431'] === 0 && typeof n['417'] === 'number') return n['417'];
  if (typeof n['432'] === 'number' && typeof n['431'] === 'number')
    return n['432'] + DFE_PER_FOLIC_ACID * n['431'];
  return null;
}

/** The kept figures per 100 g, unrounded; a nutrient SR28 does not list for the food is null. */
export function sr28Per100g(n) {
  const out = {};
  for (const [key, number] of Object.entries(NUMBERS)) out[key] = figureOrNull(n[number]);
  out.vitaminA =
    typeof n['320'] === 'number'
      ? n['320']
      : usdaRae({
          retinol: n['319'],
          betaCarotene: n['321'],
          alphaCarotene: n['322'],
          cryptoxanthin: n['334'],
          iu: n['318'],
        });
  out.vitaminD = typeof n['328'] === 'number' ? n['328'] : vitaminDFromIu(n['324']);
  out.folate = folateDfe(n);
  return out;
}

/**
 * Total folate and folic acid (µg) of an SR28 food, for telling SR24's total folate apart into DFE. Where
 * SR28 states no folic acid but its food folate is the whole total, there is none.
 */
export function folateForms(food) {
  if (!food) return undefined;
  const { 417: total, 431: folicAcid, 432: foodFolate } = food.nutrients;
  const none = folicAcid === undefined && typeof total === 'number' && foodFolate === total;
  return { total, folicAcid: none ? 0 : folicAcid };
}
