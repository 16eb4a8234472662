// The vitamins and minerals of the committed table against the source files they come from: SR24 as
// cronometer ships it (usda_sr24/<NDB>.xml), SR28's NUT_DATA.txt, Frida's Data_Table.

import { describe, expect, it } from 'vitest';
import { microNames } from '../../shared/nutrition/micros.js';
import { figuresFor, loadFoodTable, type TableFood } from './food-table.js';

const table = loadFoodTable();
const food = (id: string) => table.byId.get(id) as TableFood;

describe('vitamins and minerals per 100 g', () => {
  it('keeps SR24 figures as the source gives them: raw spinach', () => {
    // 11457.xml: Vitamin C 28.1 mg, Iron 2.71 mg, Folate 194 µg (no folic acid), Potassium 558 mg.
    expect(food('sr24:11457').per100g).toMatchObject({
      vitaminC: 28.1,
      iron: 2.71,
      folate: 194,
      potassium: 558,
      calcium: 99,
      magnesium: 79,
      vitaminK: 482.9,
      vitaminE: 2.03,
      thiamin: 0.078,
      selenium: 1,
    });
  });

  it('keeps SR24 figures as the source gives them: a raw orange', () => {
    // 09200.xml: Vitamin C 53.2, Folate 30, Potassium 181, Calcium 40, Iron 0.1.
    expect(food('09200').per100g).toMatchObject({
      vitaminC: 53.2,
      folate: 30,
      potassium: 181,
      calcium: 40,
      iron: 0.1,
    });
  });

  it('gives vitamin A in µg RAE: retinol plus carotenoids at 1/12 (beta) and 1/24 (alpha, cryptoxanthin)', () => {
    // Spinach: 5626 µg beta-carotene / 12 = 468.8 (USDA's own RAE: 469).
    expect(food('11457').per100g.vitaminA).toBe(468.8);
    // Orange: 71 / 12 + (11 + 116) / 24 = 11.2.
    expect(food('09200').per100g.vitaminA).toBe(11.2);
    // Skyr (Frida): retinol 11 µg and 12.67 µg RE, whose carotenoid part counts half in RAE.
    expect(food('frida:1693').per100g.vitaminA).toBe(11.8);
  });

  it('gives vitamin D in µg where SR24 gives IU (40 IU = 1 µg): a raw egg', () => {
    expect(food('01123').per100g).toMatchObject({ vitaminD: 2.05, cholesterol: 372, vitaminB12: 0.89 });
  });

  it('gives folate in µg DFE, folic acid counted 1.7 times: white bread', () => {
    // SR24: 111 µg total; SR28's record of 18069: the same total, 86 µg of it folic acid.
    expect(food('18069').per100g.folate).toBe(171);
  });

  it('leaves a nutrient the source does not list as null, never 0', () => {
    // Wild Atlantic salmon has no vitamin D entry in SR24.
    expect(food('15076').per100g.vitaminD).toBeNull();
    for (const key of microNames) {
      expect(table.foods.some((f) => f.per100g[key] === null)).toBe(true);
      expect(table.foods.filter((f) => f.per100g[key] !== null).length).toBeGreaterThan(4000);
    }
  });

  it('carries the figures of the other sources: SR28 Greek yoghurt, Frida skyr', () => {
    // SR28 NUT_DATA for 01256: protein 10.19 g, calcium 110 mg, B12 0.75 µg, folate 7 µg DFE.
    expect(food('sr28:01256').per100g).toMatchObject({
      protein: 10.19,
      calcium: 110,
      vitaminB12: 0.75,
      folate: 7,
    });
    // Frida 1693: 70 kcal, 11 g protein, 120 mg calcium, 0.7 µg B12.
    expect(food('frida:1693').per100g).toMatchObject({
      calories: 70,
      protein: 11,
      calcium: 120,
      vitaminB12: 0.7,
    });
  });

  it('scales rows by the row figures only (rows carry no micros yet)', () => {
    expect(Object.keys(figuresFor(food('11457'), 100))).toEqual([
      'calories',
      'protein',
      'carbs',
      'fat',
      'fiber',
      'sugars',
      'sodium',
      'saturatedFat',
    ]);
  });
});
