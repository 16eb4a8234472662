import { describe, expect, it } from 'vitest';
import { displayName, figuresFor, loadFoodTable, parseFoodTable, type TableFood } from './food-table.js';

const table = loadFoodTable();
const food = (id: string) => table.byId.get(id) as TableFood;

describe('the committed food table (functions/data/food-table.json)', () => {
  it('holds every SR24 food but the ground beef calculator placeholder', () => {
    // foods.index lists 7,907; 23999 is a calculator stub with no figures at all.
    expect(table.foods).toHaveLength(7906);
    expect(table.byId.has('23999')).toBe(false);
  });

  it('names its source and its public-domain licence', () => {
    expect(table.source.name).toMatch(/Standard Reference, Release 24/);
    expect(table.source.licence).toMatch(/public domain/i);
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
  const good = {
    per100g: ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugars', 'sodium', 'saturatedFat'],
    foods: [
      {
        id: '09040',
        name: 'Bananas, raw',
        group: '09',
        per100g: [89, 1, 22, 0, 2, null, 1, 0],
        portions: [],
      },
    ],
  };

  it('reads a well-formed table', () => {
    const t = parseFoodTable(good);
    expect(t.byId.get('09040')?.per100g.sugars).toBeNull();
    expect(t.byId.get('09040')?.names).toEqual({});
  });

  it('rejects a file whose shape is off, naming the problem', () => {
    expect(() => parseFoodTable({})).toThrow(/no foods list/);
    expect(() => parseFoodTable({ ...good, per100g: ['protein', 'calories'] })).toThrow(/per100g order/);
    const bad = (patch: object) => ({ ...good, foods: [{ ...good.foods[0], ...patch }] });
    expect(() => parseFoodTable(bad({ id: 9040 }))).toThrow(/NDB id/);
    expect(() => parseFoodTable(bad({ per100g: [89] }))).toThrow(/8 figures/);
    expect(() => parseFoodTable(bad({ per100g: [89, 1, 22, 0, 2, 'x', 1, 0] }))).toThrow(/per100g has x/);
    expect(() => parseFoodTable(bad({ portions: [{ label: 'cup' }] }))).toThrow(/portion/);
    expect(() => parseFoodTable(bad({ names: { es: [] } }))).toThrow(/names.es/);
    expect(() => parseFoodTable({ ...good, foods: [good.foods[0], good.foods[0]] })).toThrow(/duplicate/);
  });
});
