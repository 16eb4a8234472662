// The food composition table as the functions read it: USDA SR24 (2011), with foods it lacks from USDA
// SR28 (2016) and Denmark's Frida (2025), built by scripts/food-table/build-food-table.mjs into
// functions/data/food-table.json and loaded once per instance on first use. Figures are per 100 g of
// edible portion; a figure the source does not give is null, never 0. Ids name their source
// ("sr24:09040"); a bare NDB number ("09040"), as older rows store it, finds the SR24 food.
import { readFileSync } from 'node:fs';
import { figureNames } from '../../shared/document-fields.js';
import { languages as LANGUAGES, type Language } from '../../shared/languages.js';
import { canonicalFoodId, type FoodSource, foodSources } from '../../shared/nutrition/food-ids.js';
import { type MicroName, microNames } from '../../shared/nutrition/micros.js';

/** The table names foods in each of the app's languages. */
export { LANGUAGES, type Language };

/** The figures a row takes from a food: the four macros, fibre, sugars, sodium, saturated fat. */
export const PER_100G_KEYS = figureNames;
type FigureKey = (typeof PER_100G_KEYS)[number];
/** Every figure of a food, in the order the data file lists them: the row figures, then vitamins and minerals. */
export const TABLE_KEYS = [...figureNames, ...microNames] as const;

/** Per 100 g: calories in kcal, sodium in mg, the rest of the row figures in g, vitamins and minerals in
 * the units of `microUnits`; null where the source has no value. */
export type Per100g = Record<FigureKey | MicroName, number | null>;
/** A row's figures for a given weight, rounded the way the app shows them. */
export type Figures = Record<FigureKey, number | null>;
export type Portion = { label: string; grams: number };

export type TableFood = {
  /** The source and its number for the food: "sr24:09040", "sr28:01256", "frida:1693". */
  id: string;
  source: FoodSource;
  /** The source's English name, USDA's with brand capitals and abbreviations tidied: "Bananas, raw". */
  name: string;
  /** SR food group code ("09" fruits), null where the NDB number does not tell. */
  group: string | null;
  /** The USDA name named a brand: a product line rather than the food itself. */
  branded: boolean;
  per100g: Per100g;
  portions: Portion[];
  /** Curated everyday names; the first of each language is its display name. */
  names: Partial<Record<Language, string[]>>;
};

/** What the data file says about a source: its short label, full name, publisher, licence, where it came from. */
export type SourceInfo = Record<string, string>;

export type FoodTable = {
  sources: Record<FoodSource, SourceInfo>;
  groups: Record<string, string>;
  foods: TableFood[];
  /** By id; a bare NDB number finds the SR24 food. */
  byId: ReadonlyMap<string, TableFood>;
};

/** Foods by their id, where a lookup by a bare NDB number ("09040") finds the SR24 food. */
class FoodsById extends Map<string, TableFood> {
  override get(id: string): TableFood | undefined {
    const canonical = canonicalFoodId(id);
    return canonical === undefined ? undefined : super.get(canonical);
  }
  override has(id: string): boolean {
    return this.get(id) !== undefined;
  }
}

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

function parsePer100g(raw: unknown, id: string): Per100g {
  if (!Array.isArray(raw) || raw.length !== TABLE_KEYS.length) {
    throw new FoodTableError(`${id}: per100g is not ${TABLE_KEYS.length} figures`);
  }
  for (const v of raw) if (!isFigure(v)) throw new FoodTableError(`${id}: per100g has ${v}`);
  const p = raw as (number | null)[];
  // Written out in TABLE_KEYS order (parseFoodTable checks the file's order against it): one object
  // literal per food is a third of the cost of assigning 27 keys in a loop, on every cold start.
  return {
    calories: p[0] as number | null,
    protein: p[1] as number | null,
    carbs: p[2] as number | null,
    fat: p[3] as number | null,
    fiber: p[4] as number | null,
    sugars: p[5] as number | null,
    sodium: p[6] as number | null,
    saturatedFat: p[7] as number | null,
    vitaminA: p[8] as number | null,
    vitaminC: p[9] as number | null,
    vitaminD: p[10] as number | null,
    vitaminE: p[11] as number | null,
    vitaminK: p[12] as number | null,
    thiamin: p[13] as number | null,
    riboflavin: p[14] as number | null,
    niacin: p[15] as number | null,
    vitaminB6: p[16] as number | null,
    folate: p[17] as number | null,
    vitaminB12: p[18] as number | null,
    calcium: p[19] as number | null,
    iron: p[20] as number | null,
    magnesium: p[21] as number | null,
    phosphorus: p[22] as number | null,
    potassium: p[23] as number | null,
    zinc: p[24] as number | null,
    selenium: p[25] as number | null,
    cholesterol: p[26] as number | null,
  };
}

function parseFood(raw: unknown, index: number): TableFood {
  if (!isObject(raw)) throw new FoodTableError(`foods[${index}] is not an object`);
  const { id, name, group, branded, portions } = raw;
  if (typeof id !== 'string' || canonicalFoodId(id) !== id)
    throw new FoodTableError(`foods[${index}] has no source-prefixed id`);
  if (typeof name !== 'string' || !name) throw new FoodTableError(`${id}: no name`);
  if (group !== null && typeof group !== 'string') throw new FoodTableError(`${id}: bad group`);
  if (!Array.isArray(portions)) throw new FoodTableError(`${id}: portions is not a list`);
  for (const p of portions) {
    if (!isObject(p) || typeof p.label !== 'string' || typeof p.grams !== 'number' || !(p.grams > 0)) {
      throw new FoodTableError(`${id}: a portion is not { label, grams }`);
    }
  }
  return {
    id,
    source: id.slice(0, id.indexOf(':')) as FoodSource,
    name,
    group: group ?? null,
    branded: branded === true,
    per100g: parsePer100g(raw.per100g, id),
    portions: portions as Portion[],
    names: parseNames(raw.names, id),
  };
}

function parseSources(raw: unknown): Record<FoodSource, SourceInfo> {
  if (!isObject(raw)) throw new FoodTableError('no sources');
  for (const source of foodSources) {
    const info = raw[source];
    if (!isObject(info) || typeof info.label !== 'string' || typeof info.licence !== 'string') {
      throw new FoodTableError(`sources.${source} has no label and licence`);
    }
  }
  return raw as Record<FoodSource, SourceInfo>;
}

/**
 * Checks the file's shape as it turns it into foods. Hand-written rather than a zod schema: it runs on
 * an instance's first food lookup, over about 8,000 foods, and this loop costs a few milliseconds.
 */
export function parseFoodTable(json: unknown): FoodTable {
  if (!isObject(json) || !Array.isArray(json.foods)) throw new FoodTableError('no foods list');
  const order = json.per100g;
  if (!Array.isArray(order) || order.join() !== TABLE_KEYS.join()) {
    throw new FoodTableError(`per100g order is not ${TABLE_KEYS.join(', ')}`);
  }
  const foods = json.foods.map(parseFood);
  const byId = new FoodsById(foods.map((f) => [f.id, f]));
  if (byId.size !== foods.length) throw new FoodTableError('duplicate food ids');
  return {
    sources: parseSources(json.sources),
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
export function figuresFor(food: { per100g: Pick<Per100g, FigureKey> }, grams: number): Figures {
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

/** The name to show in `language`: its curated display name there, else the source's English name. */
export function displayName(food: TableFood, language: Language): string {
  return (language === 'en' ? undefined : food.names[language]?.[0]) ?? food.name;
}
