// The food composition table (USDA SR24, public domain) as the functions read it: built by
// scripts/food-table/build-food-table.mjs into functions/data/food-table.json, loaded once per instance on
// first use. Figures are per 100 g of edible portion; a figure USDA does not give is null, never 0.
import { readFileSync } from 'node:fs';
import { figureNames } from '../../shared/document-fields.js';
import { languages as LANGUAGES, type Language } from '../../shared/languages.js';

/** The table names foods in each of the app's languages. */
export { LANGUAGES, type Language };

/** The figures of each food, in the order the data file lists them. */
export const PER_100G_KEYS = figureNames;
type FigureKey = (typeof PER_100G_KEYS)[number];

/** Per 100 g: calories in kcal, sodium in mg, the rest in g; null where USDA has no value. */
export type Per100g = Record<FigureKey, number | null>;
/** The same figures for a given weight, rounded the way the app shows them. */
export type Figures = Per100g;
export type Portion = { label: string; grams: number };

export type TableFood = {
  /** The NDB number, "09040". */
  id: string;
  /** USDA's description with brand capitals and abbreviations tidied: "Bananas, raw". */
  name: string;
  /** SR24 food group code ("09" fruits), null where the NDB number does not tell. */
  group: string | null;
  /** The USDA name named a brand: a product line rather than the food itself. */
  branded: boolean;
  per100g: Per100g;
  portions: Portion[];
  /** Curated everyday names; the first of each language is its display name. */
  names: Partial<Record<Language, string[]>>;
};

export type FoodTable = {
  source: Record<string, string>;
  groups: Record<string, string>;
  foods: TableFood[];
  byId: ReadonlyMap<string, TableFood>;
};

const DATA_FILE = new URL('../../../data/food-table.json', import.meta.url);

let cached: FoodTable | undefined;

/** The table, read and checked on first use and kept for the life of the instance. */
export function loadFoodTable(): FoodTable {
  cached ??= parseFoodTable(JSON.parse(readFileSync(DATA_FILE, 'utf8')));
  return cached;
}

class FoodTableError extends Error {
  constructor(message: string) {
    super(`food-table.json: ${message}`);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isFigure = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);

function parseNames(raw: unknown, id: string): TableFood['names'] {
  if (raw === undefined) return {};
  if (!isObject(raw)) throw new FoodTableError(`${id}: names is not an object`);
  const names: TableFood['names'] = {};
  for (const lang of LANGUAGES) {
    const list = raw[lang];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length === 0 || !list.every((n) => typeof n === 'string' && n)) {
      throw new FoodTableError(`${id}: names.${lang} is not a list of names`);
    }
    names[lang] = list as string[];
  }
  return names;
}

function parseFood(raw: unknown, index: number): TableFood {
  if (!isObject(raw)) throw new FoodTableError(`foods[${index}] is not an object`);
  const { id, name, group, branded, per100g, portions } = raw;
  if (typeof id !== 'string' || !/^\d{5}$/.test(id))
    throw new FoodTableError(`foods[${index}] has no NDB id`);
  if (typeof name !== 'string' || !name) throw new FoodTableError(`${id}: no name`);
  if (group !== null && typeof group !== 'string') throw new FoodTableError(`${id}: bad group`);
  if (!Array.isArray(per100g) || per100g.length !== PER_100G_KEYS.length) {
    throw new FoodTableError(`${id}: per100g is not ${PER_100G_KEYS.length} figures`);
  }
  for (const v of per100g) if (!isFigure(v)) throw new FoodTableError(`${id}: per100g has ${v}`);
  if (!Array.isArray(portions)) throw new FoodTableError(`${id}: portions is not a list`);
  for (const p of portions) {
    if (!isObject(p) || typeof p.label !== 'string' || typeof p.grams !== 'number' || !(p.grams > 0)) {
      throw new FoodTableError(`${id}: a portion is not { label, grams }`);
    }
  }
  return {
    id,
    name,
    group: group ?? null,
    branded: branded === true,
    per100g: {
      calories: per100g[0],
      protein: per100g[1],
      carbs: per100g[2],
      fat: per100g[3],
      fiber: per100g[4],
      sugars: per100g[5],
      sodium: per100g[6],
      saturatedFat: per100g[7],
    },
    portions: portions as Portion[],
    names: parseNames(raw.names, id),
  };
}

/**
 * Checks the file's shape as it turns it into foods. Hand-written rather than a zod schema: it runs on
 * an instance's first food lookup, over 7,906 foods, and this loop costs a few milliseconds.
 */
export function parseFoodTable(json: unknown): FoodTable {
  if (!isObject(json) || !Array.isArray(json.foods)) throw new FoodTableError('no foods list');
  const order = json.per100g;
  if (!Array.isArray(order) || order.join() !== PER_100G_KEYS.join()) {
    throw new FoodTableError(`per100g order is not ${PER_100G_KEYS.join(', ')}`);
  }
  const foods = json.foods.map(parseFood);
  const byId = new Map(foods.map((f) => [f.id, f]));
  if (byId.size !== foods.length) throw new FoodTableError('duplicate NDB ids');
  return {
    source: isObject(json.source) ? (json.source as Record<string, string>) : {},
    groups: isObject(json.groups) ? (json.groups as Record<string, string>) : {},
    foods,
    byId,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Whole kcal and whole mg, grams to one decimal: as the meal rows show them. */
const ROUNDING: Record<FigureKey, (n: number) => number> = {
  calories: Math.round,
  protein: round1,
  carbs: round1,
  fat: round1,
  fiber: round1,
  sugars: round1,
  sodium: Math.round,
  saturatedFat: round1,
};

/** The food's figures for `grams` of it; an unknown figure stays null. */
export function figuresFor(food: Pick<TableFood, 'per100g'>, grams: number): Figures {
  if (!Number.isFinite(grams) || grams < 0) throw new RangeError(`grams must be a number >= 0, got ${grams}`);
  const factor = grams / 100;
  const out = {} as Figures;
  for (const key of PER_100G_KEYS) {
    const v = food.per100g[key];
    // `+ 0` turns the -0 that rounding a tiny negative product could give into 0.
    out[key] = v === null ? null : ROUNDING[key](v * factor) + 0;
  }
  return out;
}

/** The name to show in `language`: its curated display name there, else USDA's English name. */
export function displayName(food: TableFood, language: Language): string {
  return (language === 'en' ? undefined : food.names[language]?.[0]) ?? food.name;
}
