import type { FoodItem } from 'functions/lib/ai/parse-nutrition.js';
import { totals } from './demo-figures.js';
import { inSentence, listOf, PHRASES } from './demo-language.js';
import { dishFoods, findFoods, gramsOf, tokenize } from './food-match.js';
import type { Food, Lang } from './food-table.js';

/**
 * The demo AI's answers for the food diary, from the food table: a meal described in words, foods added
 * to a meal at a chosen weight, a remark on a photo, and a correction of an earlier estimate. Every row
 * carries its own figures (calories from 4/4/9) and the totals are their sums.
 */
/** One food row as the app's answer definitions read it. */
export type Row = FoodItem;

/** Figures of `grams` of `food` as it lies on the plate (cooked rice, fried chicken). */
export function rowOf(food: Food, grams: number, lang: Lang, name = food.names[lang]): Row {
  const g = Math.round(grams * 10) / 10;
  return { name, food: food.names.en.toLowerCase(), grams: g, ...totals([{ food, grams: g / food.cooked }]) };
}

/** A food the table does not know: a plain mixed dish (6 g protein, 15 g carbs, 5 g fat per 100 g). */
function unknownRow(name: string, grams: number): Row {
  const per = { protein: 0.06, carbs: 0.15, fat: 0.05 };
  const m = {
    protein: Math.round(per.protein * grams * 10) / 10,
    carbs: Math.round(per.carbs * grams * 10) / 10,
    fat: Math.round(per.fat * grams * 10) / 10,
  };
  return { name, food: '', grams, calories: Math.round(4 * m.protein + 4 * m.carbs + 9 * m.fat), ...m };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The answer built from rows: description from the names, totals summed from the rows. */
export function answerOf(rows: Row[], lang: Lang, description?: string) {
  const names = rows.map((r) => r.name);
  return {
    noFood: false,
    items: rows,
    description:
      description ??
      (names.length > 1
        ? `${names[0]} ${PHRASES[lang].with} ${listOf(
            names.slice(1).map((n) => inSentence(n, lang)),
            lang,
          )}`
        : (names[0] ?? '')),
    ingredients: names,
    calories: rows.reduce((s, r) => s + r.calories, 0),
    protein: r1(rows.reduce((s, r) => s + r.protein, 0)),
    carbs: r1(rows.reduce((s, r) => s + r.carbs, 0)),
    fat: r1(rows.reduce((s, r) => s + r.fat, 0)),
  };
}

/** The foods a text names, each at the amount written before it ("3 eggs", "200 g Reis", "2 huevos")
 * or a usual portion, plus the foods of the dishes it names. */
export function textRows(text: string, lang: Lang): Row[] {
  const rows: { food: Food; grams: number }[] = findFoods(text, lang).map(({ food, quantity }) => ({
    food,
    grams: quantity ? gramsOf(food, quantity) : food.portion * food.cooked,
  }));
  for (const food of dishFoods(text, lang))
    if (!rows.some((r) => r.food === food)) rows.push({ food, grams: food.portion * food.cooked });
  return rows.map(({ food, grams }) => rowOf(food, Math.round(grams), lang));
}

/** logMeal: the text's foods; a text without any food is answered as no food. */
export function textMeal(text: string, lang: Lang) {
  const rows = textRows(text, lang);
  return rows.length ? answerOf(rows, lang) : { noFood: true };
}

/** The JSON the functions put after a label line ("ROWS (JSON):"). */
function jsonAfter(text: string, label: string): unknown {
  const at = text.indexOf(label);
  if (at < 0) return undefined;
  const rest = text.slice(at + label.length).trimStart();
  const end = rest.indexOf('\n\n');
  try {
    return JSON.parse(end >= 0 ? rest.slice(0, end) : rest);
  } catch {
    return undefined;
  }
}

interface Given {
  name: string;
  grams: number;
}
const givenRows = (value: unknown): Given[] =>
  (Array.isArray(value) ? value : []).flatMap((v) =>
    typeof v?.name === 'string' && typeof v?.grams === 'number' ? [{ name: v.name, grams: v.grams }] : [],
  );

/** The table's food a row's name stands for, if any. */
const foodOfName = (name: string, lang: Lang) => findFoods(name, lang)[0]?.food;

/** updateMeal: each food given, at exactly its weight, in the same order and with the same name. */
export function estimateRows(userText: string, lang: Lang) {
  const given = givenRows(jsonAfter(userText, 'ROWS (JSON):'));
  const rows = given.map(({ name, grams }) => {
    const food = foodOfName(name, lang);
    return food ? rowOf(food, grams, lang, name) : unknownRow(name, grams);
  });
  return answerOf(rows, lang);
}

const HALF = new Set(['half', 'halb', 'halbe', 'halben', 'medio', 'media', 'halv', 'halvt', 'halvdelen']);
const DOUBLE = new Set(['double', 'doble', 'doppelt', 'doppelte', 'dobbelt', 'dobbelte']);
const WITHOUT = new Set(['no', 'without', 'sin', 'ohne', 'kein', 'keine', 'keinen', 'uden', 'ingen']);

/** The portion a remark asks for: "half portion" 0.5, "double" 2, otherwise as seen. */
function portionFactor(text: string): number {
  const words = tokenize(text);
  if (words.some((w) => HALF.has(w))) return 0.5;
  if (words.some((w) => DOUBLE.has(w))) return 2;
  return 1;
}

/** Foods the text says were not there ("no rice", "ohne Reis", "sin arroz", "uden ris"). */
function removedFoods(text: string, lang: Lang): Set<Food> {
  const tokens = tokenize(text);
  const removed = new Set<Food>();
  tokens.forEach((token, i) => {
    if (!WITHOUT.has(token)) return;
    const food = findFoods(tokens.slice(i + 1, i + 3).join(' '), lang)[0]?.food;
    if (food) removed.add(food);
  });
  return removed;
}

/**
 * Applies the user's words to rows: a food they name with an amount takes that amount, a food named
 * without one that is not there yet is added at a usual portion, "no X" removes X, "half portion" halves
 * everything. Rows the table does not know keep their figures per gram.
 */
export function applyWords(rows: Row[], text: string, lang: Lang): Row[] {
  const removed = removedFoods(text, lang);
  const next = rows
    .map((row) => ({ row, food: foodOfName(row.name, lang) }))
    .filter(({ food }) => !(food && removed.has(food)));
  for (const { food, quantity } of findFoods(text, lang)) {
    if (removed.has(food)) continue;
    const known = next.find((n) => n.food === food);
    if (known && quantity) known.row = rowOf(food, Math.round(gramsOf(food, quantity)), lang, known.row.name);
    else if (!known)
      next.push({
        food,
        row: rowOf(food, Math.round(quantity ? gramsOf(food, quantity) : food.portion * food.cooked), lang),
      });
  }
  const factor = portionFactor(text);
  return next.map(({ row, food }) => {
    if (factor === 1) return row;
    const grams = row.grams * factor;
    return food ? rowOf(food, grams, lang, row.name) : scaleRow(row, factor);
  });
}

function scaleRow(row: Row, factor: number): Row {
  const m = { protein: r1(row.protein * factor), carbs: r1(row.carbs * factor), fat: r1(row.fat * factor) };
  return {
    name: row.name,
    food: row.food,
    grams: r1(row.grams * factor),
    calories: Math.round(row.calories * factor),
    ...m,
  };
}

/** correctMeal: the earlier rows with the user's words applied. */
export function correction(userText: string, lang: Lang) {
  const previous = jsonAfter(userText, 'PREVIOUS (JSON):') as { items?: unknown } | undefined;
  const rows: Row[] = (Array.isArray(previous?.items) ? previous.items : []).flatMap((v: Partial<Row>) =>
    typeof v?.name === 'string' &&
    [v.grams, v.calories, v.protein, v.carbs, v.fat].every((n) => typeof n === 'number')
      ? [{ ...(v as Row), food: typeof v.food === 'string' ? v.food : '' }]
      : [],
  );
  const at = userText.indexOf('CORRECTION:');
  const words = at >= 0 ? userText.slice(at + 'CORRECTION:'.length).trim() : '';
  const corrected = applyWords(rows, words, lang);
  return corrected.length ? answerOf(corrected, lang) : { noFood: true };
}
