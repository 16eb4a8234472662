import { describe, expect, it } from 'vitest';
import {
  displayName,
  figuresFor,
  loadFoodTable,
  parseFoodTable,
  TABLE_KEYS,
  type TableFood,
} from './food-table.js';

const table = loadFoodTable();
const food = (id: string) => table.byId.get(id) as TableFood;

describe('the committed food table (functions/data/food-table.json)', () => {
  it('holds every SR24 food but the ground beef calculator placeholder, and the foods SR28 and Frida add', () => {
    // foods.index lists 7,907; 23999 is a calculator stub with no figures at all.
    const bySource = (s: string) => table.foods.filter((f) => f.source === s).length;
    expect(bySource('sr24')).toBe(7906);
    expect(table.byId.has('23999')).toBe(false);
    expect(bySource('sr28')).toBeGreaterThanOrEqual(10);
    expect(bySource('frida')).toBeGreaterThanOrEqual(15);
    expect(table.foods).toHaveLength(bySource('sr24') + bySource('sr28') + bySource('frida'));
  });

  it('names each source with a short mark and its licence', () => {
    expect(table.sources.sr24.name).toMatch(/Standard Reference, Release 24/);
    expect(table.sources.sr24.licence).toMatch(/public domain/i);
    expect(table.sources.sr28.licence).toMatch(/public domain/i);
    expect(table.sources.frida.licence).toMatch(/CC BY 4\.0/);
    expect(table.sources.frida.attribution).toMatch(/Technical University of Denmark/);
    expect(Object.values(table.sources).map((s) => s.label)).toEqual([
      'USDA SR24',
      'USDA SR28',
      'Frida (DTU)',
    ]);
  });

  it('gives every food an id that names its source', () => {
    for (const f of table.foods) expect(f.id).toMatch(new RegExp(`^${f.source}:\\d+$`));
    expect(food('sr24:09040').name).toBe('Bananas, raw');
    expect(food('sr28:01256').name).toBe('Yogurt, Greek, plain, nonfat');
    expect(food('frida:1693').name).toBe('Skyr, 0.2 % fat');
  });

  it('finds an SR24 food by the bare NDB number older rows store, and nothing for other ids', () => {
    expect(table.byId.get('09040')).toBe(table.byId.get('sr24:09040'));
    expect(table.byId.has('09040')).toBe(true);
    // A bare number means SR24, which has no Greek yoghurt; only its prefixed id finds SR28's.
    expect(table.byId.get('01256')).toBeUndefined();
    for (const junk of ['sr28:09040', 'sr24:0904', 'frida:01693', 'frida:99999', 'usda:09040', '', '9040']) {
      expect(table.byId.get(junk)).toBeUndefined();
    }
  });

  it('has Spanish, German and Danish names for at least 1,000 everyday foods', () => {
    const named = table.foods.filter((f) => f.names.es?.[0] && f.names.de?.[0] && f.names.da?.[0]);
    expect(named.length).toBeGreaterThanOrEqual(1000);
  });

  it('shows each curated food under a name no other food uses, in each language', () => {
    for (const language of ['es', 'de', 'da'] as const) {
      const shown = table.foods
        .flatMap((f) => f.names[language]?.slice(0, 1) ?? [])
        .map((n) => n.toLowerCase());
      expect(new Set(shown).size).toBe(shown.length);
    }
  });

  it('keeps every figure in the order of the file, the row figures first', () => {
    expect(Object.keys(food('09040').per100g)).toEqual([...TABLE_KEYS]);
    expect(Object.keys(food('frida:1693').per100g)).toEqual([...TABLE_KEYS]);
  });

  it('keeps USDA figures per 100 g: bananas, olive oil, hard-boiled egg', () => {
    expect(food('09040').name).toBe('Bananas, raw');
    expect(food('09040').per100g).toMatchObject({
      calories: 89,
      protein: 1.09,
      carbs: 22.84,
      fat: 0.33,
      fiber: 2.6,
      sodium: 1,
    });
    expect(food('04053').per100g.calories).toBe(884);
    expect(food('04053').per100g.fat).toBe(100);
    expect(food('01129').name).toBe('Egg, whole, cooked, hard-boiled');
    expect(food('01129').per100g.calories).toBe(155);
  });

  it('leaves a figure USDA does not give as null, not 0', () => {
    // Roquefort has no sugar value in SR24.
    expect(food('01039').per100g.sugars).toBeNull();
    expect(table.foods.filter((f) => f.per100g.fiber === null).length).toBeGreaterThan(0);
  });

  it('gives household portions with their weight, the amount in the label', () => {
    expect(food('09040').portions).toContainEqual({ label: '1 medium (7" to 7-7/8" long)', grams: 118 });
    expect(food('01129').portions).toContainEqual({ label: '1 large', grams: 50 });
    // Bare "oz" and "lb" rows are unit conversions, not portions.
    expect(table.foods.some((f) => f.portions.some((p) => /^\d+(\.\d+)? (oz|lb)$/.test(p.label)))).toBe(
      false,
    );
  });

  it('tidies brand capitals and flags the brand', () => {
    const branded = table.foods.find((f) => f.name.startsWith("McDonald's, Big Mac")) as TableFood;
    expect(branded.branded).toBe(true);
    expect(food('09040').branded).toBe(false);
  });

  it('carries the food group of the NDB number', () => {
    expect(food('09040').group).toBe('09');
    expect(food('23567').group).toBe('13');
    expect(table.groups['03']).toBe('Baby Foods');
  });

  it('loads once per instance', () => {
    expect(loadFoodTable()).toBe(table);
  });
});

describe('figuresFor', () => {
  it('scales to the grams eaten and rounds like the meal rows: whole kcal, one decimal', () => {
    expect(figuresFor(food('09040'), 118)).toEqual({
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fat: 0.4,
      fiber: 3.1,
      sugars: 14.4,
      sodium: 1,
      saturatedFat: 0.1,
    });
    expect(figuresFor(food('04053'), 13.5)).toMatchObject({ calories: 119, fat: 13.5, protein: 0 });
  });

  it('keeps unknown figures null at any weight', () => {
    const f = figuresFor(food('01039'), 30);
    expect(f.sugars).toBeNull();
    expect(f.calories).toBe(111);
  });

  it('gives zeros for zero grams and refuses a negative or missing weight', () => {
    expect(figuresFor(food('09040'), 0)).toMatchObject({ calories: 0, protein: 0, fat: 0 });
    expect(() => figuresFor(food('09040'), -5)).toThrow(RangeError);
    expect(() => figuresFor(food('09040'), Number.NaN)).toThrow(RangeError);
  });
});

describe('displayName', () => {
  it('uses the curated name of the language, USDA English otherwise', () => {
    expect(displayName(food('09040'), 'es')).toBe('Plátano');
    expect(displayName(food('09040'), 'da')).toBe('Banan');
    expect(displayName(food('09040'), 'en')).toBe('Bananas, raw');
    expect(displayName(food('04669'), 'de')).toBe(food('04669').name);
  });
});

describe('parseFoodTable', () => {
  const source = { label: 'USDA SR24', licence: 'Public domain' };
  const figures = [89, 1, 22, 0, 2, null, 1, 0, ...Array(19).fill(null)];
  const good = {
    sources: { sr24: source, sr28: source, frida: source },
    per100g: [...TABLE_KEYS],
    foods: [{ id: 'sr24:09040', name: 'Bananas, raw', group: '09', per100g: figures, portions: [] }],
  };

  it('reads a well-formed table, finding the food by its id and by its bare NDB number', () => {
    const t = parseFoodTable(good);
    expect(t.byId.get('sr24:09040')?.per100g.sugars).toBeNull();
    expect(t.byId.get('09040')?.per100g.vitaminC).toBeNull();
    expect(t.byId.get('09040')?.source).toBe('sr24');
    expect(t.byId.get('09040')?.names).toEqual({});
  });

  it('rejects a file whose shape is off, naming the problem', () => {
    expect(() => parseFoodTable({})).toThrow(/no foods list/);
    expect(() => parseFoodTable({ ...good, per100g: ['protein', 'calories'] })).toThrow(/per100g order/);
    expect(() => parseFoodTable({ ...good, sources: { sr24: source } })).toThrow(/sources.sr28/);
    const bad = (patch: object) => ({ ...good, foods: [{ ...good.foods[0], ...patch }] });
    expect(() => parseFoodTable(bad({ id: 9040 }))).toThrow(/source-prefixed id/);
    // The file always writes the source; a bare number is for rows, not for the table.
    expect(() => parseFoodTable(bad({ id: '09040' }))).toThrow(/source-prefixed id/);
    expect(() => parseFoodTable(bad({ per100g: [89] }))).toThrow(/27 figures/);
    expect(() => parseFoodTable(bad({ per100g: [89, 1, 22, 0, 2, 'x', ...figures.slice(6)] }))).toThrow(
      /per100g has x/,
    );
    expect(() => parseFoodTable(bad({ per100g: [...figures.slice(0, 26), -1] }))).toThrow(/per100g has -1/);
    expect(() => parseFoodTable(bad({ portions: [{ label: 'cup' }] }))).toThrow(/portion/);
    expect(() => parseFoodTable(bad({ names: { es: [] } }))).toThrow(/names.es/);
    expect(() => parseFoodTable({ ...good, foods: [good.foods[0], good.foods[0]] })).toThrow(/duplicate/);
  });
});
