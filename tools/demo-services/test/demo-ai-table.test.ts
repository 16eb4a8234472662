// The demo AI answers from the app's food table: every row names its table food the way the functions
// ground a model's row, with the table's figures for its grams, so a demo answer and the meal the
// functions store agree; and the demo's own data (plates, dishes, portions, pieces) points at real foods
// whose calories the functions' check accepts.
import type { FoodItem } from 'functions/lib/ai/parse-nutrition.js';
import { checkCalorieConsistency } from 'functions/lib/nutrition/calorie-consistency.js';
import { loadFoodTable } from 'functions/lib/nutrition/food-table/food-table.js';
import { matchFood } from 'functions/lib/nutrition/food-table/match.js';
import { tableRow } from 'functions/lib/nutrition/table-rows.js';
import { describe, expect, it } from 'vitest';
import { rowOf } from '../src/demo-ai/demo-diary.js';
import { AS_BOUGHT, LABELLED, OLIVE_OIL, PLATE } from '../src/demo-ai/demo-food-data.js';
import { DISHES, STYLE_WORDS } from '../src/demo-ai/dishes.js';
import {
  commonName,
  figuresOf,
  hasMacros,
  pieceOf,
  portionOf,
  tableFood,
} from '../src/demo-ai/table-foods.js';
import { completeInProcess, LANGS, LANGUAGE_NAMES, type Lang, photo, plainPng } from './demo-ai-client.js';

type Answer = { items?: FoodItem[] } & Record<string, unknown>;
const system = (lang: Lang) =>
  `Keep the JSON keys in English; write every text value in ${LANGUAGE_NAMES[lang]}.`;
const ask = (schema: string, user: string, lang: Lang, image?: string): Answer =>
  completeInProcess(schema, system(lang), user, image);

const figures = (r: { calories?: number; protein?: number; carbs?: number; fat?: number }) => ({
  calories: r.calories,
  protein: r.protein,
  carbs: r.carbs,
  fat: r.fat,
});

/** The row as the functions store it: its `food` matched as they match it, the table's figures for its grams. */
function grounded(row: FoodItem, lang: Lang) {
  const match = matchFood({ food: row.food, name: row.name, language: lang });
  const stored = match ? tableRow(row.name, row.grams, match.food) : undefined;
  return { id: match?.food.id, figures: stored && figures(stored) };
}

const demoFoods = [
  ...Object.values(PLATE).flat(),
  OLIVE_OIL,
  ...Object.keys(AS_BOUGHT),
  ...Object.values(AS_BOUGHT),
  ...DISHES.flatMap((d) => d.foods),
  ...STYLE_WORDS.map((s) => s.food),
  ...LABELLED,
].filter((id, i, all) => all.indexOf(id) === i);

describe("the demo's own data", () => {
  it('names table foods whose four macros the table knows', () => {
    const table = loadFoodTable();
    for (const id of demoFoods) {
      const food = table.byId.get(id);
      expect(food, id).toBeDefined();
      expect(food && hasMacros(food), id).toBe(true);
    }
  });

  it('buys the raw or dry form of a food that is eaten cooked', () => {
    for (const [eaten, bought] of Object.entries(AS_BOUGHT)) {
      expect(tableFood(bought).name, `${eaten} -> ${bought}`).toMatch(/\b(raw|dry|uncooked)\b/);
      // "Dry heat" is how USDA roasts; "dry" alone is a dry good.
      expect(tableFood(eaten).name).not.toMatch(/\b(raw|uncooked)\b|\bdry\b(?! heat)/);
    }
  });

  it("counts pieces by USDA's portions: a large egg, a slice of bread, a medium onion", () => {
    expect(pieceOf(tableFood('01123'))).toBe(50);
    expect(pieceOf(tableFood('18069'))).toBe(28);
    expect(pieceOf(tableFood('18030'))).toBe(29);
    expect(pieceOf(tableFood('11282'))).toBe(110);
    expect(pieceOf(tableFood('09040'))).toBe(118);
    // Meat and fish are weighed: USDA's "1/2 breast" is no piece.
    expect(pieceOf(tableFood('05064'))).toBeUndefined();
  });

  it('fills photographed plates with foods whose kcal agree with 4/4/9, so every plate passes the check', () => {
    // Proteins and carbohydrates within 10 %; vegetables count fibre as carbohydrate and sit up to 20 %
    // under 4/4/9, a few kcal a portion.
    for (const [role, ids] of Object.entries(PLATE))
      for (const id of ids) {
        const f = figuresOf(tableFood(id), portionOf(tableFood(id)));
        const macros = 4 * f.protein + 4 * f.carbs + 9 * f.fat;
        const tolerance = role === 'veg' ? 20 : 0.1 * macros;
        expect(Math.abs(f.calories - macros), id).toBeLessThanOrEqual(tolerance);
      }
    const oil = figuresOf(tableFood(OLIVE_OIL), 10);
    for (const protein of PLATE.protein)
      for (const carb of PLATE.carb)
        for (const veg of PLATE.veg)
          for (const share of [0.8, 1.3]) {
            const rows = [protein, carb, veg].map((id) =>
              figuresOf(tableFood(id), portionOf(tableFood(id)) * share),
            );
            for (const withOil of [rows, [...rows, oil]]) {
              const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
              for (const r of withOil)
                for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += r[k];
              expect(checkCalorieConsistency(sum).consistent, `${protein} ${carb} ${veg}`).toBe(true);
            }
          }
  });
});

describe('a demo row grounds to its own table food', () => {
  it.each(LANGS)(
    "names every food of the demo's data so that matchFood finds that very food (%s)",
    (lang) => {
      for (const id of demoFoods) {
        const food = tableFood(id);
        const row = rowOf(food, portionOf(food), commonName(food, lang));
        expect(grounded(row, lang), `${id} ${row.food}`).toEqual({ id: food.id, figures: figures(row) });
      }
    },
  );

  const texts: Record<Lang, string[]> = {
    en: [
      '3 eggs, 200 g rice and 2 slices of toast',
      'a creamy mushroom risotto',
      'salmon with potatoes and a salad',
    ],
    es: ['2 huevos y una tostada', 'pechuga de pollo con arroz y brócoli', 'un plátano y un yogur natural'],
    de: ['200 g Reis und zwei Eier', 'Ein cremiges Pilzrisotto', 'Lachs mit Kartoffeln und Spinat'],
    da: ['2 æg og 100 g ris', 'rugbrød med leverpostej', 'kylling med kartofler og broccoli'],
  };

  it.each(LANGS)(
    "photos, meals in words, rows to estimate and corrections: figures are the table's (%s)",
    (lang) => {
      const answers = [
        ...Array.from({ length: 12 }, (_, n) =>
          ask(
            'food_nutrition',
            'Photo.',
            lang,
            photo(Buffer.alloc(6000, n).map((_, i) => (i * (n + 3)) % 251)),
          ),
        ),
        ...texts[lang].map((text) => ask('food_text', `Log:\n\n${text}`, lang)),
        ask(
          'food_rows',
          `Estimate:\n\nROWS (JSON):\n${JSON.stringify([{ name: texts[lang][0], grams: 120 }])}`,
          lang,
        ),
      ];
      const photoRow = answers[0]?.items?.[0] as FoodItem;
      answers.push(
        ask(
          'food_correction',
          `Correct:\n\nPREVIOUS (JSON):\n${JSON.stringify({ description: '', items: [photoRow] })}\n\nCORRECTION:\n${
            { en: 'half portion', es: 'media ración', de: 'halbe Portion', da: 'halv portion' }[lang]
          }`,
          lang,
        ),
      );
      const rows = answers.flatMap((a) => a.items ?? []);
      expect(rows.length).toBeGreaterThan(40);
      for (const row of rows) {
        expect(row.food, row.name).not.toBe('');
        const { id, figures: stored } = grounded(row, lang);
        expect(id, `${row.name}: ${row.food}`).toBeDefined();
        expect(figures(row), `${row.name}: ${row.food}`).toEqual(stored);
      }
    },
  );
  it.each(LANGS)(
    "a correction finds each earlier row's food by its name alone, as the functions send it (%s)",
    (lang) => {
      const half = { en: 'half portion', es: 'media ración', de: 'halbe Portion', da: 'halv portion' }[lang];
      for (let n = 0; n < 12; n++) {
        const plate = ask(
          'food_nutrition',
          'Photo.',
          lang,
          photo(Buffer.alloc(6000, n).map((_, i) => (i * (n + 5)) % 251)),
        );
        const rows = plate.items ?? [];
        const previous = { description: '', items: rows.map(({ food: _food, ...row }) => row) };
        const a = ask(
          'food_correction',
          `Correct:\n\nPREVIOUS (JSON):\n${JSON.stringify(previous)}\n\nCORRECTION:\n${half}`,
          lang,
        );
        expect(a.items?.map((r) => [r.name, r.food, r.grams])).toEqual(
          rows.map((r) => [r.name, r.food, r.grams / 2]),
        );
      }
    },
  );
});

describe('example answers', () => {
  it('"2 huevos y una tostada": two large eggs and a slice of toast, named as the user wrote them', () => {
    const a = ask('food_text', 'Estima:\n\n2 huevos y una tostada', 'es');
    const egg = tableFood('01123');
    const toast = tableFood('18030');
    expect(a.items).toEqual([
      { name: 'Huevos', food: 'egg, whole, raw, fresh', grams: 100, ...figuresOf(egg, 100) },
      {
        name: 'Tostada',
        food: 'bread, french or vienna, toasted (includes sourdough)',
        grams: 29,
        ...figuresOf(toast, 29),
      },
    ]);
    expect(a).toMatchObject({ description: 'Huevos con tostada', calories: 143 + 93 });
  });

  it("a pasted recipe: nutrition per serving is the table's for its ingredients as bought", () => {
    const a = ask(
      'scanned_recipe',
      'Analyse:\n\nPancakes (serves 4)\n200 g flour\n2 eggs\n300 ml milk\n\nMix and fry.',
      'en',
    );
    const per100 = (id: string) => tableFood(id).per100g.calories ?? 0;
    // USDA weighs a cup (236.6 ml) of whole milk at 244 g; a large egg at 50 g.
    const milk = (300 * 244) / 236.6;
    const kcal = (2 * per100('20081') + per100('01123') + (milk / 100) * per100('01077')) / 4;
    expect(a.calories).toBe(Math.round(kcal));
  });

  it("a photographed nutrition label prints a packaged food's figures per 100 g, salt in grams", () => {
    const read = (image: string) =>
      ask('food_label', 'Aflæs næringsdeklarationen på dette billede.', 'da', image) as {
        name?: string;
        per100g?: Record<string, number | null>;
      };
    const a = read(photo(Buffer.alloc(6000, 4).map((_, i) => (i * 13) % 251)));
    const food = LABELLED.map(tableFood).find((f) => commonName(f, 'da') === a.name);
    expect(food, a.name).toBeDefined();
    const f = food?.per100g;
    expect(a.per100g).toMatchObject({
      calories: Math.round(f?.calories ?? 0),
      protein: Math.round((f?.protein ?? 0) * 10) / 10,
      fat: Math.round((f?.fat ?? 0) * 10) / 10,
      salt: Math.round((f?.sodium ?? 0) / 4) / 100,
      sodium: null,
    });
    expect(read(plainPng())).toEqual({ noLabel: true });
  });
});
