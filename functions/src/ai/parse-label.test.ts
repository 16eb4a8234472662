// food_label answers as models send them, and what the label reading makes of them: the strict shape,
// keys in the four languages, figures as printed text, kJ only, salt instead of sodium, partial and hostile
// answers, and the answer that there is no label.
import { describe, expect, test } from 'vitest';
import { parseFailureOf } from '../../test/support/parse-failure.js';
import { nutellaPer100g } from '../../test/support/products.js';
import { labelAnswer } from './parse-label.js';

const read = (answer: unknown) =>
  labelAnswer.read(typeof answer === 'string' ? answer : JSON.stringify(answer));
const failure = (answer: unknown) => parseFailureOf(() => read(answer));

const nutella = {
  noLabel: false,
  name: 'Nutella',
  servingGrams: 15,
  per100g: {
    calories: 539,
    protein: 6.3,
    carbs: 57.5,
    fat: 30.9,
    fiber: null,
    sugars: 56.3,
    salt: 0.107,
    sodium: null,
    saturatedFat: 10.6,
  },
};

describe('good answers', () => {
  test('the strict shape: figures per 100 g, salt becomes sodium (mg = g x 400), unknown extras absent', () => {
    expect(read(nutella)).toEqual({ name: 'Nutella', servingGrams: 15, per100g: nutellaPer100g });
  });

  test('a German label as printed: keys in German, text with units and decimal commas, energy in kJ and kcal', () => {
    const r = read({
      Name: 'Vollkorn Müsli',
      Portion: '45 g',
      'pro 100 g': {
        Brennwert: '1590 kJ / 378 kcal',
        Fett: '6,8 g',
        'davon gesättigte Fettsäuren': '1,1 g',
        Kohlenhydrate: '61 g',
        'davon Zucker': '14 g',
        Ballaststoffe: '9,2 g',
        Eiweiß: '11 g',
        Salz: '<0,01 g',
      },
    });
    expect(r).toEqual({
      name: 'Vollkorn Müsli',
      servingGrams: 45,
      per100g: {
        calories: 378,
        protein: 11,
        carbs: 61,
        fat: 6.8,
        fiber: 9.2,
        sugars: 14,
        sodium: 4,
        saturatedFat: 1.1,
      },
    });
  });

  test('Danish and Spanish keys; sodium given in mg stays mg, given in g becomes mg', () => {
    const da = read({
      navn: 'Rugbrød',
      energi: 213,
      protein: 6,
      kulhydrater: 37,
      fedt: 2.4,
      kostfibre: 8,
      natrium: '400 mg',
    });
    expect(da.per100g).toMatchObject({ calories: 213, fiber: 8, sodium: 400 });
    const es = read({
      nombre: 'Galletas',
      calorías: 480,
      proteínas: 7,
      carbohidratos: 68,
      grasas: 19,
      azúcares: 24,
      sodio: '0,4 g',
    });
    expect(es.per100g).toMatchObject({ calories: 480, sugars: 24, sodium: 400 });
    expect(es.name).toBe('Galletas');
  });

  test('a label with energy in kJ only: kcal = kJ / 4.184', () => {
    const r = read({ per100g: { kj: 2252, protein: 6.3, carbs: 57.5, fat: 30.9 } });
    expect(r.per100g.calories).toBe(538);
    expect(read({ energy: '1046 kJ', protein: 3, carbs: 40, fat: 5 }).per100g.calories).toBe(250);
  });

  test('fenced JSON with prose around it is read', () => {
    const r = read(`Here is the label:\n\`\`\`json\n${JSON.stringify(nutella)}\n\`\`\``);
    expect(r.per100g.calories).toBe(539);
  });
});

describe('partial answers', () => {
  test('no name and no serving: only the figures', () => {
    expect(read({ per100g: { calories: 42, protein: 0, carbs: 10.6, fat: 0 } })).toEqual({
      per100g: { calories: 42, protein: 0, carbs: 10.6, fat: 0 },
    });
  });

  test('a missing required figure makes the label unreadable, naming the figure', () => {
    expect(failure({ per100g: { calories: 539, protein: 6.3, fat: 30.9 } })).toMatchObject({
      reason: 'missing-field',
      field: 'carbs',
    });
    expect(failure({ per100g: { protein: 6.3, carbs: 57.5, fat: 30.9, sugars: 56 } })).toMatchObject({
      reason: 'missing-field',
      field: 'calories',
    });
  });
});

describe('hostile answers', () => {
  test('impossible required figures are refused, never passed on', () => {
    for (const per100g of [
      { calories: 5390, protein: 6.3, carbs: 57.5, fat: 30.9 },
      { calories: 539, protein: 6.3, carbs: 575, fat: 30.9 },
      { calories: 539, protein: 60, carbs: 57.5, fat: 30.9 },
      { calories: 1e308, protein: 1, carbs: 1, fat: 1 },
    ])
      expect(failure({ per100g }).reason, JSON.stringify(per100g)).toBe('invalid');
    expect(failure({ per100g: { calories: -5, protein: 1, carbs: 1, fat: 1 } }).reason).toBe('missing-field');
    expect(failure({ per100g: { calories: 'NaN', protein: 1, carbs: 1, fat: 1 } }).reason).toBe(
      'missing-field',
    );
  });

  test('impossible extras are dropped: sugars above the carbs, saturated above the fat, absurd salt or fibre', () => {
    const r = read({
      per100g: {
        calories: 100,
        protein: 2,
        carbs: 10,
        fat: 5,
        sugars: 50,
        saturatedFat: 9,
        salt: 1000,
        fiber: -3,
      },
    });
    expect(r.per100g).toEqual({ calories: 100, protein: 2, carbs: 10, fat: 5 });
  });

  test('a huge or multi-line name is one bounded line; a serving no one eats is dropped', () => {
    const r = read({
      ...nutella,
      name: `Nutella\n\u202Eevil\u0000 ${'x'.repeat(100_000)}`,
      servingGrams: 99_999,
    });
    expect(r.name?.startsWith('Nutella evil x')).toBe(true);
    expect(r.name?.length).toBeLessThanOrEqual(200);
    expect(r.servingGrams).toBeUndefined();
  });

  test('not JSON, or JSON without any figure, is no label', () => {
    expect(failure('I cannot help with that.').reason).toBe('no-json');
    expect(failure({ name: 'Nutella' }).reason).toBe('no-label');
    expect(failure(null as unknown as string).reason).toBe('no-json');
  });
});

describe('vitamins and minerals', () => {
  test('printed lines in any language and unit become the app’s units; a share of the reference intake alone is none', () => {
    const r = read({
      Name: 'Cornflakes',
      'pro 100 g': {
        Brennwert: '1610 kJ / 379 kcal',
        Fett: '0,9 g',
        Kohlenhydrate: '84 g',
        Eiweiß: '7 g',
        Eisen: '8 mg (57 %)',
        'Vitamin B1': '0,91 mg',
        'Vitamin B12': '2,1 µg',
        'Vitamin D': '4,2 mcg',
        Folsäure: '0,166 mg',
        Calcium: '15 %',
      },
    });
    expect(r.per100g.micros).toEqual({
      iron: 8,
      thiamin: 0.91,
      vitaminB12: 2.1,
      vitaminD: 4.2,
      folate: 166,
    });
  });

  test('the strict shape’s micros: numbers in the asked unit, nulls unknown, impossible amounts dropped', () => {
    const r = read({
      ...nutella,
      per100g: {
        ...nutella.per100g,
        micros: { calcium: 120, vitaminE: null, vitaminC: 50_000, hierro: 1.2 },
      },
    });
    expect(r.per100g.micros).toEqual({ calcium: 120, iron: 1.2 });
    expect(read(nutella).per100g.micros).toBeUndefined();
  });
});

describe('no label', () => {
  test('{ "noLabel": true } (also with the strict shape around it) says there is no label', () => {
    expect(failure({ noLabel: true }).reason).toBe('no-label');
    expect(failure({ ...nutella, noLabel: true }).reason).toBe('no-label');
    expect(failure({ no_label: 'true' }).reason).toBe('no-label');
  });
});

test('the provider schema is strict: every key required, unknown extras as null', () => {
  const schema = labelAnswer.jsonSchema as {
    required: string[];
    properties: { per100g: { required: string[]; properties: Record<string, { type: unknown }> } };
  };
  expect(schema.required).toEqual(['noLabel', 'name', 'servingGrams', 'per100g']);
  // calories to saturatedFat, and the vitamins and minerals under micros.
  expect(schema.properties.per100g.required).toHaveLength(10);
  expect(schema.properties.per100g.properties.calories?.type).toBe('number');
  expect(schema.properties.per100g.properties.salt?.type).toEqual(['number', 'null']);
});
